/**
 * Drawn by the shared ECharts renderer, with the custom series registered here. The pointer's
 * x is noted before ECharts handles the move (a capturing listener), so that the tooltip tells
 * the value under the pointer.
 */
import { use } from 'echarts/core';
import { CustomChart } from 'echarts/charts';
import type { MouseEvent } from 'react';
import EchartsChart from '../shared/echarts/EchartsChart.js';
import type { HorizonChartProps } from './transformProps.js';

use([CustomChart]);

export default function HorizonChart(props: HorizonChartProps) {
  const { pointer } = props;
  const notePointer = (event: MouseEvent<HTMLDivElement>) => {
    pointer.x = event.clientX - event.currentTarget.getBoundingClientRect().left;
  };
  return (
    <div onMouseMoveCapture={notePointer}>
      <EchartsChart {...props} />
    </div>
  );
}
