// The admin's AI settings (site setting `ai`): Answer's ai-config fields and the product's own. Providers' API keys
// are stored sealed and never leave the server: a read answers '' and whether one is set; a write of '' keeps it.
import { AI_SETTING_DEFAULTS, aiConfigSchema, type AiConfig, type AiConfigBody } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { ServerEnv } from '../../config/env.js';
import type { Database } from '../../db/schema.js';
import { isObj, str } from '../../presenters/setting-values.js';
import { readSetting, writeSettings } from '../../repositories/settings-repo.js';
import { openText, sealText } from '../secrets/sealed-text.js';

const KEY_PURPOSE = 'ai-api-key';

/** One provider as stored: the key sealed ('' when none). */
interface StoredProvider {
  provider: string;
  api_host: string;
  api_key_sealed: string;
  model: string;
}

/** The product's fields (limits, points, the image model). */
type Limits = Omit<AiConfig, 'enabled' | 'chosen_provider' | 'ai_providers' | 'prompt_config'>;

const AI_DEFAULTS: Limits = AI_SETTING_DEFAULTS;

/** The settings as the AI service reads them; `apiKey` opened (never sent to a client, never logged). */
export interface AiSettings extends Limits {
  enabled: boolean;
  provider: { name: string; apiHost: string; apiKey: string; model: string } | null;
  prompts: { en_us: string; zh_cn: string };
}

interface Stored extends Limits {
  enabled: boolean;
  chosen_provider: string;
  ai_providers: StoredProvider[];
  prompt_config: { en_us: string; zh_cn: string };
}

async function readStored(db: Kysely<Database>): Promise<Stored> {
  const raw = await readSetting(db, 'ai');
  const s = isObj(raw) ? raw : {};
  const limits: Record<string, unknown> = { ...AI_DEFAULTS };
  for (const key of Object.keys(AI_DEFAULTS) as (keyof Limits)[]) {
    const trial = aiConfigSchema.shape[key].safeParse(s[key]);
    if (trial.success) limits[key] = trial.data;
  }
  const prompts = isObj(s.prompt_config) ? s.prompt_config : {};
  return {
    enabled: s.enabled === true,
    chosen_provider: str(s.chosen_provider, ''),
    ai_providers: (Array.isArray(s.ai_providers) ? s.ai_providers : []).filter(isObj).map((p) => ({
      provider: str(p.provider, ''),
      api_host: str(p.api_host, ''),
      api_key_sealed: str(p.api_key_sealed, ''),
      model: str(p.model, ''),
    })),
    prompt_config: { en_us: str(prompts.en_us, ''), zh_cn: str(prompts.zh_cn, '') },
    // Each value passed its own field's schema (else it is the default).
    ...(limits as Limits),
  };
}

/** GET admin ai-config. */
export async function getAiConfig(db: Kysely<Database>): Promise<AiConfig> {
  const { ai_providers, ...rest } = await readStored(db);
  return {
    ...rest,
    ai_providers: ai_providers.map(({ api_key_sealed, ...p }) => ({ ...p, api_key: '' as const, api_key_set: api_key_sealed !== '' })),
  };
}

/** PUT admin ai-config: a provider sent with no key keeps the key stored for it; a product field left out keeps its value. */
export async function updateAiConfig(db: Kysely<Database>, env: ServerEnv, body: AiConfigBody): Promise<null> {
  const before = await readStored(db);
  const keptKey = (name: string) => before.ai_providers.find((p) => p.provider === name)?.api_key_sealed ?? '';
  const given = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as AiConfigBody;
  const stored: Stored = {
    ...before,
    ...given,
    ai_providers: body.ai_providers.map(({ api_key, ...p }) => ({
      ...p,
      api_key_sealed: api_key === '' ? keptKey(p.provider) : sealText(env, KEY_PURPOSE, api_key),
    })),
  };
  await writeSettings(db, { ai: stored });
  return null;
}

/** The settings with the chosen provider's key opened; `provider` null when none is complete. */
export async function readAiSettings(db: Kysely<Database>, env: ServerEnv): Promise<AiSettings> {
  const s = await readStored(db);
  const p = s.ai_providers.find((x) => x.provider === s.chosen_provider);
  const { enabled, prompt_config, chosen_provider: _c, ai_providers: _p, ...limits } = s;
  return {
    ...limits,
    enabled,
    prompts: prompt_config,
    provider: p && p.api_host && p.model ? { name: p.provider, apiHost: p.api_host, model: p.model, apiKey: openKey(env, p.api_key_sealed) } : null,
  };
}

/** The chosen (else the first) provider's stored host and key, for listing its models; '' when none. */
export async function storedApiKey(db: Kysely<Database>, env: ServerEnv): Promise<{ apiHost: string; apiKey: string }> {
  const s = await readStored(db);
  const p = s.ai_providers.find((x) => x.provider === s.chosen_provider) ?? s.ai_providers[0];
  return { apiHost: p?.api_host ?? '', apiKey: openKey(env, p?.api_key_sealed ?? '') };
}

/** A key sealed under another secret cannot be opened: the provider is then asked without one (and says so). */
function openKey(env: ServerEnv, sealed: string): string {
  if (!sealed) return '';
  try {
    return openText(env, KEY_PURPOSE, sealed);
  } catch {
    return '';
  }
}
