/**
 * PostgreSQL introspection from pg_catalog (one query per question, fast on schemas with
 * thousands of tables). Lists what SQLAlchemy's inspector lists for Superset: schemas not
 * starting with `pg_`; tables (including partitions and foreign tables), views and
 * materialized views; indexes other than the primary key's.
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
import type { PostgresEngine } from './engine.js';

const RELATION = `
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = COALESCE($1, current_schema()) AND c.relname = $2
    AND c.relkind IN ('r', 'p', 'v', 'm', 'f')`;

const PARTITION_STRATEGIES: Record<string, string> = { r: 'range', l: 'list', h: 'hash' };

export class PostgresIntrospection {
  constructor(private readonly engine: PostgresEngine) {}

  async defaultSchema(): Promise<string> {
    const rows = await this.engine.meta<{ schema: string }>('SELECT current_schema() AS schema');
    return rows[0].schema;
  }

  async schemas(): Promise<string[]> {
    const rows = await this.engine.meta<{ name: string }>(
      `SELECT nspname AS name FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' ORDER BY nspname`,
    );
    return rows.map((r) => r.name);
  }

  async tables(schema: string | null): Promise<TableInfo[]> {
    const rows = await this.engine.meta<{ name: string; kind: string }>(
      `SELECT c.relname AS name, c.relkind AS kind
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = COALESCE($1, current_schema()) AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
       ORDER BY c.relname`,
      [schema],
    );
    return rows.map((r) => ({
      name: r.name,
      type: r.kind === 'v' ? 'view' : r.kind === 'm' ? 'materialized_view' : 'table',
    }));
  }

  private async relationOid(schema: string | null, table: string): Promise<number> {
    const rows = await this.engine.meta<{ oid: number }>(`SELECT c.oid::int AS oid ${RELATION}`, [
      schema,
      table,
    ]);
    if (rows.length === 0) {
      throw engineError(
        'PostgreSQL',
        'TABLE_DOES_NOT_EXIST_ERROR',
        `The table "${schema ? `${schema}.` : ''}${table}" does not exist. A valid table must be used to run this query.`,
        {},
        404,
      );
    }
    return rows[0].oid;
  }

  async columns(schema: string | null, table: string): Promise<ColumnInfo[]> {
    const oid = await this.relationOid(schema, table);
    const rows = await this.engine.meta<{
      name: string;
      type: string;
      builtin: boolean;
      nullable: boolean;
      default: string | null;
      comment: string | null;
    }>(
      `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
              tn.nspname = 'pg_catalog' AS builtin, NOT a.attnotnull AS nullable,
              pg_get_expr(d.adbin, d.adrelid) AS default, col_description(a.attrelid, a.attnum) AS comment
       FROM pg_attribute a
       JOIN pg_type t ON t.oid = a.atttypid JOIN pg_namespace tn ON tn.oid = t.typnamespace
       LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
       WHERE a.attrelid = $1 AND a.attnum > 0 AND NOT a.attisdropped
       ORDER BY a.attnum`,
      [oid],
    );
    return rows.map((r) => {
      const type = r.builtin ? r.type.toUpperCase() : r.type;
      return {
        name: r.name,
        type,
        generic: this.engine.spec.genericType(type),
        nullable: r.nullable,
        default: r.default,
        comment: r.comment,
      };
    });
  }

  /** Column names of a constraint key, in key order. */
  private static keyColumns = (relation: string, key: string) =>
    `ARRAY(SELECT a.attname::text FROM unnest(${key}) WITH ORDINALITY k(attnum, ord)
           JOIN pg_attribute a ON a.attrelid = ${relation} AND a.attnum = k.attnum ORDER BY k.ord)`;

  async primaryKey(schema: string | null, table: string): Promise<PrimaryKeyInfo> {
    const oid = await this.relationOid(schema, table);
    const rows = await this.engine.meta<{ name: string; columns: string[] }>(
      `SELECT con.conname AS name, ${PostgresIntrospection.keyColumns('con.conrelid', 'con.conkey')} AS columns
       FROM pg_constraint con WHERE con.conrelid = $1 AND con.contype = 'p'`,
      [oid],
    );
    return rows[0]
      ? { name: rows[0].name, constrained_columns: rows[0].columns }
      : { name: null, constrained_columns: [] };
  }

  async foreignKeys(schema: string | null, table: string): Promise<ForeignKeyInfo[]> {
    const oid = await this.relationOid(schema, table);
    const rows = await this.engine.meta<{
      name: string;
      columns: string[];
      referred_schema: string;
      referred_table: string;
      referred_columns: string[];
    }>(
      `SELECT con.conname AS name,
              ${PostgresIntrospection.keyColumns('con.conrelid', 'con.conkey')} AS columns,
              rn.nspname AS referred_schema, rc.relname AS referred_table,
              ${PostgresIntrospection.keyColumns('con.confrelid', 'con.confkey')} AS referred_columns
       FROM pg_constraint con
       JOIN pg_class rc ON rc.oid = con.confrelid JOIN pg_namespace rn ON rn.oid = rc.relnamespace
       WHERE con.conrelid = $1 AND con.contype = 'f'
       ORDER BY con.conname`,
      [oid],
    );
    return rows.map((r) => ({
      name: r.name,
      constrained_columns: r.columns,
      referred_schema: r.referred_schema,
      referred_table: r.referred_table,
      referred_columns: r.referred_columns,
    }));
  }

  async indexes(schema: string | null, table: string): Promise<IndexInfo[]> {
    const oid = await this.relationOid(schema, table);
    const rows = await this.engine.meta<{ name: string; columns: string[]; unique: boolean }>(
      `SELECT ic.relname AS name, ix.indisunique AS unique,
              ARRAY(SELECT pg_get_indexdef(ix.indexrelid, k.ord::int + 1, true)
                    FROM generate_subscripts(ix.indkey, 1) AS k(ord)
                    WHERE k.ord < ix.indnkeyatts ORDER BY k.ord) AS columns
       FROM pg_index ix JOIN pg_class ic ON ic.oid = ix.indexrelid
       WHERE ix.indrelid = $1 AND NOT ix.indisprimary
       ORDER BY ic.relname`,
      [oid],
    );
    return rows.map((r) => ({
      name: r.name,
      column_names: r.columns.map((c) => c.replace(/^"(.*)"$/, '$1')),
      unique: r.unique,
    }));
  }

  /** Declarative partitioning: strategy, key columns and each partition's bound. */
  async partitions(schema: string | null, table: string): Promise<PartitionInfo | null> {
    const oid = await this.relationOid(schema, table);
    const keys = await this.engine.meta<{
      strategy: string;
      keydef: string;
      columns: (string | null)[];
    }>(
      `SELECT pt.partstrat AS strategy, pg_get_partkeydef(pt.partrelid) AS keydef,
              ARRAY(SELECT a.attname::text FROM unnest(pt.partattrs::int2[]) WITH ORDINALITY k(attnum, ord)
                    LEFT JOIN pg_attribute a ON a.attrelid = pt.partrelid AND a.attnum = k.attnum
                    ORDER BY k.ord) AS columns
       FROM pg_partitioned_table pt WHERE pt.partrelid = $1`,
      [oid],
    );
    if (keys.length === 0) return null;
    const parts = await this.engine.meta<{ name: string; bound: string | null }>(
      `SELECT c.relname AS name, pg_get_expr(c.relpartbound, c.oid) AS bound
       FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
       WHERE i.inhparent = $1 ORDER BY c.relname`,
      [oid],
    );
    const key = keys[0];
    // Expression keys have attnum 0: show the key definition's text instead.
    const expressionKey = /^\w+\s*\((.*)\)$/.exec(key.keydef)?.[1] ?? key.keydef;
    return {
      strategy: PARTITION_STRATEGIES[key.strategy] ?? key.strategy,
      cols: key.columns.every((c) => c !== null) ? (key.columns as string[]) : [expressionKey],
      partitions: parts.map((p) => ({ name: p.name, bound: p.bound })),
    };
  }

  /** Functions a user can call: visible, not taking or returning internal pseudo-types. */
  async functionNames(): Promise<string[]> {
    const rows = await this.engine.meta<{ name: string }>(
      `SELECT DISTINCT p.proname AS name FROM pg_proc p
       WHERE pg_function_is_visible(p.oid)
         AND p.prorettype NOT IN ('internal'::regtype, 'cstring'::regtype, 'trigger'::regtype,
                                  'event_trigger'::regtype, 'language_handler'::regtype,
                                  'fdw_handler'::regtype, 'index_am_handler'::regtype,
                                  'table_am_handler'::regtype, 'tsm_handler'::regtype)
         AND NOT ('internal'::regtype::oid = ANY (p.proargtypes::oid[]))
         AND NOT ('cstring'::regtype::oid = ANY (p.proargtypes::oid[]))
       ORDER BY 1`,
    );
    return rows.map((r) => r.name);
  }

  /**
   * Functions and procedures made after the database was initialised (oid 16384 and up,
   * in whatever schema, pg_catalog included) and not of an extension.
   */
  async userFunctions(): Promise<string[]> {
    const rows = await this.engine.meta<{ name: string }>(
      `SELECT DISTINCT p.proname AS name FROM pg_proc p
       WHERE p.oid >= 16384
         AND NOT EXISTS (SELECT 1 FROM pg_depend d
                         WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid
                           AND d.deptype = 'e')`,
    );
    return rows.map((r) => r.name);
  }

  /** pg_catalog's relations: PostgreSQL searches it before the default schema. */
  async systemRelations(): Promise<{ name: string; schema: string }[]> {
    return this.engine.meta<{ name: string; schema: string }>(
      `SELECT c.relname AS name, 'pg_catalog' AS schema FROM pg_class c
       WHERE c.relnamespace = 'pg_catalog'::regnamespace AND c.relkind IN ('r', 'v', 'm', 'p', 'f')`,
    );
  }
}
