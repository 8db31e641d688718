import type { ChartTheme } from '../../types.js';
import { DEFAULT_LEGEND_PADDING, TIMESERIES_CONSTANTS, themeColors } from './constants.js';
import type { LegendOrientation, LegendType } from './types.js';

export interface ChartPadding {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export const asLegendOrientation = (value: unknown): LegendOrientation =>
  value === 'bottom' || value === 'left' || value === 'right' ? value : 'top';
export const asLegendType = (value: unknown): LegendType =>
  value === 'plain' ? 'plain' : 'scroll';

/** The ECharts legend: scroll or plain, along one edge, with all/inverse selectors. */
export function getLegendProps(
  type: LegendType,
  orientation: LegendOrientation,
  show: boolean,
  theme: ChartTheme,
  zoomable = false,
  legendState?: Record<string, boolean>,
): Record<string, unknown> {
  const colors = themeColors(theme);
  const legend: Record<string, unknown> = {
    orient: orientation === 'top' || orientation === 'bottom' ? 'horizontal' : 'vertical',
    show,
    type,
    selected: legendState,
    selector: ['all', 'inverse'],
    selectorLabel: { fontSize: 12, color: colors.subtleText, borderColor: colors.subtleText },
    textStyle: { color: colors.text },
    pageTextStyle: { color: colors.subtleText },
  };
  switch (orientation) {
    case 'left':
      legend.left = 0;
      break;
    case 'right':
      legend.right = 0;
      legend.top = zoomable ? TIMESERIES_CONSTANTS.legendRightTopOffset : 0;
      break;
    case 'bottom':
      legend.bottom = 0;
      break;
    default:
      legend.top = 0;
      legend.right = zoomable ? TIMESERIES_CONSTANTS.legendTopRightOffset : 0;
  }
  return legend;
}

/** Room for the legend on its edge (`legendMargin` overrides the default). */
export function getChartPadding(
  show: boolean,
  orientation: LegendOrientation,
  margin?: string | number | null,
  padding?: Partial<ChartPadding>,
): ChartPadding {
  let legendMargin: number;
  if (!show) legendMargin = 0;
  else if (margin === null || margin === undefined || margin === '' || Number.isNaN(Number(margin)))
    legendMargin = DEFAULT_LEGEND_PADDING[orientation];
  else legendMargin = Number(margin);
  const { bottom = 0, left = 0, right = 0, top = 0 } = padding ?? {};
  return {
    left: left + (orientation === 'left' ? legendMargin : 0),
    right: right + (orientation === 'right' ? legendMargin : 0),
    top: top + (orientation === 'top' ? legendMargin : 0),
    bottom: bottom + (orientation === 'bottom' ? legendMargin : 0),
  };
}
