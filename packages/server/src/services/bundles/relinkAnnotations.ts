/**
 * The annotations of the charts an import wrote, pointed at this store once every file is in
 * (a source chart may come after the chart naming it, or name it back): an entry naming a
 * layer or a chart by uuid gets its id here (a bundle's own, else a stored one the importer
 * reads), FORMULA entries stay, and the rest go: what names nothing here, and the ids of an
 * older bundle, which are the other store's (Superset before annotation layers travelled kept
 * only FORMULA entries). In the form data and the query context alike.
 */
import { findChart, updateChart } from '../../meta/charts.js';
import { canReadChart } from '../charts/access.js';
import { annotationLists, keepEntries, parsedJson, sourceOf, uuidOf } from './annotationRefs.js';
import type { ImportRun } from './importRun.js';
import { isObject } from './relinkDashboard.js';

/** The id of the chart a uuid names, when the importer reads it. */
async function readableChartId(run: ImportRun, uuid: string): Promise<number | undefined> {
  const id = await run.chartId(uuid);
  const chart = id === undefined ? undefined : await findChart(run.trx, id);
  return chart && canReadChart(run.principal, chart) ? chart.id : undefined;
}

async function relinkChart(run: ImportRun, chartId: number): Promise<void> {
  const chart = await findChart(run.trx, chartId);
  if (!chart) return;
  const params = parsedJson(chart.params);
  const context = parsedJson(chart.query_context);
  const changed = await keepEntries(annotationLists(params, context), async (entry) => {
    if (!isObject(entry)) return false;
    if (entry.annotationType === 'FORMULA') return true;
    const source = sourceOf(entry);
    const uuid = uuidOf(entry.value);
    if (!source || !uuid) return false;
    const id = source === 'layer' ? await run.layerId(uuid) : await readableChartId(run, uuid);
    if (id === undefined) return false;
    entry.value = id;
    return true;
  });
  if (!changed) return;
  await updateChart(run.trx, chartId, {
    params: JSON.stringify(params),
    ...(isObject(context) && { query_context: JSON.stringify(context) }),
  });
}

/** Relinks the annotations of every chart the import wrote. */
export async function relinkAnnotations(run: ImportRun): Promise<void> {
  for (const id of new Set(run.writtenCharts)) await relinkChart(run, id);
}
