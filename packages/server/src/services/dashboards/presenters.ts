/** Dashboards as the dashboard API answers them: list rows and the show answer. */
import { createHash } from 'node:crypto';
import {
  displayName,
  type DashboardChart,
  type DashboardListItem,
  type DashboardShow,
  type DashboardTabNode,
  type DashboardTabs,
} from '@tessera/core';
import type { ChartRow } from '../../meta/charts.js';
import type { DashboardRow } from '../../meta/dashboards.js';
import { chartUrlOf, datasourceParts, formDataOf } from '../charts/presenters.js';
import { safeMarkdown } from '../charts/markdown.js';
import type { OwnerRow } from '../../meta/owners.js';
import { naturalTime } from '../datasets/humanize.js';
import { ownersOf, userRef } from '../people.js';
import { guardStoredRow, storedText } from '../storedValues.js';

/** Superset's `Dashboard.url`: by slug when it has one. */
export const dashboardUrlOf = (d: { id: number; slug: string | null }) =>
  `/superset/dashboard/${d.slug || d.id}/`;

function utcText(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.toISOString().slice(0, 19)}.${String(d.getUTCMilliseconds()).padStart(3, '0')}000+0000`;
}

function thumbnailUrlOf(row: DashboardRow): string {
  const digest = createHash('md5').update(`${row.id}:${row.changed_on}`).digest('hex');
  return `/api/v1/dashboard/${row.id}/thumbnail/${digest}/`;
}

/** The row with each field unreadable within the stored limits made null (storedValues.ts). */
const safeRow = (row: DashboardRow) =>
  guardStoredRow(row, 'dashboards', {
    json: ['json_metadata', 'position_json'],
    text: ['description', 'certified_by', 'certification_details', 'external_url'],
    longText: ['css'],
  });

function common(stored: DashboardRow, owners: OwnerRow[], now: Date) {
  const row = safeRow(stored);
  const changedBy = userRef(row.changed_by_fk, row.changed_by_first_name, row.changed_by_last_name);
  return {
    id: row.id,
    uuid: row.uuid,
    dashboard_title: row.dashboard_title,
    slug: row.slug,
    url: dashboardUrlOf(row),
    published: row.published === 1,
    css: row.css,
    json_metadata: row.json_metadata,
    position_json: row.position_json,
    certified_by: row.certified_by,
    certification_details: row.certification_details,
    is_managed_externally: row.is_managed_externally === 1,
    owners: ownersOf(owners, row.id),
    created_by: userRef(row.created_by_fk, row.created_by_first_name, row.created_by_last_name),
    created_on_delta_humanized: naturalTime(row.created_on, now),
    changed_by: changedBy,
    changed_by_name: displayName(changedBy),
    changed_on_delta_humanized: naturalTime(row.changed_on, now),
    thumbnail_url: thumbnailUrlOf(row),
    tags: [],
  };
}

export function presentDashboardListItem(
  row: DashboardRow,
  owners: OwnerRow[],
  now: Date,
): DashboardListItem {
  return {
    ...common(row, owners, now),
    status: row.published === 1 ? 'published' : 'draft',
    changed_on_utc: utcText(row.changed_on),
  };
}

export function presentDashboard(
  row: DashboardRow,
  owners: OwnerRow[],
  chartNames: string[],
  roles: { id: number; name: string }[],
  now: Date,
): DashboardShow {
  return {
    ...common(row, owners, now),
    description: safeRow(row).description,
    external_url: safeRow(row).external_url,
    changed_on: row.changed_on,
    charts: chartNames,
    roles,
  };
}

/** A row of `GET /api/v1/dashboard/<id or slug>/charts` (Superset's ChartEntityResponse). */
export function presentDashboardChart(row: ChartRow, owners: OwnerRow[]): DashboardChart {
  const description = storedText(row.description, 'slices.description');
  return {
    id: row.id,
    uuid: row.uuid,
    slice_name: row.slice_name,
    viz_type: row.viz_type,
    form_data: formDataOf(row),
    slice_url: chartUrlOf(row.id),
    cache_timeout: row.cache_timeout,
    changed_on: row.changed_on,
    description,
    description_markeddown: safeMarkdown(description),
    certified_by: row.certified_by,
    certification_details: row.certification_details,
    is_managed_externally: row.is_managed_externally === 1,
    datasource_id: row.datasource_id,
    datasource_type: row.datasource_type,
    ...datasourceParts(row),
    owners: ownersOf(owners, row.id),
  };
}

type Node = { type?: unknown; children?: unknown; meta?: { text?: unknown } };

/**
 * `GET /api/v1/dashboard/<id or slug>/tabs` (Superset's `get_tabs_for_dashboard`): every TAB's
 * title by id, and the tabs as a tree from the root (a tab's children are the tabs in it).
 */
export function presentTabs(layout: Record<string, unknown> | null): DashboardTabs {
  const items = (layout ?? {}) as Record<string, Node | undefined>;
  const all_tabs: Record<string, string> = {};
  const titleOf = (item: Node) => (typeof item.meta?.text === 'string' ? item.meta.text : '');
  for (const [id, item] of Object.entries(items))
    if (item?.type === 'TAB') all_tabs[id] = titleOf(item);
  const seen = new Set<string>();
  const tree = (ids: unknown): DashboardTabNode[] => {
    if (!Array.isArray(ids)) return [];
    return ids.flatMap((id): DashboardTabNode[] => {
      const item = typeof id === 'string' ? items[id] : undefined;
      if (!item || seen.has(id as string)) return [];
      seen.add(id as string);
      const children = tree(item.children);
      return item.type === 'TAB'
        ? [{ title: titleOf(item), value: id as string, children }]
        : children;
    });
  };
  return { all_tabs, tab_tree: tree(items.ROOT_ID?.children) };
}
