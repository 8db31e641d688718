import { use } from 'echarts/core';
import { HeatmapChart } from 'echarts/charts';
import { CalendarComponent, VisualMapPiecewiseComponent } from 'echarts/components';
import { EchartsRenderer } from '../shared/echarts/EchartsRenderer.js';
import type { CalHeatmapProps } from './transformProps.js';

use([HeatmapChart, CalendarComponent, VisualMapPiecewiseComponent]);

/** The calendars drawn at their own size, scrolling inside the chart's box when larger. */
export default function CalHeatmapChart(props: CalHeatmapProps) {
  const { echartOptions, width, height, contentWidth, contentHeight, theme } = props;
  const scrolls = contentWidth > width || contentHeight > height;
  return (
    <div
      style={{ width, height, overflow: scrolls ? 'auto' : 'hidden' }}
      tabIndex={scrolls ? 0 : undefined}
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? 'Calendar heatmap' : undefined}
    >
      <EchartsRenderer
        option={echartOptions}
        width={contentWidth}
        height={contentHeight}
        theme={theme}
      />
    </div>
  );
}
