/** SQL Lab tabs, their tables and their queries in the shapes Superset's `to_dict` gives. */
import type { SqlLabQuery, SqlLabTableSchema, SqlLabTabState } from '@tessera/core';
import type { TableSchemaRow, TabStateRow } from '../../meta/tabStates.js';
import { guardStoredRow, storedJson } from '../storedValues.js';

export type TableSchemaDict = SqlLabTableSchema;
export type TabStateDict = SqlLabTabState;

function parseJson(text: string | null): unknown {
  return storedJson(text, 'table_schema.description');
}

export function presentTableSchema(row: TableSchemaRow): TableSchemaDict {
  return {
    id: row.id,
    tab_state_id: row.tab_state_id,
    database_id: row.database_id,
    catalog: row.catalog,
    schema: row.schema,
    table: row.table,
    description: parseJson(row.description),
    expanded: row.expanded === 1,
  };
}

export function presentTabState(
  stored: TabStateRow,
  tables: TableSchemaRow[],
  latestQuery: SqlLabQuery | null,
): TabStateDict {
  const row = guardStoredRow(stored, 'tab_state', {
    json: ['template_params', 'extra_json'],
    text: ['label'],
    longText: ['sql'],
  });
  return {
    id: row.id,
    user_id: row.user_id,
    label: row.label,
    active: row.active === 1,
    database_id: row.database_id,
    catalog: row.catalog,
    schema: row.schema,
    table_schemas: tables.map(presentTableSchema),
    sql: row.sql,
    query_limit: row.query_limit,
    latest_query: latestQuery,
    autorun: row.autorun === 1,
    template_params: row.template_params,
    hide_left_bar: row.hide_left_bar === 1,
    saved_query: row.saved_query_id === null ? null : { id: row.saved_query_id },
    extra_json: row.extra_json,
  };
}
