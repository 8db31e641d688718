/**
 * The dashboard export of Superset before 1.0 (`export_dashboards`: one JSON with
 * `dashboards` and `datasources`, each object wrapped as `{"__Dashboard__": {...}}`),
 * imported on a best-effort basis through the v1 importers in one transaction: each
 * datasource onto the database its `params.database_name` names (reusing the same table's
 * dataset), each slice as a new chart on its datasource, each dashboard as a new one (its
 * slug dropped, as Superset does) whose layout and metadata follow the new chart ids, the
 * charts its layout lacks appended in a new row.
 */
import { randomUUID } from 'node:crypto';
import { BUNDLE_VERSION, bundleFileErrors } from '@tessera/core';
import { findDatabaseByName } from '../../meta/databases.js';
import { findChart } from '../../meta/charts.js';
import { findDatasetById, findDatasetByIdentity } from '../../meta/datasets.js';
import type { Principal } from '../../security/principal.js';
import { BundleRefusedError } from './bundleErrors.js';
import type { BundleConfig } from './bundleConfigs.js';
import { appendCharts } from './exportDashboards.js';
import { FILE_SCHEMAS } from './importCommands.js';
import { importChart } from './importCharts.js';
import { importDashboard } from './importDashboards.js';
import { importDataset } from './importDatasets.js';
import { ImportRun, type ImportDeps } from './importRun.js';
import { relinkAnnotations } from './relinkAnnotations.js';
import { isObject, nativeFilterTargets, type JsonObject } from './relinkDashboard.js';

const unwrap = (value: unknown, tag: string): JsonObject | null => {
  const inner = isObject(value) ? value[`__${tag}__`] : undefined;
  return isObject(inner) ? inner : null;
};
const list = (value: unknown, tag: string): JsonObject[] =>
  Array.isArray(value)
    ? value.flatMap((v): JsonObject[] => {
        const inner = unwrap(v, tag);
        return inner ? [inner] : [];
      })
    : [];
const jsonOf = (text: unknown): JsonObject => {
  if (isObject(text)) return text;
  try {
    const value: unknown = typeof text === 'string' ? JSON.parse(text) : null;
    return isObject(value) ? value : {};
  } catch {
    return {};
  }
};

/** The id a slice had where it was exported (what its dashboard's layout names). */
const oldChartId = (slice: JsonObject, params: JsonObject) => Number(slice.id ?? params.remote_id);

/** Whether a parsed JSON is a legacy dashboard export. */
export function isLegacyExport(value: unknown): value is JsonObject {
  return isObject(value) && Array.isArray(value.dashboards);
}

class LegacyImport {
  /** Old dataset id -> new dataset uuid. */
  private readonly datasets = new Map<number, string>();
  /** Old chart id -> the new chart (by table name too, for slices naming their table). */
  private readonly charts = new Map<number, { id: number; uuid: string; slice_name: string }>();

  constructor(private readonly run: ImportRun) {}

  /** A v1 file made of a legacy object, checked by its kind's schema (else its problems noted). */
  private fileOf(kind: BundleConfig['kind'], path: string, value: JsonObject): BundleConfig | null {
    const uuid = typeof value.uuid === 'string' ? value.uuid.toLowerCase() : randomUUID();
    const parsed = FILE_SCHEMAS[kind].safeParse({ ...value, uuid, version: BUNDLE_VERSION });
    if (parsed.success) return { path, kind, uuid, config: parsed.data as JsonObject };
    this.run.problems.add(path, bundleFileErrors(parsed.error));
    return null;
  }

  async datasource(table: JsonObject): Promise<void> {
    const params = jsonOf(table.params);
    const path = `datasources/${String(table.table_name)}`;
    const database = await findDatabaseByName(this.run.trx, String(params.database_name ?? ''));
    if (!database)
      return void this.run.problems.add(path, {
        database_name: [`Database ${String(params.database_name)} does not exist`],
      });
    const { remote_id: remoteId, database_name: _, import_time: __, ...rest } = params;
    const file = this.fileOf('datasets', path, {
      ...table,
      params: Object.keys(rest).length ? rest : null,
      columns: list(table.columns, 'TableColumn'),
      metrics: list(table.metrics, 'SqlMetric'),
      database_uuid: database.uuid,
    });
    if (!file) return;
    const id = await importDataset(this.run, file, false);
    const dataset = id === undefined ? undefined : await findDatasetById(this.run.trx, id);
    const oldId = Number(remoteId ?? table.id);
    if (dataset && Number.isInteger(oldId)) this.datasets.set(oldId, dataset.uuid);
  }

  /** The uuid of a slice's dataset: by its old id, else by its table's name. */
  private async datasetOf(slice: JsonObject, params: JsonObject): Promise<string | undefined> {
    const byId = this.datasets.get(Number(slice.datasource_id));
    if (byId) return byId;
    const database = await findDatabaseByName(this.run.trx, String(params.database_name ?? ''));
    const table = params.datasource_name ?? slice.datasource_name;
    if (!database || typeof table !== 'string') return undefined;
    const schema = typeof params.schema === 'string' && params.schema ? params.schema : null;
    const found = await findDatasetByIdentity(this.run.trx, {
      database_id: database.id,
      catalog: null,
      schema,
      table_name: table.includes('.') && schema ? table.slice(schema.length + 1) : table,
    });
    return found && (await findDatasetById(this.run.trx, found.id))?.uuid;
  }

  async slice(slice: JsonObject): Promise<void> {
    const params = jsonOf(slice.params);
    const path = `slices/${String(slice.slice_name)}`;
    const datasetUuid = await this.datasetOf(slice, params);
    if (!datasetUuid)
      return void this.run.problems.add(path, { dataset_uuid: ['Datasource does not exist'] });
    const { remote_id: _, import_time: __, ...formData } = params;
    const file = this.fileOf('charts', path, {
      ...slice,
      params: formData,
      query_context: typeof slice.query_context === 'string' ? slice.query_context : null,
      dataset_uuid: datasetUuid,
      uuid: null,
    });
    const id = file ? await importChart(this.run, file, false) : undefined;
    const chart = id === undefined ? undefined : await findChart(this.run.trx, id);
    if (chart) this.charts.set(oldChartId(slice, params), chart);
  }

  async dashboard(dashboard: JsonObject): Promise<void> {
    const slices = list(dashboard.slices, 'Slice');
    for (const slice of slices) await this.slice(slice);
    const position = jsonOf(dashboard.position_json);
    const metadata = jsonOf(dashboard.json_metadata);
    const shown = new Set<number>();
    for (const node of Object.values(position))
      if (isObject(node) && node.type === 'CHART' && isObject(node.meta)) {
        const chart = this.charts.get(node.meta.chartId as number);
        if (chart) node.meta.uuid = chart.uuid;
        shown.add(node.meta.chartId as number);
      }
    const missing = slices.flatMap((s) => {
      const old = oldChartId(s, jsonOf(s.params));
      const chart = this.charts.get(old);
      // named by its old id, as the layout's other CHARTs and the metadata name charts
      return chart && !shown.has(old) ? [{ ...chart, id: old }] : [];
    });
    if (missing.length) appendCharts(position, missing);
    for (const target of nativeFilterTargets(metadata)) {
      const uuid = this.datasets.get(target.datasetId as number);
      if (uuid) target.datasetUuid = uuid;
      if (uuid) delete target.datasetId;
    }
    metadata.remote_id = dashboard.id;
    metadata.import_time = Math.floor(Date.now() / 1000);
    const path = `dashboards/${String(dashboard.dashboard_title)}`;
    const file = this.fileOf('dashboards', path, {
      ...dashboard,
      slug: null,
      position,
      metadata,
      uuid: null,
    });
    if (file) await importDashboard(this.run, file, false);
  }
}

/** Imports a legacy export; answers nothing, or 422 with what went wrong where. */
export async function importLegacyExport(
  deps: ImportDeps,
  principal: Principal,
  data: JsonObject,
): Promise<void> {
  const dashboards = list(data.dashboards, 'Dashboard');
  if (!dashboards.length) throw new BundleRefusedError('No data in file');
  await deps.ctx.store.db.transaction().execute(async (trx) => {
    const run = new ImportRun(trx, principal, deps);
    const legacy = new LegacyImport(run);
    for (const table of list(data.datasources, 'SqlaTable')) await legacy.datasource(table);
    for (const dashboard of dashboards) await legacy.dashboard(dashboard);
    await relinkAnnotations(run);
    run.problems.throwIfAny('dashboard');
  });
}
