/**
 * Drawn by the shared ECharts renderer, with ECharts' custom series registered here. A click
 * on a node zooms into it (zoom.ts): the zoom lives here, with the rects it was made on, so
 * that new data starts unzoomed.
 */
import { useMemo, useState } from 'react';
import { use } from 'echarts/core';
import { CustomChart } from 'echarts/charts';
import EchartsChart from '../shared/echarts/EchartsChart.js';
import type { PartitionChartProps } from './transformProps.js';
import { NO_ZOOM, zoomOnClick, type PartitionZoom } from './zoom.js';

use([CustomChart]);

export default function PartitionChart(props: PartitionChartProps) {
  const { rects, optionFor, echartOptions } = props;
  const [zoomed, setZoomed] = useState<{ on: typeof rects; zoom: PartitionZoom }>({
    on: rects,
    zoom: NO_ZOOM,
  });
  const zoom = zoomed.on === rects ? zoomed.zoom : NO_ZOOM;
  const option = useMemo(
    () => (zoom === NO_ZOOM ? echartOptions : optionFor(zoom)),
    [zoom, echartOptions, optionFor],
  );
  const eventHandlers = useMemo(
    () => ({
      click: (params: unknown) => {
        const { dataIndex } = params as { dataIndex?: number };
        if (dataIndex === undefined) return;
        setZoomed({ on: rects, zoom: zoomOnClick(rects, zoom, dataIndex) });
      },
    }),
    [rects, zoom],
  );
  return <EchartsChart {...props} echartOptions={option} eventHandlers={eventHandlers} />;
}
