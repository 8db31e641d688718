import type { EChartsCoreOption } from 'echarts/core';
import type { ChartHooks, ChartTheme, DataRecordValue, QueryFormData } from '../../types.js';
import type { EchartsDrillAxis } from './contextMenu.js';

export type LegendOrientation = 'top' | 'bottom' | 'left' | 'right';
export type LegendType = 'scroll' | 'plain';

/** What every ECharts renderer receives from its transformProps. */
export interface EchartsChartProps<F extends QueryFormData = QueryFormData> {
  echartOptions: EChartsCoreOption;
  width: number;
  height: number;
  formData: F;
  theme: ChartTheme;
  /** Series (or slice) name → the dimension values it stands for, for cross-filters. */
  labelMap?: Record<string, DataRecordValue[]>;
  /** The dimension column labels the label map's values belong to. */
  groupby?: string[];
  /** Names currently selected as a cross-filter. */
  selectedValues?: string[];
  hooks?: ChartHooks;
  emitCrossFilters?: boolean;
  /** The x axis a right-click's drill filters name (time-series charts). */
  drillAxis?: EchartsDrillAxis;
}
