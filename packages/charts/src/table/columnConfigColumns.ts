import { controlValue } from '../shared/controls/index.js';
import { getColumnLabel, getMetricLabel, isQueryFormColumn } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import { GenericDataType } from '../types.js';
import type { ControlPanelState, QueryFormMetric } from '../types.js';

/** What "Customize columns" offers: every result column and its generic type. */
export interface ColumnConfigColumns {
  columnNames: string[];
  /** Column name → GenericDataType (numbers default to right alignment, others left). */
  columnTypes: Record<string, GenericDataType>;
}

/**
 * The table's columns as "Customize columns" lists them: the dimensions (or raw columns),
 * then the metrics and the `%` percentage metrics, each once, with its type (dimensions
 * from the dataset, metrics numeric).
 */
export function columnConfigColumns(
  state: ControlPanelState,
  isAggMode: (state: ControlPanelState) => boolean,
): ColumnConfigColumns {
  const aggregate = isAggMode(state);
  const datasetColumns = new Map((state.datasource?.columns ?? []).map((c) => [c.column_name, c]));
  const dimensionType = (name: string): GenericDataType => {
    const column = datasetColumns.get(name);
    if (column?.is_dttm) return GenericDataType.TEMPORAL;
    const generic = column?.type_generic;
    return generic === GenericDataType.NUMERIC ||
      generic === GenericDataType.TEMPORAL ||
      generic === GenericDataType.BOOLEAN
      ? generic
      : GenericDataType.STRING;
  };
  const columnTypes: Record<string, GenericDataType> = {};
  const add = (name: string, type: GenericDataType) => {
    if (!(name in columnTypes)) columnTypes[name] = type;
  };
  const dimensions = ensureIsArray(
    controlValue(state, aggregate ? 'groupby' : 'all_columns') as unknown[] | undefined,
  ).filter(isQueryFormColumn);
  for (const column of dimensions) {
    const label = getColumnLabel(column);
    add(label, typeof column === 'string' ? dimensionType(column) : GenericDataType.STRING);
  }
  if (aggregate) {
    const metrics = (name: string) =>
      ensureIsArray(controlValue(state, name) as QueryFormMetric[] | undefined).map(getMetricLabel);
    for (const label of metrics('metrics')) add(label, GenericDataType.NUMERIC);
    for (const label of metrics('percent_metrics')) add(`%${label}`, GenericDataType.NUMERIC);
  }
  return { columnNames: Object.keys(columnTypes), columnTypes };
}
