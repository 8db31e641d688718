/**
 * Reading a dataset's data: its samples (Superset's SAMPLES result: every column, at most
 * SAMPLES_ROW_LIMIT rows, temporal values as epoch ms) and the distinct values of one
 * column (for filters). Names are quoted by the engine; a virtual dataset's SQL is a
 * subquery; calculated columns and the values predicate must each be one expression.
 */
import { FILTER_SELECT_ROW_LIMIT, SAMPLES_ROW_LIMIT, type DatasetSamples } from '@tessera/core';
import { BadRequestError, SupersetTypedError, ValidationError } from '../../errors.js';
import type { DatasetColumnRow } from '../../meta/datasetColumns.js';
import type { DatasetWithDatabase } from '../../meta/datasets.js';
import { GENERIC_TYPE_CODES } from '../../engines/genericTypes.js';
import type { Engine, QueryResult } from '../../engines/types.js';
import { DATASET_QUERY_TIMEOUT_MS } from './loading.js';
import { assertVirtualSql, virtualQuery } from './sourceColumns.js';
import { sqlDialectFor } from '../../sql/dialect.js';
import { splitStatements } from '../../sql/statements.js';
import { isSelfContainedFragment } from './virtualSql.js';

/** A result value as JSON carries it: dates as epoch ms, binary as text, NaN as null. */
export function jsonValue(v: unknown): unknown {
  if (v instanceof Date) return v.getTime();
  if (typeof v === 'number' && !Number.isFinite(v)) return null;
  if (typeof v === 'bigint') return Number.isSafeInteger(Number(v)) ? Number(v) : v.toString();
  if (v instanceof Uint8Array) return Buffer.from(v).toString('utf8');
  return v;
}

/** The FROM of a dataset: its table, quoted, or its SQL as the `virtual_table` subquery. */
export function fromClause(engine: Engine, ds: DatasetWithDatabase): string {
  if (!ds.sql) return engine.spec.qualifiedName(ds.schema, ds.table_name);
  try {
    assertVirtualSql(ds.sql, sqlDialectFor(engine.spec.engine));
  } catch (e) {
    if (e instanceof ValidationError) throw new BadRequestError(Object.values(e.fields).flat()[0]);
    throw e;
  }
  return `(\n${virtualQuery(ds.sql)}\n) AS virtual_table`;
}

/** A column as selected: its name quoted, or its expression (checked) labelled with its name. */
export function columnSql(engine: Engine, c: DatasetColumnRow): string {
  const name = engine.spec.quoteIdentifier(c.column_name);
  if (!c.expression) return name;
  if (!isSelfContainedFragment(c.expression, sqlDialectFor(engine.spec.engine)))
    throw new BadRequestError(`Invalid SQL expression in column ${c.column_name}`);
  return `(\n${c.expression}\n) AS ${name}`;
}

async function run(
  engine: Engine,
  ds: DatasetWithDatabase,
  sql: string,
  limit: number,
): Promise<QueryResult> {
  if (splitStatements(sql, sqlDialectFor(engine.spec.engine)).length !== 1)
    throw new BadRequestError('Only single queries supported');
  try {
    return await engine.execute(sql, [], {
      limit,
      schema: ds.schema,
      timeoutMs: DATASET_QUERY_TIMEOUT_MS,
    });
  } catch (e) {
    // Superset answers failed samples and values with 400 `{message}`.
    if (e instanceof SupersetTypedError) throw new BadRequestError(e.message);
    throw e;
  }
}

export async function samples(
  engine: Engine,
  ds: DatasetWithDatabase,
  columns: DatasetColumnRow[],
): Promise<DatasetSamples> {
  const select = columns.length ? columns.map((c) => columnSql(engine, c)).join(',\n  ') : '*';
  // The FROM is never the last line: the engines' limit step reads a trailing `--` as a
  // comment even inside a quoted name (e.g. a table named `a; --`).
  const sql = `SELECT\n  ${select}\nFROM ${fromClause(engine, ds)}\nWHERE 1 = 1`;
  const result = await run(engine, ds, sql, SAMPLES_ROW_LIMIT);
  const colnames = result.columns.map((c) => c.name);
  const data = result.rows.map((row) =>
    Object.fromEntries(colnames.map((name, i) => [name, jsonValue(row[i])])),
  );
  return {
    cache_key: null,
    cached_dttm: null,
    cache_timeout: ds.cache_timeout,
    applied_template_filters: [],
    applied_filter_columns: [],
    rejected_filter_columns: [],
    annotation_data: {},
    error: null,
    is_cached: false,
    query: engine.spec.applyLimit(sql, SAMPLES_ROW_LIMIT),
    status: 'success',
    stacktrace: null,
    rowcount: data.length,
    sql_rowcount: data.length,
    from_dttm: null,
    to_dttm: null,
    label_map: Object.fromEntries(colnames.map((n) => [n, [n]])),
    colnames,
    indexnames: data.map((_, i) => i),
    coltypes: result.columns.map((c) => GENERIC_TYPE_CODES[c.generic]),
    data,
    result_format: 'json',
    applied_filters: [],
    rejected_filters: [],
  };
}

/** Distinct values of one of the dataset's columns, sorted, at most FILTER_SELECT_ROW_LIMIT. */
export async function columnValues(
  engine: Engine,
  ds: DatasetWithDatabase,
  columns: DatasetColumnRow[],
  columnName: string,
): Promise<unknown[]> {
  const column = columns.find((c) => c.column_name === columnName);
  if (!column) throw new BadRequestError(`Column name ${columnName} does not exist`);
  const label = engine.spec.quoteIdentifier(column.column_name);
  const expr = column.expression ? columnSql(engine, column) : `${label} AS ${label}`;
  let where = '';
  if (ds.fetch_values_predicate) {
    if (!isSelfContainedFragment(ds.fetch_values_predicate, sqlDialectFor(engine.spec.engine)))
      throw new BadRequestError('Invalid SQL expression in the values predicate');
    where = `\nWHERE (\n${ds.fetch_values_predicate}\n)`;
  }
  const sql = `SELECT DISTINCT ${expr}\nFROM ${fromClause(engine, ds)}${where}\nORDER BY 1`;
  const result = await run(engine, ds, sql, FILTER_SELECT_ROW_LIMIT);
  return result.rows.map((r) => jsonValue(r[0]));
}
