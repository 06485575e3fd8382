import { api } from '@site/shared/api';
import {
  endpoints,
  type AcceptAnswerBody,
  type AnswerAddBody,
  type AnswerPageQuery,
  type AnswerUpdateBody,
  type ResponseOf,
} from '@site/shared/contract';

// A question's answers are tagged `Answer:q<question id>`, one answer `Answer:<id>`; changes also refresh the
// question (its answer count, accepted answer, "answered" flag).
const listTag = (questionId: string) => ({ type: 'Answer' as const, id: `q${questionId}` });
const changed = (questionId: string, answerId?: string) => [
  listTag(questionId),
  { type: 'Question' as const, id: questionId },
  ...(answerId ? [{ type: 'Answer' as const, id: answerId }] : []),
];

export const answersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAnswerPage: build.query<ResponseOf<'getAnswerPage'>, AnswerPageQuery>({
      query: (params) => ({ url: endpoints.getAnswerPage.path, params }),
      // Each answer too: a vote on one (tagged by its id) refreshes the list's count.
      providesTags: (r, _e, q) => [listTag(q.question_id), ...(r?.list ?? []).map((a) => ({ type: 'Answer' as const, id: a.id }))],
    }),
    getAnswerInfo: build.query<ResponseOf<'getAnswerInfo'>, string>({
      query: (id) => ({ url: endpoints.getAnswerInfo.path, params: { id }, policy: { allow404: true } }),
      providesTags: (_r, _e, id) => [{ type: 'Answer', id }],
    }),
    /** The editable check: refusals (400) come back to the page, which shows them as a 403 page. */
    checkEditable: build.query<ResponseOf<'checkEditable'>, string>({
      query: (id) => ({ url: endpoints.checkEditable.path, params: { id }, policy: { passErrors: true } }),
      keepUnusedDataFor: 0,
    }),
    addAnswer: build.mutation<ResponseOf<'addAnswer'>, AnswerAddBody>({
      query: (body) => ({ url: endpoints.addAnswer.path, method: 'POST', body }),
      invalidatesTags: (_r, _e, b) => changed(b.question_id),
    }),
    updateAnswer: build.mutation<ResponseOf<'updateAnswer'>, AnswerUpdateBody & { question_id: string }>({
      query: (body) => ({ url: endpoints.updateAnswer.path, method: 'PUT', body }),
      invalidatesTags: (_r, _e, b) => changed(b.question_id, b.id),
    }),
    removeAnswer: build.mutation<ResponseOf<'removeAnswer'>, { id: string; question_id: string }>({
      query: ({ id }) => ({ url: endpoints.removeAnswer.path, method: 'DELETE', body: { id } }),
      invalidatesTags: (_r, _e, b) => changed(b.question_id, b.id),
    }),
    recoverAnswer: build.mutation<ResponseOf<'recoverAnswer'>, { answer_id: string; question_id: string }>({
      query: ({ answer_id }) => ({ url: endpoints.recoverAnswer.path, method: 'POST', body: { answer_id } }),
      invalidatesTags: (_r, _e, b) => changed(b.question_id, b.answer_id),
    }),
    acceptAnswer: build.mutation<ResponseOf<'acceptAnswer'>, AcceptAnswerBody & { question_id: string }>({
      query: (body) => ({ url: endpoints.acceptAnswer.path, method: 'POST', body }),
      invalidatesTags: (_r, _e, b) => changed(b.question_id),
    }),
  }),
});

export const {
  useGetAnswerPageQuery,
  useGetAnswerInfoQuery,
  useCheckEditableQuery,
  useAddAnswerMutation,
  useUpdateAnswerMutation,
  useRemoveAnswerMutation,
  useRecoverAnswerMutation,
  useAcceptAnswerMutation,
} = answersApi;
