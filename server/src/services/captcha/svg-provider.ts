import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import svgCaptcha from 'svg-captcha';
import type { Database } from '../../db/schema.js';
import { deleteExpiredCaptchas, insertCaptcha, takeCaptcha } from '../../repositories/captchas-repo.js';
import type { CaptchaProvider, IssuedCaptcha } from './provider.js';

export const CAPTCHA_TTL_MS = 10 * 60_000;
const CLEANUP_EVERY_MS = 60_000;

/** Hash of the normalised answer, bound to the captcha id (the same text under two ids hashes differently). */
export function hashAnswer(id: string, code: string): string {
  return createHash('sha256').update(`${id}\0${code.trim().toLowerCase()}`).digest('hex');
}

/** svg-captcha's drawing: 4 characters, none of the look-alikes. */
const drawSvg = () => svgCaptcha.create({ size: 4, noise: 2, color: true, ignoreChars: '0oO1iIlL' });

/** The built-in provider: an SVG image, the answer's hash stored in the `captchas` table (shared by instances). */
export class SvgCaptchaProvider implements CaptchaProvider {
  readonly name = 'svg';
  /** Draws one captcha (replaceable in tests, which need to know the answer). */
  draw: () => { text: string; data: string } = drawSvg;
  private lastCleanup = 0;

  constructor(
    private readonly db: () => Kysely<Database>,
    private readonly ttlMs = CAPTCHA_TTL_MS,
  ) {}

  async create(): Promise<IssuedCaptcha> {
    const { text, data } = this.draw();
    const id = randomBytes(16).toString('hex');
    const db = this.db();
    await insertCaptcha(db, { id, answer_hash: hashAnswer(id, text), expires_at: new Date(Date.now() + this.ttlMs) });
    if (Date.now() - this.lastCleanup > CLEANUP_EVERY_MS) {
      this.lastCleanup = Date.now();
      await deleteExpiredCaptchas(db);
    }
    return { id, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
  }

  async verify(id: string, code: string): Promise<boolean> {
    if (!id || id.length > 64) return false;
    // Taken before the answer is looked at: a wrong guess burns the captcha too.
    const row = await takeCaptcha(this.db(), id);
    if (!row || new Date(row.expires_at).getTime() <= Date.now() || !code.trim()) return false;
    return timingSafeEqual(Buffer.from(hashAnswer(id, code), 'hex'), Buffer.from(row.answer_hash, 'hex'));
  }
}
