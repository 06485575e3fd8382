import { Button, Divider, Form, Switch, Typography } from 'antd';
import { NOTIFICATION_CONFIG_KEYS, type NotificationConfig, type NotificationConfigKey } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { pushToast, useAppDispatch } from '@site/shared/store';
import { DelayedSkeleton } from '@site/shared/ui';
import { useGetNotificationConfigQuery, useUpdateNotificationConfigMutation } from './notify-api';
import '../../components/texts';
import './texts';

type Values = Record<NotificationConfigKey, boolean>;

/** The inbox, then the "all new posts" kinds (limited to 50 mails a week each), then followed tags and the digest. */
const GROUPS: NotificationConfigKey[][] = [
  ['inbox'],
  NOTIFICATION_CONFIG_KEYS.filter((k) => k.startsWith('all_new_') && k !== 'all_new_question_for_following_tags'),
  ['all_new_question_for_following_tags', 'weekly_digest'],
];

const toValues = (config: NotificationConfig): Values =>
  Object.fromEntries(NOTIFICATION_CONFIG_KEYS.map((k) => [k, config[k].enable])) as Values;

/** /users/settings/notify: email notification switches (GET/PUT user/notification/config). */
export function NotifyPage() {
  const { t } = useTranslation(['users', 'common']);
  const dispatch = useAppDispatch();
  const { data: config } = useGetNotificationConfigQuery(undefined, { refetchOnMountOrArgChange: true });
  const [save, { isLoading }] = useUpdateNotificationConfigMutation();
  if (!config) return <DelayedSkeleton />;

  const onFinish = async (values: Values) => {
    const body = Object.fromEntries(NOTIFICATION_CONFIG_KEYS.map((k) => [k, { key: 'email' as const, enable: Boolean(values[k]) }]));
    // A failure was shown by the baseQuery (toast or dialog); only success needs saying here.
    const result = await save(body);
    if (!('error' in result)) dispatch(pushToast({ type: 'success', msg: t('toast.update_success') }));
  };

  return (
    <Form<Values> layout="horizontal" initialValues={toValues(config)} onFinish={(v) => void onFinish(v)} data-testid="notify-form">
      <Typography.Title level={5}>{t('settings.notify.title')}</Typography.Title>
      {GROUPS.map((keys, i) => (
        <div key={keys[0]}>
          {i > 0 && <Divider style={{ margin: '12px 0' }} />}
          {i === 1 && <Typography.Paragraph type="secondary">{t('settings.notify.all_new_hint')}</Typography.Paragraph>}
          {keys.map((key) => (
            <Form.Item key={key} name={key} valuePropName="checked" label={t(`errors:notification.setting.${key}`)} colon={false} style={{ marginBottom: 8 }}>
              <Switch />
            </Form.Item>
          ))}
        </div>
      ))}
      <Button type="primary" htmlType="submit" loading={isLoading} style={{ marginTop: 16 }}>
        {t('settings.save')}
      </Button>
    </Form>
  );
}
