import { useState } from 'react';
import { Form, Input, Modal, type ButtonProps } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import { formFieldErrors } from './form-errors';
import './texts';

export interface DecisionModalProps {
  /** What the admin is asked for: the reason the member reads, or the payment's reference. */
  field: 'reason' | 'reference';
  title: string;
  label: string;
  /** Sends the decision; resolves to the call's error, if any. */
  onSubmit: (value: string) => Promise<unknown>;
  onClose: () => void;
  testId: string;
}

/**
 * A decision that needs one text (a rejection's reason, a payout's reference). Whether it may be empty is the
 * server's rule: its field error shows under the field and the dialog stays; any other refusal was shown by the
 * baseQuery (a toast), so the dialog closes.
 */
export function DecisionModal({ field, title, label, onSubmit, onClose, testId }: DecisionModalProps) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<Record<string, string>>();
  const [busy, setBusy] = useState(false);
  const submit = async (values: Record<string, string>) => {
    setBusy(true);
    const error = await onSubmit(values[field] ?? '').finally(() => setBusy(false));
    const fields = formFieldErrors(error);
    if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    else onClose();
  };
  return (
    <Modal
      open
      title={title}
      okText={t('queue.submit')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': `${testId}-submit` } as ButtonProps}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => submit(v)} data-testid={testId}>
        <Form.Item name={field} label={label}>
          <Input.TextArea rows={3} data-testid={`${testId}-${field}`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
