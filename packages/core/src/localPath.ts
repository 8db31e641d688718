/**
 * Where a sign-in may send the person afterwards (`/login/?next=`): only a path on this
 * site. Browsers read `\` as `/`, drop tabs and new lines, and some servers decode `%5C` and
 * `%2F` before routing, so `//evil.example`, `/\evil.example`, `/\t/evil.example` and
 * `/%5Cevil.example` would all leave the site; each of them, a scheme (`https:`,
 * `javascript:`) and anything with control characters or spaces is refused.
 */

const MAX_LENGTH = 2048;
/** Control characters, spaces (and their Unicode kin) and backslashes, anywhere. */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff\\]/;
const BASE = 'http://local.invalid';

/** The path decoded as a server might decode it (repeatedly), or null when it is malformed. */
function decoded(path: string): string | null {
  let current = path;
  for (let i = 0; i < 4; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

function isLocal(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !FORBIDDEN.test(path);
}

/** `next` when it is a path on this site (with its query and hash), else null. */
export function localPath(next: unknown): string | null {
  if (typeof next !== 'string' || next.length === 0 || next.length > MAX_LENGTH) return null;
  if (!isLocal(next)) return null;
  const cut = next.search(/[?#]/);
  const path = decoded(cut < 0 ? next : next.slice(0, cut));
  if (path === null || !isLocal(path)) return null;
  try {
    // what a browser makes of it must still be this site
    if (new URL(next, BASE).origin !== BASE) return null;
  } catch {
    return null;
  }
  return next;
}
