/**
 * A dashboard permalink's page, `/superset/dashboard/p/<key>/` (the url a permalink's creation
 * answers): as Superset's `dashboard_permalink` view, a redirect to the dashboard's page with
 * `permalink_key` (whose state the page then asks for: its tabs, later its filters), the
 * address parameters the link keeps, those of this request (`?standalone=1` of an embed code)
 * and the anchor as the hash. web.ts asks it for every client route (so anonymous visitors go
 * to the sign-in page first, and come back); a key that is unknown, or whose dashboard the
 * visitor does not see, is the app's "not found" page.
 */
import type { FastifyRequest } from 'fastify';
import {
  dashboardPermalinkKey,
  PERMALINK_KEY_PARAM,
  type DashboardPermalinkValue,
} from '@tessera/core';
import { NotFoundError } from '../../errors.js';
import { can } from '../../security/principal.js';
import type { Services } from '../../services/index.js';

/** The dashboard page a permalink opens: its path, parameters and hash. */
export function dashboardPermalinkLocation(
  key: string,
  value: DashboardPermalinkValue,
  search: string,
): string {
  const params = new URLSearchParams([[PERMALINK_KEY_PARAM, key], ...value.state.urlParams]);
  for (const [name, v] of new URLSearchParams(search)) params.append(name, v);
  const hash = value.state.anchor ? `#${encodeURIComponent(value.state.anchor)}` : '';
  return `/superset/dashboard/${encodeURIComponent(value.dashboardId)}/?${params}${hash}`;
}

/**
 * Where a permalink page sends the signed-in visitor: undefined when the path is no permalink
 * page, null when the permalink cannot be opened.
 */
export async function dashboardPermalinkTarget(
  services: Services,
  request: FastifyRequest,
  path: string,
  search: string,
): Promise<string | null | undefined> {
  const key = dashboardPermalinkKey(path);
  const p = request.principal;
  if (key === undefined || !p) return undefined;
  if (!can(p, 'can_read', 'DashboardPermalinkRestApi')) return null;
  try {
    const value = await services.dashboardPermalinks.get(p, key);
    return dashboardPermalinkLocation(key, value, search);
  } catch (e) {
    if (e instanceof NotFoundError) return null;
    throw e;
  }
}
