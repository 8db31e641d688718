/**
 * A chart as its bundle file (Superset's ExportChartsCommand): its form data (`params`) as an
 * object, its query context as JSON text and its dataset's uuid, with the annotation layers
 * and source charts its annotations name by uuid (exportAnnotations.ts). When related objects
 * go too: its dataset (and that one's database), its source charts with theirs, and its
 * annotation layers.
 */
import type { ChartRow } from '../../meta/charts.js';
import { exportAnnotationLayer, exportedAnnotations } from './exportAnnotations.js';
import { exportDataset } from './exportDatasets.js';
import type { ExportContext } from './exportContext.js';
import { fileNameOf } from './fileNames.js';

export const chartPath = (chart: ChartRow) =>
  `charts/${fileNameOf(chart.slice_name, chart.id)}.yaml`;

/** Adds a chart's file and, when `related`, the files of what it needs. */
export async function exportChart(
  ctx: ExportContext,
  chart: ChartRow,
  related: boolean,
): Promise<void> {
  const [dataset] =
    chart.datasource_type === 'table' && chart.datasource_id !== null
      ? await ctx.datasetsOf([chart.datasource_id])
      : [];
  const annotations = await exportedAnnotations(ctx, chart);
  ctx.add(chartPath(chart), {
    slice_name: chart.slice_name,
    description: chart.description,
    certified_by: chart.certified_by,
    certification_details: chart.certification_details,
    viz_type: chart.viz_type,
    params: annotations.params,
    query_context: annotations.queryContext,
    cache_timeout: chart.cache_timeout,
    uuid: chart.uuid,
    ...(dataset && { dataset_uuid: dataset.uuid }),
  });
  if (!related || !ctx.firstRelated(chart.id)) return;
  if (dataset) await exportDataset(ctx, dataset, { related: true });
  for (const source of annotations.charts) await exportChart(ctx, source, true);
  for (const layer of annotations.layers) await exportAnnotationLayer(ctx, layer);
}
