import { api } from '@site/shared/api';
import { endpoints, type AddCommentBody, type ResponseOf } from '@site/shared/contract';

export interface CommentPageArgs {
  objectId: string;
  pageSize: number;
}

/** Every comment list is tagged with the object it is on, so a change refreshes exactly that list. */
const listTag = (objectId: string) => ({ type: 'Comment' as const, id: objectId });

export const commentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCommentPage: build.query<ResponseOf<'getCommentPage'>, CommentPageArgs>({
      query: ({ objectId, pageSize }) => ({ url: endpoints.getCommentPage.path, params: { object_id: objectId, page: 1, page_size: pageSize } }),
      providesTags: (_r, _e, a) => [listTag(a.objectId)],
    }),
    addComment: build.mutation<ResponseOf<'addComment'>, AddCommentBody>({
      query: (body) => ({ url: endpoints.addComment.path, method: 'POST', body }),
      invalidatesTags: (_r, error, b) => (error ? [] : [listTag(b.object_id)]),
    }),
    updateComment: build.mutation<ResponseOf<'updateComment'>, { objectId: string; comment_id: string; original_text: string }>({
      query: ({ objectId: _o, ...body }) => ({ url: endpoints.updateComment.path, method: 'PUT', body }),
      invalidatesTags: (_r, error, b) => (error ? [] : [listTag(b.objectId)]),
    }),
    removeComment: build.mutation<ResponseOf<'removeComment'>, { objectId: string; comment_id: string }>({
      query: ({ objectId: _o, ...body }) => ({ url: endpoints.removeComment.path, method: 'DELETE', body }),
      invalidatesTags: (_r, error, b) => (error ? [] : [listTag(b.objectId)]),
    }),
  }),
});

export const { useGetCommentPageQuery, useAddCommentMutation, useUpdateCommentMutation, useRemoveCommentMutation } = commentsApi;
export { listTag as commentListTag };
