import { api } from '@site/shared/api';
import { endpoints, type ResponseOf } from '@site/shared/contract';

/** The detail page's calls. Bookmark and follow refresh the post; invitations have their own cache entry. */
export const questionDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQuestionInfo: build.query<ResponseOf<'getQuestionInfo'>, string>({
      // allow404: a missing post shows the 404 page (spec section 8).
      query: (id) => ({ url: endpoints.getQuestionInfo.path, params: { id }, policy: { allow404: true } }),
      providesTags: (_r, _e, id) => [{ type: 'Question', id }],
    }),
    getSimilarByTag: build.query<ResponseOf<'getSimilarByTag'>, string>({
      query: (id) => ({ url: endpoints.getSimilarByTag.path, params: { question_id: id, page_size: 5 } }),
      providesTags: ['Question'],
    }),
    getQuestionInvite: build.query<ResponseOf<'getQuestionInvite'>, string>({
      query: (id) => ({ url: endpoints.getQuestionInvite.path, params: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'Question', id: `invite-${id}` }],
    }),
    updateQuestionInvite: build.mutation<null, { id: string; invite_user: string[] }>({
      query: (body) => ({ url: endpoints.updateQuestionInvite.path, method: 'PUT', body }),
      invalidatesTags: (_r, _e, b) => [{ type: 'Question', id: `invite-${b.id}` }],
    }),
    searchUserInfo: build.query<ResponseOf<'searchUserInfo'>, string>({
      query: (username) => ({ url: endpoints.searchUserInfo.path, params: { username } }),
    }),
    switchCollection: build.mutation<ResponseOf<'switchCollection'>, { object_id: string; bookmark: boolean }>({
      query: (b) => ({ url: endpoints.switchCollection.path, method: 'POST', body: { ...b, group_id: '0' } }),
      invalidatesTags: (_r, _e, b) => [{ type: 'Question', id: b.object_id }],
    }),
    followObject: build.mutation<ResponseOf<'followObject'>, { object_id: string; is_cancel: boolean }>({
      query: (body) => ({ url: endpoints.followObject.path, method: 'POST', body }),
      invalidatesTags: (_r, _e, b) => [{ type: 'Question', id: b.object_id }],
    }),
  }),
});

export const {
  useGetQuestionInfoQuery,
  useGetSimilarByTagQuery,
  useGetQuestionInviteQuery,
  useUpdateQuestionInviteMutation,
  useLazySearchUserInfoQuery,
  useSwitchCollectionMutation,
  useFollowObjectMutation,
} = questionDetailApi;
