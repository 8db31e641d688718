/**
 * Dashboard permalinks (Superset's `/api/v1/dashboard/<id_or_slug>/permalink` and
 * `/api/v1/dashboard/permalink/<key>`): a dashboard's state (data mask, tabs, anchor, the
 * address's parameters) kept for good in `key_value`. As in Superset, one user posting the
 * same state of the same dashboard gets the same key: the entry's uuid is derived from the
 * user, the dashboard and the state, keyed with the server's secret so that no one can work
 * a key out. Creating and reading one both need to see the dashboard (404 otherwise).
 */
import {
  dashboardPermalinkState,
  type DashboardPermalinkBody,
  type DashboardPermalinkValue,
} from '@tessera/core';
import { hashKey } from '../../chartData/cache/cacheKeys.js';
import { NotFoundError } from '../../errors.js';
import { getKeyValue, putKeyValue } from '../../meta/keyValue.js';
import type { Principal } from '../../security/principal.js';
import type { ServiceContext } from '../context.js';
import { contextUuid, keyOfUuid, uuidOfKey } from '../keyValue/keys.js';
import type { DashboardService } from './dashboardService.js';

export const DASHBOARD_PERMALINK_RESOURCE = 'dashboard_permalink';

export class DashboardPermalinkService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly dashboards: DashboardService,
  ) {}

  private get db() {
    return this.ctx.store.db;
  }

  /** The key of this state of the dashboard for this user (made once, then found again). */
  async create(p: Principal, idOrSlug: string, body: DashboardPermalinkBody): Promise<string> {
    const dashboard = await this.dashboards.visible(p, idOrSlug);
    const value: DashboardPermalinkValue = {
      dashboardId: String(dashboard.id),
      state: dashboardPermalinkState(body),
    };
    const context = `${DASHBOARD_PERMALINK_RESOURCE}:${hashKey({ userId: p.id, value })}`;
    const uuid = contextUuid(context, this.ctx.config.secretKey);
    const entry = { uuid, resource: DASHBOARD_PERMALINK_RESOURCE };
    if (!(await getKeyValue(this.db, entry.resource, { uuid }))) {
      try {
        await putKeyValue(this.db, { ...entry, value: JSON.stringify(value), createdBy: p.id });
      } catch (e) {
        // the same state posted twice at once: the other request wrote it
        if (!(await getKeyValue(this.db, entry.resource, { uuid }))) throw e;
      }
    }
    return keyOfUuid(uuid);
  }

  /** The dashboard and state of a key; 404 when unknown or the dashboard is not seen. */
  async get(p: Principal, key: string): Promise<DashboardPermalinkValue> {
    const uuid = uuidOfKey(key);
    const entry = uuid && (await getKeyValue(this.db, DASHBOARD_PERMALINK_RESOURCE, { uuid }));
    if (!entry) throw new NotFoundError();
    const value = JSON.parse(entry.value) as DashboardPermalinkValue;
    await this.dashboards.visible(p, value.dashboardId);
    return value;
  }
}
