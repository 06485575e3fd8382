import { api, fromContract, type ArgOf } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

const e = endpoints;

// A question's answers are tagged `Answer:q<question id>`, one answer `Answer:<id>`; changes also refresh the
// question (its answer count, accepted answer, "answered" flag).
const listTag = (questionId: string) => ({ type: 'Answer' as const, id: `q${questionId}` });
const changed = (questionId: string, answerId?: string) => [
  listTag(questionId),
  { type: 'Question' as const, id: questionId },
  ...(answerId ? [{ type: 'Answer' as const, id: answerId }] : []),
];

/** The question whose caches a change refreshes; carried by the hook's argument, not sent when the body lacks it. */
interface QuestionKey {
  question_id: string;
}

export const answersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAnswerPage: build.query({
      ...fromContract(e.getAnswerPage),
      // Each answer too: a vote on one (tagged by its id) refreshes the list's count.
      providesTags: (r, _e, q) => [listTag(q.question_id), ...(r?.list ?? []).map((a) => ({ type: 'Answer' as const, id: a.id }))],
    }),
    getAnswerInfo: build.query({
      ...fromContract(e.getAnswerInfo, { arg: (id: string) => ({ id }), policy: { allow404: true } }),
      providesTags: (_r, _e, id) => [{ type: 'Answer', id }],
    }),
    /** The editable check: refusals (400) come back to the page, which shows them as a 403 page. */
    checkEditable: build.query({
      ...fromContract(e.checkEditable, { arg: (id: string) => ({ id }), policy: { passErrors: true } }),
      keepUnusedDataFor: 0,
    }),
    addAnswer: build.mutation({
      ...fromContract(e.addAnswer),
      invalidatesTags: (_r, _e, b) => changed(b.question_id),
    }),
    updateAnswer: build.mutation({
      ...fromContract(e.updateAnswer, { arg: (b: ArgOf<typeof e.updateAnswer> & QuestionKey) => b }),
      invalidatesTags: (_r, _e, b) => changed(b.question_id, b.id),
    }),
    removeAnswer: build.mutation({
      ...fromContract(e.removeAnswer, { arg: ({ id }: ArgOf<typeof e.removeAnswer> & QuestionKey) => ({ id }) }),
      invalidatesTags: (_r, _e, b) => changed(b.question_id, b.id),
    }),
    recoverAnswer: build.mutation({
      ...fromContract(e.recoverAnswer, { arg: ({ answer_id }: ArgOf<typeof e.recoverAnswer> & QuestionKey) => ({ answer_id }) }),
      invalidatesTags: (_r, _e, b) => changed(b.question_id, b.answer_id),
    }),
    acceptAnswer: build.mutation({
      ...fromContract(e.acceptAnswer),
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
export { listTag as answerListTag };
