import type { EchartsChartProps } from '../shared/echarts/types.js';
import type { DataRecordValue } from '../types.js';

/** Which query drew a series: 0 for Query A, 1 for Query B. */
export type QueryIndex = 0 | 1;

/**
 * The mixed chart's renderer props: Query A's label map and groupby (`labelMap`,
 * `groupby`) and Query B's (`labelMapB`, `groupbyB`), each keyed by the series names
 * as drawn (with " (Query A)"/" (Query B)" when `show_query_identifiers` is on).
 */
export interface MixedTimeseriesChartProps extends EchartsChartProps {
  labelMap: Record<string, DataRecordValue[]>;
  labelMapB: Record<string, DataRecordValue[]>;
  groupby: string[];
  groupbyB: string[];
  /** Drawn series name → the query it comes from. */
  seriesQueryMap: Record<string, QueryIndex>;
  /** How many ECharts series Query A draws (they come first). */
  seriesBreakdown: number;
}
