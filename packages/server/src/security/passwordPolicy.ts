/**
 * What a new password must be, wherever one is set (the users API, `tessera create-admin`,
 * `tessera reset-password`, the first admin from TESSERA_ADMIN_PASSWORD): between
 * PASSWORD_MIN_LENGTH and PASSWORD_MAX_LENGTH characters (a longer one would make every
 * sign-in hash megabytes), not one of the common passwords attackers try first (zxcvbn's
 * list of the most common passwords), and not the username.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@tessera/core';
import { dictionary } from '@zxcvbn-ts/language-common';
import { ValidationError } from '../errors.js';

let common: Set<string> | undefined;

/** The common passwords long enough to pass the length rule, lower-cased; built once. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    dictionary['passwords-common']
      .filter((p) => p.length >= PASSWORD_MIN_LENGTH)
      .map((p) => p.toLowerCase()),
  );
  return common;
}

/** What is wrong with this password for this user (none when it may be set). */
export function passwordProblems(password: string, username: string): string[] {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return [`Password must be at least ${PASSWORD_MIN_LENGTH} characters`];
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return [`Password must be at most ${PASSWORD_MAX_LENGTH} characters`];
  }
  const lower = password.toLowerCase();
  if (lower === username.trim().toLowerCase()) return ['Password must not be the username'];
  if (commonPasswords().has(lower)) {
    return ['Password is too common: choose one that is harder to guess'];
  }
  return [];
}

/** Throws a 400 naming the `password` field when the password may not be set. */
export function checkNewPassword(password: string, username: string): void {
  const problems = passwordProblems(password, username);
  if (problems.length) throw new ValidationError({ password: problems }, 400);
}
