// What the ask and detail pages need of the drive: whether the site has one, the shell's interface to it, and a
// failure in the member's words.
import { useGetSiteInfoQuery } from '@site/shared/api';
import { useTranslation } from '@site/shared/i18n';
import { CloudDriveError, type CloudDrive } from '@site/shared/lib';
import { cloudDrive } from '@site/shared/page';
import './texts';

/** True when the admin configured a drive (siteinfo's cloud_drive); pages then offer the drive's buttons. */
export function useDriveEnabled(): boolean {
  const { data } = useGetSiteInfoQuery();
  return data?.cloud_drive?.enabled === true;
}

/** The shell's drive, or a failure to show when it is missing (a remote run without the shell). */
export function requireDrive(): CloudDrive {
  const drive = cloudDrive();
  if (!drive) throw new CloudDriveError('unavailable');
  return drive;
}

/** A drive failure as the text to show; `timeoutKey` lets a page suggest its own way round (paste, or open the link). */
export function useDriveErrorText(timeoutKey = 'drive.error.timeout') {
  const { t } = useTranslation('posts');
  return (err: unknown): string => {
    // By name, not instanceof: the error may come from another bundle's copy of the class.
    const known = err instanceof Error && err.name === 'CloudDriveError' ? (err as CloudDriveError) : null;
    const code = known?.code ?? 'invalid';
    if (code === 'timeout') return t(timeoutKey);
    if (code === 'refused') return known?.message ? t('drive.error.refused', { message: known.message }) : t('drive.error.refused_silent');
    return t(`drive.error.${code}`);
  };
}
