import { api, fromContract, type ArgOf } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

/** The detail page's calls. Bookmark and follow refresh the post; invitations have their own cache entry. */
export const questionDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQuestionInfo: build.query({
      // allow404: a missing post shows the 404 page (spec section 8).
      ...fromContract(endpoints.getQuestionInfo, { arg: (id: string) => ({ id }), policy: { allow404: true } }),
      providesTags: (_r, _e, id) => [{ type: 'Question', id }],
    }),
    getSimilarByTag: build.query({
      ...fromContract(endpoints.getSimilarByTag, { arg: (id: string) => ({ question_id: id, page_size: 5 }) }),
      providesTags: ['Question'],
    }),
    getQuestionInvite: build.query({
      ...fromContract(endpoints.getQuestionInvite, { arg: (id: string) => ({ id }) }),
      providesTags: (_r, _e, id) => [{ type: 'Question', id: `invite-${id}` }],
    }),
    updateQuestionInvite: build.mutation({
      ...fromContract(endpoints.updateQuestionInvite),
      invalidatesTags: (_r, _e, b) => [{ type: 'Question', id: `invite-${b.id}` }],
    }),
    // group_id is Answer's (bookmark folders); the product has one.
    switchCollection: build.mutation({
      ...fromContract(endpoints.switchCollection, { arg: (b: ArgOf<typeof endpoints.switchCollection>) => ({ ...b, group_id: '0' }) }),
      invalidatesTags: (_r, _e, b) => [{ type: 'Question', id: b.object_id }],
    }),
    // Unlocking a paid post refreshes it (its body and discussion now come) and the member's balance.
    buyQuestion: build.mutation({
      ...fromContract(endpoints.buyQuestion),
      invalidatesTags: (_r, _e, b) => [{ type: 'Question', id: b.question_id }, 'User'],
    }),
    followObject: build.mutation({
      ...fromContract(endpoints.followObject),
      invalidatesTags: (_r, _e, b) => [{ type: 'Question', id: b.object_id }],
    }),
  }),
});

export const {
  useGetQuestionInfoQuery,
  useGetSimilarByTagQuery,
  useGetQuestionInviteQuery,
  useUpdateQuestionInviteMutation,
  useSwitchCollectionMutation,
  useFollowObjectMutation,
  useBuyQuestionMutation,
} = questionDetailApi;
