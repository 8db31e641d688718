/**
 * A chart as its bundle file (Superset's ExportChartsCommand): its form data (`params`) as an
 * object, its query context as JSON text and its dataset's uuid; with its dataset (and that
 * one's database) when related objects go too.
 */
import type { ChartRow } from '../../meta/charts.js';
import { exportDataset } from './exportDatasets.js';
import { jsonField, type ExportContext } from './exportContext.js';
import { fileNameOf } from './fileNames.js';

export const chartPath = (chart: ChartRow) =>
  `charts/${fileNameOf(chart.slice_name, chart.id)}.yaml`;

/** Adds a chart's file and, when `related`, its dataset's and database's. */
export async function exportChart(
  ctx: ExportContext,
  chart: ChartRow,
  related: boolean,
): Promise<void> {
  const [dataset] =
    chart.datasource_type === 'table' && chart.datasource_id !== null
      ? await ctx.datasetsOf([chart.datasource_id])
      : [];
  ctx.add(chartPath(chart), {
    slice_name: chart.slice_name,
    description: chart.description,
    certified_by: chart.certified_by,
    certification_details: chart.certification_details,
    viz_type: chart.viz_type,
    params: jsonField(chart.params) ?? {},
    query_context: chart.query_context,
    cache_timeout: chart.cache_timeout,
    uuid: chart.uuid,
    ...(dataset && { dataset_uuid: dataset.uuid }),
  });
  if (related && dataset) await exportDataset(ctx, dataset, { related: true });
}
