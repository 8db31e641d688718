/**
 * The `annotation_data` of a query (Superset's `get_annotation_data`), by layer name.
 * NATIVE layers (annotation layers, EVENT or INTERVAL) give `{columns, records}` of their
 * annotations overlapping the query's time range. Layers sourced from saved charts
 * (`table`, legacy `line`) run that chart's query (chartAnnotations.ts). FORMULA layers
 * are evaluated by the client and get nothing here. As in Superset, a layer that cannot be
 * loaded never fails the chart: it is left out (and logged).
 */
import type { QueryObject } from '@tessera/core';
import type { MetaStore } from '../../meta/store.js';
import { nativeAnnotationData } from '../annotations/index.js';
import {
  CHART_SOURCE_TYPES,
  chartLayerData,
  type ChartAnnotationDeps,
} from './chartAnnotations.js';

export interface AnnotationWindowMs {
  since: number | null;
  until: number | null;
}

interface Logger {
  warn(obj: object, msg: string): void;
}

export interface AnnotationSources {
  store: MetaStore;
  logger: Logger;
  /** Runs saved charts for `table` layers; without it those layers are left out. */
  charts?: ChartAnnotationDeps & { force: boolean };
}

export async function annotationData(
  sources: AnnotationSources,
  layers: readonly Record<string, unknown>[],
  window: AnnotationWindowMs,
  query?: QueryObject,
): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> = {};
  for (const layer of layers) {
    const sourceType = String(layer.sourceType ?? '');
    const name = typeof layer.name === 'string' ? layer.name : String(layer.value);
    try {
      if (sourceType === 'NATIVE') {
        const id = Number(layer.value);
        if (!Number.isInteger(id)) continue;
        data[name] = await nativeAnnotationData(sources.store, id, window);
      } else if (CHART_SOURCE_TYPES.has(sourceType) && sources.charts && query) {
        if (layer.annotationType === 'FORMULA') continue;
        data[name] = await chartLayerData(layer, query, sources.charts.force, sources.charts);
      }
    } catch (err) {
      sources.logger.warn({ err, layer: layer.value }, 'annotation layer left out of the chart');
    }
  }
  return data;
}
