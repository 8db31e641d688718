import type { DataFrameCell, DataFrameColumn, DataFrame } from './dataFrame.js';
import { takeRows } from './dataFrame.js';
import { PostProcessingError, requireColumns } from './errors.js';
import { groupRows, isNull } from './grouping.js';
import { cellToNumber, extent } from './numeric.js';
import { pythonFloatRepr } from './pythonFormat.js';
import type { PostProcessingHistogramOptions } from './schemas.js';

/** numpy `histogram_bin_edges(a, bins)` for an integer bin count. */
export function histogramBinEdges(values: readonly number[], bins: number): number[] {
  let [first, last] = extent(values);
  if (first === last) {
    first -= 0.5;
    last += 0.5;
  }
  const step = (last - first) / bins;
  return Array.from({ length: bins + 1 }, (_, i) => (i === bins ? last : i * step + first));
}

/** numpy `histogram(a, bins=edges)`: [e_i, e_i+1) per bin, the last bin closed. */
function counts(values: readonly number[], edges: readonly number[]): number[] {
  const out = new Array<number>(edges.length - 1).fill(0);
  const lastEdge = edges[edges.length - 1];
  for (const v of values) {
    if (v < edges[0] || v > lastEdge) continue;
    let lo = 0;
    let hi = edges.length - 2;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (edges[mid] <= v) lo = mid;
      else hi = mid - 1;
    }
    out[lo] += 1;
  }
  return out;
}

/**
 * Superset's `histogram`: drops rows missing `column`, cuts its values into
 * `bins` equal-width bins over their range, and counts them overall or per
 * `groupby` group. Bin columns are named `"<low> - <high>"` with Python float
 * edges (`"0.0 - 2.5"`); `cumulative` accumulates, `normalize` divides by the
 * grand total.
 */
export function histogram(df: DataFrame, options: PostProcessingHistogramOptions): DataFrame {
  const groupby = options.groupby ?? [];
  requireColumns(df, 'column', [options.column]);
  requireColumns(df, 'groupby', groupby);
  const bins = options.bins ?? 5;
  const source = df.columns.find((c) => c.name === options.column) as DataFrameColumn;
  const kept = source.values.flatMap((v, i) => (isNull(v) ? [] : [i]));
  const frame = takeRows(df, kept);
  if (frame.length === 0) return frame;
  const values = kept.map((i) => {
    const n = cellToNumber(source.values[i]);
    if (n === undefined || Number.isNaN(n)) {
      throw new PostProcessingError(
        `Column '${options.column}' contains non-numeric values (option "column").`,
        'column',
      );
    }
    return n;
  });
  const edges = histogramBinEdges(values, bins);
  const labels = edges
    .slice(0, -1)
    .map((e, i) => `${pythonFloatRepr(e)} - ${pythonFloatRepr(edges[i + 1])}`);
  const histogramOf = (vs: readonly number[]): number[] => {
    const c = counts(vs, edges);
    if (options.cumulative) for (let i = 1; i < c.length; i += 1) c[i] += c[i - 1];
    return c;
  };
  let keyColumns: DataFrameColumn[] = [];
  let rowsOfCounts: number[][];
  if (groupby.length === 0) {
    rowsOfCounts = [histogramOf(values)];
  } else {
    const keys = groupby.map((g) => frame.columns.find((c) => c.name === g) as DataFrameColumn);
    const groups = groupRows(
      keys.map((c) => c.values),
      frame.length,
      true,
    );
    keyColumns = keys.map((c, k) => ({
      name: c.name,
      values: groups.keys.map((key) => key[k]),
      ...(c.temporal ? { temporal: true } : {}),
    }));
    rowsOfCounts = groups.members.map((m) => histogramOf(m.map((r) => values[r])));
  }
  let cells: DataFrameCell[][] = rowsOfCounts;
  if (options.normalize) {
    const total = rowsOfCounts.flat().reduce((a, b) => a + b, 0);
    cells = rowsOfCounts.map((row) => row.map((v) => v / total));
  }
  const binColumns = labels.map((name, b): DataFrameColumn => ({
    name,
    values: cells.map((row) => row[b]),
  }));
  return { columns: [...keyColumns, ...binColumns], index: [], length: cells.length };
}
