/** Charts as the chart API answers them: list rows, the show answer, the form data. */
import { createHash } from 'node:crypto';
import { displayName, type ChartListItem, type ChartShow } from '@tessera/core';
import type { ChartRow } from '../../meta/charts.js';
import type { OwnerRow } from '../../meta/owners.js';
import type { ChartDashboardRow } from '../../meta/dashboards.js';
import { datasetName } from '../datasets/access.js';
import { exploreUrlOf } from '../datasets/presenters.js';
import { naturalTime } from '../datasets/humanize.js';
import { ownersOf, userRef } from '../people.js';
import { safeMarkdown } from './markdown.js';
import { storedJsonObject, storedJsonText, storedText } from '../storedValues.js';

/** `2024-05-01T10:00:00.000000+0000`-style UTC time (Superset's `changed_on_utc`). */
function utcText(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.toISOString().slice(0, 19)}.${String(d.getUTCMilliseconds()).padStart(3, '0')}000+0000`;
}

/** Superset's `Slice.url`. */
export const chartUrlOf = (id: number) => `/explore/?slice_id=${id}`;

/** Superset's `Slice.thumbnail_url`: the digest changes whenever the chart does. */
function thumbnailUrlOf(row: ChartRow): string {
  const digest = createHash('md5')
    .update(`${row.id}:${row.changed_on}:${row.params ?? ''}`)
    .digest('hex');
  return `/api/v1/chart/${row.id}/thumbnail/${digest}/`;
}

/**
 * The saved form data as an object, or null when `params` is not a JSON object within the
 * stored limits (storedValues.ts).
 */
export function savedParams(params: string | null): Record<string, unknown> | null {
  return storedJsonObject(params, 'slices.params');
}

/** The chart's stored JSON texts and description, each null when unreadable or oversized. */
function storedFields(row: ChartRow) {
  return {
    description: storedText(row.description, 'slices.description'),
    params: storedJsonText(row.params, 'slices.params'),
    query_context: storedJsonText(row.query_context, 'slices.query_context'),
  };
}

/** Superset's `Slice.form_data`: the params with the chart's id, viz type and datasource. */
export function formDataOf(row: {
  id: number;
  params: string | null;
  viz_type: string | null;
  datasource_id: number | null;
  datasource_type: string | null;
}): Record<string, unknown> {
  return {
    ...savedParams(row.params),
    slice_id: row.id,
    viz_type: row.viz_type,
    datasource: `${row.datasource_id ?? ''}__${row.datasource_type ?? ''}`,
  };
}

/** The chart's dataset as answers name it (`datasource_name_text`, `datasource_url`). */
export function datasourceParts(row: ChartRow) {
  const hasTable = row.table_name !== null && row.datasource_id !== null;
  return {
    datasource_name_text: hasTable
      ? datasetName({ schema: row.table_schema, table_name: row.table_name! })
      : null,
    datasource_url: hasTable
      ? exploreUrlOf({ id: row.datasource_id!, default_endpoint: row.table_default_endpoint })
      : null,
  };
}

const dashboardsOf = (row: ChartRow, dashboards: ChartDashboardRow[]) =>
  dashboards
    .filter((d) => d.slice_id === row.id)
    .map((d) => ({ id: d.id, dashboard_title: d.dashboard_title }));

export function presentChartListItem(
  row: ChartRow,
  owners: OwnerRow[],
  dashboards: ChartDashboardRow[],
  now: Date,
): ChartListItem {
  const createdBy = userRef(row.created_by_fk, row.created_by_first_name, row.created_by_last_name);
  const changedBy = userRef(row.changed_by_fk, row.changed_by_first_name, row.changed_by_last_name);
  const url = chartUrlOf(row.id);
  const stored = storedFields(row);
  return {
    id: row.id,
    uuid: row.uuid,
    slice_name: row.slice_name,
    url,
    slice_url: url,
    edit_url: `/chart/edit/${row.id}`,
    viz_type: row.viz_type,
    description: stored.description,
    description_markeddown: safeMarkdown(stored.description),
    datasource_id: row.datasource_id,
    datasource_type: row.datasource_type,
    ...datasourceParts(row),
    table:
      row.table_name !== null
        ? { table_name: row.table_name, default_endpoint: row.table_default_endpoint }
        : null,
    params: stored.params,
    query_context: stored.query_context,
    form_data: formDataOf(row),
    owners: ownersOf(owners, row.id),
    created_by: createdBy,
    created_by_name: displayName(createdBy),
    created_on_delta_humanized: naturalTime(row.created_on, now),
    changed_by: changedBy,
    changed_by_name: displayName(changedBy),
    changed_on_delta_humanized: naturalTime(row.changed_on, now),
    changed_on_utc: utcText(row.changed_on),
    changed_on_dttm: new Date(row.changed_on).getTime(),
    last_saved_at: row.last_saved_at,
    last_saved_by: userRef(
      row.last_saved_by_fk,
      row.last_saved_by_first_name,
      row.last_saved_by_last_name,
    ),
    cache_timeout: row.cache_timeout,
    certified_by: row.certified_by,
    certification_details: row.certification_details,
    is_managed_externally: row.is_managed_externally === 1,
    thumbnail_url: thumbnailUrlOf(row),
    dashboards: dashboardsOf(row, dashboards),
    tags: [],
  };
}

export function presentChart(
  row: ChartRow,
  owners: OwnerRow[],
  dashboards: ChartDashboardRow[],
  now: Date,
): ChartShow {
  const stored = storedFields(row);
  return {
    id: row.id,
    uuid: row.uuid,
    slice_name: row.slice_name,
    url: chartUrlOf(row.id),
    viz_type: row.viz_type,
    ...stored,
    datasource_id: row.datasource_id,
    datasource_type: row.datasource_type,
    ...datasourceParts(row),
    cache_timeout: row.cache_timeout,
    certified_by: row.certified_by,
    certification_details: row.certification_details,
    is_managed_externally: row.is_managed_externally === 1,
    external_url: row.external_url,
    thumbnail_url: thumbnailUrlOf(row),
    owners: ownersOf(owners, row.id),
    dashboards: dashboardsOf(row, dashboards),
    tags: [],
    created_by: userRef(row.created_by_fk, row.created_by_first_name, row.created_by_last_name),
    changed_by: userRef(row.changed_by_fk, row.changed_by_first_name, row.changed_by_last_name),
    changed_on_delta_humanized: naturalTime(row.changed_on, now),
    last_saved_at: row.last_saved_at,
    last_saved_by: userRef(
      row.last_saved_by_fk,
      row.last_saved_by_first_name,
      row.last_saved_by_last_name,
    ),
  };
}
