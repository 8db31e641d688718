import type { DataFrameCell, DataFrameLabel } from './dataFrame.js';
import { PostProcessingError } from './errors.js';
import { groupRows, isNull } from './grouping.js';
import type { PivotData, PivotTable } from './pivot.js';

const keyString = (key: readonly unknown[]): string => JSON.stringify(key);

/** Reduces the rows of each group of `keyColumns` (rows with a missing key left out). */
function reduceByGroups(
  rows: readonly number[],
  keyColumns: readonly (readonly DataFrameCell[])[],
  reduce: (rows: number[]) => DataFrameCell,
): Map<string, DataFrameCell> {
  const groups = groupRows(
    keyColumns.map((col) => rows.map((r) => col[r])),
    rows.length,
    true,
  );
  const result = new Map<string, DataFrameCell>();
  groups.keys.forEach((key, g) => {
    result.set(keyString(key), reduce(groups.members[g].map((p) => rows[p])));
  });
  return result;
}

/**
 * pandas `pivot_table(margins=True)`: after each metric's columns a
 * `[metric, name, '', …]` column aggregating the row's data over all column
 * labels, and a last row `name` aggregating each column over all index values
 * (the corner holds the metric's grand total). Margins re-aggregate the rows
 * (not the pivoted cells); with `dropna` only rows without missing values count.
 */
export function addMargins(
  table: PivotTable,
  data: PivotData,
  name: string,
  dropna: boolean,
): PivotTable {
  const ni = data.indexValues.length;
  const nc = data.columnValues.length;
  if (table.rowKeys.some((k) => k.includes(name))) {
    throw new PostProcessingError(
      `Conflicting name "${name}" in margins (option "marginal_distribution_name").`,
      'marginal_distribution_name',
    );
  }
  const keyColumns = [...data.indexValues, ...data.columnValues];
  let rows = Array.from({ length: data.length }, (_, i) => i);
  if (dropna) {
    rows = rows.filter(
      (r) =>
        keyColumns.every((c) => !isNull(c[r])) && data.metricValues.every((c) => !isNull(c[r])),
    );
  }
  const metricPos = new Map(data.metrics.map((m, i) => [m.column, i]));
  const reducer = (metric: DataFrameLabel) => {
    const i = metricPos.get(metric as string) as number;
    return (subset: readonly number[]): DataFrameCell =>
      data.metrics[i].reduce(subset.map((r) => data.metricValues[i][r]));
  };
  const grand = new Map(data.metrics.map((m) => [m.column, reducer(m.column)(rows)]));
  const marginRowKey: DataFrameCell[] = [name, ...new Array<DataFrameCell>(ni - 1).fill('')];

  if (nc === 0) {
    return {
      rowKeys: [...table.rowKeys, marginRowKey],
      colKeys: table.colKeys,
      cells: table.cells.map((col, c) => [
        ...col,
        grand.get(table.colKeys[c][0] as string) ?? null,
      ]),
    };
  }

  const colKeys: DataFrameLabel[][] = [];
  const cells: DataFrameCell[][] = [];
  const byColumns = new Map<string, Map<string, DataFrameCell>>();
  const marginRow: DataFrameCell[] = [];
  const pushMarginColumn = (metric: DataFrameLabel): void => {
    const perRow = reduceByGroups(rows, data.indexValues, reducer(metric));
    colKeys.push([metric, name, ...new Array<DataFrameLabel>(nc - 1).fill('')]);
    cells.push(table.rowKeys.map((k) => perRow.get(keyString(k)) ?? null));
    marginRow.push(grand.get(metric as string) ?? null);
  };
  table.colKeys.forEach((key, c) => {
    const metric = key[0];
    if (c > 0 && table.colKeys[c - 1][0] !== metric) pushMarginColumn(table.colKeys[c - 1][0]);
    let perCombo = byColumns.get(metric as string);
    if (!perCombo) {
      perCombo = reduceByGroups(rows, data.columnValues, reducer(metric));
      byColumns.set(metric as string, perCombo);
    }
    colKeys.push(key);
    cells.push(table.cells[c]);
    marginRow.push(perCombo.get(keyString(key.slice(1))) ?? null);
  });
  if (table.colKeys.length > 0) pushMarginColumn(table.colKeys[table.colKeys.length - 1][0]);
  return {
    rowKeys: [...table.rowKeys, marginRowKey],
    colKeys,
    cells: cells.map((col, c) => [...col, marginRow[c]]),
  };
}
