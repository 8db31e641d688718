/**
 * A right-click on the pivot table as the drill menu's filters (Superset's PivotTableChart
 * `handleContextMenu`): a value cell drills to detail by its row's and column's key values;
 * a row or column header by its values down to its level, and drills by its own value
 * (into `groupbyRows` or `groupbyColumns`). The metric attribute filters nothing; a temporal
 * attribute's value is taken at the chart's time grain.
 */
import { drillFilter } from '../shared/drill.js';
import type { ContextMenuFilters, DataRecordValue, DrillFilter } from '../types.js';
import { METRIC_KEY } from './crossFilter.js';

/** What the pivot's drill filters need to know of its attributes. */
export interface PivotDrill {
  rowAttrKeys: string[];
  colAttrKeys: string[];
  /** Attributes holding temporal values. */
  temporalAttrs: string[];
  grain?: string | null;
  /** A key value as the pivot shows it. */
  display(attr: string, value: DataRecordValue): string;
}

/** The pivot's drill context from its attributes and how it shows their values. */
export function pivotDrill(
  rowAttrs: string[],
  colAttrs: string[],
  temporalAttrs: string[],
  grain: string | null | undefined,
  displayFor: (attrs: string[]) => (value: DataRecordValue, level: number) => string,
): PivotDrill {
  return {
    rowAttrKeys: rowAttrs,
    colAttrKeys: colAttrs,
    temporalAttrs,
    grain,
    display: (attr, value) => {
      const attrs = rowAttrs.includes(attr) ? rowAttrs : colAttrs;
      return displayFor(attrs)(value, attrs.indexOf(attr));
    },
  };
}

function keyFilters(
  drill: PivotDrill,
  attrs: readonly string[],
  path: readonly DataRecordValue[],
): DrillFilter[] {
  const filters: DrillFilter[] = [];
  path.forEach((value, i) => {
    const attr = attrs[i];
    if (attr === undefined || attr === METRIC_KEY) return;
    const grain = drill.temporalAttrs.includes(attr) ? drill.grain : undefined;
    filters.push(drillFilter(attr, value, drill.display(attr, value), grain));
  });
  return filters;
}

/** A value cell: its row's and column's key values. */
export function pivotCellContextMenuFilters(
  drill: PivotDrill,
  rowPath: readonly DataRecordValue[],
  colPath: readonly DataRecordValue[],
): ContextMenuFilters {
  return {
    drillToDetail: [
      ...keyFilters(drill, drill.rowAttrKeys, rowPath),
      ...keyFilters(drill, drill.colAttrKeys, colPath),
    ],
  };
}

/** A row or column header: its values down to its level; drill by its own value. */
export function pivotHeaderContextMenuFilters(
  drill: PivotDrill,
  axis: 'rows' | 'columns',
  path: readonly DataRecordValue[],
): ContextMenuFilters {
  const attrs = axis === 'rows' ? drill.rowAttrKeys : drill.colAttrKeys;
  const drillToDetail = keyFilters(drill, attrs, path);
  const own = attrs[path.length - 1] === METRIC_KEY ? undefined : drillToDetail.at(-1);
  if (!own) return { drillToDetail };
  return {
    drillToDetail,
    drillBy: {
      filters: [own],
      groupbyFieldName: axis === 'rows' ? 'groupbyRows' : 'groupbyColumns',
    },
  };
}
