/**
 * Drill by (Superset's DrillByModal): the chart regrouped by a chosen column, level after
 * level. Each level names the column, the form data key of the dimension it replaces
 * (`groupby`, `groupbyRows`, ...) and the clicked values it keeps as filters; the
 * breadcrumbs lead back to earlier levels.
 */
import type { AdhocFilter } from '@tessera/core';
import { ensureIsArray, type DrillFilter, type QueryFormData } from '@tessera/charts';

/** A column as the Drill by menu lists it. */
export interface DrillColumn {
  column_name: string;
  verbose_name?: string | null;
  groupby?: boolean;
}

export interface DrillByLevel {
  column: DrillColumn;
  groupbyFieldName: string;
  /** The clicked values this level keeps (filters on the previous level's dimension). */
  filters: DrillFilter[];
}

export const columnLabel = (c: DrillColumn) => c.verbose_name || c.column_name;

/** A clicked value as the adhoc filter the drilled chart keeps (Superset's simpleFilterToAdhoc). */
export function drillFilterToAdhoc(filter: DrillFilter): AdhocFilter {
  return {
    expressionType: 'SIMPLE',
    clause: 'WHERE',
    subject: filter.col,
    operator: '==',
    operatorId: 'EQUALS',
    comparator: filter.val,
    ...(filter.grain ? { timeGrain: filter.grain } : {}),
    filterOptionName: `drill_by_${filter.col}`,
  };
}

/** The column names a form data key holds (a list, or one column). */
const namesIn = (value: unknown): string[] =>
  ensureIsArray(value as unknown[]).filter((v): v is string => typeof v === 'string');

/**
 * The chart's form data drilled through these levels: each level's dimension replaced by
 * its column (a list stays a list), its filters added to the adhoc filters; as an unsaved
 * chart (no slice id, name or dashboards).
 */
export function drilledFormData(
  formData: QueryFormData,
  levels: readonly DrillByLevel[],
): QueryFormData {
  if (!levels.length) return formData;
  const next: QueryFormData = { ...formData };
  const adhoc: AdhocFilter[] = [...ensureIsArray(formData.adhoc_filters)];
  for (const level of levels) {
    const current = formData[level.groupbyFieldName];
    next[level.groupbyFieldName] =
      typeof current === 'string' ? level.column.column_name : [level.column.column_name];
    adhoc.push(...level.filters.map(drillFilterToAdhoc));
  }
  next.adhoc_filters = adhoc;
  delete next.slice_id;
  delete next.slice_name;
  delete next.dashboards;
  return next;
}

/**
 * The columns the Drill by menu offers: the dataset's groupable ones, minus the chart's own
 * dimension (and x axis) and those already drilled by, matching the search (name or
 * verbose name, any case).
 */
export function drillByColumns(
  columns: readonly DrillColumn[],
  formData: QueryFormData,
  groupbyFieldName: string,
  used: readonly string[] = [],
  search = '',
): DrillColumn[] {
  const taken = new Set([
    ...namesIn(formData[groupbyFieldName]),
    ...namesIn(formData.x_axis),
    ...used,
  ]);
  const needle = search.trim().toLowerCase();
  return columns.filter(
    (c) =>
      c.groupby !== false &&
      !taken.has(c.column_name) &&
      (!needle || columnLabel(c).toLowerCase().includes(needle)),
  );
}

export interface DrillByCrumb {
  label: string;
  /** How many levels the chart shows at this crumb (the first: the chart as it was). */
  depth: number;
}

const filtersText = (filters: readonly DrillFilter[]) =>
  filters.length ? ` (${filters.map((f) => f.formattedVal).join(', ')})` : '';

/**
 * The breadcrumbs: the chart's own dimension with the values drilled from, then each
 * drilled column with the values drilled from it; the last is where the chart stands.
 */
export function drillByBreadcrumbs(
  formData: QueryFormData,
  groupbyFieldName: string,
  levels: readonly DrillByLevel[],
  columns: readonly DrillColumn[],
): DrillByCrumb[] {
  const byName = new Map(columns.map((c) => [c.column_name, c]));
  const first = namesIn(formData[groupbyFieldName])
    .map((name) => columnLabel(byName.get(name) ?? { column_name: name }))
    .join(', ');
  const crumbs: DrillByCrumb[] = [];
  const firstFilters = levels[0]?.filters ?? [];
  if (first || firstFilters.length)
    crumbs.push({ label: `${first}${filtersText(firstFilters)}`.trim(), depth: 0 });
  levels.forEach((level, i) => {
    crumbs.push({
      label: `${columnLabel(level.column)}${filtersText(levels[i + 1]?.filters ?? [])}`,
      depth: i + 1,
    });
  });
  return crumbs;
}
