/**
 * `GET /api/v1/sqllab/`: what SQL Lab opens with (Superset's `get_sqllab_bootstrap`): the
 * user's tabs as `[id, label]`, the active tab, the databases exposed in SQL Lab that the
 * user sees, and the queries run in the user's tabs.
 */
import {
  ListQuery,
  SQLLAB_DATABASE_KEYS,
  type SqlLabBootstrap as SqlLabBootstrapResult,
  type SqlLabBootstrapDatabase,
} from '@tessera/core';
import type { Principal } from '../../security/principal.js';
import type { DatabaseService } from '../databases/databaseService.js';
import type { TabStateService } from './tabStateService.js';

export class SqlLabBootstrap {
  constructor(
    private readonly databases: DatabaseService,
    private readonly tabStates: TabStateService,
  ) {}

  async forUser(p: Principal): Promise<SqlLabBootstrapResult> {
    const q = ListQuery.parse({
      filters: [{ col: 'expose_in_sqllab', opr: 'eq', value: true }],
      order_column: 'database_name',
      page_size: -1,
    });
    const list = await this.databases.list(q, p);
    const databases: Record<string, SqlLabBootstrapDatabase> = {};
    for (const item of list.result as Record<string, unknown>[]) {
      databases[String(item.id)] = Object.fromEntries(
        SQLLAB_DATABASE_KEYS.filter((k) => k in item).map((k) => [k, item[k]]),
      ) as SqlLabBootstrapDatabase;
    }
    const tabs = await this.tabStates.tabsOf(p);
    return {
      active_tab: tabs.active_tab,
      databases,
      queries: tabs.queries,
      tab_state_ids: tabs.tab_state_ids,
    };
  }
}
