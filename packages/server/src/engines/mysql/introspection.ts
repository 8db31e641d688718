/**
 * MySQL / MariaDB introspection from information_schema. A schema is a database; the
 * default schema is the URI's database. Names are compared as the server stores them.
 */
import { engineError } from '../engineErrors.js';
import type {
  ColumnInfo,
  ForeignKeyInfo,
  IndexInfo,
  PartitionInfo,
  PrimaryKeyInfo,
  TableInfo,
} from '../types.js';
import type { MysqlEngine } from './engine.js';
import { MYSQL_FUNCTION_NAMES } from './functionNames.js';

const SCHEMA = 'COALESCE(?, DATABASE())';

export class MysqlIntrospection {
  constructor(private readonly engine: MysqlEngine) {}

  async defaultSchema(): Promise<string> {
    const rows = await this.engine.meta<{ name: string | null }>('SELECT DATABASE() AS name');
    return rows[0]?.name ?? '';
  }

  async schemas(): Promise<string[]> {
    const rows = await this.engine.meta<{ name: string }>(
      'SELECT SCHEMA_NAME AS name FROM information_schema.SCHEMATA ORDER BY SCHEMA_NAME',
    );
    return rows.map((r) => r.name);
  }

  async tables(schema: string | null): Promise<TableInfo[]> {
    const rows = await this.engine.meta<{ name: string; type: string }>(
      `SELECT TABLE_NAME AS name, TABLE_TYPE AS type FROM information_schema.TABLES
       WHERE TABLE_SCHEMA = ${SCHEMA} ORDER BY TABLE_NAME`,
      [schema],
    );
    return rows.map((r) => ({ name: r.name, type: /VIEW/.test(r.type) ? 'view' : 'table' }));
  }

  private async assertTable(schema: string | null, table: string): Promise<void> {
    const rows = await this.engine.meta<{ n: number }>(
      `SELECT COUNT(*) AS n FROM information_schema.TABLES WHERE TABLE_SCHEMA = ${SCHEMA} AND TABLE_NAME = ?`,
      [schema, table],
    );
    if (Number(rows[0]?.n ?? 0) === 0) {
      throw engineError(
        this.engine.spec.engineName,
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
      nullable: string;
      dflt: string | null;
      comment: string | null;
    }>(
      `SELECT COLUMN_NAME AS name, COLUMN_TYPE AS type, IS_NULLABLE AS nullable,
              COLUMN_DEFAULT AS dflt, COLUMN_COMMENT AS comment
       FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ${SCHEMA} AND TABLE_NAME = ?
       ORDER BY ORDINAL_POSITION`,
      [schema, table],
    );
    return rows.map((r) => {
      const type = String(r.type).toUpperCase();
      return {
        name: r.name,
        type,
        generic: this.engine.spec.genericType(type),
        nullable: r.nullable === 'YES',
        // MariaDB writes a NULL default as the text NULL.
        default: r.dflt === null || r.dflt === 'NULL' ? null : String(r.dflt),
        comment: r.comment ? r.comment : null,
      };
    });
  }

  async primaryKey(schema: string | null, table: string): Promise<PrimaryKeyInfo> {
    await this.assertTable(schema, table);
    const rows = await this.engine.meta<{ name: string }>(
      `SELECT COLUMN_NAME AS name FROM information_schema.KEY_COLUMN_USAGE
       WHERE TABLE_SCHEMA = ${SCHEMA} AND TABLE_NAME = ? AND CONSTRAINT_NAME = 'PRIMARY'
       ORDER BY ORDINAL_POSITION`,
      [schema, table],
    );
    return rows.length > 0
      ? { name: 'PRIMARY', constrained_columns: rows.map((r) => r.name) }
      : { name: null, constrained_columns: [] };
  }

  async foreignKeys(schema: string | null, table: string): Promise<ForeignKeyInfo[]> {
    await this.assertTable(schema, table);
    const rows = await this.engine.meta<{
      name: string;
      col: string;
      rschema: string;
      rtable: string;
      rcol: string;
    }>(
      `SELECT CONSTRAINT_NAME AS name, COLUMN_NAME AS col, REFERENCED_TABLE_SCHEMA AS rschema,
              REFERENCED_TABLE_NAME AS rtable, REFERENCED_COLUMN_NAME AS rcol
       FROM information_schema.KEY_COLUMN_USAGE
       WHERE TABLE_SCHEMA = ${SCHEMA} AND TABLE_NAME = ? AND REFERENCED_TABLE_NAME IS NOT NULL
       ORDER BY CONSTRAINT_NAME, ORDINAL_POSITION`,
      [schema, table],
    );
    const keys = new Map<string, ForeignKeyInfo>();
    for (const r of rows) {
      const key = keys.get(r.name) ?? {
        name: r.name,
        constrained_columns: [],
        referred_schema: r.rschema,
        referred_table: r.rtable,
        referred_columns: [],
      };
      key.constrained_columns.push(r.col);
      key.referred_columns.push(r.rcol);
      keys.set(r.name, key);
    }
    return [...keys.values()];
  }

  async indexes(schema: string | null, table: string): Promise<IndexInfo[]> {
    await this.assertTable(schema, table);
    const rows = await this.engine.meta<{ name: string; col: string | null; nonUnique: number }>(
      `SELECT INDEX_NAME AS name, COLUMN_NAME AS col, NON_UNIQUE AS nonUnique
       FROM information_schema.STATISTICS
       WHERE TABLE_SCHEMA = ${SCHEMA} AND TABLE_NAME = ? AND INDEX_NAME <> 'PRIMARY'
       ORDER BY INDEX_NAME, SEQ_IN_INDEX`,
      [schema, table],
    );
    const indexes = new Map<string, IndexInfo>();
    for (const r of rows) {
      const index = indexes.get(r.name) ?? {
        name: r.name,
        column_names: [],
        unique: Number(r.nonUnique) === 0,
      };
      if (r.col !== null) index.column_names.push(r.col);
      indexes.set(r.name, index);
    }
    return [...indexes.values()];
  }

  async partitions(schema: string | null, table: string): Promise<PartitionInfo | null> {
    await this.assertTable(schema, table);
    const rows = await this.engine.meta<{
      name: string;
      method: string;
      expression: string;
      description: string | null;
    }>(
      `SELECT PARTITION_NAME AS name, PARTITION_METHOD AS method,
              PARTITION_EXPRESSION AS expression, PARTITION_DESCRIPTION AS description
       FROM information_schema.PARTITIONS
       WHERE TABLE_SCHEMA = ${SCHEMA} AND TABLE_NAME = ? AND PARTITION_NAME IS NOT NULL
       ORDER BY PARTITION_ORDINAL_POSITION`,
      [schema, table],
    );
    if (rows.length === 0) return null;
    return {
      strategy: rows[0].method.toLowerCase(),
      cols: rows[0].expression.split(',').map((c) => c.trim().replace(/^`(.*)`$/, '$1')),
      partitions: rows.map((r) => ({ name: r.name, bound: r.description })),
    };
  }

  /** Built-in functions (MySQL has no catalog of them) and the schema's stored functions. */
  async functionNames(): Promise<string[]> {
    const rows = await this.engine.meta<{ name: string }>(
      `SELECT DISTINCT ROUTINE_NAME AS name FROM information_schema.ROUTINES
       WHERE ROUTINE_SCHEMA = DATABASE() AND ROUTINE_TYPE = 'FUNCTION'`,
    );
    return [...new Set([...MYSQL_FUNCTION_NAMES, ...rows.map((r) => r.name)])].sort();
  }

  /** Stored functions and procedures of every schema the connection sees. */
  async userFunctions(): Promise<string[]> {
    const rows = await this.engine.meta<{ name: string }>(
      `SELECT DISTINCT ROUTINE_NAME AS name FROM information_schema.ROUTINES
       WHERE ROUTINE_SCHEMA NOT IN ('sys', 'mysql', 'information_schema', 'performance_schema')`,
    );
    return rows.map((r) => r.name);
  }
}
