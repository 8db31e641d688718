/** Annotation layers and annotations in the shapes Superset's API gives them. */
import type {
  AnnotationLayerListItem,
  AnnotationLayerShow,
  AnnotationListItem,
  AnnotationShow,
} from '@tessera/core';
import type { AnnotationLayerRow, AnnotationRow } from '../../meta/annotations.js';
import type { AuditNames } from '../../meta/listQuery.js';
import { naturalTime } from '../datasets/humanize.js';
import { guardStoredRow, storedText } from '../storedValues.js';

const names = (first: string | null, last: string | null) =>
  first === null ? null : { first_name: first, last_name: last ?? '' };

const ref = (id: number | null, first: string | null) =>
  id === null || first === null ? null : { id, first_name: first };

export function presentLayer(row: AnnotationLayerRow): AnnotationLayerShow {
  return { id: row.id, name: row.name, descr: storedText(row.descr, 'annotation_layer.descr') };
}

/** The row with each field unreadable within the stored limits made null (storedValues.ts). */
export const safeAnnotation = <T extends AnnotationRow>(row: T): T =>
  guardStoredRow<AnnotationRow>(row, 'annotation', {
    json: ['json_metadata'],
    text: ['long_descr'],
  }) as T;

export function presentLayerListItem(
  row: AnnotationLayerRow & AuditNames,
  now = new Date(),
): AnnotationLayerListItem {
  return {
    ...presentLayer(row),
    created_by: names(row.created_by_first_name, row.created_by_last_name),
    changed_by: names(row.changed_by_first_name, row.changed_by_last_name),
    created_on: row.created_on,
    changed_on: row.changed_on,
    changed_on_delta_humanized: naturalTime(row.changed_on, now),
  };
}

export function presentAnnotation(stored: AnnotationRow & { layer_name: string }): AnnotationShow {
  const row = safeAnnotation(stored);
  return {
    id: row.id,
    short_descr: row.short_descr,
    long_descr: row.long_descr,
    start_dttm: row.start_dttm,
    end_dttm: row.end_dttm,
    json_metadata: row.json_metadata,
    layer: { id: row.layer_id, name: row.layer_name },
  };
}

export function presentAnnotationListItem(
  stored: AnnotationRow & AuditNames,
  now = new Date(),
): AnnotationListItem {
  const row = safeAnnotation(stored);
  return {
    id: row.id,
    short_descr: row.short_descr,
    long_descr: row.long_descr,
    start_dttm: row.start_dttm,
    end_dttm: row.end_dttm,
    created_by: ref(row.created_by_fk, row.created_by_first_name),
    changed_by: ref(row.changed_by_fk, row.changed_by_first_name),
    changed_on_delta_humanized: naturalTime(row.changed_on, now),
  };
}
