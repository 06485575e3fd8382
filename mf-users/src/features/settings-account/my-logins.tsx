import { useState } from 'react';
import { Alert, App, Avatar, Button, Flex, Tag, Typography } from 'antd';
import { errorMessage, getApiBaseUrl } from '@site/shared/api';
import type { ConnectorUserInfo } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { goToExternal } from '../../components/external-navigation';
import { useGetConnectorUserInfoQuery, useStartConnectorBindingMutation, useUnbindConnectorMutation } from './account-api';
import './texts';

type Connector = ConnectorUserInfo[number];

/** The connector's slug: `name` is the display name (as in Apache Answer), the slug ends its login link. */
export const connectorSlug = (c: Pick<Connector, 'link' | 'name'>) => decodeURIComponent(c.link.split('?')[0]!.split('/').pop() || c.name);

/** A server-relative link (the connector's login path) is opened on the API's origin. */
const absolute = (link: string) => (link.startsWith('/') ? `${getApiBaseUrl()}${link}` : link);

/**
 * Account: "my logins" (spec section 2), every enabled third-party login with connect or remove. Connect asks the
 * server for a one-time link and leaves for the provider; remove asks first, and says why when the server refuses
 * (it keeps the last way to log in).
 */
export function MyLogins() {
  const { t } = useTranslation(['users', 'common']);
  const { modal } = App.useApp();
  const { data: connectors = [] } = useGetConnectorUserInfoQuery(undefined, { refetchOnMountOrArgChange: true });
  const [start] = useStartConnectorBindingMutation();
  const [unbind] = useUnbindConnectorMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<string>();
  if (!connectors.length) return null;

  const connect = async (c: Connector) => {
    setMessage(undefined);
    setBusy(c.name);
    try {
      const { link } = await start({ name: connectorSlug(c) }).unwrap();
      goToExternal(absolute(link));
    } catch (err) {
      setMessage(errorMessage(err, t('toast.operation_failed')));
      setBusy(null);
    }
  };

  const remove = (c: Connector) => {
    setMessage(undefined);
    modal.confirm({
      title: t('dialog.confirm_title'),
      content: t('settings.account.remove_confirm', { name: c.name }),
      okText: t('settings.account.remove'),
      okButtonProps: { danger: true },
      cancelText: t('dialog.cancel'),
      onOk: async () => {
        try {
          await unbind({ external_id: c.external_id }).unwrap();
        } catch (err) {
          setMessage(errorMessage(err, t('toast.operation_failed')));
        }
      },
    });
  };

  return (
    <section aria-label={t('settings.account.logins')}>
      <Typography.Title level={5}>{t('settings.account.logins')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('settings.account.logins_intro')}</Typography.Paragraph>
      {message && <Alert type="error" title={message} style={{ marginBottom: 16 }} showIcon />}
      <Flex vertical gap={8}>
        {connectors.map((c) => (
          <Flex key={c.name} align="center" gap={12} data-testid={`login-${connectorSlug(c)}`} style={{ padding: '8px 12px', border: '1px solid rgba(128,128,128,0.25)', borderRadius: 8 }}>
            {c.icon && <Avatar shape="square" size="small" src={c.icon} alt="" />}
            <Typography.Text strong style={{ flex: 1 }}>
              {c.name}
            </Typography.Text>
            <Tag color={c.binding ? 'green' : undefined}>{t(c.binding ? 'settings.account.connected' : 'settings.account.not_connected')}</Tag>
            {c.binding ? (
              <Button danger onClick={() => remove(c)}>
                {t('settings.account.remove')}
              </Button>
            ) : (
              <Button type="primary" loading={busy === c.name} onClick={() => void connect(c)}>
                {t('settings.account.connect')}
              </Button>
            )}
          </Flex>
        ))}
      </Flex>
    </section>
  );
}
