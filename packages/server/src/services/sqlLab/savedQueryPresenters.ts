/** Saved queries in the shapes Superset's SavedQueryRestApi gives them. */
import type { SavedQueryListItem, SavedQueryShow } from '@tessera/core';
import type { SavedQueryListRow } from '../../meta/savedQueries.js';
import { uriBackend } from '../../engines/uri.js';
import { sqlDialectFor } from '../../sql/dialect.js';
import { tablesRead } from '../../sql/tablesRead.js';
import { naturalTime } from '../datasets/humanize.js';
import { userRef } from '../people.js';
import { guardStoredRow, storedJsonObject } from '../storedValues.js';

function extraOf(text: string | null): Record<string, unknown> {
  return storedJsonObject(text, 'saved_query.extra_json') ?? {};
}

/** The row with each field unreadable within the stored limits made null (storedValues.ts). */
const safeRow = (row: SavedQueryListRow) =>
  guardStoredRow(row, 'saved_query', {
    json: ['extra_json', 'template_parameters'],
    text: ['description'],
    longText: ['sql'],
  });

function sqlTables(row: SavedQueryListRow) {
  if (!row.sql) return [];
  const uri = row.database_uri;
  return tablesRead(row.sql, sqlDialectFor(uri ? uriBackend(uri) : 'generic'));
}

export function presentSavedQueryListItem(
  stored: SavedQueryListRow,
  now = new Date(),
): SavedQueryListItem {
  const row = safeRow(stored);
  return {
    id: row.id,
    catalog: row.catalog,
    changed_on: row.changed_on,
    changed_on_delta_humanized: naturalTime(row.changed_on, now),
    created_on: row.created_on,
    created_by: userRef(row.created_by_fk, row.created_by_first_name, row.created_by_last_name),
    changed_by: userRef(row.changed_by_fk, row.changed_by_first_name, row.changed_by_last_name),
    database:
      row.db_id === null || row.database_name === null
        ? null
        : { id: row.db_id, database_name: row.database_name },
    db_id: row.db_id,
    description: row.description,
    extra: extraOf(row.extra_json),
    label: row.label,
    last_run_delta_humanized: row.last_run ? naturalTime(row.last_run, now) : '',
    rows: row.rows,
    schema: row.schema,
    sql: row.sql,
    sql_tables: sqlTables(row),
    tags: [],
  };
}

export function presentSavedQuery(stored: SavedQueryListRow, now = new Date()): SavedQueryShow {
  const row = safeRow(stored);
  const item = presentSavedQueryListItem(row, now);
  return {
    id: item.id,
    catalog: item.catalog,
    changed_on: item.changed_on,
    changed_on_delta_humanized: item.changed_on_delta_humanized,
    changed_by: item.changed_by,
    created_by: item.created_by,
    database: item.database,
    description: item.description,
    label: item.label,
    schema: item.schema,
    sql: item.sql,
    sql_tables: item.sql_tables,
    template_parameters: row.template_parameters,
    extra_json: row.extra_json,
  };
}

/** The legacy `/savedqueryviewapi/api/*` item (FAB ModelView show columns). */
export function presentLegacySavedQuery(stored: SavedQueryListRow) {
  const row = safeRow(stored);
  return {
    id: row.id,
    label: row.label,
    db_id: row.db_id,
    catalog: row.catalog,
    schema: row.schema,
    description: row.description,
    sql: row.sql,
    template_parameters: row.template_parameters,
    extra_json: row.extra_json,
  };
}
