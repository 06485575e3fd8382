import { api } from '@site/shared/api';
import {
  endpoints,
  type FollowTagsBody,
  type QuestionPageQuery,
  type ResponseOf,
  type TagAddBody,
  type TagIdBody,
  type TagInfoQuery,
  type TagPageQuery,
  type TagSynonymUpdateBody,
  type TagUpdateBody,
} from '@site/shared/contract';

const e = endpoints;
// Forms and the info page's buttons show errors where they happened (under the field, beside the button).
const passErrors = { passErrors: true };

/** The tag calls, injected into the one api slice; every change invalidates 'Tag' (and a tag's posts list 'Question'). */
export const tagsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTag: build.query<ResponseOf<'getTag'>, TagInfoQuery>({
      query: (params) => ({ url: e.getTag.path, params, policy: { allow404: true } }),
      providesTags: ['Tag'],
    }),
    getTagPage: build.query<ResponseOf<'getTagPage'>, TagPageQuery>({
      query: (params) => ({ url: e.getTagPage.path, params }),
      providesTags: ['Tag'],
    }),
    getFollowingTags: build.query<ResponseOf<'getFollowingTags'>, void>({
      query: () => ({ url: e.getFollowingTags.path }),
      providesTags: ['Tag'],
    }),
    getTagSynonyms: build.query<ResponseOf<'getTagSynonyms'>, { tag_id: string }>({
      query: (params) => ({ url: e.getTagSynonyms.path, params }),
      providesTags: ['Tag'],
    }),
    /** The posts of one tag: GET question/page with `tag` (the same call the post list makes). */
    getTagQuestionPage: build.query<ResponseOf<'getQuestionPage'>, QuestionPageQuery>({
      query: (params) => ({ url: e.getQuestionPage.path, params }),
      providesTags: ['Question'],
    }),
    updateFollowTags: build.mutation<ResponseOf<'updateFollowTags'>, FollowTagsBody>({
      query: (body) => ({ url: e.updateFollowTags.path, method: 'PUT', body }),
      invalidatesTags: ['Tag'],
    }),
    addTag: build.mutation<ResponseOf<'addTag'>, TagAddBody>({
      query: (body) => ({ url: e.addTag.path, method: 'POST', body, policy: passErrors }),
      invalidatesTags: ['Tag'],
    }),
    updateTag: build.mutation<ResponseOf<'updateTag'>, TagUpdateBody>({
      query: (body) => ({ url: e.updateTag.path, method: 'PUT', body, policy: passErrors }),
      invalidatesTags: ['Tag', 'Question'],
    }),
    deleteTag: build.mutation<ResponseOf<'deleteTag'>, TagIdBody>({
      query: (body) => ({ url: e.deleteTag.path, method: 'DELETE', body, policy: passErrors }),
      invalidatesTags: ['Tag'],
    }),
    recoverTag: build.mutation<ResponseOf<'recoverTag'>, TagIdBody>({
      query: (body) => ({ url: e.recoverTag.path, method: 'POST', body, policy: passErrors }),
      invalidatesTags: ['Tag'],
    }),
    updateTagSynonym: build.mutation<ResponseOf<'updateTagSynonym'>, TagSynonymUpdateBody>({
      query: (body) => ({ url: e.updateTagSynonym.path, method: 'PUT', body, policy: passErrors }),
      invalidatesTags: ['Tag', 'Question'],
    }),
  }),
});

export const {
  useGetTagQuery,
  useGetTagPageQuery,
  useGetFollowingTagsQuery,
  useGetTagSynonymsQuery,
  useGetTagQuestionPageQuery,
  useUpdateFollowTagsMutation,
  useAddTagMutation,
  useUpdateTagMutation,
  useDeleteTagMutation,
  useRecoverTagMutation,
  useUpdateTagSynonymMutation,
} = tagsApi;
