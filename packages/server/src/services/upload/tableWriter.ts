/**
 * Writing the rows of a source plan into the target table with Superset's
 * `already_exists` strategies (fail, replace, append), leaving no half-made table when
 * anything fails:
 * - a DuckDB target receives the scratch DuckDB's data chunks through its appender, in one
 *   transaction (the target can read no file: the server's own code writes the rows);
 * - the other engines receive the rows from a scratch DuckDB in batches of multi-row
 *   INSERTs (bound parameters) into a staging table of their own, which then becomes the
 *   table in one step: renamed to it (after dropping the old one, in one transaction, for
 *   replace) or, for append, copied into it by one `INSERT ... SELECT`. The staging table
 *   is dropped on any failure.
 */
import { randomBytes } from 'node:crypto';
import type { DuckdbEngine } from '../../engines/duckdb/engine.js';
import type { Engine } from '../../engines/types.js';
import { isTypeMismatch } from './csvTypes.js';
import {
  TABLE_EXISTS_MESSAGE,
  TypeMismatchError,
  UploadFailedError,
  engineMessage,
  readError,
} from './errors.js';
import type { AlreadyExists } from './options.js';
import { sqlName, type SourcePlan } from './sourcePlan.js';
import { bindersFor, columnTypeFor, transportExpression, type TargetKind } from './targetTypes.js';

export interface UploadTarget {
  engine: Engine;
  kind: TargetKind;
  schema: string;
  table: string;
}

/** Values per INSERT statement (below every engine's limit on bound parameters). */
const MAX_PARAMETERS = 30_000;
const MAX_ROWS_PER_INSERT = 5_000;

const foldsCase = (kind: TargetKind) => kind === 'duckdb' || kind === 'mysql';

async function tableExists(t: UploadTarget): Promise<boolean> {
  const tables = await t.engine.tables(t.schema);
  const fold = foldsCase(t.kind);
  return tables.some(
    (x) => x.name === t.table || (fold && x.name.toLowerCase() === t.table.toLowerCase()),
  );
}

/** The target's name for each planned column (append); fails naming the ones it lacks. */
async function appendColumns(t: UploadTarget, plan: SourcePlan): Promise<string[]> {
  const existing = (await t.engine.columns(t.schema, t.table)).map((c) => c.name);
  const missing: string[] = [];
  const names = plan.columns.map((c) => {
    const found =
      existing.find((e) => e === c.name) ??
      existing.find((e) => e.toLowerCase() === c.name.toLowerCase());
    if (!found) missing.push(c.name);
    return found ?? c.name;
  });
  if (missing.length)
    throw new UploadFailedError(
      `Cannot append to table "${t.table}": it has no column${missing.length > 1 ? 's' : ''} ${missing.map((m) => `"${m}"`).join(', ')}`,
    );
  return names;
}

function failed(error: unknown, plan: SourcePlan): UploadFailedError {
  if (error instanceof UploadFailedError) return error;
  const message = engineMessage(error);
  if (plan.optimistic && isTypeMismatch(message)) return new TypeMismatchError();
  if (/CSV Error on Line|Conversion Error|Invalid Input Error|IO Error/.test(message))
    return readError(error, plan.columnName);
  return new UploadFailedError(message.split('\n')[0]);
}

async function writeDuckdb(
  t: UploadTarget,
  scratch: DuckdbEngine,
  plan: SourcePlan,
  mode: AlreadyExists,
  exists: boolean,
): Promise<void> {
  const target = t.engine as DuckdbEngine;
  const q = t.engine.spec.qualifiedName(t.schema, t.table);
  const columns = plan.columns.map((c) => `${sqlName(c.name)} ${c.type}`).join(', ');
  const select = plan.columns.map((c) => sqlName(c.name)).join(', ');
  const rows = scratch.chunks(`SELECT ${select} FROM (${plan.sql}) AS plan`);
  if (exists && mode === 'append') {
    const names = await appendColumns(t, plan);
    const stagingName = `tessera_upload_${randomBytes(6).toString('hex')}`;
    const staging = t.engine.spec.qualifiedName(t.schema, stagingName);
    const list = names.map(sqlName).join(', ');
    await target.appendRows(
      { schema: t.schema, table: stagingName },
      rows,
      [`CREATE TABLE ${staging} (${columns})`],
      [`INSERT INTO ${q} (${list}) SELECT ${select} FROM ${staging}`, `DROP TABLE ${staging}`],
    );
  } else {
    const create = exists ? 'CREATE OR REPLACE TABLE' : 'CREATE TABLE';
    await target.appendRows(
      { schema: t.schema, table: t.table },
      rows,
      [`${create} ${q} (${columns})`],
      [],
    );
  }
}

/** Streams the plan's rows from the scratch DuckDB into `staging`, batch by batch. */
async function copyRows(
  t: UploadTarget,
  scratch: Engine,
  plan: SourcePlan,
  staging: string,
  names: string[],
): Promise<void> {
  const spec = t.engine.spec;
  const select = plan.columns
    .map((c) => `${transportExpression(t.kind, sqlName(c.name), c.type)} AS ${sqlName(c.name)}`)
    .join(', ');
  const binders = bindersFor(
    t.kind,
    plan.columns.map((c) => c.type),
  );
  const width = plan.columns.length;
  const batchSize = Math.max(1, Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / width)));
  const head = `INSERT INTO ${staging} (${names.map((n) => spec.quoteIdentifier(n)).join(', ')}) VALUES `;
  let statement = '';
  let statementRows = -1;
  const insert = (rows: unknown[][]) => {
    if (rows.length !== statementRows) {
      const tuples: string[] = [];
      for (let r = 0, p = 0; r < rows.length; r++) {
        const marks: string[] = [];
        for (let c = 0; c < width; c++) marks.push(spec.placeholder(p++));
        tuples.push(`(${marks.join(', ')})`);
      }
      statement = head + tuples.join(', ');
      statementRows = rows.length;
    }
    const params: unknown[] = new Array(rows.length * width);
    for (let r = 0, p = 0; r < rows.length; r++) {
      const row = rows[r];
      for (let c = 0; c < width; c++) params[p++] = binders[c](row[c]);
    }
    return t.engine.execute(statement, params);
  };
  // The next batch is read from DuckDB while the target inserts the current one.
  const rows = scratch.stream(`SELECT ${select} FROM (${plan.sql}) AS plan`, [], { batchSize });
  const batches = rows[Symbol.asyncIterator]();
  let inserting: Promise<unknown> | null = null;
  try {
    for (;;) {
      const next = await batches.next();
      if (inserting) await inserting;
      inserting = null;
      if (next.done) break;
      if (!next.value.rows.length) continue;
      inserting = insert(next.value.rows);
      // Handled here so that a failure while the next batch is read is not "unhandled".
      inserting.catch(() => undefined);
    }
  } finally {
    await inserting?.catch(() => undefined);
    await batches.return?.(undefined);
  }
}

/** Makes the filled staging table the target table, in one step. */
async function promote(
  t: UploadTarget,
  staging: string,
  stagingName: string,
  mode: AlreadyExists,
  exists: boolean,
  names: string[],
): Promise<void> {
  const { engine, kind } = t;
  const q = engine.spec.qualifiedName(t.schema, t.table);
  const table = engine.spec.quoteIdentifier(t.table);
  const list = names.map((n) => engine.spec.quoteIdentifier(n)).join(', ');
  if (exists && mode === 'append') {
    if (kind === 'postgresql') {
      await engine.execute(
        `INSERT INTO ${q} (${list}) SELECT ${list} FROM ${staging}; DROP TABLE ${staging}`,
      );
    } else {
      await engine.execute(`INSERT INTO ${q} (${list}) SELECT ${list} FROM ${staging}`);
      await engine.execute(`DROP TABLE ${staging}`);
    }
    return;
  }
  if (!exists) {
    await engine.execute(
      kind === 'mysql'
        ? `RENAME TABLE ${staging} TO ${q}`
        : `ALTER TABLE ${staging} RENAME TO ${table}`,
    );
    return;
  }
  // Replace.
  if (kind === 'postgresql') {
    // One simple-protocol query: PostgreSQL runs both statements in one transaction.
    await engine.execute(`DROP TABLE ${q}; ALTER TABLE ${staging} RENAME TO ${table}`);
  } else if (kind === 'mysql') {
    const old = engine.spec.qualifiedName(t.schema, `${stagingName}_old`);
    await engine.execute(`RENAME TABLE ${q} TO ${old}, ${staging} TO ${q}`);
    await engine.execute(`DROP TABLE ${old}`);
  } else {
    await engine.execute('BEGIN');
    try {
      await engine.execute(`DROP TABLE ${q}`);
      await engine.execute(`ALTER TABLE ${staging} RENAME TO ${table}`);
      await engine.execute('COMMIT');
    } catch (error) {
      await engine.execute('ROLLBACK').catch(() => undefined);
      throw error;
    }
  }
}

async function writeThroughStaging(
  t: UploadTarget,
  scratch: Engine,
  plan: SourcePlan,
  mode: AlreadyExists,
  exists: boolean,
): Promise<void> {
  const { engine, kind } = t;
  const stagingName = `tessera_upload_${randomBytes(6).toString('hex')}`;
  const staging = engine.spec.qualifiedName(t.schema, stagingName);
  const appending = exists && mode === 'append';
  const names = appending ? await appendColumns(t, plan) : plan.columns.map((c) => c.name);
  const q = engine.spec.qualifiedName(t.schema, t.table);
  const create = appending
    ? `CREATE TABLE ${staging} AS SELECT ${names.map((n) => engine.spec.quoteIdentifier(n)).join(', ')} FROM ${q} WHERE 1 = 0`
    : `CREATE TABLE ${staging} (${plan.columns
        .map((c) => `${engine.spec.quoteIdentifier(c.name)} ${columnTypeFor(kind, c.type)}`)
        .join(', ')})`;
  await engine.execute(create);
  try {
    await copyRows(t, scratch, plan, staging, names);
    await promote(t, staging, stagingName, mode, exists, names);
  } catch (error) {
    await engine.execute(`DROP TABLE IF EXISTS ${staging}`).catch(() => undefined);
    throw error;
  }
}

/** Writes the plan's rows into the target table, as `mode` says when the table exists. */
export async function writeTable(
  t: UploadTarget,
  scratch: DuckdbEngine,
  plan: SourcePlan,
  mode: AlreadyExists,
): Promise<void> {
  const exists = await tableExists(t);
  if (exists && mode === 'fail') throw new UploadFailedError(TABLE_EXISTS_MESSAGE);
  try {
    if (t.kind === 'duckdb') await writeDuckdb(t, scratch, plan, mode, exists);
    else await writeThroughStaging(t, scratch, plan, mode, exists);
  } catch (error) {
    // Another upload made the table meanwhile.
    if (!exists && (await tableExists(t).catch(() => false)))
      throw new UploadFailedError(TABLE_EXISTS_MESSAGE);
    throw failed(error, plan);
  }
}
