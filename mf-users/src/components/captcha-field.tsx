import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import './texts';

/** The captcha a guarded form shows when the server asks for one: the image, a refresh, and the answer field. */
export function CaptchaField({ image, onRefresh }: { image: string; onRefresh: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  return (
    <Form.Item label={t('users.captcha.label')} required>
      <Space.Compact block>
        {/* The named item wraps the input itself: antd binds a field to its direct child. */}
        <Form.Item
          name="captcha_code"
          noStyle
          rules={[{ required: true, message: t('errors:error.captcha.required') }]}
        >
          <Input autoComplete="off" data-testid="captcha-input" aria-label={t('users.captcha.label')} />
        </Form.Item>
        <Button onClick={onRefresh} title={t('users.captcha.refresh')} style={{ padding: 0, height: 'auto' }}>
          <img src={image} alt={t('users.captcha.image')} data-testid="captcha-img" height={32} />
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
