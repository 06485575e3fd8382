import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (plain: string) => hash(plain);

/** Constant-time verify; an empty or malformed hash never matches. */
export async function verifyPassword(passHash: string, plain: string): Promise<boolean> {
  if (!passHash) return false;
  try {
    return await verify(passHash, plain);
  } catch {
    return false;
  }
}
