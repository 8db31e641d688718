/**
 * The one interface every database engine implements (ARCHITECTURE.md, server/engines).
 *
 * An `EngineSpec` is what is known about an engine without connecting (Superset's
 * `db_engine_specs`): names, URI and parameters, quoting, type mapping, time grains,
 * limits. `spec.connect(uri)` gives an `Engine`: a pool (PostgreSQL, MySQL), one
 * instance with a connection per query (DuckDB) or one handle in a worker thread (SQLite)
 * that runs SQL and introspects.
 *
 * Result values, the same on every engine:
 * - rows are arrays, positional with `columns` (names may repeat in SQL);
 * - TIMESTAMP / DATETIME / DATE values are JS `Date`s; naive timestamps are read as UTC
 *   (a DATE is midnight UTC). TIME and INTERVAL values are strings. SQLite has no
 *   temporal type: values of columns declared DATE/DATETIME/TIMESTAMP that parse as
 *   ISO dates become `Date`s, computed values (e.g. time-grain expressions) stay strings;
 *   a value no `Date` can hold (`infinity`, a year past JavaScript's range, a BC date,
 *   MySQL's `0000-00-00`) is the engine's own text for it (`dateOrText`, values.ts);
 * - integers are numbers when safe, otherwise decimal strings; DECIMAL/NUMERIC are numbers;
 * - binary values are `Uint8Array`s (Buffers); JSON, arrays and structs are JS values.
 * Placeholders in `params` are the engine's own: `$1` (PostgreSQL, DuckDB) or `?`
 * (MySQL, SQLite, DuckDB); `spec.placeholder(i)` gives the i-th (0-based).
 */
import type { GenericType } from './genericTypes.js';
import type { AnalyzedStatement } from './statementAnalysis.js';
import type { TimeGrain, TimeGrainInfo } from './timeGrains.js';

export type { GenericType, TimeGrain, TimeGrainInfo };

export interface ResultColumn {
  name: string;
  /** The engine's native type name, e.g. `INTEGER`, `TIMESTAMP WITHOUT TIME ZONE`, `VARCHAR`. */
  type: string;
  generic: GenericType;
}

export interface QueryResult {
  columns: ResultColumn[];
  rows: unknown[][];
  /** Rows returned, or rows affected by a statement that returns none. */
  rowcount: number;
}

export interface ExecuteOptions {
  /** Applied with `spec.applyLimit` to row-returning statements; cut client-side otherwise. */
  limit?: number;
  offset?: number;
  /** Cancels the query after this long and throws BACKEND_TIMEOUT_ERROR. */
  timeoutMs?: number;
  /** Aborting cancels the running query and throws `QueryStoppedError`. */
  signal?: AbortSignal;
  /** Default schema for unqualified names (PostgreSQL search_path, MySQL database, DuckDB schema). */
  schema?: string | null;
  /**
   * Run in a read-only transaction where the engine has one (PostgreSQL, MySQL): the
   * database refuses any write itself, whatever the SQL (DML off; the policy checked first).
   */
  readOnly?: boolean;
  /**
   * The statement is one compiled SELECT that changes no session state, so an idle
   * connection may be reused for it (engines that keep connections honour it).
   */
  reuseConnection?: boolean;
}

export interface StreamOptions extends ExecuteOptions {
  /** Rows per yielded batch (default 1000). */
  batchSize?: number;
}

export type TableType = 'table' | 'view' | 'materialized_view';

export interface TableInfo {
  name: string;
  type: TableType;
}

export interface ColumnInfo {
  name: string;
  type: string;
  generic: GenericType;
  nullable: boolean;
  /** The default expression as SQL text, or null. */
  default: string | null;
  comment: string | null;
}

/** Field names as Superset's table metadata (SQLAlchemy inspector) sends them. */
export interface PrimaryKeyInfo {
  name: string | null;
  constrained_columns: string[];
}

export interface ForeignKeyInfo {
  name: string | null;
  constrained_columns: string[];
  referred_schema: string | null;
  referred_table: string;
  referred_columns: string[];
}

export interface IndexInfo {
  name: string;
  column_names: string[];
  unique: boolean;
}

export interface PartitionInfo {
  /** `range`, `list`, `hash` (PostgreSQL, MySQL), `key`, `linear hash` ... (MySQL). */
  strategy: string;
  /** Partition key columns (or expressions where the engine partitions by an expression). */
  cols: string[];
  partitions: { name: string; bound: string | null }[];
}

export interface SelectStarOptions {
  limit?: number;
  columns?: string[];
}

/** One statement's cost estimate; keys as Superset's (`Start-up cost`, `Total cost`). */
export type CostEstimate = Record<string, number>;

export interface ConnectOptions {
  /** Connect timeout (default 10 s). */
  connectTimeoutMs?: number;
  /** Pool size for PostgreSQL and MySQL (default 10). */
  poolSize?: number;
  /** File engines (DuckDB, SQLite): create the file when missing (default false). */
  create?: boolean;
  /**
   * Let SQL reach the host's files (DuckDB's `enable_external_access`): only where the
   * database's owner turned on `allow_file_access`, never for the examples (default false).
   */
  fileAccess?: boolean;
}

export interface Engine {
  readonly spec: EngineSpec;
  execute(sql: string, params?: unknown[], options?: ExecuteOptions): Promise<QueryResult>;
  /** Row batches (columns repeated in each); see each engine for how it streams. */
  stream(sql: string, params?: unknown[], options?: StreamOptions): AsyncGenerator<QueryResult>;
  /** The schema unqualified names resolve to. */
  defaultSchema(): Promise<string>;
  schemas(): Promise<string[]>;
  /** Tables and views of a schema (the default schema when null), sorted by name. */
  tables(schema?: string | null): Promise<TableInfo[]>;
  /** Throws TABLE_DOES_NOT_EXIST_ERROR (404) when there is no such table or view. */
  columns(schema: string | null, table: string): Promise<ColumnInfo[]>;
  primaryKey(schema: string | null, table: string): Promise<PrimaryKeyInfo>;
  foreignKeys(schema: string | null, table: string): Promise<ForeignKeyInfo[]>;
  indexes(schema: string | null, table: string): Promise<IndexInfo[]>;
  /** Null when the table is not partitioned or the engine has no partitions. */
  partitions(schema: string | null, table: string): Promise<PartitionInfo | null>;
  /** `SELECT ... FROM "schema"."table" LIMIT n`, names always quoted. */
  selectStar(schema: string | null, table: string, options?: SelectStarOptions): Promise<string>;
  /**
   * Functions the database itself defines (DuckDB macros, PostgreSQL functions outside the
   * system schemas, ...), lower case: any of them may read any table.
   */
  userFunctions(maxAgeMs?: number): Promise<ReadonlySet<string>>;
  /**
   * Relations an unqualified name reaches before the default schema, by name, with their
   * schema (PostgreSQL's `pg_catalog`, searched first): empty where there are none.
   */
  systemRelations(): Promise<ReadonlyMap<string, string>>;
  /**
   * The statements of a script as the engine's own parser (or compiler) reads them: what
   * will run, whether it writes, what it touches (statementAnalysis.ts). Throws
   * `SqlAnalysisError` for text the engine cannot read.
   */
  analyze(sql: string): Promise<AnalyzedStatement[]>;
  /** EXPLAIN-based estimate (PostgreSQL, DuckDB); null where the engine has none. */
  estimateCost(sql: string, params?: unknown[]): Promise<CostEstimate[] | null>;
  functionNames(): Promise<string[]>;
  close(): Promise<void>;
}

/** Parameters of Superset's dynamic database form (`BasicParametersMixin`). */
export interface EngineParameters {
  host?: string;
  port?: number;
  username?: string | null;
  password?: string | null;
  database?: string;
  query?: Record<string, string>;
  encryption?: boolean;
}

export interface EngineInformation {
  supports_file_upload: boolean;
  disable_ssh_tunneling: boolean;
}

export interface EngineSpec {
  /** Superset's engine key / URI scheme: `postgresql`, `mysql`, `mariadb`, `duckdb`, `sqlite`. */
  readonly engine: string;
  /** Display name: `PostgreSQL`, `MySQL`, `MariaDB`, `DuckDB`, `SQLite`. */
  readonly engineName: string;
  /** Further schemes accepted in URIs (`postgres`, `postgresql+psycopg2`, ...). */
  readonly aliases: readonly string[];
  readonly defaultDriver: string;
  readonly drivers: Record<string, string>;
  readonly sqlalchemyUriPlaceholder: string;
  readonly defaultPort: number | null;
  /** JSON schema of the dynamic form's parameters; null where Superset offers none. */
  readonly parametersSchema: Record<string, unknown> | null;
  readonly engineInformation: EngineInformation;
  /** Superset's `allow_cost_estimate`. */
  readonly supportsCostEstimate: boolean;
  readonly timeGrains: readonly TimeGrainInfo[];

  /**
   * `analyze` names the tables under a view rather than the view (SQLite, which reads the
   * compiled bytecode): a query's tables cannot be compared with the names it was written with.
   */
  readonly analysisExpandsViews: boolean;
  /** Names match whatever their case (DuckDB, SQLite): table grants compare that way. */
  readonly foldsIdentifiers: boolean;
  /** Functions no SQL may call (Superset's DISALLOWED_SQL_FUNCTIONS, extended), lower case. */
  readonly disallowedFunctions: ReadonlySet<string>;
  /** Functions that read or write the host's files: only with `allow_file_access`. */
  readonly fileFunctions: ReadonlySet<string>;
  /** Table functions that read no table (`range`, `generate_series`, ...): for any user. */
  readonly safeTableFunctions: ReadonlySet<string>;
  /**
   * Functions that change something (sequences, locks, replication slots, statistics,
   * checkpoints...): a query calling one writes, refused where DML is off.
   */
  readonly writingFunctions: ReadonlySet<string>;
  /**
   * The engine itself keeps SQL from the host's files (DuckDB locked down): a statement the
   * parser cannot see into needs no file access allowed to run where DML is on.
   */
  readonly filesLockedByEngine: boolean;

  buildUri(parameters: EngineParameters): string;
  parametersFromUri(uri: string): EngineParameters;
  quoteIdentifier(name: string): string;
  /** `"schema"."table"` (or just the table when schema is null). */
  qualifiedName(schema: string | null, table: string): string;
  placeholder(index: number): string;
  genericType(nativeType: string | null | undefined): GenericType;
  /** SQL truncating `columnSql` to the grain; `columnSql` itself for null. */
  timeGrainExpression(columnSql: string, grain: TimeGrain | null): string;
  applyLimit(sql: string, limit?: number | null, offset?: number | null): string;
  connect(uri: string, options?: ConnectOptions): Promise<Engine>;
}
