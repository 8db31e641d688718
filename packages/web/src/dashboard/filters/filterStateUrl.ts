/**
 * The dashboard page's address as far as its filters go (Superset's URL_PARAMS):
 * `native_filters_key`, the key the page keeps its applied data mask under
 * (`/api/v1/dashboard/<pk>/filter_state/<key>`, whose value is the mask as a JSON text), and
 * the older `native_filters=(...)`, the mask itself in rison, which the page reads but never
 * writes (the first Apply replaces it with a key).
 */
import rison from 'rison';
import type { DashboardDataMask } from '@tessera/core';

export const NATIVE_FILTERS_KEY_PARAM = 'native_filters_key';
export const NATIVE_FILTERS_PARAM = 'native_filters';

/** The filter state key the address names. */
export function nativeFiltersKeyOf(search: string): string | undefined {
  return new URLSearchParams(search).get(NATIVE_FILTERS_KEY_PARAM) || undefined;
}

const isMask = (value: unknown): value is DashboardDataMask =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The data mask of the address's rison `native_filters`, if it holds one. */
export function risonDataMaskOf(search: string): DashboardDataMask | undefined {
  const text = new URLSearchParams(search).get(NATIVE_FILTERS_PARAM);
  if (!text) return undefined;
  try {
    const value: unknown = rison.decode(text);
    return isMask(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A filter state's value (a JSON text) as a data mask, if it holds one. */
export function dataMaskOfFilterState(value: string | undefined): DashboardDataMask | undefined {
  if (!value) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return isMask(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The key a filter state update answers (Superset's PUT answers the key in `message`: a new one
 * when the old one belonged to another tab), else the one it had.
 */
export function keyAfterUpdate(message: unknown, key: string): string {
  return typeof message === 'string' && /^[\w-]+$/.test(message) ? message : key;
}
