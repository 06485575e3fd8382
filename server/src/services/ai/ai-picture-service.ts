// POST ai/picture: the AI makes the picture of an AI picture post. Every check first (AI pictures on, the limits it
// shares with AI replies, the points), answered as the usual envelope; then a stream of progress frames while the
// images API works (it answers all at once), the picture stored with its thumbnail, and the stored picture as the
// last frame. The member posts it later through the ask page, as with an uploaded picture. A client that goes away
// cancels the provider's request; a failure saves and charges nothing and says why.
import type { AiPictureFrame } from '@site/shared/contract';
import { translate } from '@site/shared/locales';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerEnv } from '../../config/env.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { savePicture } from '../picture/picture-service.js';
import type { UploadStorage } from '../upload/storage.js';
import { chargeAiRequest, checkBalance } from './ai-charge.js';
import { AI_FAILURE, aiErrors } from './ai-errors.js';
import { reserveAiRequest } from './ai-limits.js';
import { readAiSettings } from './ai-settings.js';
import { loggableProblem } from './chat-provider.js';
import type { ImageProvider } from './image-provider.js';
import { openAiImages } from './openai-images.js';
import { aiDeadline } from './ai-deadline.js';

export interface AiPictureDeps {
  db: Kysely<Database>;
  env: ServerEnv;
  storage: UploadStorage;
  log: FastifyBaseLogger;
}

/** How often the member hears that the picture is still being made. */
export const PICTURE_PROGRESS_EVERY_MS = 1000;

type Outcome = { data: Buffer } | { err: unknown };

/** The provider's outcome if it comes within `ms`, else null (the timer is cleared either way). */
function within(outcome: Promise<Outcome>, ms: number): Promise<Outcome | null> {
  let timer: NodeJS.Timeout | undefined;
  const tick = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  return Promise.race([outcome, tick]).finally(() => clearTimeout(timer));
}

/** Why saving the picture failed, as an error frame's reason. */
function saveFailure(err: unknown, log: FastifyBaseLogger): string {
  if (err instanceof AppError) {
    // The picture check's field error: the provider sent something that is not a (usable) picture.
    if (err.fields?.some((f) => f.field === 'file')) return AI_FAILURE.notPicture;
    return err.reason;
  }
  log.error({ err }, 'AI picture could not be saved');
  return 'base.unknown';
}

export async function startAiPicture(deps: AiPictureDeps, user: UserRow, prompt: string, lang: string) {
  const settings = await readAiSettings(deps.db, deps.env);
  const connection = settings.provider;
  if (!settings.enabled || !connection) throw aiErrors.disabled();
  const model = settings.image_model.trim();
  if (!model) throw aiErrors.picturesDisabled();
  const points = settings.points_per_picture;
  await checkBalance(deps.db, user.id, points);
  const requestId = await reserveAiRequest(deps.db, user.id, { kind: 'picture' }, settings);
  const provider: ImageProvider = openAiImages({ apiHost: connection.apiHost, apiKey: connection.apiKey });
  const errorFrame = (reason: string): AiPictureFrame => ({ type: 'error', reason, msg: translate(reason, lang) });

  return async function* stream(clientGone: AbortSignal): AsyncGenerator<AiPictureFrame, boolean> {
    const started = Date.now();
    const elapsed = () => Date.now() - started;
    const deadline = aiDeadline(clientGone, settings.timeout_seconds * 1000);
    let image: Buffer | null = null;
    try {
      yield { type: 'progress', stage: 'generating', elapsed_ms: 0 };
      const outcome = provider.generate({ model, prompt, size: settings.image_size, signal: deadline.signal }).then(
        (data): Outcome => ({ data }),
        (err: unknown): Outcome => ({ err }),
      );
      for (;;) {
        const done = await within(outcome, PICTURE_PROGRESS_EVERY_MS);
        if (done && 'err' in done) {
          if (!clientGone.aborted) {
            // The message only, never the request (its headers hold the key), and never the key itself.
            deps.log.warn({ provider: connection.name, problem: loggableProblem(done.err, connection.apiKey) }, 'AI picture failed');
          }
          break;
        }
        if (done) {
          image = done.data;
          break;
        }
        if (!clientGone.aborted) yield { type: 'progress', stage: 'generating', elapsed_ms: elapsed() };
      }
    } finally {
      deadline.end();
    }
    if (clientGone.aborted) return false;
    if (!image) {
      yield errorFrame(deadline.timedOut() ? AI_FAILURE.timeout : AI_FAILURE.picture);
      return false;
    }
    yield { type: 'progress', stage: 'storing', elapsed_ms: elapsed() };
    try {
      const picture = await savePicture(deps.storage, deps.db, user.id, { data: image, prompt, source: 'ai', model }, (trx, row) =>
        chargeAiRequest(trx, { kind: 'ai_picture', requestId, askerId: user.id, points, objectId: row.id }),
      );
      yield { type: 'saved', picture };
      return true;
    } catch (err) {
      yield errorFrame(saveFailure(err, deps.log));
      return false;
    }
  };
}
