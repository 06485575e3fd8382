import { useEffect, useMemo, useState } from 'react';
import { Alert, Checkbox, Form, Typography } from 'antd';
import { PrivilegeButton } from '../../components/privileges';
import { Link, useLocation } from 'react-router-dom';
import { mapFieldErrors } from '@site/shared/api';
import { PATHS } from '@site/shared/auth';
import { saveRedirect, useAppDispatch } from '@site/shared/store';
import { ANSWER_MIN } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { createDraftSaver, STORAGE_KEYS } from '@site/shared/lib';
import { MarkdownEditor } from '../../components/editor/markdown-editor';
import { useAddAnswerMutation } from './answers-api';
import './texts';

/** Spec section 3 "Drafts": an answer draft holds content and questionId. */
export interface AnswerDraft {
  content: string;
  questionId: string;
}

interface FormValues {
  content: string;
  is_private: boolean;
}

export interface AnswerFormProps {
  questionId: string;
}

/** The write-answer form (activated users): editor, private-plan box, local draft, the server's field errors. */
export function AnswerForm({ questionId }: AnswerFormProps) {
  const { t } = useTranslation('posts');
  const [form] = Form.useForm<FormValues>();
  const [add, { isLoading }] = useAddAnswerMutation();
  const drafts = useMemo(() => createDraftSaver<AnswerDraft>(STORAGE_KEYS.answerDraft), []);
  const [initial] = useState(() => {
    const draft = drafts.load();
    return draft && draft.questionId === questionId ? draft.content : '';
  });
  // A pending save lands when the reader leaves; nothing is lost to the debounce.
  useEffect(() => () => drafts.flush(), [drafts]);

  const submit = async (values: FormValues) => {
    try {
      await add({ question_id: questionId, content: values.content, is_private: values.is_private }).unwrap();
      drafts.remove();
      drafts.clear();
      form.resetFields();
      form.setFieldsValue({ content: '', is_private: false });
    } catch (err) {
      const fields = mapFieldErrors(err);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      data-testid="answer-form"
      initialValues={{ content: initial, is_private: false }}
      onFinish={(v) => void submit(v)}
      onValuesChange={(changed: Partial<FormValues>) => {
        if (changed.content !== undefined) drafts.save({ content: changed.content, questionId });
      }}
    >
      <Typography.Title level={3}>{t('answer.write')}</Typography.Title>
      {/* The field has no label of its own: the text area takes the heading's words as its name. */}
      <Form.Item
        name="content"
        rules={[
          {
            validator: (_r, value: string | undefined) =>
              (value ?? '').trim().length >= ANSWER_MIN ? Promise.resolve() : Promise.reject(new Error(t('answer.too_short'))),
          },
        ]}
      >
        <MarkdownEditor aria-label={t('answer.write')} placeholder={t('answer.write_placeholder')} rows={8} uploadSource="answer" testId="answer-editor" />
      </Form.Item>
      <Form.Item name="is_private" valuePropName="checked">
        <Checkbox data-testid="answer-private">{t('answer.private_checkbox')}</Checkbox>
      </Form.Item>
      <PrivilegeButton action="answer.add" type="primary" htmlType="submit" loading={isLoading} data-testid="answer-submit">
        {t('answer.submit')}
      </PrivilegeButton>
    </Form>
  );
}

/** What stands in for the form when the viewer cannot answer (not logged, not activated, closed, answered). */
export function AnswerFormNotice({ kind, editPath }: { kind: 'login' | 'activate' | 'closed' | 'answered'; editPath?: string }) {
  const { t } = useTranslation('posts');
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  if (kind === 'login') {
    // Back to this post after logging in.
    const link = (
      <Link to={PATHS.login} onClick={() => dispatch(saveRedirect(pathname + search))}>
        {t('answer.login_to_answer')}
      </Link>
    );
    return <Alert type="info" data-testid="answer-login" title={link} />;
  }
  if (kind === 'activate') return <Alert type="info" data-testid="answer-activate" title={t('answer.activate_to_answer')} />;
  if (kind === 'closed') return <Alert type="warning" data-testid="answer-closed" title={t('answer.closed')} />;
  return (
    <Alert
      type="info"
      data-testid="answer-already"
      title={
        <span>
          {t('answer.already_answered')}{' '}
          {editPath && (
            <Link to={editPath} data-testid="answer-edit-yours">
              {t('answer.edit_yours')}
            </Link>
          )}
        </span>
      }
    />
  );
}
