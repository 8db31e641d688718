import type { EChartsCoreOption } from 'echarts/core';
import type { ChartTheme, QueryFormData } from '../types.js';

/** What both big number renderers draw. */
export interface BigNumberChartProps {
  width: number;
  height: number;
  theme: ChartTheme;
  formData: QueryFormData;
  /** The value, or null when there is none ("No data"). */
  bigNumber: number | null;
  /** The value as shown (number format, or date format for temporal values). */
  bigNumberText: string;
  /** The subheader, or "+12.3% WoW" when comparing with an earlier period. */
  subheader: string;
  /** The relative change over `compare_lag` periods (trendline only). */
  percentChange?: number;
  /** `positive` / `negative` colour the comparison. */
  className: '' | 'positive' | 'negative';
  /** The timestamp of the value shown (trendline, with `show_timestamp`). */
  timestampText?: string;
  headerFontSize: number;
  subheaderFontSize: number;
  /** The number's colour from conditional formatting (big number total). */
  numberColor?: string;
  /** The sparkline colour (`color_picker`). */
  mainColor?: string;
  /** The sparkline (null without a trend line or data). */
  echartOptions?: EChartsCoreOption | null;
}
