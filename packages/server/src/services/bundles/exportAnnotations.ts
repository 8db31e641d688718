/**
 * Annotations in an export (Superset's ExportChartsCommand and ExportAnnotationLayersCommand):
 * a chart's annotation entries name their layer or source chart by uuid instead of id, and an
 * entry whose object is gone or not read by the exporter (`can_read` on Annotation for
 * layers, the chart's own access for charts) is left out of the copy. A layer's file holds
 * its name, description, uuid and annotations (times as stored, naive UTC ISO text;
 * `json_metadata` as the value its JSON gives).
 */
import { allIdsOf } from '../../meta/bundles.js';
import { annotationsOfLayer, type AnnotationLayerRow } from '../../meta/annotations.js';
import type { ChartRow } from '../../meta/charts.js';
import { can } from '../../security/principal.js';
import { safeAnnotation } from '../annotations/presenters.js';
import { canReadChart } from '../charts/access.js';
import { annotationLists, idOf, keepEntries, parsedJson, sourceOf } from './annotationRefs.js';
import { jsonField, type ExportContext } from './exportContext.js';
import { fileNameOf } from './fileNames.js';
import { isObject } from './relinkDashboard.js';

const canReadAnnotations = (ctx: ExportContext) => can(ctx.principal, 'can_read', 'Annotation');

/** A chart's form data and query context as exported, and the layers and charts they name. */
export interface ExportedAnnotations {
  params: unknown;
  queryContext: string | null;
  layers: AnnotationLayerRow[];
  charts: ChartRow[];
}

export async function exportedAnnotations(
  ctx: ExportContext,
  chart: ChartRow,
): Promise<ExportedAnnotations> {
  const params = jsonField(chart.params) ?? {};
  const context = parsedJson(chart.query_context);
  const layers = new Map<number, AnnotationLayerRow>();
  const charts = new Map<number, ChartRow>();
  const changed = await keepEntries(annotationLists(params, context), async (entry) => {
    const source = isObject(entry) ? sourceOf(entry) : null;
    const id = isObject(entry) ? idOf(entry.value) : null;
    if (!isObject(entry) || source === null || id === null) return true;
    if (source === 'layer') {
      const layer = canReadAnnotations(ctx) ? await ctx.annotationLayer(id) : null;
      if (!layer) return false;
      layers.set(layer.id, layer);
      entry.value = layer.uuid;
    } else {
      const target = await ctx.chart(id);
      if (!target || !canReadChart(ctx.principal, target)) return false;
      charts.set(target.id, target);
      entry.value = target.uuid;
    }
    return true;
  });
  return {
    params,
    queryContext: changed && isObject(context) ? JSON.stringify(context) : chart.query_context,
    layers: [...layers.values()],
    charts: [...charts.values()],
  };
}

export const annotationLayerPath = (layer: AnnotationLayerRow) =>
  `annotation_layers/${fileNameOf(layer.name, layer.id)}.yaml`;

/** Adds a layer's file with its annotations. */
export async function exportAnnotationLayer(
  ctx: ExportContext,
  layer: AnnotationLayerRow,
): Promise<void> {
  const path = annotationLayerPath(layer);
  if (ctx.has(path)) return;
  const annotations = (await annotationsOfLayer(ctx.db, layer.id)).map(safeAnnotation);
  ctx.add(path, {
    name: layer.name,
    descr: layer.descr,
    uuid: layer.uuid,
    annotation: annotations.map((a) => ({
      short_descr: a.short_descr,
      long_descr: a.long_descr,
      start_dttm: a.start_dttm,
      end_dttm: a.end_dttm,
      json_metadata: jsonField(a.json_metadata),
      uuid: a.uuid,
    })),
  });
}

/** Every annotation layer, when the exporter reads annotations (the assets export). */
export async function exportAllAnnotationLayers(ctx: ExportContext): Promise<void> {
  if (!canReadAnnotations(ctx)) return;
  for (const id of await allIdsOf(ctx.db, 'annotation_layers')) {
    const layer = await ctx.annotationLayer(id);
    if (layer) await exportAnnotationLayer(ctx, layer);
  }
}
