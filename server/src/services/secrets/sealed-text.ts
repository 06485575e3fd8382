// Secrets kept in the database (identity numbers, AI providers' API keys) are sealed with AES-256-GCM under a key
// kept outside it (SECRET_KEY, or config.yaml's secret_key made on first use), so a copy of the database alone does
// not reveal them. Each use derives its own key from the secret (`purpose`), so one kind cannot be opened as another.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { readConfigFile, writeConfigFile } from '../../config/config-file.js';
import type { ServerEnv } from '../../config/env.js';

function keyOf(env: ServerEnv, purpose: string): Buffer {
  let secret = env.secretKey ?? (readConfigFile(env.dataDir).secret_key as string | undefined);
  if (!secret) {
    secret = randomBytes(32).toString('base64url');
    writeConfigFile(env.dataDir, { secret_key: secret });
  }
  return createHash('sha256').update(`${purpose}:${secret}`).digest();
}

/** The text sealed for `purpose` (base64 of iv, tag and ciphertext). */
export function sealText(env: ServerEnv, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(env, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** Opens what sealText sealed for the same purpose; throws when the key or the text is not the one it was sealed with. */
export function openText(env: ServerEnv, purpose: string, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(env, purpose), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
