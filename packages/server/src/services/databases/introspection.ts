/**
 * What a saved connection holds, as Superset's database API lists it: schemas, tables and
 * views, a table's metadata (columns, keys, indexes, `SELECT *`), partitions, function
 * names, and the schemas open to file uploads. Every answer is narrowed to what the user
 * may reach; names go to the engine as parameters or quoted identifiers, never as SQL.
 */
import type { DatabaseTableOption, SchemasResponse, TableKey, TableMetadata } from '@tessera/core';
import * as meta from '../../meta/databases.js';
import { NotFoundError } from '../../errors.js';
import type { Engine } from '../../engines/types.js';
import type { Principal } from '../../security/principal.js';
import type { ServiceContext } from '../context.js';
import { accessibleSchemas, accessibleTables, canAccessTable } from './access.js';
import type { DatabaseService } from './databaseService.js';
import { extraOf } from './presenters.js';

function parseJsonObject(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The schemas a connection's extra opens to file uploads. */
function uploadSchemasOf(row: meta.DatabaseRow): string[] {
  const allowed = extraOf(row).schemas_allowed_for_file_upload;
  if (Array.isArray(allowed)) return allowed.filter((s): s is string => typeof s === 'string');
  if (typeof allowed === 'string' && allowed.trim()) return [allowed.trim()];
  return [];
}

export interface TableRef {
  table: string;
  schema: string | null;
}

export class DatabaseIntrospection {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly databases: DatabaseService,
  ) {}

  private engine(row: meta.DatabaseRow): Promise<Engine> {
    return this.databases.connections.engineFor(row);
  }

  private datasets(row: meta.DatabaseRow) {
    return meta.datasetsOfDatabase(this.ctx.store.db, row.id);
  }

  /** The schemas the user reaches (those open to uploads with `uploadAllowed`), and which of
   * them the connection opens in. */
  async schemas(
    id: number,
    p: Principal,
    options: { uploadAllowed?: boolean } = {},
  ): Promise<SchemasResponse> {
    const row = await this.databases.findVisible(id, p);
    const engine = await this.engine(row);
    const [all, defaultSchema, datasets] = await Promise.all([
      engine.schemas(),
      engine.defaultSchema(),
      this.datasets(row),
    ]);
    const answer = (result: string[]): SchemasResponse => ({
      result,
      default_schema: result.includes(defaultSchema) ? defaultSchema : null,
    });
    const schemas = accessibleSchemas(p, row, all, datasets);
    if (!options.uploadAllowed) return answer(schemas);
    if (row.allow_file_upload !== 1) return answer([]);
    const allowed = new Set(uploadSchemasOf(row).map((s) => s.toLowerCase()));
    return answer(allowed.size ? schemas.filter((s) => allowed.has(s.toLowerCase())) : schemas);
  }

  async tables(
    id: number,
    p: Principal,
    schemaName: string | null,
  ): Promise<{ count: number; result: DatabaseTableOption[] }> {
    const row = await this.databases.findVisible(id, p);
    const engine = await this.engine(row);
    const schema = schemaName || (await engine.defaultSchema());
    const datasets = await this.datasets(row);
    const visible = accessibleTables(p, row, schema, await engine.tables(schema), datasets);
    const extraByName = new Map(
      datasets
        .filter((ds) => ds.schema === schema || (ds.schema === null && !schemaName))
        .map((ds) => [ds.table_name, parseJsonObject(ds.extra)]),
    );
    const result = visible
      .map((t): DatabaseTableOption =>
        t.type === 'table'
          ? { value: t.name, type: 'table', extra: extraByName.get(t.name) ?? null }
          : { value: t.name, type: t.type },
      )
      .sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    return { count: result.length, result };
  }

  /** The connection and an engine, once the user is known to reach the table (404 otherwise). */
  private async forTable(id: number, p: Principal, ref: TableRef) {
    const row = await this.databases.findVisible(id, p);
    if (!canAccessTable(p, row, ref.schema, ref.table, await this.datasets(row))) {
      throw new NotFoundError('No such table');
    }
    return { row, engine: await this.engine(row) };
  }

  /** Superset's `get_table_metadata`: columns with their keys, keys, indexes, select star. */
  async tableMetadata(id: number, p: Principal, ref: TableRef): Promise<TableMetadata> {
    const { engine } = await this.forTable(id, p, ref);
    const { table, schema } = ref;
    const columns = await engine.columns(schema, table);
    const [primaryKey, foreignKeys, indexes, partitions] = await Promise.all([
      engine.primaryKey(schema, table),
      engine.foreignKeys(schema, table),
      engine.indexes(schema, table),
      engine.partitions(schema, table),
    ]);
    const keys: TableKey[] = [];
    let pk: Record<string, unknown> = { ...primaryKey };
    if (primaryKey.constrained_columns.length) {
      const pkKey: TableKey = {
        name: primaryKey.name,
        column_names: primaryKey.constrained_columns,
        type: 'pk',
      };
      pk = pkKey;
      keys.push(pkKey);
    }
    const fks: TableKey[] = foreignKeys.map(({ constrained_columns, ...fk }) => ({
      ...fk,
      column_names: constrained_columns,
      type: 'fk',
      options: {},
    }));
    const idx: TableKey[] = indexes.map((index) => ({ ...index, type: 'index' }));
    keys.push(...fks, ...idx);
    return {
      name: table,
      columns: columns.map((c) => ({
        name: c.name,
        type: c.type.includes('(') ? c.type.split('(')[0] : c.type,
        longType: c.type,
        keys: keys.filter((k) => k.column_names.includes(c.name)),
        comment: c.comment,
      })),
      selectStar: await engine.selectStar(schema, table),
      primaryKey: pk,
      foreignKeys: fks,
      indexes: keys,
      comment: null,
      ...(partitions ? { partitions: { ...partitions, latest: {} } } : {}),
    };
  }

  /** Engine-specific extras (partitions), `{}` when there are none. */
  async tableExtra(id: number, p: Principal, ref: TableRef): Promise<Record<string, unknown>> {
    const { engine } = await this.forTable(id, p, ref);
    await engine.columns(ref.schema, ref.table);
    const partitions = await engine.partitions(ref.schema, ref.table);
    return partitions ? { partitions: { ...partitions, latest: {} } } : {};
  }

  async selectStar(id: number, p: Principal, ref: TableRef): Promise<string> {
    const { engine } = await this.forTable(id, p, ref);
    return engine.selectStar(ref.schema, ref.table);
  }

  async functionNames(id: number, p: Principal): Promise<string[]> {
    const row = await this.databases.findVisible(id, p);
    return (await this.engine(row)).functionNames();
  }

  /** The schemas the extra opens to uploads that the user may reach. */
  async schemasForFileUpload(id: number, p: Principal): Promise<string[]> {
    const row = await this.databases.findVisible(id, p);
    return accessibleSchemas(p, row, uploadSchemasOf(row), await this.datasets(row));
  }
}
