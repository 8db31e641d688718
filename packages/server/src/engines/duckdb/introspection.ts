/**
 * DuckDB introspection from its catalog functions (`duckdb_schemas()`, `duckdb_columns()`,
 * `duckdb_constraints()`, `duckdb_indexes()`), limited to the current database.
 */
import { engineError } from '../engineErrors.js';
import type { ColumnInfo, ForeignKeyInfo, IndexInfo, PrimaryKeyInfo, TableInfo } from '../types.js';
import type { DuckdbEngine } from './engine.js';

const SCHEMA = 'COALESCE($1::VARCHAR, current_schema())';

export class DuckdbIntrospection {
  constructor(private readonly engine: DuckdbEngine) {}

  async defaultSchema(): Promise<string> {
    const rows = await this.engine.meta<{ name: string }>('SELECT current_schema() AS name');
    return rows[0].name;
  }

  async schemas(): Promise<string[]> {
    const rows = await this.engine.meta<{ name: string }>(
      `SELECT DISTINCT schema_name AS name FROM duckdb_schemas()
       WHERE database_name = current_database() ORDER BY 1`,
    );
    return rows.map((r) => r.name);
  }

  async tables(schema: string | null): Promise<TableInfo[]> {
    const rows = await this.engine.meta<{ name: string; type: string }>(
      `SELECT table_name AS name, table_type AS type FROM information_schema.tables
       WHERE table_catalog = current_database() AND table_schema = ${SCHEMA}
       ORDER BY table_name`,
      [schema],
    );
    return rows.map((r) => ({ name: r.name, type: r.type === 'VIEW' ? 'view' : 'table' }));
  }

  private async assertTable(schema: string | null, table: string): Promise<void> {
    const rows = await this.engine.meta<{ n: number }>(
      `SELECT COUNT(*) AS n FROM information_schema.tables
       WHERE table_catalog = current_database() AND table_schema = ${SCHEMA} AND table_name = $2`,
      [schema, table],
    );
    if (Number(rows[0]?.n ?? 0) === 0) {
      throw engineError(
        'DuckDB',
        'TABLE_DOES_NOT_EXIST_ERROR',
        `The table "${schema ? `${schema}.` : ''}${table}" does not exist. A valid table must be used to run this query.`,
        {},
        404,
      );
    }
  }

  async columns(schema: string | null, table: string): Promise<ColumnInfo[]> {
    await this.assertTable(schema, table);
    const rows = await this.engine.meta<{
      name: string;
      type: string;
      nullable: boolean;
      dflt: string | null;
      comment: string | null;
    }>(
      `SELECT column_name AS name, data_type AS type, is_nullable AS nullable,
              column_default AS dflt, comment
       FROM duckdb_columns()
       WHERE database_name = current_database() AND schema_name = ${SCHEMA} AND table_name = $2
       ORDER BY column_index`,
      [schema, table],
    );
    return rows.map((r) => ({
      name: r.name,
      type: r.type,
      generic: this.engine.spec.genericType(r.type),
      nullable: r.nullable,
      default: r.dflt,
      comment: r.comment,
    }));
  }

  private constraints(schema: string | null, table: string, type: string) {
    return this.engine.meta<{
      name: string;
      columns: string[];
      referenced_table: string | null;
      referenced_columns: string[] | null;
      schema: string;
    }>(
      `SELECT constraint_name AS name, constraint_column_names AS columns, schema_name AS schema,
              referenced_table, referenced_column_names AS referenced_columns
       FROM duckdb_constraints()
       WHERE database_name = current_database() AND schema_name = ${SCHEMA} AND table_name = $2
         AND constraint_type = $3
       ORDER BY constraint_index`,
      [schema, table, type],
    );
  }

  async primaryKey(schema: string | null, table: string): Promise<PrimaryKeyInfo> {
    await this.assertTable(schema, table);
    const [pk] = await this.constraints(schema, table, 'PRIMARY KEY');
    return pk
      ? { name: pk.name, constrained_columns: pk.columns }
      : { name: null, constrained_columns: [] };
  }

  /** DuckDB references tables of the same schema. */
  async foreignKeys(schema: string | null, table: string): Promise<ForeignKeyInfo[]> {
    await this.assertTable(schema, table);
    const rows = await this.constraints(schema, table, 'FOREIGN KEY');
    return rows.map((r) => ({
      name: r.name,
      constrained_columns: r.columns,
      referred_schema: r.schema,
      referred_table: r.referenced_table ?? '',
      referred_columns: r.referenced_columns ?? [],
    }));
  }

  async indexes(schema: string | null, table: string): Promise<IndexInfo[]> {
    await this.assertTable(schema, table);
    const rows = await this.engine.meta<{ name: string; unique: boolean; expressions: string }>(
      `SELECT index_name AS name, is_unique AS unique, expressions
       FROM duckdb_indexes()
       WHERE database_name = current_database() AND schema_name = ${SCHEMA} AND table_name = $2
       ORDER BY index_name`,
      [schema, table],
    );
    return rows.map((r) => ({
      name: r.name,
      unique: r.unique,
      column_names: String(r.expressions)
        .replace(/^\[(.*)\]$/s, '$1')
        .split(', ')
        .map((c) => c.replace(/^"(.*)"$/, '$1').replaceAll('""', '"')),
    }));
  }

  async functionNames(): Promise<string[]> {
    const rows = await this.engine.meta<{ name: string }>(
      'SELECT DISTINCT function_name AS name FROM duckdb_functions() ORDER BY 1',
    );
    return rows.map((r) => r.name);
  }

  /** The database's macros (DuckDB's user-defined functions). */
  async userFunctions(): Promise<string[]> {
    const rows = await this.engine.meta<{ name: string }>(
      'SELECT DISTINCT function_name AS name FROM duckdb_functions() WHERE NOT internal',
    );
    return rows.map((r) => r.name);
  }
}
