// AI replies: the admin's AI settings (Answer 2.0's ai-config, ai-provider, ai-models, with the product's own fields
// beside Answer's) and the two streaming calls that write an AI answer or comment into a thread.
import { z } from 'zod';
import { idSchema } from './common.js';
import { ADMIN_API_PREFIX, API_PREFIX, def } from './define.js';
import { PICTURE_PROMPT_MAX, pictureSchema } from './picture.js';

/** The built-in provider kinds. One settings record holds every AI provider, so an image provider can join later. */
export const AI_PROVIDER_OPENAI = 'openai';

const whole = (min: number, max: number, message: string) =>
  z.number({ message }).int({ message }).min(min, { message }).max(max, { message });

const apiHostSchema = z
  .string()
  .trim()
  .max(512, { message: 'error.ai.api_host_invalid' })
  .refine((s) => s === '' || /^https?:\/\/[^\s/]+/i.test(s), { message: 'error.ai.api_host_invalid' });

/** One provider's connection (Answer's SiteAIProvider). `api_key` is write-only: a read answers '' and `api_key_set`. */
export const aiProviderSchema = z.object({
  provider: z.string().trim().min(1, { message: 'error.ai.provider_required' }).max(50, { message: 'error.ai.provider_required' }),
  api_host: apiHostSchema,
  /** On a write: '' keeps the stored key. Never sent back. */
  api_key: z.string().max(256, { message: 'error.ai.api_key_too_long' }),
  model: z.string().trim().max(100, { message: 'error.ai.model_too_long' }),
});
export type AiProvider = z.infer<typeof aiProviderSchema>;

/** Answer's AIPromptConfig: the system prompt per interface language ('' falls back to the built-in one). */
export const aiPromptConfigSchema = z.object({
  en_us: z.string().max(4000, { message: 'error.ai.prompt_too_long' }).default(''),
  zh_cn: z.string().max(4000, { message: 'error.ai.prompt_too_long' }).default(''),
});

/** The sizes the OpenAI-compatible images API offers (DALL·E 2 and 3, gpt-image); which ones a model takes is its own. */
export const AI_IMAGE_SIZES = ['256x256', '512x512', '1024x1024', '1024x1536', '1536x1024', '1024x1792', '1792x1024'] as const;

/** The product's fields next to Answer's. */
const aiProductFields = {
  /** Sampling temperature sent to the provider (0-2). */
  temperature: z.number({ message: 'error.ai.temperature_invalid' }).min(0, { message: 'error.ai.temperature_invalid' }).max(2, { message: 'error.ai.temperature_invalid' }),
  /** The longest reply, in characters: the stream is cut there and the reply saved as it stands. */
  max_reply_length: whole(100, 20_000, 'error.ai.max_reply_length_invalid'),
  /** Seconds a reply may take from the request to its last token. */
  timeout_seconds: whole(5, 600, 'error.ai.timeout_invalid'),
  /** AI replies one member may ask for in 24 hours (0: none). */
  member_daily_limit: whole(0, 10_000, 'error.ai.limit_invalid'),
  /** AI replies the whole site may start in one minute (0: none). */
  site_minute_limit: whole(0, 10_000, 'error.ai.limit_invalid'),
  /** Points each AI reply costs the member who asks (0: free). */
  points_per_reply: whole(0, 1_000_000, 'error.ai.points_invalid'),
  /** The chosen provider's image model for AI pictures ('' : members cannot generate pictures, only upload their own). */
  image_model: z.string().trim().max(100, { message: 'error.ai.model_too_long' }),
  /** The size pictures are asked for. */
  image_size: z.enum(AI_IMAGE_SIZES, { message: 'error.ai.image_size_invalid' }),
  /** Points each generated picture costs the member who asks (0: free). It counts in the same limits as replies. */
  points_per_picture: whole(0, 1_000_000, 'error.ai.points_invalid'),
};

/** The product's AI settings on a new site, until the admin says otherwise (AI stays off until a provider is set). */
export const AI_SETTING_DEFAULTS = {
  temperature: 0.7,
  max_reply_length: 4000,
  timeout_seconds: 60,
  member_daily_limit: 20,
  site_minute_limit: 30,
  points_per_reply: 0,
  image_model: '',
  image_size: '1024x1024',
  points_per_picture: 0,
} as const satisfies { [K in keyof typeof aiProductFields]: z.infer<(typeof aiProductFields)[K]> };

/** PUT admin ai-config (Answer's SiteAIReq and the product's fields; a product field left out keeps its stored value, so Answer's own client can save its part). */
export const aiConfigBodySchema = z
  .object({
    enabled: z.boolean(),
    chosen_provider: z.string().trim().max(50).default(''),
    ai_providers: z.array(aiProviderSchema).max(10).default([]),
    prompt_config: aiPromptConfigSchema.default({ en_us: '', zh_cn: '' }),
    ...z.object(aiProductFields).partial().shape,
  })
  .refine((c) => new Set(c.ai_providers.map((p) => p.provider)).size === c.ai_providers.length, {
    path: ['ai_providers'],
    message: 'error.ai.provider_duplicate',
  })
  .refine((c) => !c.enabled || c.ai_providers.some((p) => p.provider === c.chosen_provider), {
    path: ['chosen_provider'],
    message: 'error.ai.provider_required',
  })
  .refine((c) => !c.enabled || c.ai_providers.some((p) => p.provider === c.chosen_provider && p.api_host !== '' && p.model !== ''), {
    path: ['chosen_provider'],
    message: 'error.ai.provider_incomplete',
  });
export type AiConfigBody = z.infer<typeof aiConfigBodySchema>;

/** GET admin ai-config: the settings with every key blanked and a flag saying whether one is stored. */
export const aiConfigSchema = z.object({
  enabled: z.boolean(),
  chosen_provider: z.string(),
  ai_providers: z.array(aiProviderSchema.extend({ api_key: z.literal(''), api_key_set: z.boolean() })),
  prompt_config: z.object({ en_us: z.string(), zh_cn: z.string() }),
  ...aiProductFields,
});
export type AiConfig = z.infer<typeof aiConfigSchema>;

/** GET admin ai-provider (Answer's GetAIProviderResp). */
export const aiProviderKindSchema = z.object({ name: z.string(), display_name: z.string(), default_api_host: z.string() });

/** POST admin ai-models: the models a provider offers ('' host or key: the stored ones). */
export const aiModelsBodySchema = z.object({
  api_host: apiHostSchema.default(''),
  api_key: z.string().max(256, { message: 'error.ai.api_key_too_long' }).default(''),
});
/** Answer's GetAIModelResp. */
export const aiModelSchema = z.object({ id: z.string(), object: z.string(), created: z.number().int(), owned_by: z.string() });

/**
 * One frame of an AI reply's stream (`data: {...}` on the POST's text/event-stream; `data: [DONE]` ends a reply that
 * completed). `delta` carries the next text as the provider produced it; `saved` comes once the reply is stored (its
 * final text, with citations the asker may not see removed); `error` ends a stream that saved nothing.
 */
export const aiStreamFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), content: z.string() }),
  z.object({
    type: z.literal('saved'),
    /** The new answer's or comment's id. */
    object_id: z.string(),
    object_type: z.enum(['answer', 'comment']),
    question_id: z.string(),
    content: z.string(),
    ai_model: z.string(),
    /** True when the reply reached the site's length cap and was cut there. */
    truncated: z.boolean(),
  }),
  z.object({ type: z.literal('error'), reason: z.string(), msg: z.string() }),
]);
export type AiStreamFrame = z.infer<typeof aiStreamFrameSchema>;

/**
 * One frame of an AI picture's stream (POST ai/picture). The images API answers all at once, so while it works the
 * server sends `progress` about once a second (how long it has been, and the stage); `saved` carries the stored picture
 * with its thumbnail (the member then posts it as an AI picture post); `error` ends a stream that saved nothing.
 */
export const aiPictureFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), stage: z.enum(['generating', 'storing']), elapsed_ms: z.number().int().nonnegative() }),
  z.object({ type: z.literal('saved'), picture: pictureSchema }),
  z.object({ type: z.literal('error'), reason: z.string(), msg: z.string() }),
]);
export type AiPictureFrame = z.infer<typeof aiPictureFrameSchema>;

export const aiPictureBodySchema = z.object({
  prompt: z.string().trim().min(1, { message: 'error.picture.prompt_required' }).max(PICTURE_PROMPT_MAX, { message: 'error.picture.prompt_too_long' }),
});

export const aiAnswerBodySchema = z.object({ question_id: idSchema });
export const aiCommentBodySchema = z.object({ object_id: idSchema });

export const aiEndpoints = {
  getAdminAiConfig: def({ method: 'GET', access: 'admin', path: `${ADMIN_API_PREFIX}/ai-config`, response: aiConfigSchema }),
  updateAdminAiConfig: def({ method: 'PUT', access: 'admin', path: `${ADMIN_API_PREFIX}/ai-config`, body: aiConfigBodySchema, response: z.null() }),
  getAdminAiProviders: def({ method: 'GET', access: 'admin', path: `${ADMIN_API_PREFIX}/ai-provider`, response: z.array(aiProviderKindSchema) }),
  getAdminAiModels: def({ method: 'POST', access: 'admin', path: `${ADMIN_API_PREFIX}/ai-models`, body: aiModelsBodySchema, response: z.array(aiModelSchema) }),
  // Streams: the response schema is one frame's (see define.ts, `stream`).
  streamAiAnswer: def({ method: 'POST', access: 'activated', path: `${API_PREFIX}/ai/answer`, body: aiAnswerBodySchema, response: aiStreamFrameSchema, stream: true }),
  streamAiPicture: def({ method: 'POST', access: 'activated', path: `${API_PREFIX}/ai/picture`, body: aiPictureBodySchema, response: aiPictureFrameSchema, stream: true }),
  streamAiComment: def({ method: 'POST', access: 'activated', path: `${API_PREFIX}/ai/comment`, body: aiCommentBodySchema, response: aiStreamFrameSchema, stream: true }),
} as const;
