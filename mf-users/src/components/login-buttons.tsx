import { Button, Space } from 'antd';
import { useGetUserCenterAgentQuery } from '@site/shared/api';
import { isHttpUrl } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { useGetConnectorInfoQuery } from './connector-api';
import './texts';

function ProviderButton({ href, icon, name }: { href: string; icon: string; name: string }) {
  const { t } = useTranslation(['users', 'common']);
  // A plain link: the login starts with a full-page trip to the server, then the provider.
  return (
    <Button href={href} block icon={icon ? <img src={icon} alt="" width={16} height={16} /> : undefined}>
      {t('users.login.with', { name })}
    </Button>
  );
}

/**
 * The other ways in: the hosting provider's login when its agent is enabled (it replaces the third-party
 * connectors, as in Apache Answer), otherwise one button per enabled connector (GET connector/info).
 */
export function LoginButtons() {
  const { data: agent } = useGetUserCenterAgentQuery();
  const { data: connectors = [] } = useGetConnectorInfoQuery();
  // Only an absolute http(s) address is linked (never javascript:); an agent without one leaves the connectors.
  if (agent?.enabled && isHttpUrl(agent.agent_info.login_redirect_url)) {
    const info = agent.agent_info;
    return (
      <div data-testid="login-buttons" style={{ marginBottom: 16 }}>
        <ProviderButton href={info.login_redirect_url} icon={info.icon} name={info.display_name || info.name} />
      </div>
    );
  }
  if (!connectors.length) return null;
  return (
    <Space orientation="vertical" style={{ width: '100%', marginBottom: 16 }} data-testid="login-buttons">
      {connectors.map((c) => (
        <ProviderButton key={c.name} href={c.link} icon={c.icon} name={c.name} />
      ))}
    </Space>
  );
}
