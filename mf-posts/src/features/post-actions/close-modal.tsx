import { Form, Input, Modal, Radio, Space, Typography, type ButtonProps } from 'antd';
import { CLOSE_REASONS, CLOSE_MSG_MAX } from '@site/shared/contract';
import { errorMessage, isApiError, mapFieldErrors } from '@site/shared/api';
import { pushToast, useAppDispatch } from '@site/shared/store';
import { useTranslation } from '@site/shared/i18n';
import { useCloseQuestionMutation } from './post-actions-api';
import './texts';

interface CloseValues {
  close_type?: number;
  close_msg?: string;
}

/** Close with one of Answer's reasons; the duplicate's link and "something else" take a text. */
export function CloseModal({ questionId, open, onDone, onCancel }: { questionId: string; open: boolean; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('posts');
  const [form] = Form.useForm<CloseValues>();
  const [close, { isLoading }] = useCloseQuestionMutation();
  const dispatch = useAppDispatch();
  const closeType = Form.useWatch('close_type', form);
  const reason = CLOSE_REASONS.find((r) => r.close_type === closeType);

  const submit = async (values: CloseValues) => {
    try {
      await close({ id: questionId, close_type: values.close_type!, close_msg: values.close_msg ?? '' }).unwrap();
      form.resetFields();
      onDone();
    } catch (err) {
      if (isApiError(err) && err.fieldErrors) form.setFields(mapFieldErrors(err) as Parameters<typeof form.setFields>[0]);
      else dispatch(pushToast({ type: 'danger', msg: errorMessage(err, t('post_actions.failed')) }));
    }
  };

  return (
    <Modal
      open={open}
      title={t('post_actions.close_title')}
      okText={t('post_actions.close_submit')}
      cancelText={t('post_actions.cancel')}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onCancel}
      okButtonProps={{ 'data-testid': 'close-submit' } as ButtonProps}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} data-testid="close-form" preserve={false}>
        <Form.Item name="close_type" label={t('post_actions.close_hint')} rules={[{ required: true, message: t('post_actions.reason_required') }]}>
          <Radio.Group>
            <Space orientation="vertical">
              {CLOSE_REASONS.map((r) => (
                <Radio key={r.close_type} value={r.close_type} data-testid={`close-reason-${r.key}`}>
                  <strong>{t(`post_actions.reason.${r.key}`)}</strong>
                  <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                    {t(`post_actions.reason.${r.key}_desc`)}
                  </Typography.Paragraph>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        {reason?.needs_msg && (
          <Form.Item name="close_msg" rules={[{ required: true, whitespace: true, message: t('post_actions.msg_required') }]}>
            {reason.key === 'duplicate' ? (
              <Input data-testid="close-msg" maxLength={CLOSE_MSG_MAX} placeholder={t('post_actions.reason.duplicate_placeholder')} />
            ) : (
              <Input.TextArea data-testid="close-msg" rows={3} maxLength={CLOSE_MSG_MAX} placeholder={t('post_actions.reason.something_else_placeholder')} />
            )}
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
