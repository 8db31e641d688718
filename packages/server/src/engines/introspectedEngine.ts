/**
 * What every engine answers the same way: catalogue questions go to its introspection
 * object (one per engine, in `<engine>/introspection.ts`), and `selectStar` is Superset's
 * text built from the spec's quoting. Engines without partitions (DuckDB, SQLite) answer null.
 */
import { selectStarSql } from './selectStar.js';
import type { AnalyzedStatement } from './statementAnalysis.js';
import type {
  ColumnInfo,
  CostEstimate,
  Engine,
  EngineSpec,
  ExecuteOptions,
  ForeignKeyInfo,
  IndexInfo,
  PartitionInfo,
  PrimaryKeyInfo,
  QueryResult,
  SelectStarOptions,
  StreamOptions,
  TableInfo,
} from './types.js';

export interface EngineIntrospection {
  defaultSchema(): Promise<string>;
  schemas(): Promise<string[]>;
  tables(schema: string | null): Promise<TableInfo[]>;
  columns(schema: string | null, table: string): Promise<ColumnInfo[]>;
  primaryKey(schema: string | null, table: string): Promise<PrimaryKeyInfo>;
  foreignKeys(schema: string | null, table: string): Promise<ForeignKeyInfo[]>;
  indexes(schema: string | null, table: string): Promise<IndexInfo[]>;
  partitions?(schema: string | null, table: string): Promise<PartitionInfo | null>;
  functionNames(): Promise<string[]>;
  /** Functions the database itself defines (lower case): macros, user functions. */
  userFunctions(): Promise<string[]>;
  /** Relations unqualified names reach before the default schema (name, schema). */
  systemRelations?(): Promise<{ name: string; schema: string }[]>;
}

export abstract class IntrospectedEngine implements Engine {
  abstract readonly spec: EngineSpec;
  protected abstract readonly introspection: EngineIntrospection;

  abstract execute(sql: string, params?: unknown[], options?: ExecuteOptions): Promise<QueryResult>;
  abstract stream(
    sql: string,
    params?: unknown[],
    options?: StreamOptions,
  ): AsyncGenerator<QueryResult>;
  abstract estimateCost(sql: string, params?: unknown[]): Promise<CostEstimate[] | null>;
  abstract close(): Promise<void>;
  abstract analyze(sql: string): Promise<AnalyzedStatement[]>;

  defaultSchema = () => this.introspection.defaultSchema();
  schemas = () => this.introspection.schemas();
  tables = (schema?: string | null) => this.introspection.tables(schema ?? null);
  columns = (schema: string | null, table: string) => this.introspection.columns(schema, table);
  primaryKey = (schema: string | null, table: string) =>
    this.introspection.primaryKey(schema, table);
  foreignKeys = (schema: string | null, table: string) =>
    this.introspection.foreignKeys(schema, table);
  indexes = (schema: string | null, table: string) => this.introspection.indexes(schema, table);
  partitions = (schema: string | null, table: string): Promise<PartitionInfo | null> =>
    this.introspection.partitions?.(schema, table) ?? Promise.resolve(null);
  functionNames = () => this.introspection.functionNames();

  private system: Promise<ReadonlyMap<string, string>> | null = null;

  /** Read once: the system catalog does not change while the server runs. */
  systemRelations(): Promise<ReadonlyMap<string, string>> {
    this.system ??= (this.introspection.systemRelations?.() ?? Promise.resolve([])).then(
      (rows) => new Map(rows.map((r) => [r.name, r.schema])),
    );
    this.system.catch(() => (this.system = null));
    return this.system;
  }

  private ownFunctions: { names: Promise<ReadonlySet<string>>; at: number } | null = null;

  /**
   * The database's own functions, read anew unless a list at most `maxAgeMs` old is at hand
   * (SQL Lab asks for a fresh one: a macro made a moment ago must count at once).
   */
  userFunctions(maxAgeMs = 0): Promise<ReadonlySet<string>> {
    const kept = this.ownFunctions;
    if (kept && maxAgeMs > 0 && Date.now() - kept.at <= maxAgeMs) return kept.names;
    const names = this.introspection
      .userFunctions()
      .then((list) => new Set(list.map((n) => n.toLowerCase())));
    const entry = { names, at: Date.now() };
    this.ownFunctions = entry;
    names.catch(() => {
      if (this.ownFunctions === entry) this.ownFunctions = null;
    });
    return names;
  }

  async selectStar(
    schema: string | null,
    table: string,
    options?: SelectStarOptions,
  ): Promise<string> {
    return selectStarSql(this.spec, schema, table, options);
  }
}
