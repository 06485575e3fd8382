import { Button, Form, InputNumber, Switch, Typography } from 'antd';
import type { ReviewSettings } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { pushToast, useAppDispatch } from '@site/shared/store';
import { DelayedSkeleton } from '@site/shared/ui';
import { formFieldErrors } from '../../components/form-errors';
import { useGetReviewSettingsQuery, useUpdateReviewSettingsMutation } from './review-settings-api';
import '../../components/texts';
import './texts';

/** /admin/review: when new posts and answers wait for review (GET/PUT siteinfo/review). */
export function ReviewSettingsPage() {
  const { t } = useTranslation(['admin', 'common']);
  const { data } = useGetReviewSettingsQuery();
  const [save, { isLoading }] = useUpdateReviewSettingsMutation();
  const [form] = Form.useForm<ReviewSettings>();
  const dispatch = useAppDispatch();
  if (!data) return <DelayedSkeleton />;

  const onFinish = async (values: ReviewSettings) => {
    const result = await save(values);
    if ('error' in result) form.setFields(formFieldErrors(result.error) as Parameters<typeof form.setFields>[0]);
    else dispatch(pushToast({ type: 'success', msg: t('common:toast.update_success') }));
  };

  return (
    <Form<ReviewSettings> form={form} layout="vertical" initialValues={data} onFinish={(v) => void onFinish(v)} data-testid="review-settings-form" style={{ maxWidth: 640 }}>
      <Typography.Paragraph>{t('review_settings.intro')}</Typography.Paragraph>
      <Form.Item name="queue_low_reputation" label={t('review_settings.queue_low_reputation')} valuePropName="checked">
        <Switch data-testid="review-queue-low-reputation" />
      </Form.Item>
      <Form.Item name="reputation_below" label={t('review_settings.reputation_below')} rules={[{ required: true }]}>
        <InputNumber min={0} max={1_000_000} precision={0} data-testid="review-reputation-below" />
      </Form.Item>
      <Form.Item name="queue_many_links" label={t('review_settings.queue_many_links')} valuePropName="checked">
        <Switch data-testid="review-queue-many-links" />
      </Form.Item>
      <Form.Item name="link_limit" label={t('review_settings.link_limit')} rules={[{ required: true }]}>
        <InputNumber min={0} max={1000} precision={0} data-testid="review-link-limit" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading} data-testid="review-settings-save">
        {t('review_settings.save')}
      </Button>
    </Form>
  );
}
