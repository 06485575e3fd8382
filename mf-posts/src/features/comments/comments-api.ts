import { api, fromContract, type ArgOf } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

const e = endpoints;

export interface CommentPageArgs {
  objectId: string;
  pageSize: number;
}

/** The object a comment is on: picks the list to refresh, and is not sent. */
interface ObjectKey {
  objectId: string;
}

/** Every comment list is tagged with the object it is on, so a change refreshes exactly that list. */
const listTag = (objectId: string) => ({ type: 'Comment' as const, id: objectId });

export const commentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCommentPage: build.query({
      ...fromContract(e.getCommentPage, { arg: ({ objectId, pageSize }: CommentPageArgs) => ({ object_id: objectId, page: 1, page_size: pageSize }) }),
      providesTags: (_r, _e, a) => [listTag(a.objectId)],
    }),
    addComment: build.mutation({
      ...fromContract(e.addComment),
      invalidatesTags: (_r, error, b) => (error ? [] : [listTag(b.object_id)]),
    }),
    updateComment: build.mutation({
      ...fromContract(e.updateComment, { arg: ({ objectId: _o, ...body }: ArgOf<typeof e.updateComment> & ObjectKey) => body }),
      invalidatesTags: (_r, error, b) => (error ? [] : [listTag(b.objectId)]),
    }),
    removeComment: build.mutation({
      ...fromContract(e.removeComment, { arg: ({ objectId: _o, ...body }: ArgOf<typeof e.removeComment> & ObjectKey) => body }),
      invalidatesTags: (_r, error, b) => (error ? [] : [listTag(b.objectId)]),
    }),
  }),
});

export const { useGetCommentPageQuery, useAddCommentMutation, useUpdateCommentMutation, useRemoveCommentMutation } = commentsApi;
export { listTag as commentListTag };
