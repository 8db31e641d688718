/** Password hashing with argon2id. */
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

/** A hash of no one's password, made once: what a sign-in is checked against when there is no user. */
let dummyHash: Promise<string> | undefined;

/** Makes that hash ahead of the first sign-in, which would otherwise take longer. */
export function prepareSignInChecks(): void {
  void hashToCheckAgainst(null);
}

function hashToCheckAgainst(hash: string | null): Promise<string> {
  if (hash?.startsWith('$argon2')) return Promise.resolve(hash);
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}

/**
 * True when the password matches the hash. A missing or foreign hash (an unknown user, a
 * user without a password) is false too, after the same argon2 work as a real check, so that
 * the time a sign-in takes does not tell whether the username exists.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  const checked = await hashToCheckAgainst(hash);
  try {
    return (await argon2.verify(checked, password)) && checked === hash;
  } catch {
    return false;
  }
}
