import { useMemo, useState } from 'react';
import { use } from 'echarts/core';
import type { EChartsCoreOption } from 'echarts/core';
import { PolarComponent } from 'echarts/components';
import { EchartsRenderer, type EchartsEventHandlers } from '../shared/echarts/EchartsRenderer.js';
import { themeColors } from '../shared/echarts/constants.js';
import { escapeHtml, getDefaultTooltip } from '../shared/echarts/tooltip.js';
import { getNumberFormatter } from '@tessera/core';
import type { RoseChartProps } from './transformProps.js';

use([PolarComponent]);

/**
 * The rose; a click on a wedge expands its time period into a pie of its series (largest
 * first, coloured as in the rose), and a click on the pie returns to the rose.
 */
export default function RoseChart(props: RoseChartProps) {
  const { echartOptions, width, height, theme, periods, seriesColors, numberFormat } = props;
  const [drillIndex, setDrillIndex] = useState<number | null>(null);
  const period = drillIndex === null ? undefined : periods[drillIndex];

  const option = useMemo((): EChartsCoreOption => {
    if (!period) return echartOptions;
    const colors = themeColors(theme);
    const format = getNumberFormatter(numberFormat);
    const slices = [...period.entries].sort((a, b) => b.value - a.value);
    return {
      legend: (echartOptions as { legend?: unknown }).legend,
      title: {
        text: `${period.label} — click the chart to return`,
        left: 'center',
        bottom: 0,
        textStyle: { color: colors.subtleText, fontSize: 12, fontWeight: 'normal' },
      },
      tooltip: {
        ...getDefaultTooltip(theme),
        trigger: 'item',
        formatter: (params: { name: string; value: number; percent: number }) =>
          `<div style="font-weight:700">${escapeHtml(period.label)}</div>${escapeHtml(
            params.name,
          )}: ${escapeHtml(format(params.value))} (${params.percent}%)`,
      },
      series: [
        {
          id: 'rose-pie',
          type: 'pie',
          animation: false,
          radius: ['7.5%', '72%'],
          center: ['50%', '54%'],
          minShowLabelAngle: 18,
          label: { color: colors.text },
          itemStyle: { borderColor: colors.background, borderWidth: 1 },
          data: slices.map((entry) => ({
            name: entry.seriesName,
            value: entry.value,
            itemStyle: { color: seriesColors[entry.seriesName] },
          })),
        },
      ],
    };
  }, [period, echartOptions, theme, numberFormat, seriesColors]);

  const eventHandlers = useMemo<EchartsEventHandlers>(
    () => ({
      click: (params: unknown) => {
        const { dataIndex } = params as { dataIndex?: number };
        setDrillIndex((current) => (current === null ? (dataIndex ?? null) : null));
      },
    }),
    [],
  );
  return (
    <EchartsRenderer
      option={option}
      width={width}
      height={height}
      theme={theme}
      eventHandlers={eventHandlers}
    />
  );
}
