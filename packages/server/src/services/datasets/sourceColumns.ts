/**
 * A dataset's columns as its source has them: a physical table's columns from the
 * engine's introspection, a virtual dataset's from running its SQL for one row (as
 * Superset's `get_virtual_table_metadata` does). Names are always passed to the engine as
 * names (quoted or bound), never spliced into SQL.
 */
import { SupersetTypedError, ValidationError } from '../../errors.js';
import { stripTrailing } from '../../engines/sqlLimit.js';
import type { Engine, GenericType } from '../../engines/types.js';
import { datasetName } from './access.js';
import { sqlDialectFor, type SqlDialect } from '../../sql/dialect.js';
import { virtualSqlProblem } from './virtualSql.js';
import type { DatabaseRow, DatasetOfDatabase } from '../../meta/databases.js';
import type { Principal } from '../../security/principal.js';
import { checkSql } from '../databases/sqlPolicy.js';

export interface SourceColumn {
  name: string;
  type: string;
  generic: GenericType;
}

export interface DatasetSource {
  table_name: string;
  schema: string | null;
  sql: string | null;
}

/** Superset's `TableNotFoundValidationError` text. */
export function tableNotFoundMessage(ds: { schema: string | null; table_name: string }): string {
  return `Table [${datasetName(ds)}] could not be found, please double check your database connection, schema, and table name`;
}

/** 422 `{sql: [...]}` when the SQL cannot be a virtual dataset's query. */
export function assertVirtualSql(sql: string, dialect: SqlDialect): void {
  const problem = virtualSqlProblem(sql, dialect);
  if (problem) throw new ValidationError({ sql: [problem] });
}

/** The query of a virtual dataset, without trailing semicolons and comments (the engine's). */
export function virtualQuery(sql: string, dialect?: SqlDialect): string {
  return stripTrailing(sql, dialect && { noLimit: '', lexical: dialect }).trim();
}

function isConnectionError(e: unknown): boolean {
  return e instanceof SupersetTypedError && e.errorType.startsWith('CONNECTION_');
}

async function physicalColumns(engine: Engine, ds: DatasetSource): Promise<SourceColumn[]> {
  try {
    const columns = await engine.columns(ds.schema, ds.table_name);
    if (!columns.length) throw new ValidationError({ table_name: [tableNotFoundMessage(ds)] });
    return columns.map((c) => ({ name: c.name, type: c.type, generic: c.generic }));
  } catch (e) {
    if (
      e instanceof SupersetTypedError &&
      (e.errorType === 'TABLE_DOES_NOT_EXIST_ERROR' ||
        e.errorType === 'SCHEMA_DOES_NOT_EXIST_ERROR')
    ) {
      throw new ValidationError({ table_name: [tableNotFoundMessage(ds)] });
    }
    throw e;
  }
}

/**
 * Who reads a source and on which connection: a virtual dataset's SQL passes the checks SQL
 * Lab's does (services/databases/sqlPolicy.ts), tables against the reader's access.
 */
export interface SourceReader {
  principal: Principal;
  database: DatabaseRow;
  /** The datasets on the connection (table grants). */
  datasets: DatasetOfDatabase[];
}

/** The virtual dataset's one statement, as the engine reads it, if the policy lets it run. */
async function checkedVirtualSql(
  engine: Engine,
  ds: DatasetSource,
  reader: SourceReader,
): Promise<string> {
  try {
    const { statements } = await checkSql({
      engine,
      database: reader.database,
      sql: virtualQuery(ds.sql ?? '', sqlDialectFor(engine.spec.engine)),
      allowDml: false,
      access: {
        principal: reader.principal,
        defaultSchema: ds.schema ?? (await engine.defaultSchema()),
        datasets: reader.datasets,
      },
    });
    if (statements.length !== 1)
      throw new ValidationError({
        sql: ['Virtual dataset query cannot consist of multiple statements'],
      });
    return statements[0].sql;
  } catch (e) {
    if (e instanceof SupersetTypedError && !isConnectionError(e))
      throw new ValidationError({ sql: [e.message] });
    throw e;
  }
}

async function virtualColumns(
  engine: Engine,
  ds: DatasetSource,
  reader: SourceReader,
): Promise<SourceColumn[]> {
  const sql = ds.sql ?? '';
  assertVirtualSql(sql, sqlDialectFor(engine.spec.engine));
  const statement = await checkedVirtualSql(engine, ds, reader);
  let result;
  try {
    result = await engine.execute(statement, [], { limit: 1, schema: ds.schema });
  } catch (e) {
    if (e instanceof SupersetTypedError && !isConnectionError(e))
      throw new ValidationError({ sql: [e.message] });
    throw e;
  }
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const c of result.columns) {
    if (seen.has(c.name)) duplicates.add(c.name);
    seen.add(c.name);
  }
  if (duplicates.size)
    throw new ValidationError({ sql: [`Duplicate column name(s): ${[...duplicates].join(',')}`] });
  if (!result.columns.length) throw new ValidationError({ sql: ['The query returns no columns'] });
  return result.columns.map((c) => ({ name: c.name, type: c.type, generic: c.generic }));
}

/**
 * The source's columns; 422 naming `table_name` or `sql` when the source is not there, or
 * when the reader may not run a virtual dataset's SQL.
 */
export function readSourceColumns(
  engine: Engine,
  ds: DatasetSource,
  reader: SourceReader,
): Promise<SourceColumn[]> {
  return ds.sql ? virtualColumns(engine, ds, reader) : physicalColumns(engine, ds);
}
