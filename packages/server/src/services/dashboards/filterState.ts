/**
 * A dashboard's filter state (Superset's DashboardFilterStateRestApi,
 * `/api/v1/dashboard/<pk>/filter_state[/<key>]`): the page's data mask, a JSON text, kept in
 * the temporary cache for TESSERA_FILTER_STATE_TTL_SECONDS after it is last written or read.
 * Every call needs to see the dashboard (404 otherwise); a key belongs to its dashboard (404
 * under another) and to the user who wrote it, who alone updates or deletes it (403 for
 * others), while anyone who sees the dashboard reads it, as in Superset.
 */
import { ForbiddenError, NotFoundError } from '../../errors.js';
import type { Principal } from '../../security/principal.js';
import type { ServiceContext } from '../context.js';
import { TemporaryCache } from '../keyValue/temporaryCache.js';
import type { DashboardService } from './dashboardService.js';

export const FILTER_STATE_RESOURCE = 'dashboard_filter_state';
export const FILTER_STATE_CONTEXT_RESOURCE = 'dashboard_filter_state_ctx';

interface FilterState {
  owner: number;
  dashboard_id: number;
  value: string;
}

/** The tab's context: one key per user, tab and dashboard (none without a tab). */
const tabContext = (p: Principal, dashboardId: number, tabId?: number) =>
  tabId ? `filter_state:${p.id}:${tabId}:${dashboardId}` : null;

export class DashboardFilterStateService {
  private readonly cache: TemporaryCache<FilterState>;

  constructor(
    ctx: ServiceContext,
    private readonly dashboards: DashboardService,
  ) {
    this.cache = new TemporaryCache(ctx, {
      resource: FILTER_STATE_RESOURCE,
      contextResource: FILTER_STATE_CONTEXT_RESOURCE,
      ttlSeconds: ctx.config.filterStateTtlSeconds,
    });
  }

  /** The state under a key of this dashboard, or 404; with `writer`, 403 unless theirs. */
  private async found(dashboardId: number, key: string, writer?: Principal) {
    const found = await this.cache.read(key);
    if (!found || found.state.dashboard_id !== dashboardId) throw new NotFoundError();
    if (writer && found.state.owner !== writer.id) throw new ForbiddenError();
    return found;
  }

  /** Keeps the value; answers its key (the tab's own key when `tabId` is given). */
  async create(p: Principal, pk: number, value: string, tabId?: number): Promise<string> {
    const { id } = await this.dashboards.visible(p, pk);
    return this.cache.keep({ owner: p.id, dashboard_id: id, value }, tabContext(p, id, tabId));
  }

  /** Superset's update: the writer only; answers the key to use from now on. */
  async update(
    p: Principal,
    pk: number,
    key: string,
    value: string,
    tabId?: number,
  ): Promise<string> {
    const { id } = await this.dashboards.visible(p, pk);
    await this.found(id, key, p);
    return this.cache.keep({ owner: p.id, dashboard_id: id, value }, tabContext(p, id, tabId));
  }

  async get(p: Principal, pk: number, key: string): Promise<string> {
    const { id } = await this.dashboards.visible(p, pk);
    const { uuid, state } = await this.found(id, key);
    await this.cache.refresh(uuid); // read again, kept again (Superset's REFRESH_TIMEOUT_ON_RETRIEVAL)
    return state.value;
  }

  async delete(p: Principal, pk: number, key: string): Promise<void> {
    const { id } = await this.dashboards.visible(p, pk);
    const { uuid } = await this.found(id, key, p);
    await this.cache.remove(uuid);
  }
}
