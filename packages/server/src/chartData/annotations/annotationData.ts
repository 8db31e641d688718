/**
 * The `annotation_data` of a query (Superset's `get_annotation_data`), by layer name.
 * NATIVE layers (annotation layers, EVENT or INTERVAL) give `{columns, records}` of their
 * annotations overlapping the query's time range. Layers sourced from saved charts
 * (`table`, legacy `line`) run that chart's query (chartAnnotations.ts). FORMULA layers
 * are evaluated by the client and get nothing here; NATIVE layers only for a user who may
 * read annotation layers. As in Superset, a layer that cannot be loaded never fails the
 * chart: it is left out (and logged). Each layer may take its
 * `timeout` in seconds (default 300), else it fails with "Query timeout"; a failure that
 * says "no data" gives the layer empty data instead (spec §4).
 */
import type { QueryObject } from '@tessera/core';
import type { MetaStore } from '../../meta/store.js';
import { nativeAnnotationData } from '../../services/annotations/index.js';
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
  /**
   * Whether the user may read annotation layers (`can_read` on Annotation): without it a
   * NATIVE layer is left out, as Superset's chart data does.
   */
  canReadLayers: boolean;
  /** Runs saved charts for `table` layers; without it those layers are left out. */
  charts?: ChartAnnotationDeps & { force: boolean };
}

export const ANNOTATION_TIMEOUT_SECONDS = 300;
export const ANNOTATION_QUERY_TIMEOUT = 'Query timeout';

/** Loads a layer, failing with "Query timeout" past the layer's timeout. */
async function withinTimeout<T>(layer: Record<string, unknown>, load: () => Promise<T>) {
  const seconds =
    typeof layer.timeout === 'number' && layer.timeout > 0
      ? layer.timeout
      : ANNOTATION_TIMEOUT_SECONDS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(ANNOTATION_QUERY_TIMEOUT)), seconds * 1000);
  });
  try {
    return await Promise.race([load(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** What a layer whose source said "no data" gets: its kind of data, empty. */
function emptyLayerData(layer: Record<string, unknown>): unknown {
  if (layer.sourceType === 'NATIVE') return { columns: [], records: [] };
  return layer.annotationType === 'TIME_SERIES' ? [] : { records: [] };
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
        if (!Number.isInteger(id) || !sources.canReadLayers) continue;
        data[name] = await withinTimeout(layer, () =>
          nativeAnnotationData(sources.store, id, window),
        );
      } else if (CHART_SOURCE_TYPES.has(sourceType) && sources.charts && query) {
        if (layer.annotationType === 'FORMULA') continue;
        const charts = sources.charts;
        data[name] = await withinTimeout(layer, () =>
          chartLayerData(layer, query, charts.force, charts),
        );
      }
    } catch (err) {
      if (err instanceof Error && err.message.toLowerCase().includes('no data')) {
        data[name] = emptyLayerData(layer);
        continue;
      }
      sources.logger.warn({ err, layer: layer.value }, 'annotation layer left out of the chart');
    }
  }
  return data;
}
