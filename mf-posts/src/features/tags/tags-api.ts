import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

const e = endpoints;
// Forms and the info page's buttons show errors where they happened (under the field, beside the button).
const passErrors = { policy: { passErrors: true } };

/** The tag calls, injected into the one api slice; every change invalidates 'Tag' (and a tag's posts list 'Question'). */
export const tagsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTag: build.query({
      ...fromContract(e.getTag, { policy: { allow404: true } }),
      providesTags: ['Tag'],
    }),
    getTagPage: build.query({
      ...fromContract(e.getTagPage),
      providesTags: ['Tag'],
    }),
    getFollowingTags: build.query({
      ...fromContract(e.getFollowingTags),
      providesTags: ['Tag'],
    }),
    getTagSynonyms: build.query({
      ...fromContract(e.getTagSynonyms),
      providesTags: ['Tag'],
    }),
    /** The posts of one tag: GET question/page with `tag` (the same call the post list makes). */
    getTagQuestionPage: build.query({
      ...fromContract(e.getQuestionPage),
      providesTags: ['Question'],
    }),
    updateFollowTags: build.mutation({
      ...fromContract(e.updateFollowTags),
      invalidatesTags: ['Tag'],
    }),
    addTag: build.mutation({
      ...fromContract(e.addTag, passErrors),
      invalidatesTags: ['Tag'],
    }),
    updateTag: build.mutation({
      ...fromContract(e.updateTag, passErrors),
      invalidatesTags: ['Tag', 'Question'],
    }),
    deleteTag: build.mutation({
      ...fromContract(e.deleteTag, passErrors),
      invalidatesTags: ['Tag'],
    }),
    recoverTag: build.mutation({
      ...fromContract(e.recoverTag, passErrors),
      invalidatesTags: ['Tag'],
    }),
    updateTagSynonym: build.mutation({
      ...fromContract(e.updateTagSynonym, passErrors),
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
