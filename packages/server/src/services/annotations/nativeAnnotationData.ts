/**
 * The `annotation_data` of a NATIVE annotation layer in a chart query (Superset's
 * `get_native_annotation_data`): `{columns, records}` with times in epoch milliseconds,
 * here limited to the annotations that overlap the query's time window.
 */
import {
  NATIVE_ANNOTATION_COLUMNS,
  annotationDateTimeToEpochMs,
  parseAnnotationDateTime,
  type NativeAnnotationData,
} from '@tessera/core';
import { annotationsInWindow, findAnnotationLayer } from '../../meta/annotations.js';
import type { MetaStore } from '../../meta/store.js';
import { NotFoundError } from '../../errors.js';
import { LAYER_NOT_FOUND } from './errors.js';
import { safeAnnotation } from './presenters.js';

/** A window bound: epoch ms (as the query compiler's from/to), a Date, ISO text, or open. */
export type WindowBound = number | Date | string | null | undefined;

export interface AnnotationWindow {
  since?: WindowBound;
  until?: WindowBound;
}

function stored(bound: WindowBound): string | null {
  if (bound === null || bound === undefined) return null;
  const text = typeof bound === 'string' ? bound : new Date(bound).toISOString();
  const value = parseAnnotationDateTime(text);
  if (value === null) throw new RangeError(`Not a valid annotation window bound: ${String(bound)}`);
  return value;
}

/**
 * The layer's annotations overlapping `[since, until]` (an open bound is unlimited).
 * Throws NotFoundError "Annotation layer not found." for an unknown layer.
 */
export async function nativeAnnotationData(
  store: MetaStore,
  layerId: number,
  window: AnnotationWindow = {},
): Promise<NativeAnnotationData> {
  if (!(await findAnnotationLayer(store.db, layerId))) throw new NotFoundError(LAYER_NOT_FOUND);
  const rows = await annotationsInWindow(
    store.db,
    layerId,
    stored(window.since),
    stored(window.until),
  );
  return {
    columns: [...NATIVE_ANNOTATION_COLUMNS],
    records: rows.map(safeAnnotation).map((r) => ({
      start_dttm: annotationDateTimeToEpochMs(r.start_dttm),
      end_dttm: r.end_dttm === null ? null : annotationDateTimeToEpochMs(r.end_dttm),
      short_descr: r.short_descr,
      long_descr: r.long_descr,
      json_metadata: r.json_metadata,
    })),
  };
}
