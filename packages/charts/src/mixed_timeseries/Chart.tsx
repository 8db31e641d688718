import { useMemo } from 'react';
import { EchartsRenderer } from '../shared/echarts/EchartsRenderer.js';
import { mixedCrossFilterDataMask } from './crossFilter.js';
import type { MixedTimeseriesChartProps } from './types.js';

/**
 * The mixed chart: draws `echartOptions`; a click on a series cross-filters on the
 * groupby values of the query that drew it (Query A's or Query B's).
 */
export default function MixedTimeseriesChart(props: MixedTimeseriesChartProps) {
  const { echartOptions, width, height, theme, selectedValues, hooks } = props;
  const { labelMap, labelMapB, groupby, groupbyB, seriesQueryMap, seriesBreakdown } = props;
  const emit = props.emitCrossFilters && hooks?.setDataMask;
  const eventHandlers = useMemo(() => {
    if (!emit) return undefined;
    return {
      click: (params: unknown) => {
        const { seriesName, seriesIndex } = params as { seriesName?: string; seriesIndex?: number };
        if (!seriesName) return;
        const mask = mixedCrossFilterDataMask(
          { labelMap, labelMapB, groupby, groupbyB, seriesQueryMap, seriesBreakdown },
          seriesName,
          seriesIndex,
          selectedValues ?? [],
        );
        if (mask) hooks?.setDataMask?.(mask);
      },
    };
  }, [
    emit,
    hooks,
    labelMap,
    labelMapB,
    groupby,
    groupbyB,
    seriesQueryMap,
    seriesBreakdown,
    selectedValues,
  ]);
  return (
    <EchartsRenderer
      option={echartOptions}
      width={width}
      height={height}
      theme={theme}
      eventHandlers={eventHandlers}
    />
  );
}
