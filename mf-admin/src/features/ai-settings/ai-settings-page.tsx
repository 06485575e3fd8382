import { useState } from 'react';
import { AutoComplete, Button, Divider, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { AI_IMAGE_SIZES, AI_PROVIDER_OPENAI, type AiConfig, type AiConfigBody } from '@site/shared/contract';
import { errorMessage } from '@site/shared/api';
import { useTranslation } from '@site/shared/i18n';
import { pushToast, useAppDispatch } from '@site/shared/store';
import { DelayedSkeleton } from '@site/shared/ui';
import { formFieldErrors } from '../../components/form-errors';
import { useGetAdminAiConfigQuery, useGetAdminAiModelsMutation, useUpdateAdminAiConfigMutation } from './ai-settings-api';
import '../../components/texts';
import './texts';

type LimitField = 'temperature' | 'max_reply_length' | 'timeout_seconds' | 'member_daily_limit' | 'site_minute_limit' | 'points_per_reply';
const LIMITS: { name: LimitField; unit?: string; step?: number }[] = [
  { name: 'temperature', step: 0.1 },
  { name: 'max_reply_length', unit: 'characters' },
  { name: 'timeout_seconds', unit: 'seconds' },
  { name: 'member_daily_limit', unit: 'requests' },
  { name: 'site_minute_limit', unit: 'requests' },
  { name: 'points_per_reply', unit: 'points' },
];

/** The form: the built-in provider's connection as the first (and only) entry of ai_providers. */
type Values = Omit<AiConfigBody, 'ai_providers' | 'chosen_provider'> & { ai_providers: { api_host: string; api_key: string; model: string }[] };

const toValues = (c: AiConfig): Values => {
  const p = c.ai_providers.find((x) => x.provider === AI_PROVIDER_OPENAI);
  const { chosen_provider: _chosen, ai_providers: _providers, ...rest } = c;
  return { ...rest, ai_providers: [{ api_host: p?.api_host ?? '', api_key: '', model: p?.model ?? '' }] };
};

const toBody = (v: Values): AiConfigBody => ({
  ...v,
  chosen_provider: AI_PROVIDER_OPENAI,
  ai_providers: [{ provider: AI_PROVIDER_OPENAI, api_host: v.ai_providers[0]?.api_host ?? '', api_key: v.ai_providers[0]?.api_key ?? '', model: v.ai_providers[0]?.model ?? '' }],
});

/** The page has no provider chooser: an error about the chosen provider (incomplete) shows on its host field. */
const onProviderField = <T extends { name: unknown }>(e: T): T =>
  Array.isArray(e.name) && e.name[0] === 'chosen_provider' ? { ...e, name: ['ai_providers', 0, 'api_host'] } : e;

/**
 * /admin/ai: AI on or off, the OpenAI-compatible provider (host, key, model), the system prompt per language, the
 * limits, and AI pictures (the provider's image model, the size, the price); saved whole with PUT ai-config. A saved key is never shown: the field stays blank and says one is
 * kept; typing a new one replaces it.
 */
export function AiSettingsPage() {
  const { t } = useTranslation(['admin', 'common']);
  const { data } = useGetAdminAiConfigQuery();
  const [save, { isLoading }] = useUpdateAdminAiConfigMutation();
  const [listModels, { isLoading: listing }] = useGetAdminAiModelsMutation();
  const [models, setModels] = useState<string[]>([]);
  const [form] = Form.useForm<Values>();
  const dispatch = useAppDispatch();
  if (!data) return <DelayedSkeleton />;
  const keySet = data.ai_providers.find((p) => p.provider === AI_PROVIDER_OPENAI)?.api_key_set ?? false;

  const onFinish = async (values: Values) => {
    const result = await save(toBody(values));
    if ('error' in result) form.setFields(formFieldErrors(result.error).map(onProviderField) as Parameters<typeof form.setFields>[0]);
    else {
      form.setFieldValue(['ai_providers', 0, 'api_key'], '');
      dispatch(pushToast({ type: 'success', msg: t('common:toast.update_success') }));
    }
  };
  const loadModels = async () => {
    const p = form.getFieldValue(['ai_providers', 0]) as Values['ai_providers'][number];
    const result = await listModels({ api_host: p.api_host, api_key: p.api_key });
    if ('data' in result && result.data) setModels(result.data.map((m) => m.id));
    else form.setFields([{ name: ['ai_providers', 0, 'model'], errors: [errorMessage(result.error, t('ai.models_failed'))] }]);
  };

  return (
    <Form<Values> form={form} layout="vertical" initialValues={toValues(data)} onFinish={(v) => void onFinish(v)} data-testid="ai-settings-form">
      <Form.Item name="enabled" label={t('ai.enabled')} extra={t('ai.enabled_help')} valuePropName="checked">
        <Switch data-testid="ai-enabled" />
      </Form.Item>
      <Divider titlePlacement="start">{t('ai.section.provider')}</Divider>
      <Form.Item name={['ai_providers', 0, 'api_host']} label={t('ai.api_host')} extra={t('ai.api_host_help')}>
        <Input placeholder="https://api.openai.com" data-testid="ai-api-host" />
      </Form.Item>
      <Form.Item name={['ai_providers', 0, 'api_key']} label={t('ai.api_key')} extra={keySet ? t('ai.api_key_kept') : t('ai.api_key_help')}>
        <Input.Password autoComplete="new-password" placeholder={keySet ? t('ai.api_key_placeholder_kept') : ''} data-testid="ai-api-key" />
      </Form.Item>
      <Form.Item label={t('ai.model')} extra={t('ai.model_help')}>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name={['ai_providers', 0, 'model']} noStyle>
            <AutoComplete options={models.map((value) => ({ value }))} placeholder="gpt-4o-mini" data-testid="ai-model" aria-label={t('ai.model')} />
          </Form.Item>
          <Button loading={listing} onClick={() => void loadModels()} data-testid="ai-load-models">
            {t('ai.load_models')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Divider titlePlacement="start">{t('ai.section.prompt')}</Divider>
      <Form.Item name={['prompt_config', 'en_us']} label={t('ai.prompt_en_us')} extra={t('ai.prompt_help')}>
        <Input.TextArea rows={3} data-testid="ai-prompt-en_us" />
      </Form.Item>
      <Form.Item name={['prompt_config', 'zh_cn']} label={t('ai.prompt_zh_cn')}>
        <Input.TextArea rows={3} data-testid="ai-prompt-zh_cn" />
      </Form.Item>
      <Divider titlePlacement="start">{t('ai.section.limits')}</Divider>
      {LIMITS.map((f) => (
        <Form.Item key={f.name} name={f.name} label={t(`ai.${f.name}`)} extra={t(`ai.${f.name}_help`)}>
          <InputNumber step={f.step} suffix={f.unit && t(`ai.unit.${f.unit}`)} style={{ width: 200 }} data-testid={`ai-${f.name}`} />
        </Form.Item>
      ))}
      <Divider titlePlacement="start">{t('ai.section.pictures')}</Divider>
      <Form.Item name="image_model" label={t('ai.image_model')} extra={t('ai.image_model_help')}>
        <AutoComplete options={models.map((value) => ({ value }))} placeholder="gpt-image-1" data-testid="ai-image-model" aria-label={t('ai.image_model')} />
      </Form.Item>
      <Form.Item name="image_size" label={t('ai.image_size')} extra={t('ai.image_size_help')}>
        <Select options={AI_IMAGE_SIZES.map((value) => ({ value, label: value.replace('x', ' × ') }))} style={{ width: 200 }} data-testid="ai-image-size" aria-label={t('ai.image_size')} />
      </Form.Item>
      <Form.Item name="points_per_picture" label={t('ai.points_per_picture')} extra={t('ai.points_per_picture_help')}>
        <InputNumber suffix={t('ai.unit.points')} style={{ width: 200 }} data-testid="ai-points_per_picture" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading} data-testid="ai-save">
        {t('ai.save')}
      </Button>
    </Form>
  );
}
