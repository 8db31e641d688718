/**
 * SQLite introspection from sqlite_master and the table-valued pragmas. Schemas are the
 * attached databases (`main`, ...); names are always bound as parameters or quoted.
 */
import { engineError } from '../engineErrors.js';
import type { ColumnInfo, ForeignKeyInfo, IndexInfo, PrimaryKeyInfo, TableInfo } from '../types.js';
import type { SqliteEngine } from './engine.js';
import { SQLITE_FUNCTION_NAMES } from './functionNames.js';

export class SqliteIntrospection {
  constructor(private readonly engine: SqliteEngine) {}

  async defaultSchema(): Promise<string> {
    return 'main';
  }

  async schemas(): Promise<string[]> {
    const rows = await this.engine.meta<{ name: string }>(
      "SELECT name FROM pragma_database_list WHERE name <> 'temp' ORDER BY seq",
    );
    return rows.map((r) => r.name);
  }

  async tables(schema: string | null): Promise<TableInfo[]> {
    const master = `${this.engine.spec.quoteIdentifier(schema ?? 'main')}.sqlite_master`;
    const rows = await this.engine.meta<{ name: string; type: string }>(
      `SELECT name, type FROM ${master}
       WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name`,
    );
    return rows.map((r) => ({ name: r.name, type: r.type === 'view' ? 'view' : 'table' }));
  }

  private async tableInfo(schema: string | null, table: string) {
    const rows = await this.engine.meta<{
      name: string;
      type: string;
      notnull: bigint | number;
      dflt_value: string | null;
      pk: bigint | number;
    }>('SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(?, ?) ORDER BY cid', [
      table,
      schema ?? 'main',
    ]);
    if (rows.length === 0) {
      throw engineError(
        'SQLite',
        'TABLE_DOES_NOT_EXIST_ERROR',
        `The table "${schema ? `${schema}.` : ''}${table}" does not exist. A valid table must be used to run this query.`,
        {},
        404,
      );
    }
    return rows;
  }

  async columns(schema: string | null, table: string): Promise<ColumnInfo[]> {
    const rows = await this.tableInfo(schema, table);
    return rows.map((r) => {
      const type = String(r.type ?? '').toUpperCase();
      return {
        name: r.name,
        type,
        generic: this.engine.spec.genericType(type),
        // A primary key column is NOT NULL in SQLite only when declared so; report it as declared.
        nullable: Number(r.notnull) === 0,
        default: r.dflt_value,
        comment: null,
      };
    });
  }

  async primaryKey(schema: string | null, table: string): Promise<PrimaryKeyInfo> {
    const rows = await this.tableInfo(schema, table);
    const key = rows.filter((r) => Number(r.pk) > 0).sort((a, b) => Number(a.pk) - Number(b.pk));
    return { name: null, constrained_columns: key.map((r) => r.name) };
  }

  async foreignKeys(schema: string | null, table: string): Promise<ForeignKeyInfo[]> {
    await this.tableInfo(schema, table);
    const rows = await this.engine.meta<{
      id: bigint | number;
      table: string;
      from: string;
      to: string | null;
    }>('SELECT id, "table", "from", "to" FROM pragma_foreign_key_list(?, ?) ORDER BY id, seq', [
      table,
      schema ?? 'main',
    ]);
    const keys = new Map<number, ForeignKeyInfo>();
    for (const r of rows) {
      const id = Number(r.id);
      const key = keys.get(id) ?? {
        name: null,
        constrained_columns: [],
        referred_schema: schema ?? 'main',
        referred_table: r.table,
        referred_columns: [],
      };
      key.constrained_columns.push(r.from);
      if (r.to !== null) key.referred_columns.push(r.to);
      keys.set(id, key);
    }
    return [...keys.values()];
  }

  async indexes(schema: string | null, table: string): Promise<IndexInfo[]> {
    await this.tableInfo(schema, table);
    const rows = await this.engine.meta<{
      name: string;
      unique: bigint | number;
      columns: string | null;
    }>(
      `SELECT il.name AS name, il."unique" AS "unique",
              (SELECT json_group_array(ii.name) FROM (SELECT name FROM pragma_index_info(il.name, ?) ORDER BY seqno) ii) AS columns
       FROM pragma_index_list(?, ?) il WHERE il.origin <> 'pk' ORDER BY il.name`,
      [schema ?? 'main', table, schema ?? 'main'],
    );
    return rows.map((r) => ({
      name: r.name,
      unique: Number(r.unique) === 1,
      column_names: (JSON.parse(r.columns ?? '[]') as (string | null)[]).filter(
        (c): c is string => c !== null,
      ),
    }));
  }

  async functionNames(): Promise<string[]> {
    try {
      const rows = await this.engine.meta<{ name: string }>(
        'SELECT DISTINCT name FROM pragma_function_list ORDER BY name',
      );
      return rows.map((r) => r.name);
    } catch {
      return [...SQLITE_FUNCTION_NAMES];
    }
  }

  /** SQLite databases define no functions of their own (the application registers them). */
  async userFunctions(): Promise<string[]> {
    return [];
  }
}
