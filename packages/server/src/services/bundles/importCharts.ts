/**
 * A bundle's chart (Superset's `import_chart`): on the dataset its `dataset_uuid` names (the
 * bundle's, or one stored), with `params.datasource` and the query context pointed at it
 * (`update_chart_config_dataset`); checked as the chart API checks a new chart; overwritten
 * only by an owner (or an admin) who sees it. Its annotations are pointed at this store's
 * layers and charts once every file is in (relinkAnnotations.ts).
 */
import { bundleFileErrors, ChartCreate, type ChartBundleFile } from '@tessera/core';
import { findChart, insertChart, updateChart } from '../../meta/charts.js';
import { findDatasetById } from '../../meta/datasets.js';
import { ownerIds, setOwners } from '../../meta/owners.js';
import { datasetPerm, schemaPerm } from '../../security/dataAccess.js';
import { canReadChart } from '../charts/access.js';
import { annotationLists, parsedJson } from './annotationRefs.js';
import type { BundleConfig } from './bundleConfigs.js';
import type { ImportRun } from './importRun.js';
import { isObject, type JsonObject } from './relinkDashboard.js';

/** The form data on its new dataset. */
const relinkParams = (params: JsonObject, datasetId: number): JsonObject => ({
  ...params,
  datasource: `${datasetId}__table`,
});

/** The query context on its new dataset (its text kept when it is not an object). */
function relinkQueryContext(text: string | null | undefined, datasetId: number): string | null {
  if (!text) return null;
  const context: unknown = JSON.parse(text);
  if (!isObject(context)) return text;
  context.datasource = { id: datasetId, type: 'table' };
  if (isObject(context.form_data)) context.form_data.datasource = `${datasetId}__table`;
  if (Array.isArray(context.queries))
    for (const query of context.queries)
      if (isObject(query) && 'datasource' in query) query.datasource = context.datasource;
  return JSON.stringify(context);
}

/** Whether the importer may overwrite the stored chart: they see it and own it (or admin). */
async function mayOverwrite(run: ImportRun, chartId: number): Promise<boolean> {
  const chart = await findChart(run.trx, chartId);
  if (!chart || !canReadChart(run.principal, chart)) return false;
  return run.isAdmin || (await ownerIds(run.trx, 'chart', chartId)).includes(run.userId);
}

/** Imports one chart file; answers its id here (or undefined, its problem recorded). */
export async function importChart(
  run: ImportRun,
  file: BundleConfig,
  overwrite: boolean,
): Promise<number | undefined> {
  const config = file.config as ChartBundleFile;
  const datasetId = await run.datasetId(config.dataset_uuid);
  const dataset = datasetId === undefined ? undefined : await findDatasetById(run.trx, datasetId);
  if (!dataset) {
    if (run.failedUuid(config.dataset_uuid)) return run.skip(file);
    return run.failField(file, 'dataset_uuid', 'Datasource does not exist');
  }
  const existing = await findChart(run.trx, file.uuid);
  const disposition = run.disposition(file, !!existing, overwrite, 'Chart', ['Chart', 'charts']);
  if (disposition === undefined) return undefined;
  if (disposition === 'reuse') {
    run.chartIds.set(file.uuid, existing!.id);
    return existing!.id;
  }
  if (existing && !(await mayOverwrite(run, existing.id)))
    return run.fail(
      file,
      "A chart already exists and user doesn't have permissions to overwrite it",
    );

  const body = ChartCreate.safeParse({
    slice_name: config.slice_name,
    viz_type: config.viz_type,
    datasource_id: dataset.id,
    datasource_type: 'table',
    params: JSON.stringify(relinkParams(config.params ?? {}, dataset.id)),
    query_context: relinkQueryContext(config.query_context, dataset.id),
    description: config.description ?? null,
    cache_timeout: config.cache_timeout ?? null,
    certified_by: config.certified_by ?? null,
    certification_details: config.certification_details ?? null,
    external_url: config.external_url ?? null,
    is_managed_externally: config.is_managed_externally ?? null,
  });
  if (!body.success) return run.fail(file, bundleFileErrors(body.error));
  const chart = body.data;
  const database = { id: dataset.database_id, database_name: dataset.database_name };
  const fields = {
    slice_name: chart.slice_name,
    viz_type: chart.viz_type ?? null,
    datasource_id: dataset.id,
    datasource_type: 'table',
    params: chart.params ?? null,
    query_context: chart.query_context ?? null,
    description: chart.description ?? null,
    cache_timeout: chart.cache_timeout ?? null,
    perm: datasetPerm(database, dataset),
    schema_perm: dataset.schema ? schemaPerm(database, dataset.schema) : null,
    certified_by: chart.certified_by || null,
    certification_details: chart.certification_details || null,
    is_managed_externally: chart.is_managed_externally ? 1 : 0,
    external_url: chart.external_url ?? null,
    last_saved_at: run.now,
    last_saved_by_fk: run.userId,
    changed_on: run.now,
    changed_by_fk: run.userId,
  };
  let id: number;
  if (existing) {
    id = existing.id;
    await updateChart(run.trx, id, fields);
    const owners = await ownerIds(run.trx, 'chart', id);
    if (!owners.includes(run.userId))
      await setOwners(run.trx, 'chart', id, [...owners, run.userId]);
  } else {
    id = await insertChart(run.trx, {
      ...fields,
      uuid: file.uuid,
      created_on: run.now,
      created_by_fk: run.userId,
    });
    await setOwners(run.trx, 'chart', id, [run.userId]);
  }
  run.chartIds.set(file.uuid, id);
  if (annotationLists(config.params, parsedJson(config.query_context)).some((l) => l.length))
    run.writtenCharts.push(id);
  return id;
}
