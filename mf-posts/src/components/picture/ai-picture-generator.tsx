import { useState } from 'react';
import { Alert, Button, Input, Space, Steps, Typography } from 'antd';
import { useGetSiteInfoQuery } from '@site/shared/api';
import { aiPictureBodySchema, PICTURE_PROMPT_MAX, type Picture } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { selectLoginState, useAppSelector } from '@site/shared/store';
import { useAiPicture } from './use-ai-picture';
import './texts';

/** Whether the viewer may have the AI make a picture: the site has AI pictures on, and they are an activated member. */
export function useAiPicturesAvailable(): boolean {
  const { data: site } = useGetSiteInfoQuery();
  const login = useAppSelector(selectLoginState);
  return Boolean(site?.ai_picture_enabled && login.logged && login.activated && !login.forbidden);
}

const STAGES = ['sent', 'generating', 'storing'] as const;

/**
 * The AI half of the picture field: a prompt and a Generate button; while the picture is made, its steps (prompt
 * sent, drawing with the seconds so far, thumbnail) and a Stop button; then the picture goes to the field. Failures
 * say what happened and that nothing was charged.
 */
export function AiPictureGenerator({ onPicture }: { onPicture: (picture: Picture) => void }) {
  const { t } = useTranslation(['posts', 'errors']);
  const [prompt, setPrompt] = useState('');
  const [invalid, setInvalid] = useState('');
  const { state, start, stop } = useAiPicture(onPicture);
  const running = state.status === 'running';

  const generate = () => {
    const checked = aiPictureBodySchema.shape.prompt.safeParse(prompt);
    if (!checked.success) return setInvalid(t(`errors:${checked.error.issues[0]?.message ?? 'error.validation.invalid'}`));
    setInvalid('');
    void start(checked.data);
  };
  const seconds = Math.floor(state.elapsedMs / 1000);

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="ai-picture">
      <Typography.Text strong>{t('picture.ai_title')}</Typography.Text>
      <Input.TextArea
        value={prompt}
        onChange={(e) => setPrompt(e.target.value)}
        placeholder={t('picture.ai_prompt_placeholder')}
        aria-label={t('picture.ai_prompt')}
        autoSize={{ minRows: 2, maxRows: 6 }}
        maxLength={PICTURE_PROMPT_MAX}
        disabled={running}
        status={invalid ? 'error' : undefined}
        data-testid="ai-picture-prompt"
      />
      {invalid && (
        <Typography.Text type="danger" data-testid="ai-picture-invalid">
          {invalid}
        </Typography.Text>
      )}
      <Space wrap>
        {running ? (
          <Button onClick={stop} data-testid="ai-picture-stop">
            {t('picture.ai_stop')}
          </Button>
        ) : (
          <Button type="primary" ghost onClick={generate} data-testid="ai-picture-generate">
            {state.status === 'saved' ? t('picture.ai_again') : t('picture.ai_generate')}
          </Button>
        )}
      </Space>
      {running && (
        <div role="status" aria-live="polite" aria-busy="true" data-testid="ai-picture-progress" data-stage={state.stage}>
          <Steps
            size="small"
            current={STAGES.indexOf(state.stage)}
            items={[
              { title: t('picture.ai_stage.sent') },
              { title: t('picture.ai_stage.generating'), description: state.stage === 'generating' && seconds > 0 ? t('picture.ai_seconds', { count: seconds }) : undefined },
              { title: t('picture.ai_stage.storing') },
            ]}
          />
        </div>
      )}
      {state.status === 'stopped' && (
        <Typography.Text type="secondary" data-testid="ai-picture-stopped">
          {t('picture.ai_stopped')}
        </Typography.Text>
      )}
      {state.status === 'failed' && <Alert type="error" showIcon title={state.error} data-testid="ai-picture-error" />}
    </Space>
  );
}
