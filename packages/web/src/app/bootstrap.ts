/**
 * The bootstrap data the server inlines into every page as
 * `<script id="bootstrap-data" type="application/json">`: the signed-in user with their
 * roles and permission pairs, feature flags and a few settings.
 */
import type { BootstrapData, BootstrapUser } from '@tessera/core';

export const ANONYMOUS_USER: BootstrapUser = { isActive: false, isAnonymous: true, roles: {} };

const EMPTY: BootstrapData = {
  user: ANONYMOUS_USER,
  common: { feature_flags: {}, conf: {}, application_root: '/', version: '' },
};

/** Reads bootstrap JSON text; anything missing or malformed falls back to an anonymous page. */
export function parseBootstrapData(text: string | null | undefined): BootstrapData {
  if (!text) return EMPTY;
  try {
    const raw = JSON.parse(text) as Partial<BootstrapData>;
    const user = raw.user ?? ANONYMOUS_USER;
    return {
      user: { ...ANONYMOUS_USER, ...user, roles: user.roles ?? {} },
      common: { ...EMPTY.common, ...raw.common },
      ...(raw.requested_query ? { requested_query: raw.requested_query } : {}),
    };
  } catch {
    return EMPTY;
  }
}

let cached: BootstrapData | undefined;

export function getBootstrapData(): BootstrapData {
  if (!cached) {
    const el = typeof document === 'undefined' ? null : document.getElementById('bootstrap-data');
    cached = parseBootstrapData(el?.textContent);
  }
  return cached;
}

export function getBootstrapUser(): BootstrapUser {
  return getBootstrapData().user;
}

/** "Ada Lovelace", or the username when no name is on record. */
export function displayName(user: BootstrapUser): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.username || 'Guest';
}
