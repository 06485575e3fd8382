import { Button, Card, Form, Input, Space, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { mapFieldErrors } from '@site/shared/api';
import { ANSWER_EDIT_SUMMARY_MAX, ANSWER_MIN, type AnswerDetail } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { pushToast, useAppDispatch } from '@site/shared/store';
import { MarkdownView } from '@site/shared/ui';
import { useUpdateAnswerMutation } from '../answers';
import { MarkdownEditor } from '../../components/editor/markdown-editor';

interface FormValues {
  content: string;
  edit_summary: string;
}

/** Where the answer is seen in its question (the detail page scrolls to it and highlights it). */
export const answerPath = (questionId: string, slug: string, answerId: string) =>
  `/questions/${questionId}/${slug || 'post'}/${answerId}`;

/** The edit form: the question for context, the editor with the answer's content, and an edit summary. */
export function EditAnswerForm({ detail }: { detail: AnswerDetail }) {
  const { t } = useTranslation('posts');
  const { t: tc } = useTranslation('common');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const [update, { isLoading }] = useUpdateAnswerMutation();
  const { info, question } = detail;
  const back = answerPath(question.id, question.url_title, info.id);

  const submit = async (values: FormValues) => {
    try {
      const res = await update({ id: info.id, question_id: question.id, content: values.content, edit_summary: values.edit_summary }).unwrap();
      // Another member's edit waits for review: say so (spec section 8's toast), the answer shows unchanged.
      if (res.wait_for_review) dispatch(pushToast({ type: 'success', msg: tc('toast.revision_pending') }));
      navigate(back);
    } catch (err) {
      const fields = mapFieldErrors(err);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <section data-testid="edit-answer-page" style={{ maxWidth: 960 }}>
      <Typography.Title level={1}>{t('answer.edit_title')}</Typography.Title>
      <Card size="small" title={`${t('answer.question')}: ${question.title}`} style={{ marginBottom: 16 }}>
        <MarkdownView html={question.html} testId="edit-answer-question" />
      </Card>
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{ content: info.content, edit_summary: '' }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="content"
          rules={[
            {
              validator: (_r, value: string | undefined) =>
                (value ?? '').trim().length >= ANSWER_MIN ? Promise.resolve() : Promise.reject(new Error(t('answer.too_short'))),
            },
          ]}
        >
          <MarkdownEditor rows={12} uploadSource="answer" testId="answer-edit-editor" />
        </Form.Item>
        <Form.Item name="edit_summary" label={t('answer.edit_summary')} rules={[{ max: ANSWER_EDIT_SUMMARY_MAX }]}>
          <Input placeholder={t('answer.edit_summary_placeholder')} data-testid="answer-edit-summary" maxLength={ANSWER_EDIT_SUMMARY_MAX} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={isLoading} data-testid="answer-edit-save">
            {t('answer.save')}
          </Button>
          <Link to={back}>{t('answer.cancel')}</Link>
        </Space>
      </Form>
    </section>
  );
}
