/**
 * Superset's PartitionViz data, computed in the browser from the grouped rows: one tree per
 * metric (the metric at the root, then one level per groupby column), valued as the
 * `time_series_option` says; and the icicle layout of those trees.
 */
import type { DataRecord, DataRecordValue } from '../types.js';
import { advancedTrees, type Resample, type Rolling } from './advancedAnalytics.js';
import { mean, num, splitBy, sum, timeKey } from './partitionRows.js';

export { roll, type Resample, type Rolling } from './advancedAnalytics.js';

export type TimeSeriesOption =
  | 'not_time'
  | 'agg_sum'
  | 'agg_mean'
  | 'point_diff'
  | 'point_factor'
  | 'point_percent'
  | 'adv_anal';

export interface PartitionNode {
  name: string;
  /** The raw value behind the name (a time's epoch milliseconds, a group value). */
  raw: DataRecordValue;
  value: number;
  /** A time level (Advanced Analytics), sized equally with `equal_date_size`. */
  isTime?: boolean;
  children: PartitionNode[];
}

export interface PartitionSpec {
  metrics: string[];
  groupby: string[];
  mode: TimeSeriesOption;
  /** The time column's label in the rows (time modes). */
  time: string;
  rolling?: Rolling;
  /** Advanced Analytics: each series resampled before it is rolled. */
  resample?: Resample;
  /** A group value as its node's name (times formatted, null as `<NULL>`). */
  nameOf: (value: DataRecordValue, column: string) => string;
}

/** The value of a node from the rows under it, for one metric. */
function valueOf(rows: DataRecord[], metric: string, spec: PartitionSpec, span: [number, number]) {
  const values = rows.map((row) => num(row[metric]));
  if (spec.mode === 'agg_mean') return mean(values);
  if (spec.mode === 'point_diff' || spec.mode === 'point_factor' || spec.mode === 'point_percent') {
    const at = (t: number) =>
      sum(rows.filter((row) => timeKey(row[spec.time]) === t).map((row) => num(row[metric])));
    const [last, first] = [at(span[1]), at(span[0])];
    if (spec.mode === 'point_diff') return last - first;
    if (spec.mode === 'point_factor') return last / first;
    return last / first - 1;
  }
  return sum(values);
}

/** One tree per metric, as Superset's `nest_values` (or `nest_procs` for Advanced Analytics). */
export function partitionTrees(rows: DataRecord[], spec: PartitionSpec): PartitionNode[] {
  const times = [...new Set(rows.map((row) => timeKey(row[spec.time])))]
    .filter((t) => Number.isFinite(t))
    .sort((a, b) => a - b);
  const span: [number, number] = [times[0], times[times.length - 1]];
  if (spec.mode === 'adv_anal') return advancedTrees(rows, spec);
  const nest = (part: DataRecord[], metric: string, level: number): PartitionNode[] => {
    if (level >= spec.groupby.length) return [];
    const column = spec.groupby[level];
    return splitBy(part, column).map(({ raw, rows: groupRows }) => ({
      name: spec.nameOf(raw, column),
      raw,
      value: valueOf(groupRows, metric, spec, span),
      children: nest(groupRows, metric, level + 1),
    }));
  };
  return spec.metrics.map((metric) => ({
    name: metric,
    raw: metric,
    value: valueOf(rows, metric, spec, span),
    children: nest(rows, metric, 0),
  }));
}

export interface LayoutOptions {
  /** At most this many children per node, the largest (0: all). */
  limit: number;
  /** Children under this share of their siblings' total are left out. */
  threshold: number;
  logScale: boolean;
  equalDateSize: boolean;
}

export interface PartitionRect {
  /** Left, top, right, bottom in [0, 1] of the drawing. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  depth: number;
  /** The tree (metric band) it belongs to. */
  band: number;
  /** The index of its parent's rect (none for a band's root). */
  parent?: number;
  node: PartitionNode;
  /** The nodes from the root down to this one. */
  path: PartitionNode[];
}

/**
 * The icicle: each tree a horizontal band (one per metric, top to bottom), each level a
 * column (the root on the left), each child a slice of its parent's height in proportion
 * to its size among all its siblings (those pruned by the limit or threshold leave room;
 * periods are never pruned and keep their time order).
 */
export function partitionLayout(trees: PartitionNode[], options: LayoutOptions): PartitionRect[] {
  const depthOf = (node: PartitionNode): number => 1 + Math.max(0, ...node.children.map(depthOf));
  const columns = Math.max(1, ...trees.map(depthOf));
  const size = (node: PartitionNode) => {
    if (node.isTime && options.equalDateSize) return 1;
    const v = Math.abs(node.value);
    if (!Number.isFinite(v)) return 0;
    return options.logScale ? Math.log10(1 + v) : v;
  };
  const rects: PartitionRect[] = [];
  const place = (
    node: PartitionNode,
    path: PartitionNode[],
    depth: number,
    y0: number,
    y1: number,
    band: number,
    parent: number | undefined,
  ) => {
    const here = [...path, node];
    const index = rects.length;
    rects.push({
      x0: depth / columns,
      x1: (depth + 1) / columns,
      y0,
      y1,
      depth,
      band,
      ...(parent === undefined ? {} : { parent }),
      node,
      path: here,
    });
    const sizes = node.children.map(size);
    const total = sum(sizes);
    if (total <= 0) return;
    let kept = node.children.map((child, i) => ({ child, share: sizes[i] / total }));
    // periods stay in time order, all of them; groups are pruned, the largest first
    if (!node.children.some((child) => child.isTime)) {
      kept = kept
        .sort((a, b) => b.share - a.share)
        .filter(({ share }) => share > 0 && share >= options.threshold);
      if (options.limit > 0) kept = kept.slice(0, options.limit);
    }
    let y = y0;
    for (const { child, share } of kept) {
      const height = (y1 - y0) * share;
      place(child, here, depth + 1, y, y + height, band, index);
      y += height;
    }
  };
  trees.forEach((tree, i) =>
    place(tree, [], 0, i / trees.length, (i + 1) / trees.length, i, undefined),
  );
  return rects;
}
