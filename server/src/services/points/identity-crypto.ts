// Identity numbers are stored encrypted with AES-256-GCM under a key kept outside the database (SECRET_KEY, or
// config.yaml's secret_key made on first use), so a copy of the database alone does not reveal them.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { readConfigFile, writeConfigFile } from '../../config/config-file.js';
import type { ServerEnv } from '../../config/env.js';

function keyOf(env: ServerEnv): Buffer {
  let secret = env.secretKey ?? (readConfigFile(env.dataDir).secret_key as string | undefined);
  if (!secret) {
    secret = randomBytes(32).toString('base64url');
    writeConfigFile(env.dataDir, { secret_key: secret });
  }
  return createHash('sha256').update(`identity:${secret}`).digest();
}

export function encryptIdentity(env: ServerEnv, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(env), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function decryptIdentity(env: ServerEnv, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(env), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/** What screens show of an identity number: its last four characters. */
export const maskIdentity = (tail: string) => `${'*'.repeat(10)}${tail}`;
