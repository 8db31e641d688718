/**
 * File uploads into a database (Superset's `UploadCommand` and the readers behind
 * `POST /database/<pk>/upload/` and `/database/upload_metadata/`): who may upload where,
 * reading the file (CSV, Excel, Parquet) with a scratch DuckDB, writing the table, and the
 * dataset over it (created for the uploader, or its columns refreshed when it exists).
 */
import type { Principal } from '../../security/principal.js';
import { findDatabaseById, type DatabaseRow } from '../../meta/databases.js';
import { findDatasetByIdentity, findDatasetById, updateDataset } from '../../meta/datasets.js';
import { nowIso } from '../../meta/store.js';
import { NotFoundError } from '../../errors.js';
import { resolve, sep } from 'node:path';
import type { DuckdbEngine } from '../../engines/duckdb/engine.js';
import type { Engine } from '../../engines/types.js';
import type { ServiceContext } from '../context.js';
import type { DatabaseConnections } from '../databases/connections.js';
import type { DatabaseService } from '../databases/databaseService.js';
import { hasDatabaseWideAccess, isDatabaseVisible } from '../databases/access.js';
import { extraOf } from '../databases/presenters.js';
import type { DatasetService } from '../datasets/datasetService.js';
import { applyRefresh } from '../datasets/applyPlans.js';
import { readSourceColumns } from '../datasets/sourceColumns.js';
import { canAccessSchema } from '../../security/dataAccess.js';
import { csvColumnNames, planCsv } from './csvSource.js';
import { TypeMismatchError, UploadFailedError, UploadNotAllowedError } from './errors.js';
import { excelMetadata, planExcel } from './excelSource.js';
import type { MetadataForm, ReceivedFile, UploadForm } from './options.js';
import { parquetColumnNames, planParquet } from './parquetSource.js';
import type { SourcePlan } from './sourcePlan.js';
import { writeTable } from './tableWriter.js';
import { targetKindOf, type TargetKind } from './targetTypes.js';

export interface UploadDeps {
  ctx: ServiceContext;
  databases: DatabaseService;
  databaseConnections: DatabaseConnections;
  datasets: DatasetService;
}

export interface FileMetadataItem {
  sheet_name: string | null;
  column_names: string[];
}

const SCHEMA_NOT_ALLOWED = 'Database schema is not allowed for csv uploads.';
/** Longest names the engines keep (PostgreSQL would cut longer ones silently). */
const NAME_BYTES: Partial<Record<TargetKind, number>> = { postgresql: 63, mysql: 64 };

function schemasAllowedForUpload(row: DatabaseRow): string[] {
  const allowed = extraOf(row).schemas_allowed_for_file_upload;
  if (Array.isArray(allowed)) return allowed.filter((s): s is string => typeof s === 'string');
  if (typeof allowed === 'string' && allowed.trim()) return [allowed.trim()];
  return [];
}

function checkNameLengths(kind: TargetKind, table: string, plan: SourcePlan | null): void {
  const max = NAME_BYTES[kind];
  if (!max) return;
  const long = (n: string) => Buffer.byteLength(n) > max;
  if (long(table)) throw new UploadFailedError(`Table name "${table}" is longer than ${max} bytes`);
  const column = plan?.columns.find((c) => long(c.name));
  if (column)
    throw new UploadFailedError(`Column name "${column.name}" is longer than ${max} bytes`);
}

/**
 * A scratch in-memory DuckDB for reading the upload in `workDir` (and nothing else of the
 * host: engines/duckdb/lockdown.ts); closed after `work`.
 */
async function withScratch<T>(
  workDir: string,
  work: (duck: DuckdbEngine) => Promise<T>,
): Promise<T> {
  const { DuckdbEngine } = await import('../../engines/duckdb/engine.js');
  const duck = await DuckdbEngine.openScratch([`${resolve(workDir)}${sep}`]);
  try {
    return await work(duck);
  } finally {
    await duck.close();
  }
}

export class UploadService {
  constructor(private readonly deps: UploadDeps) {}

  /**
   * The database to upload into, checked before the file is read: it must exist and be
   * visible (else 404) and allow file uploads (else 403).
   */
  async uploadDatabase(id: number, p: Principal): Promise<DatabaseRow> {
    const row = await findDatabaseById(this.deps.ctx.store.db, id);
    if (!row || !isDatabaseVisible(p, row)) throw new NotFoundError('Database not found.');
    if (row.allow_file_upload !== 1)
      throw new UploadNotAllowedError(
        `Database "${row.database_name}" does not allow file uploads: turn on "Allow file uploads to database" (allow_file_upload) in its settings first.`,
      );
    return row;
  }

  /** Superset's `schema_allows_file_upload`, and the user's access to the schema. */
  private checkSchema(p: Principal, row: DatabaseRow, schema: string): void {
    const allowed = schemasAllowedForUpload(row);
    if (allowed.length && !allowed.includes(schema))
      throw new UploadNotAllowedError(SCHEMA_NOT_ALLOWED);
    if (!hasDatabaseWideAccess(p, row) && !canAccessSchema(p, row, schema))
      throw new UploadNotAllowedError(SCHEMA_NOT_ALLOWED);
  }

  private plan(
    duck: DuckdbEngine,
    form: UploadForm,
    file: ReceivedFile,
    dir: string,
    confirm = false,
  ) {
    if (form.type === 'excel') return planExcel(duck, file, form.read, dir, confirm);
    if (form.type === 'columnar') return planParquet(duck, file, form.read, dir);
    return planCsv(duck, { path: file.path, read: form.read }, confirm);
  }

  async upload(
    p: Principal,
    databaseId: number,
    form: UploadForm,
    file: ReceivedFile,
    workDir: string,
  ): Promise<void> {
    const row = await this.uploadDatabase(databaseId, p);
    const engine = await this.deps.databaseConnections.engineFor(row);
    const kind = targetKindOf(engine.spec);
    const schema = form.schema ?? (await engine.defaultSchema());
    this.checkSchema(p, row, schema);
    if (!(await engine.schemas()).includes(schema))
      throw new UploadFailedError(
        `Schema "${schema}" does not exist in database "${row.database_name}"`,
      );
    checkNameLengths(kind, form.tableName, null);
    await withScratch(workDir, async (duck) => {
      const target = { engine, kind, schema, table: form.tableName };
      const plan = await this.plan(duck, form, file, workDir);
      checkNameLengths(kind, form.tableName, plan);
      try {
        await writeTable(target, duck, plan, form.alreadyExists);
      } catch (error) {
        // The first rows gave a column a type a later value does not fit: read every row.
        if (!(error instanceof TypeMismatchError) || !plan.optimistic) throw error;
        await writeTable(
          target,
          duck,
          await this.plan(duck, form, file, workDir, true),
          form.alreadyExists,
        );
      }
    });
    await this.syncDataset(p, row, engine, schema, form.tableName);
  }

  /** Creates the dataset over the table for the uploader, or refreshes the existing one's columns. */
  private async syncDataset(
    p: Principal,
    row: DatabaseRow,
    engine: Engine,
    schema: string,
    table: string,
  ): Promise<void> {
    const db = this.deps.ctx.store.db;
    const identity = { database_id: row.id, catalog: null, schema, table_name: table };
    const existing = await findDatasetByIdentity(db, identity);
    if (!existing) {
      await this.deps.datasets.create(p, { database: row.id, schema, table_name: table });
      return;
    }
    const ds = await findDatasetById(db, existing.id);
    if (!ds) return;
    const source = await readSourceColumns(
      engine,
      { table_name: table, schema, sql: null },
      { principal: p, database: row, datasets: [] },
    );
    const audit = { now: nowIso(), userId: p.id };
    await db.transaction().execute(async (trx) => {
      await applyRefresh(trx, ds, source, audit);
      await updateDataset(trx, ds.id, { changed_on: audit.now, changed_by_fk: p.id });
    });
  }

  /** The column names (per sheet for Excel) the upload form offers. */
  async metadata(
    form: MetadataForm,
    file: ReceivedFile,
    workDir: string,
  ): Promise<FileMetadataItem[]> {
    if (form.type === 'excel') return excelMetadata(file, form.read);
    if (form.type === 'columnar')
      return [
        {
          sheet_name: null,
          column_names: await withScratch(workDir, (duck) =>
            parquetColumnNames(duck, file, workDir),
          ),
        },
      ];
    return [
      {
        sheet_name: null,
        column_names: await csvColumnNames({ path: file.path, read: form.read }),
      },
    ];
  }
}
