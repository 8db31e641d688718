/** Password hashing with argon2id. */
import argon2 from 'argon2';

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

/** True when the password matches; false for a missing or foreign hash. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash || !hash.startsWith('$argon2')) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
