// A resource's drive share, once the reader may see it (author, staff, buyer, or a free resource): the link, the
// extraction code, and "Save to my drive" when the site has a drive, which sends the share through the shell's
// channel and shows what the drive answered.
import { useState } from 'react';
import { Alert, Button, Card, Space, Typography } from 'antd';
import type { QuestionDetail } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { requireDrive, useDriveEnabled, useDriveErrorText } from '../../components/cloud-drive/use-cloud-drive';

export function DriveSharePanel({ post }: { post: Pick<QuestionDetail, 'share_url' | 'share_code'> }) {
  const { t } = useTranslation('posts');
  const enabled = useDriveEnabled();
  const errorText = useDriveErrorText('drive.error.timeout_save');
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  if (!post.share_url) return null;
  const share = { share_url: post.share_url, share_code: post.share_code ?? '' };

  const save = async () => {
    setResult(undefined);
    setSaving(true);
    try {
      const saved = await requireDrive().saveShare(share);
      setResult({ ok: true, text: t('drive.saved', { message: saved.message }) });
    } catch (err) {
      setResult({ ok: false, text: errorText(err) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card size="small" title={t('drive.share_title')} style={{ marginTop: 16 }} data-testid="drive-share">
      <Space orientation="vertical" style={{ width: '100%' }}>
        {/* The link is the author's: it opens in a new tab without handing this page to it. */}
        <Typography.Link href={share.share_url} target="_blank" rel="noopener noreferrer nofollow ugc" data-testid="drive-share-link" style={{ wordBreak: 'break-all' }}>
          {share.share_url}
        </Typography.Link>
        {share.share_code && (
          <Typography.Text copyable={{ text: share.share_code }} data-testid="drive-share-code">
            {t('drive.code', { code: share.share_code })}
          </Typography.Text>
        )}
        {enabled && (
          <Button type="primary" onClick={() => void save()} loading={saving} data-testid="drive-save">
            {t('drive.save')}
          </Button>
        )}
        {result && <Alert type={result.ok ? 'success' : 'warning'} showIcon title={result.text} data-testid="drive-save-result" />}
      </Space>
    </Card>
  );
}
