import { Form, Input, Modal, Radio, Space, type ButtonProps } from 'antd';
import { isApiError, mapFieldErrors } from '@site/shared/api';
import { CLOSE_MSG_MAX, CLOSE_REASONS } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import './texts';

export interface CloseValues {
  close_type: number;
  close_msg?: string;
}

/** Closing a flagged post by review (Answer's close_post operation), with one of the close reasons. */
export function ClosePostModal({ open, onCancel, onSave }: { open: boolean; onCancel: () => void; onSave: (v: CloseValues) => Promise<unknown> }) {
  const { t } = useTranslation('review');
  const [form] = Form.useForm<CloseValues>();
  const closeType = Form.useWatch('close_type', form);
  const reason = CLOSE_REASONS.find((r) => r.close_type === closeType);
  const submit = async (values: CloseValues) => {
    try {
      await onSave(values);
    } catch (err) {
      if (isApiError(err) && err.fieldErrors) form.setFields(mapFieldErrors(err) as Parameters<typeof form.setFields>[0]);
    }
  };
  return (
    <Modal
      open={open}
      title={t('close.title')}
      okText={t('close.submit')}
      cancelText={t('action.cancel')}
      onOk={() => form.submit()}
      onCancel={onCancel}
      okButtonProps={{ 'data-testid': 'close-save' } as ButtonProps}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={(v) => void submit(v)}>
        <Form.Item name="close_type" rules={[{ required: true, message: t('close.reason_required') }]}>
          <Radio.Group>
            <Space orientation="vertical">
              {CLOSE_REASONS.map((r) => (
                <Radio key={r.close_type} value={r.close_type} data-testid={`close-reason-${r.key}`}>
                  {t(`close.${r.key}`)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        {reason?.needs_msg && (
          <Form.Item name="close_msg" rules={[{ required: true, whitespace: true, message: t('close.msg_required') }]}>
            <Input.TextArea data-testid="close-msg" rows={2} maxLength={CLOSE_MSG_MAX} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
