import { Result } from 'antd';
import { guardLogged } from '@site/shared/auth';
import { useTranslation } from '@site/shared/i18n';
import { Guard } from '@site/shared/ui';
import './texts';

/**
 * /users/{username}/bookmarks, the avatar menu's Bookmarks entry (login). The server has no call that lists a member's
 * bookmarks yet (Answer's personal/collection/page), so the page says so rather than leaving the entry on a 404.
 */
export function BookmarksPage() {
  return (
    <Guard check={guardLogged}>
      <BookmarksNotice />
    </Guard>
  );
}

function BookmarksNotice() {
  const { t } = useTranslation('users');
  return (
    <Result
      status="info"
      data-testid="bookmarks-page"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('bookmarks.title')}</h1>}
      subTitle={t('bookmarks.not_available')}
    />
  );
}
