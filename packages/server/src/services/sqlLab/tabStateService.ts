/**
 * SQL Lab tab persistence (Superset's TabStateView and TableSchemaView, used with
 * SQLLAB_BACKEND_PERSISTENCE): each user's tabs, the active one, the tables shown in a tab,
 * and the link from a tab to its latest query. Another user's tab or table is not found.
 */
import { STORED_LIMITS, type SqlLabBootstrap, type SqlLabQuery } from '@tessera/core';
import { NotFoundError } from '../../errors.js';
import { findDatabaseById } from '../../meta/databases.js';
import { findSavedQuery } from '../../meta/savedQueries.js';
import { findQueryByClientId, queriesOfTabs } from '../../meta/sqlLabRuns.js';
import * as queries from '../../meta/tabQueries.js';
import * as repo from '../../meta/tabStates.js';
import type { Principal } from '../../security/principal.js';
import type { ServiceContext } from '../context.js';
import {
  fieldError,
  jsonObjectField,
  optionalFlag,
  optionalInteger,
  optionalJsonText,
  optionalString,
  REQUIRED,
  type Fields,
} from './fields.js';
import { queryDict } from './presenters.js';
import { presentTabState, type TabStateDict } from './tabStatePresenters.js';

const UNTITLED = 'Untitled Query';
const UNKNOWN_FIELD = 'Unknown field.';

/** The columns `PUT /tabstateview/<id>` may change; `dbId` is the client's name of database_id. */
const PUT_FIELDS = new Set([
  'latest_query_id',
  'hide_left_bar',
  'database_id',
  'dbId',
  'catalog',
  'schema',
  'autorun',
  'label',
  'saved_query_id',
  'sql',
  'query_limit',
  'template_params',
  'extra_json',
]);

export class TabStateService {
  constructor(private readonly ctx: ServiceContext) {}

  private get db() {
    return this.ctx.store.db;
  }

  /** The user's own tab, or 404 (so the client drops it silently). */
  private async ownTab(p: Principal, id: number): Promise<repo.TabStateRow> {
    const row = await repo.findTabState(this.db, id);
    if (!row || row.user_id !== p.id) throw new NotFoundError();
    return row;
  }

  private async checkDatabase(id: number | null | undefined, field: string) {
    if (id === null || id === undefined) return;
    if (!(await findDatabaseById(this.db, id))) throw fieldError(field, 'Database does not exist');
  }

  private async checkSavedQuery(p: Principal, id: number | null | undefined) {
    if (id === null || id === undefined) return;
    const row = await findSavedQuery(this.db, id);
    if (!row || row.user_id !== p.id)
      throw fieldError('saved_query_id', 'Saved query does not exist');
  }

  /** `POST /tabstateview/` with `queryEditor`: a new tab, made the user's active one. */
  async create(p: Principal, body: Fields): Promise<number> {
    const editor = jsonObjectField(body, 'queryEditor');
    const f = (name: string) => `queryEditor.${name}`;
    const label =
      optionalString(editor.name, f('name')) ||
      optionalString(editor.title, f('title')) ||
      UNTITLED;
    const databaseId = optionalInteger(editor.dbId, f('dbId')) ?? null;
    const savedQueryId = editor.remoteId ? optionalInteger(editor.remoteId, f('remoteId')) : null;
    const tab: repo.NewTabState = {
      user_id: p.id,
      active: 1,
      label,
      database_id: databaseId,
      catalog: optionalString(editor.catalog, f('catalog')) ?? null,
      schema: optionalString(editor.schema, f('schema')) ?? null,
      sql: optionalString(editor.sql, f('sql'), STORED_LIMITS.longTextLength) ?? 'SELECT ...',
      query_limit: optionalInteger(editor.queryLimit, f('queryLimit')) ?? null,
      autorun: optionalFlag(editor.autorun, f('autorun')) ?? 0,
      hide_left_bar: optionalFlag(editor.hideLeftBar, f('hideLeftBar')) ?? 0,
      template_params: optionalJsonText(editor.templateParams, f('templateParams')) ?? null,
      saved_query_id: savedQueryId ?? null,
    };
    await this.checkDatabase(databaseId, f('dbId'));
    await this.checkSavedQuery(p, savedQueryId);
    return this.db.transaction().execute(async (trx) => {
      await repo.setActiveTabState(trx, p.id, null);
      return repo.insertTabState(trx, tab);
    });
  }

  /** The latest query of a tab as the client's query dict, or null. */
  private async latestQuery(row: repo.TabStateRow): Promise<SqlLabQuery | null> {
    if (!row.latest_query_id) return null;
    const q = await findQueryByClientId(this.db, row.latest_query_id);
    return q ? queryDict(q) : null;
  }

  async present(row: repo.TabStateRow): Promise<TabStateDict> {
    const tables = await repo.listTableSchemas(this.db, [row.id]);
    return presentTabState(row, tables, await this.latestQuery(row));
  }

  async get(p: Principal, id: number): Promise<TabStateDict> {
    return this.present(await this.ownTab(p, id));
  }

  /** `PUT /tabstateview/<id>`: changes the fields given. */
  async update(p: Principal, id: number, body: Fields): Promise<void> {
    await this.ownTab(p, id);
    const patch: repo.TabStatePatch = {};
    for (const key of Object.keys(body)) {
      if (!PUT_FIELDS.has(key)) throw fieldError(key, UNKNOWN_FIELD);
    }
    const str = (k: 'label' | 'catalog' | 'schema' | 'sql' | 'latest_query_id') => {
      const max = k === 'sql' ? STORED_LIMITS.longTextLength : STORED_LIMITS.textLength;
      const v = optionalString(body[k], k, max);
      if (v !== undefined) patch[k] = v;
    };
    (['label', 'catalog', 'schema', 'sql', 'latest_query_id'] as const).forEach(str);
    const extra = optionalJsonText(body.extra_json, 'extra_json');
    if (extra !== undefined) patch.extra_json = extra;
    const dbField = 'dbId' in body ? 'dbId' : 'database_id';
    const databaseId = optionalInteger(body[dbField], dbField);
    if (databaseId !== undefined) patch.database_id = databaseId;
    const limit = optionalInteger(body.query_limit, 'query_limit');
    if (limit !== undefined) patch.query_limit = limit;
    const savedQueryId = optionalInteger(body.saved_query_id, 'saved_query_id');
    if (savedQueryId !== undefined) patch.saved_query_id = savedQueryId;
    for (const k of ['autorun', 'hide_left_bar'] as const) {
      const v = optionalFlag(body[k], k);
      if (v !== undefined) patch[k] = v;
    }
    const params = optionalJsonText(body.template_params, 'template_params');
    if (params !== undefined) patch.template_params = params;
    if (patch.label === null || patch.label === '') throw fieldError('label', REQUIRED);
    await this.checkDatabase(databaseId, dbField);
    await this.checkSavedQuery(p, savedQueryId);
    await repo.updateTabState(this.db, id, patch, p.id);
  }

  /** Deletes the tab and the tables shown in it. */
  async delete(p: Principal, id: number): Promise<void> {
    await this.ownTab(p, id);
    await this.db.transaction().execute((trx) => repo.deleteTabState(trx, id));
  }

  async activate(p: Principal, id: number): Promise<void> {
    await this.ownTab(p, id);
    await this.db.transaction().execute((trx) => repo.setActiveTabState(trx, p.id, id));
  }

  /**
   * Removes a query from the tab; when it was the tab's latest query, the tab's newest
   * other query takes its place.
   */
  async deleteQuery(p: Principal, id: number, clientId: string): Promise<void> {
    const tab = await this.ownTab(p, id);
    if (tab.latest_query_id === clientId) {
      const next = await queries.latestQueryClientIdOfTab(this.db, p.id, id, clientId);
      await repo.updateTabState(this.db, id, { latest_query_id: next }, p.id);
    }
    await queries.deleteQueryOfTab(this.db, p.id, id, clientId);
  }

  /** Moves a query run before the tab was persisted into the tab. */
  async migrateQuery(p: Principal, id: number, body: Fields): Promise<void> {
    await this.ownTab(p, id);
    const clientId = optionalString(body.queryId, 'queryId');
    if (!clientId) throw fieldError('queryId', REQUIRED);
    await queries.moveQueryToTab(this.db, p.id, clientId, id);
  }

  /** `POST /tableschemaview/` with `table`: shows a table in the user's tab (expanded). */
  async addTableSchema(p: Principal, body: Fields): Promise<number> {
    const table = jsonObjectField(body, 'table');
    const f = (name: string) => `table.${name}`;
    const tabId = optionalInteger(table.queryEditorId, f('queryEditorId'));
    if (tabId === null || tabId === undefined) throw fieldError(f('queryEditorId'), REQUIRED);
    const databaseId = optionalInteger(table.dbId, f('dbId'));
    if (databaseId === null || databaseId === undefined) throw fieldError(f('dbId'), REQUIRED);
    const name = optionalString(table.name, f('name'));
    if (!name) throw fieldError(f('name'), REQUIRED);
    await this.ownTab(p, tabId);
    await this.checkDatabase(databaseId, f('dbId'));
    return this.db.transaction().execute((trx) =>
      repo.replaceTableSchema(
        trx,
        {
          tab_state_id: tabId,
          database_id: databaseId,
          catalog: optionalString(table.catalog, f('catalog')) ?? null,
          schema: optionalString(table.schema, f('schema')) ?? null,
          table: name,
          description: JSON.stringify(table),
          expanded: 1,
        },
        p.id,
      ),
    );
  }

  private async ownTableSchema(p: Principal, id: number) {
    const row = await repo.findTableSchema(this.db, id);
    if (!row || row.owner_id !== p.id) throw new NotFoundError();
    return row;
  }

  async setExpanded(p: Principal, id: number, body: Fields): Promise<boolean> {
    await this.ownTableSchema(p, id);
    const expanded = optionalFlag(body.expanded, 'expanded');
    if (expanded === undefined) throw fieldError('expanded', REQUIRED);
    await repo.setTableSchemaExpanded(this.db, id, expanded);
    return expanded === 1;
  }

  async deleteTableSchema(p: Principal, id: number): Promise<void> {
    await this.ownTableSchema(p, id);
    await repo.deleteTableSchema(this.db, id);
  }

  /** The user's tabs as `[id, label]` in creation order and the active tab's dict. */
  async tabsOf(p: Principal): Promise<Omit<SqlLabBootstrap, 'databases'>> {
    const tabs = await repo.listTabIdsAndLabels(this.db, p.id);
    const active = await repo.findActiveTabState(this.db, p.id);
    const queryRows = await queriesOfTabs(
      this.db,
      p.id,
      tabs.map((t) => t.id),
    );
    const queryDicts: Record<string, SqlLabQuery> = {};
    for (const q of queryRows) queryDicts[q.client_id] = queryDict(q);
    return {
      tab_state_ids: tabs.map((t) => [t.id, t.label] as [number, string | null]),
      active_tab: active ? await this.present(active) : null,
      queries: queryDicts,
    };
  }
}
