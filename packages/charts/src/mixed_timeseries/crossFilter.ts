import { crossFilterDataMask } from '../shared/echarts/crossFilter.js';
import type { DataMask } from '../types.js';
import type { MixedTimeseriesChartProps, QueryIndex } from './types.js';

type CrossFilterProps = Pick<
  MixedTimeseriesChartProps,
  'labelMap' | 'labelMapB' | 'groupby' | 'groupbyB' | 'seriesQueryMap' | 'seriesBreakdown'
>;

/**
 * The query a clicked series belongs to: by its index among the drawn series (Query A's
 * come first, as Superset's `seriesBreakdown`), else by its name.
 */
export function queryOfSeries(
  props: Pick<CrossFilterProps, 'seriesQueryMap' | 'seriesBreakdown'>,
  seriesName: string,
  seriesIndex?: number,
): QueryIndex | undefined {
  if (typeof seriesIndex === 'number' && seriesIndex >= 0) {
    return seriesIndex < props.seriesBreakdown ? 0 : 1;
  }
  return props.seriesQueryMap[seriesName];
}

/**
 * The data mask a click on a mixed chart's series emits: the series' own query's
 * groupby columns filtered to the values its label map gives (Query B's for a Query B
 * series); clicking the selected series again clears the filter.
 */
export function mixedCrossFilterDataMask(
  props: CrossFilterProps,
  seriesName: string,
  seriesIndex: number | undefined,
  selectedValues: string[],
): DataMask | undefined {
  const query = queryOfSeries(props, seriesName, seriesIndex);
  if (query === undefined) return undefined;
  const labelMap = query === 0 ? props.labelMap : props.labelMapB;
  const groupby = query === 0 ? props.groupby : props.groupbyB;
  return crossFilterDataMask(seriesName, selectedValues, labelMap, groupby);
}
