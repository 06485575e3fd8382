import { api } from '@site/shared/api';
import { endpoints, type ResponseOf, type UpdateReactionBody } from '@site/shared/contract';

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

export const voteApi = api.injectEndpoints({
  endpoints: (build) => ({
    vote: build.mutation<ResponseOf<'voteUp'>, VoteArgs>({
      query: ({ objectId, direction, isCancel }) => ({
        url: direction === 'up' ? endpoints.voteUp.path : endpoints.voteDown.path,
        method: 'POST',
        body: { object_id: objectId, is_cancel: isCancel },
      }),
      invalidatesTags: (_r, error, a) => (error ? [] : votedTags(a.objectId)),
    }),
    getReaction: build.query<ResponseOf<'getReaction'>, string>({
      query: (objectId) => ({ url: endpoints.getReaction.path, params: { object_id: objectId } }),
    }),
    updateReaction: build.mutation<ResponseOf<'updateReaction'>, UpdateReactionBody>({
      query: (body) => ({ url: endpoints.updateReaction.path, method: 'PUT', body }),
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
