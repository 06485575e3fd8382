import { Alert, Button, Space, Typography, theme } from 'antd';
import { useGetSiteInfoQuery } from '@site/shared/api';
import { useTranslation } from '@site/shared/i18n';
import { selectLoginState, useAppSelector } from '@site/shared/store';
import { useAiReply, type AiReplyTarget } from './use-ai-reply';
import './texts';

/** Whether the viewer gets AI buttons: the site has AI replies on, and they are an activated member. */
export function useAiAvailable(): boolean {
  const { data: site } = useGetSiteInfoQuery();
  const login = useAppSelector(selectLoginState);
  return Boolean(site?.ai_enabled && login.logged && login.activated && !login.forbidden);
}

/**
 * The "AI answer" (on a post) or "AI reply" (on an answer or comment) button, and below it the reply as it streams,
 * with a stop button; how it ended (saved, stopped, failed and what to do next). Renders nothing for guests or when
 * the site has AI replies off. The saved reply shows in its list (refetched), so the streamed text goes away then.
 */
export function AiReply(props: AiReplyTarget) {
  const { t } = useTranslation('posts');
  const { token } = theme.useToken();
  const available = useAiAvailable();
  const { state, start, stop, reset } = useAiReply(props);
  if (!available) return null;
  const label = props.kind === 'answer' ? t('ai.answer') : t('ai.reply');
  const streaming = state.status === 'streaming';

  return (
    <div data-testid={`ai-reply-${props.kind}`} data-object-id={props.objectId}>
      {!streaming && (
        <Button size="small" type={props.kind === 'answer' ? 'default' : 'link'} onClick={() => void start()} data-testid="ai-reply-start">
          {label}
        </Button>
      )}
      {streaming && (
        <div
          role="status"
          aria-live="polite"
          aria-busy="true"
          data-testid="ai-reply-stream"
          style={{ marginTop: 8, padding: 12, border: `1px dashed ${token.colorBorder}`, borderRadius: token.borderRadius }}
        >
          <Space style={{ width: '100%', justifyContent: 'space-between' }}>
            <Typography.Text type="secondary">{t('ai.writing')}</Typography.Text>
            <Button size="small" danger onClick={stop} data-testid="ai-reply-stop">
              {t('ai.stop')}
            </Button>
          </Space>
          <div style={{ whiteSpace: 'pre-wrap', marginTop: 8 }} data-testid="ai-reply-text">
            {state.text}
          </div>
        </div>
      )}
      {state.status === 'saved' && (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: reset }}
          style={{ marginTop: 8 }}
          title={state.truncated ? t('ai.saved_truncated') : t('ai.saved')}
          data-testid="ai-reply-saved"
        />
      )}
      {state.status === 'stopped' && (
        <Alert type="info" showIcon closable={{ onClose: reset }} style={{ marginTop: 8 }} title={t('ai.stopped')} data-testid="ai-reply-stopped" />
      )}
      {state.status === 'failed' && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 8 }}
          title={state.error}
          description={t('ai.failed_next')}
          action={
            <Button size="small" onClick={() => void start()} data-testid="ai-reply-retry">
              {t('ai.retry')}
            </Button>
          }
          data-testid="ai-reply-error"
        />
      )}
    </div>
  );
}
