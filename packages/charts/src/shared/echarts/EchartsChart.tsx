import { useMemo } from 'react';
import { crossFilterDataMask } from './crossFilter.js';
import { EchartsRenderer } from './EchartsRenderer.js';
import type { EchartsChartProps } from './types.js';

/**
 * The renderer of the ECharts chart types: draws `echartOptions` and turns a click on a
 * series or slice into a cross-filter when the chart emits them.
 */
export default function EchartsChart(props: EchartsChartProps) {
  const { echartOptions, width, height, theme, labelMap, groupby, selectedValues, hooks } = props;
  const emit = props.emitCrossFilters && hooks?.setDataMask;
  const eventHandlers = useMemo(() => {
    if (!emit) return undefined;
    return {
      click: (params: unknown) => {
        const { seriesName, name, seriesType } = params as {
          seriesName?: string;
          name?: string;
          seriesType?: string;
        };
        const clicked = seriesType === 'pie' ? name : seriesName;
        if (!clicked) return;
        const mask = crossFilterDataMask(
          clicked,
          selectedValues ?? [],
          labelMap ?? {},
          groupby ?? [],
        );
        if (mask) hooks?.setDataMask?.(mask);
      },
    };
  }, [emit, hooks, labelMap, groupby, selectedValues]);
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
