import { api, contractRequest, fromContract, type ArgOf } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

export interface VoteArgs {
  objectId: string;
  direction: 'up' | 'down';
  isCancel: boolean;
}

// Votes and reactions are addressed by object id alone (one id space): a vote refreshes the post or the answer
// with that id (whichever it is), and the comment lists hold their own copies (see comments-api.ts).
const votedTags = (id: string) => [
  { type: 'Question' as const, id },
  { type: 'Answer' as const, id },
];

const voteBody = ({ objectId, isCancel }: VoteArgs): ArgOf<typeof endpoints.voteUp> => ({ object_id: objectId, is_cancel: isCancel });

export const voteApi = api.injectEndpoints({
  endpoints: (build) => ({
    vote: build.mutation({
      ...fromContract(endpoints.voteUp, { arg: voteBody }),
      // One hook for both directions: vote/down takes the same body and answers the same counts as vote/up.
      query: (a: VoteArgs) => contractRequest(a.direction === 'up' ? endpoints.voteUp : endpoints.voteDown, voteBody(a)),
      invalidatesTags: (_r, error, a) => (error ? [] : votedTags(a.objectId)),
    }),
    getReaction: build.query({
      ...fromContract(endpoints.getReaction, { arg: (objectId: string) => ({ object_id: objectId }) }),
    }),
    updateReaction: build.mutation({
      ...fromContract(endpoints.updateReaction),
      // The answer is the new summary: put it into the cache instead of fetching again.
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(voteApi.util.upsertQueryData('getReaction', body.object_id, data));
        } catch {
          // errors were routed by the baseQuery
        }
      },
    }),
  }),
});

export const { useVoteMutation, useGetReactionQuery, useUpdateReactionMutation } = voteApi;
