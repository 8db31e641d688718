/**
 * The one place that decides whether SQL a user wrote may run on a database: SQL Lab's
 * scripts, virtual datasets' queries and every query compiled over a dataset. It decides on
 * what the engine's own parser reads (`Engine.analyze`), never on the text:
 * - functions no SQL may call (Superset's DISALLOWED_SQL_FUNCTIONS, extended), and the
 *   functions that reach the host's files unless the database's owner allowed file access;
 * - DML: every statement read-only (EXPLAIN ANALYZE of a write is a write) unless the
 *   database allows DML;
 * - table access, for users without access to the whole database: every relation the
 *   statements name must be reachable (its schema, or a physical dataset on it); table
 *   functions only where they read no table, and no function the database itself defines
 *   (a macro or function may read any table); a statement the parser cannot see into is
 *   refused.
 */
import { BadRequestError, SupersetTypedError } from '../../errors.js';
import type { AnalyzedStatement, TableName } from '../../engines/statementAnalysis.js';
import { SqlAnalysisError } from '../../engines/statementAnalysis.js';
import type { Engine } from '../../engines/types.js';
import type { DatabaseRow, DatasetOfDatabase } from '../../meta/databases.js';
import type { Principal } from '../../security/principal.js';
import { canAccessTable, hasDatabaseWideAccess } from './access.js';
import { extraOf } from './presenters.js';

export const DML_NOT_ALLOWED = 'Only SELECT statements are allowed against this database.';

/** Who runs the SQL, for the table check (null: no table check, e.g. an admin's own tool). */
export interface SqlAccess {
  principal: Principal;
  /** The schema unqualified names resolve to. */
  defaultSchema: string;
  datasets: DatasetOfDatabase[];
}

export interface SqlPolicyInput {
  engine: Engine;
  database: Pick<DatabaseRow, 'id' | 'database_name' | 'allow_dml' | 'extra'>;
  sql: string;
  /** DML allowed (SQL Lab: the database's `allow_dml`; virtual datasets: never). */
  allowDml: boolean;
  access: SqlAccess | null;
}

export interface CheckedSql {
  statements: AnalyzedStatement[];
  /** `schema.table` of every relation named, for the query's `sql_tables`. */
  tables: string[];
}

/** Whether the database's owner turned on file access (`extra.allow_file_access`). */
export function allowsFileAccess(database: Pick<DatabaseRow, 'extra'>): boolean {
  return extraOf(database).allow_file_access === true;
}

function disallowed(functions: string[]): SupersetTypedError {
  return new SupersetTypedError(
    `SQL statement contains disallowed function(s): ${functions.join(', ')}`,
    'SYNTAX_ERROR',
    400,
    { functions },
  );
}

function needsDatabaseAccess(what: string, extra: Record<string, unknown>): SupersetTypedError {
  return new SupersetTypedError(
    `${what} need \`all_database_access\` or \`all_datasource_access\` permission`,
    'TABLE_SECURITY_ACCESS_ERROR',
    403,
    extra,
  );
}

const unique = <T>(items: T[]) => [...new Set(items)];

/** Statements that change the session, so that names resolve otherwise after them. */
const SESSION_KINDS = new Set(['set', 'reset', 'use', 'discard']);

/**
 * Analyses of compiled dataset queries, per engine (a chart's query comes again and again;
 * its text is the server's, its values bound). Users' SQL is read anew each time.
 */
const ANALYSES_KEPT = 500;
const analyses = new WeakMap<Engine, Map<string, Promise<AnalyzedStatement[]>>>();

function cachedAnalysis(engine: Engine, sql: string): Promise<AnalyzedStatement[]> {
  let kept = analyses.get(engine);
  if (!kept) analyses.set(engine, (kept = new Map()));
  const hit = kept.get(sql);
  if (hit) return hit;
  const analysis = engine.analyze(sql);
  if (kept.size >= ANALYSES_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(sql, analysis);
  analysis.catch(() => kept.delete(sql));
  return analysis;
}

/** The engine's parser could not read the SQL (its own error, typed as a run's would be). */
export class SqlParseError extends SupersetTypedError {}

async function analyze(engine: Engine, sql: string, cached: boolean) {
  try {
    return await (cached ? cachedAnalysis(engine, sql) : engine.analyze(sql));
  } catch (error) {
    if (error instanceof SqlAnalysisError)
      throw new SqlParseError(
        `The SQL could not be read: ${error.message}`,
        'INVALID_SQL_ERROR',
        400,
        {
          engine_message: error.message,
        },
      );
    if (error instanceof SupersetTypedError)
      throw new SqlParseError(error.message, error.errorType, error.status, error.extra);
    throw error;
  }
}

async function checkTables(
  engine: Engine,
  input: SqlPolicyInput,
  access: SqlAccess,
  statements: AnalyzedStatement[],
): Promise<void> {
  // A statement whose relations are unknown, or one that changes how names resolve for the
  // statements after it (SET search_path, USE), is beyond a user granted tables only.
  const unknown = statements.find((s) => s.opaque || SESSION_KINDS.has(s.kind));
  if (unknown)
    throw needsDatabaseAccess(`Statements other than queries (${unknown.kind.toUpperCase()})`, {
      statement: unknown.kind,
    });
  const safe = engine.spec.safeTableFunctions;
  const own = await engine.userFunctions();
  const functions = unique(
    statements.flatMap((s) => [
      ...s.tableFunctions.filter((f) => !safe.has(f)),
      ...s.functions.filter((f) => own.has(f)),
    ]),
  );
  if (functions.length)
    throw needsDatabaseAccess(`The function(s) ${functions.map((f) => `\`${f}\``).join(', ')}`, {
      functions,
    });
  const fold = engine.spec.foldsIdentifiers;
  // An unqualified name is what the engine finds first: PostgreSQL's pg_catalog, then the
  // default schema.
  const system = await engine.systemRelations();
  const schemaOf = (t: TableName) => t.schema ?? system.get(t.table) ?? access.defaultSchema;
  const denied = unique(
    statements
      .flatMap((s) => s.tables)
      .filter(
        (t) =>
          !canAccessTable(
            access.principal,
            input.database,
            schemaOf(t),
            t.table,
            access.datasets,
            fold,
          ),
      )
      .map((t) => `${schemaOf(t)}.${t.table}`),
  );
  if (denied.length)
    throw new SupersetTypedError(
      `You need access to the following tables: ${denied.map((t) => `\`${t}\``).join(', ')}, \`all_database_access\` or \`all_datasource_access\` permission`,
      'TABLE_SECURITY_ACCESS_ERROR',
      403,
      { tables: denied },
    );
}

/** The statements of `sql` if the policy lets them run; a typed error saying why not. */
export async function checkSql(input: SqlPolicyInput, cached = false): Promise<CheckedSql> {
  const { engine, access } = input;
  const statements = await analyze(engine, input.sql, cached);
  if (statements.length === 0) throw new BadRequestError('The SQL query is empty.');
  const { spec } = engine;
  const files = allowsFileAccess(input.database);
  const functions = unique(statements.flatMap((s) => s.functions));
  // Relations too: some engines read files through views (PostgreSQL's pg_hba_file_rules).
  const relations = statements.flatMap((s) => s.tables.map((t) => t.table.toLowerCase()));
  const refused = unique([...functions, ...relations]).filter(
    (f) => spec.disallowedFunctions.has(f) || (spec.fileFunctions.has(f) && !files),
  );
  if (refused.length) throw disallowed(refused);
  const writes = (s: AnalyzedStatement) =>
    !s.readOnly || s.functions.some((f) => spec.writingFunctions.has(f));
  if (!input.allowDml && statements.some(writes))
    throw new SupersetTypedError(DML_NOT_ALLOWED, 'DML_NOT_ALLOWED_ERROR', 400);
  // Code the parser cannot see into (a DO block, a function body) may call anything.
  const hiding = statements.find((s) => s.hidesCode);
  if (hiding && !files && !spec.filesLockedByEngine)
    throw new SupersetTypedError(
      `${hiding.kind.toUpperCase()} statements cannot be checked for what they reach on the host: they need file access allowed on the database (allow_file_access)`,
      'DML_NOT_ALLOWED_ERROR',
      400,
      { statement: hiding.kind },
    );
  if (access && !hasDatabaseWideAccess(access.principal, input.database))
    await checkTables(engine, input, access, statements);
  const schema = access?.defaultSchema ?? null;
  const tables = unique(
    statements.flatMap((s) =>
      s.tables.map((t) => ((t.schema ?? schema) ? `${t.schema ?? schema}.${t.table}` : t.table)),
    ),
  );
  return { statements, tables };
}

export interface DatasetQueryInput {
  engine: Engine;
  database: Pick<DatabaseRow, 'id' | 'database_name' | 'allow_dml' | 'extra'>;
  /** The compiled statement about to run on the dataset. */
  sql: string;
  /** The dataset: its physical table, or its SQL (virtual). */
  dataset: { schema: string | null; table_name: string; sql: string | null };
  /** The SQL its owners stored (virtual SQL, calculated columns, metrics, predicates). */
  storedSql: readonly string[];
}

const sameName = (a: string, b: string, fold: boolean) =>
  a === b || (fold && a.toLowerCase() === b.toLowerCase());

/** How old the list of the database's own functions may be on the chart data path. */
const OWN_FUNCTIONS_MAX_AGE_MS = 10_000;

/**
 * A query compiled over a dataset (chart data, samples, values, drill...), checked as the
 * engine reads it before it runs: one read-only statement, no disallowed function, no
 * function of the database's own (a macro may read any table) that its owners did not write
 * into the dataset, and no relation or table function beyond what the dataset itself reads
 * (its table, or its virtual SQL's): whatever request fragments went into it, it reads the
 * dataset and nothing else.
 */
/**
 * What the dataset itself reads: its table, or what its virtual SQL reads as the parser
 * reads it; null when that SQL cannot be read alone (a Jinja template).
 */
async function datasetReads(
  engine: Engine,
  dataset: DatasetQueryInput['dataset'],
): Promise<{ tables: TableName[]; tableFunctions: string[] } | null> {
  if (!dataset.sql?.trim()) {
    const table = { catalog: null, schema: dataset.schema, table: dataset.table_name };
    return { tables: [table], tableFunctions: [] };
  }
  const statements = await cachedAnalysis(engine, dataset.sql).catch(() => null);
  if (!statements) return null;
  return {
    tables: statements.flatMap((s) => s.tables),
    tableFunctions: statements.flatMap((s) => s.tableFunctions),
  };
}

export async function checkDatasetQuery(input: DatasetQueryInput): Promise<void> {
  const { statements } = await checkSql({ ...input, allowDml: false, access: null }, true);
  if (statements.length !== 1) throw new BadRequestError('Only single queries supported');
  const { engine, dataset } = input;
  const [statement] = statements;
  const own = await engine.userFunctions(OWN_FUNCTIONS_MAX_AGE_MS);
  const stored = input.storedSql.join('\n').toLowerCase();
  const macros = statement.functions.filter((f) => own.has(f) && !stored.includes(f));
  const fold = engine.spec.foldsIdentifiers;
  const reads = engine.spec.analysisExpandsViews ? null : await datasetReads(engine, dataset);
  const covered = (t: TableName) =>
    reads!.tables.some(
      (r) =>
        sameName(t.table, r.table, fold) &&
        (t.schema === null || r.schema === null || sameName(t.schema, r.schema, fold)),
    );
  const others = reads ? statement.tables.filter((t) => !covered(t)) : [];
  const safe = engine.spec.safeTableFunctions;
  const functions = reads
    ? statement.tableFunctions.filter((f) => !safe.has(f) && !reads.tableFunctions.includes(f))
    : [];
  if (others.length || functions.length || macros.length || statement.opaque)
    throw new SupersetTypedError(
      `The query may only read the dataset: it also reads ${[
        ...others.map((t) => (t.schema ? `${t.schema}.${t.table}` : t.table)),
        ...[...functions, ...macros].map((f) => `${f}()`),
      ].join(', ')}`,
      'DATASOURCE_SECURITY_ACCESS_ERROR',
      403,
    );
}
