import type { ChartTheme } from '../../types.js';
import type { LegendOrientation } from './types.js';

/** Grid, legend and zoom offsets of Superset's ECharts charts. */
export const TIMESERIES_CONSTANTS = {
  gridOffsetRight: 20,
  gridOffsetLeft: 20,
  gridOffsetTop: 20,
  gridOffsetBottom: 20,
  gridOffsetBottomZoomable: 80,
  legendRightTopOffset: 30,
  legendTopRightOffset: 55,
  zoomBottom: 30,
  toolboxTop: 0,
  toolboxRight: 5,
  dataZoomStart: 0,
  dataZoomEnd: 100,
  yAxisLabelTopOffset: 20,
  horizontalBarLabelRightPadding: 70,
} as const;

export const DEFAULT_LEGEND_PADDING: Record<LegendOrientation, number> = {
  top: 30,
  bottom: 30,
  left: 160,
  right: 160,
};

export const OpacityEnum = {
  Transparent: 0,
  SemiTransparent: 0.3,
  DerivedSeries: 0.7,
  NonTransparent: 1,
} as const;

export const StackControlsValue = {
  Stack: 'Stack',
  Stream: 'Stream',
  Expand: 'Expand',
} as const;

export const NULL_STRING = '<NULL>';

const DAY = 86400000;
/** The smallest tick step a time axis may use for a grain. */
export const TIMEGRAIN_TO_TIMESTAMP: Record<string, number> = {
  PT1H: 3600000,
  P1D: DAY,
  P1W: 7 * DAY,
  P1M: 31 * DAY,
  P3M: 31 * 3 * DAY,
  P1Y: 31 * 12 * DAY,
};

export interface ChartThemeColors {
  text: string;
  subtleText: string;
  border: string;
  splitLine: string;
  background: string;
  tooltipBackground: string;
  /** The colour of a positive cell bar / delta. */
  positive: string;
  negative: string;
}

const LIGHT: ChartThemeColors = {
  text: '#323232',
  subtleText: '#666666',
  border: '#E0E0E0',
  splitLine: '#F0F0F0',
  background: '#FFFFFF',
  tooltipBackground: '#FFFFFF',
  positive: '#5AC189',
  negative: '#E04355',
};

const DARK: ChartThemeColors = {
  text: '#E0E0E0',
  subtleText: '#B2B2B2',
  border: '#4A4A4A',
  splitLine: '#333333',
  background: '#141414',
  tooltipBackground: '#1F1F1F',
  positive: '#5AC189',
  negative: '#E04355',
};

export function themeColors(theme: ChartTheme | undefined): ChartThemeColors {
  return theme === 'dark' ? DARK : LIGHT;
}
