/**
 * `GET /api/v1/sqllab/`: what SQL Lab opens with (Superset's `get_sqllab_bootstrap`): the
 * user's tabs as `[id, label]`, the active tab, the databases exposed in SQL Lab that the
 * user sees, and the queries run in the user's tabs.
 */
import { ListQuery } from '@tessera/core';
import type { Principal } from '../../security/principal.js';
import type { DatabaseService } from '../databases/databaseService.js';
import type { TabStateService } from './tabStateService.js';

/** The database fields SQL Lab's bootstrap carries (Superset's DATABASE_KEYS). */
const DATABASE_KEYS = [
  'allow_file_upload',
  'allow_ctas',
  'allow_cvas',
  'allow_dml',
  'allow_run_async',
  'allows_subquery',
  'backend',
  'database_name',
  'expose_in_sqllab',
  'force_ctas_schema',
  'id',
  'disable_data_preview',
  'disable_drill_to_detail',
  'allow_multi_catalog',
] as const;

export class SqlLabBootstrap {
  constructor(
    private readonly databases: DatabaseService,
    private readonly tabStates: TabStateService,
  ) {}

  async forUser(p: Principal) {
    const q = ListQuery.parse({
      filters: [{ col: 'expose_in_sqllab', opr: 'eq', value: true }],
      order_column: 'database_name',
      page_size: -1,
    });
    const list = await this.databases.list(q, p);
    const databases: Record<string, Record<string, unknown>> = {};
    for (const item of list.result as Record<string, unknown>[]) {
      databases[String(item.id)] = Object.fromEntries(
        DATABASE_KEYS.filter((k) => k in item).map((k) => [k, item[k]]),
      );
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
