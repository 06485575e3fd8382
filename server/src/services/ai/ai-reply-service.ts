// POST ai/answer and POST ai/comment: every check first (AI on, the thread open to the member, the limits, the
// points), answered as the usual envelope; then the reply streams from the provider as it is written, and is saved
// when it ends (ai-reply-save.ts). A client that goes away cancels the provider's request and saves nothing; a
// provider that fails or runs out of time ends the stream with an error frame and saves nothing.
import { COMMENT_MAX, type AiStreamFrame } from '@site/shared/contract';
import { translate } from '@site/shared/locales';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerEnv } from '../../config/env.js';
import type { Database } from '../../db/schema.js';
import type { UserRow } from '../../repositories/users-repo.js';
import type { SearchPlugin } from '../search/search-plugins.js';
import { aiAccountId } from './ai-account.js';
import { checkBalance } from './ai-charge.js';
import { AI_FAILURE, aiErrors } from './ai-errors.js';
import { reserveAiRequest } from './ai-limits.js';
import { checkAnswerable, checkCommentable, saveAiAnswer, saveAiComment, type AiReplyRecord } from './ai-reply-save.js';
import { readAiSettings, type AiSettings } from './ai-settings.js';
import { loggableProblem, type ChatMessage, type ChatProvider } from './chat-provider.js';
import { EXAMPLE_POST_LINK, findSources, removeHiddenCitations, sourcesText } from './grounding.js';
import { openAiProvider } from './openai-provider.js';
import { aiDeadline } from './ai-deadline.js';

export interface AiDeps {
  db: Kysely<Database>;
  env: ServerEnv;
  searchPlugin: SearchPlugin | null;
  log: FastifyBaseLogger;
  /** The provider for these settings (tests may swap it; the built-in one speaks the OpenAI-compatible API). */
  providerFor?: (s: NonNullable<AiSettings['provider']>) => ChatProvider;
}

export type FrameSource = (signal: AbortSignal) => AsyncGenerator<AiStreamFrame, boolean | void>;

const DEFAULT_PROMPT =
  'You are the AI assistant of a community question-and-answer site. Answer helpfully, accurately and concisely in Markdown. ' +
  'If you are not sure, say so.';
const CITING =
  'Posts of this site that may help are listed below with their addresses. When you use one, cite it as a Markdown link to ' +
  `its address, for example [its title](${EXAMPLE_POST_LINK}). Cite only the posts listed; never invent addresses.`;

const systemPrompt = (s: AiSettings, lang: string) => `${(lang === 'zh_CN' ? s.prompts.zh_cn : s.prompts.en_us).trim() || DEFAULT_PROMPT}\n\n${CITING}`;

/** The settings when AI replies are available, else the refusal. */
async function settingsOrRefuse(deps: AiDeps): Promise<AiSettings & { provider: NonNullable<AiSettings['provider']> }> {
  const s = await readAiSettings(deps.db, deps.env);
  if (!s.enabled || !s.provider) throw aiErrors.disabled();
  return s as AiSettings & { provider: NonNullable<AiSettings['provider']> };
}


interface Plan {
  settings: AiSettings & { provider: NonNullable<AiSettings['provider']> };
  /** The prompt, built once the reply is allowed (the search behind it is not free). */
  messages: () => Promise<ChatMessage[]>;
  /** The longest reply to keep (the site's cap, and a comment's own limit). */
  maxChars: number;
  save: (record: AiReplyRecord) => Promise<{ objectId: string; objectType: 'answer' | 'comment'; questionId: string }>;
}

/** POST ai/answer: an AI answer on the post. */
export async function startAiAnswer(deps: AiDeps, user: UserRow, questionId: string, lang: string): Promise<FrameSource> {
  const settings = await settingsOrRefuse(deps);
  const post = await checkAnswerable(deps.db, user, questionId);
  const messages = async (): Promise<ChatMessage[]> => {
    const sources = await findSources({ db: deps.db, plugin: deps.searchPlugin }, user, `${post.title} ${post.original_text.slice(0, 300)}`, post.id);
    return [
      { role: 'system', content: systemPrompt(settings, lang) },
      { role: 'user', content: `Site posts:\n${sourcesText(sources)}\n\nWrite an answer to this post.\nTitle: ${post.title}\n\n${post.original_text}` },
    ];
  };
  return begin(deps, user, questionId, lang, {
    settings,
    messages,
    maxChars: settings.max_reply_length,
    save: async (r) => ({ objectId: await saveAiAnswer(deps.db, questionId, r), objectType: 'answer', questionId }),
  });
}

/** POST ai/comment: an AI comment on an answer, or a reply beside a comment. */
export async function startAiComment(deps: AiDeps, user: UserRow, objectId: string, lang: string): Promise<FrameSource> {
  const settings = await settingsOrRefuse(deps);
  const target = await checkCommentable(deps.db, user, objectId);
  const post = target.post;
  const what = target.type === 'comment' ? 'comment' : 'answer';
  const messages = async (): Promise<ChatMessage[]> => {
    const text = await objectText(deps.db, target.type, target.id);
    const sources = await findSources({ db: deps.db, plugin: deps.searchPlugin }, user, `${post.title} ${text.slice(0, 300)}`, post.id);
    return [
      { role: 'system', content: systemPrompt(settings, lang) },
      {
        role: 'user',
        content:
          `Site posts:\n${sourcesText(sources)}\n\nThe post: ${post.title}\n\n${post.original_text}\n\n` +
          `Reply to this ${what} on it with a short comment (at most ${COMMENT_MAX} characters):\n${text}`,
      },
    ];
  };
  return begin(deps, user, objectId, lang, {
    settings,
    messages,
    maxChars: Math.min(settings.max_reply_length, COMMENT_MAX),
    save: async (r) => {
      const saved = await saveAiComment(deps.db, objectId, r);
      return { objectId: saved.id, objectType: 'comment', questionId: saved.questionId };
    },
  });
}

async function objectText(db: Kysely<Database>, type: string, id: string): Promise<string> {
  const table = type === 'answer' ? 'answers' : 'comments';
  const row = await db.selectFrom(table).select('original_text').where('id', '=', id).executeTakeFirst();
  return row?.original_text ?? '';
}

/** The last checks that count (limits, points), then the stream. */
async function begin(deps: AiDeps, user: UserRow, objectId: string, lang: string, plan: Plan): Promise<FrameSource> {
  const { settings } = plan;
  await checkBalance(deps.db, user.id, settings.points_per_reply);
  const aiUserId = await aiAccountId(deps.db);
  const requestId = await reserveAiRequest(deps.db, user.id, { kind: 'reply', objectId }, settings);
  const messages = await plan.messages();
  const provider = (deps.providerFor ?? ((p) => openAiProvider({ apiHost: p.apiHost, apiKey: p.apiKey })))(settings.provider);
  const errorFrame = (reason: string): AiStreamFrame => ({ type: 'error', reason, msg: translate(reason, lang) });

  return async function* stream(clientGone: AbortSignal) {
    const deadline = aiDeadline(clientGone, settings.timeout_seconds * 1000);
    let text = '';
    let truncated = false;
    let failure: string | null = null;
    try {
      for await (const piece of provider.stream({ model: settings.provider.model, messages, temperature: settings.temperature, signal: deadline.signal })) {
        const room = plan.maxChars - text.length;
        const kept = piece.length > room ? piece.slice(0, room) : piece;
        text += kept;
        if (kept) yield { type: 'delta', content: kept };
        if (piece.length >= room) {
          truncated = piece.length > room;
          if (truncated) break;
        }
      }
    } catch (err) {
      if (!clientGone.aborted) {
        failure = deadline.timedOut() ? AI_FAILURE.timeout : AI_FAILURE.provider;
        // The message only, never the request (its headers hold the key), and never the key itself.
        deps.log.warn({ provider: settings.provider.name, problem: loggableProblem(err, settings.provider.apiKey) }, 'AI reply failed');
      }
    } finally {
      deadline.end();
    }
    if (clientGone.aborted) return false;
    if (failure) {
      yield errorFrame(failure);
      return false;
    }
    if (text.trim() === '') {
      yield errorFrame(AI_FAILURE.empty);
      return false;
    }
    const content = await removeHiddenCitations(deps.db, user, text);
    try {
      const saved = await plan.save({ asker: user, aiUserId, model: settings.provider.model, content, requestId, points: settings.points_per_reply });
      yield { type: 'saved', object_id: saved.objectId, object_type: saved.objectType, question_id: saved.questionId, content, ai_model: settings.provider.model, truncated };
    } catch (err) {
      // The thread changed while the reply was written (closed, deleted, points spent): say why, save nothing.
      const reason = typeof (err as { reason?: unknown }).reason === 'string' ? (err as { reason: string }).reason : 'base.unknown';
      if (reason === 'base.unknown') deps.log.error({ err }, 'AI reply could not be saved');
      yield errorFrame(reason);
      return false;
    }
    return true;
  };
}
