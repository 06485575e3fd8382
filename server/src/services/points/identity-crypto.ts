// Identity numbers are stored sealed (services/secrets/sealed-text.ts), so a copy of the database alone does not
// reveal them.
import type { ServerEnv } from '../../config/env.js';
import { openText, sealText } from '../secrets/sealed-text.js';

export const encryptIdentity = (env: ServerEnv, plain: string): string => sealText(env, 'identity', plain);

export const decryptIdentity = (env: ServerEnv, sealed: string): string => openText(env, 'identity', sealed);

/** What screens show of an identity number: its last four characters. */
export const maskIdentity = (tail: string) => `${'*'.repeat(10)}${tail}`;
