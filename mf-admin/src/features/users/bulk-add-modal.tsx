import { useState } from 'react';
import { Alert, Form, Input, List, Modal, Tag, Typography, type ButtonProps } from 'antd';
import { isApiError } from '@site/shared/api';
import type { FieldError } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { formFieldErrors } from '../../components/form-errors';
import { useAddUsersMutation } from './users-api';
import './texts';

interface LineError {
  line: number;
  text: string;
  message: string;
}

/** The per-line problems of a refused batch (field errors carrying `line`), each with the text of its line. */
function lineErrors(error: unknown, text: string): LineError[] {
  if (!isApiError(error) || !Array.isArray(error.data)) return [];
  const lines = text.split(/\r?\n/);
  return (error.data as FieldError[])
    .filter((e): e is FieldError & { line: number } => typeof e.line === 'number')
    .map((e) => ({
      line: e.line,
      text: lines[e.line - 1] ?? '',
      // The message repeats the line number ("Line 2: ..."): the tag already says it.
      message: e.error_msg.replace(/^[^:：]*[:：]\s*/, ''),
    }));
}

export interface BulkAddModalProps {
  onDone: (count: number) => void;
  onClose: () => void;
}

/**
 * Answer's add-users modal: one `name, email, password` a line. A refused batch creates nobody; each wrong line is
 * listed with its number and text next to what is wrong with it, so the admin fixes those lines and submits again.
 */
export function BulkAddModal({ onDone, onClose }: BulkAddModalProps) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<{ users: string }>();
  const [addUsers, { isLoading }] = useAddUsersMutation();
  const [problems, setProblems] = useState<LineError[]>([]);

  const submit = async ({ users }: { users: string }) => {
    setProblems([]);
    const result = await addUsers({ users });
    if ('error' in result) {
      const perLine = lineErrors(result.error, users);
      if (perLine.length) setProblems(perLine);
      else form.setFields(formFieldErrors(result.error) as Parameters<typeof form.setFields>[0]);
      return;
    }
    onDone(users.split(/\r?\n/).filter((l) => l.trim()).length);
  };

  return (
    <Modal
      open
      width={640}
      title={t('bulk.title')}
      okText={t('modal.submit')}
      cancelText={t('modal.cancel')}
      okButtonProps={{ loading: isLoading, 'data-testid': 'bulk-add-submit' } as ButtonProps}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item
          name="users"
          label={t('bulk.label')}
          extra={t('bulk.text')}
          rules={[{ required: true, whitespace: true, message: t('bulk.required') }]}
        >
          <Input.TextArea rows={8} placeholder={t('bulk.placeholder')} spellCheck={false} data-testid="bulk-add-users" />
        </Form.Item>
      </Form>
      {problems.length > 0 && (
        <div role="alert" data-testid="bulk-add-errors">
          <Alert type="error" showIcon title={t('bulk.errors')} style={{ marginBottom: 8 }} />
          <List
            size="small"
            dataSource={problems}
            renderItem={(p) => (
              <List.Item data-testid={`bulk-line-${p.line}`}>
                <div>
                  <Tag color="error">{t('bulk.line', { line: p.line })}</Tag>
                  <Typography.Text code>{p.text}</Typography.Text>
                  <Typography.Text type="danger" style={{ display: 'block' }}>
                    {p.message}
                  </Typography.Text>
                </div>
              </List.Item>
            )}
          />
        </div>
      )}
    </Modal>
  );
}
