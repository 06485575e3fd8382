import { Card, Typography } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import { selectUser, useAppSelector } from '@site/shared/store';
import { AppLink } from '../../components/app-link';
import { ResendActivation } from './resend-activation';
import './texts';

export interface InactivePanelProps {
  /** Host navigation: the login parcel renders this panel and has no router of its own. */
  navigate?: (to: string) => void;
}

/**
 * The inactive flow (/users/login?status=inactive, spec section 2): the logged user whose email is not verified is
 * told where the activation mail went, may have it sent again, or fix a mistyped address.
 */
export function InactivePanel({ navigate }: InactivePanelProps) {
  const { t } = useTranslation(['users', 'common']);
  const user = useAppSelector(selectUser);
  return (
    <Card title={t('users.inactive.title')} style={{ maxWidth: 520, margin: '24px auto' }} data-testid="inactive-panel">
      <Typography.Paragraph>
        {t('users.inactive.sent_to')} <strong>{user?.e_mail}</strong>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('users.inactive.spam_hint')}</Typography.Paragraph>
      <ResendActivation />
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        {t('users.inactive.wrong_email')}{' '}
        <AppLink to="/users/change-email" navigate={navigate}>
          {t('users.inactive.change_email')}
        </AppLink>
      </Typography.Paragraph>
    </Card>
  );
}
