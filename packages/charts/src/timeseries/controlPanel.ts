import {
  SHARED_CONTROLS,
  advancedAnalyticsSection,
  annotationsSection,
  areaControl,
  chartTitleSection,
  forecastSection,
  legendRows,
  logAxis,
  markerEnabled,
  markerSize,
  minorSplitLine,
  minorTicks,
  opacityControl,
  richTooltipRows,
  seriesOrderRows,
  seriesTypeControl,
  showValueControl,
  showValueRows,
  STACK_CHOICES,
  timeseriesQuerySection,
  truncateXAxis,
  truncateYAxis,
  xAxisBounds,
  xAxisForceCategorical,
  xAxisLabelRotation,
  yAxisBounds,
  zoomable,
  D3_TIME_FORMAT_DOCS,
} from '../shared/controls/index.js';
import type { ControlPanelConfig, ControlSetRow } from '../types.js';

export const TIME_SERIES_DESCRIPTION_TEXT =
  'When using other than adaptive formatting, labels may overlap';

/** Which members of the family a panel is for (they differ only in chart options). */
export type TimeseriesVariant = 'line' | 'smooth' | 'step' | 'scatter' | 'bar' | 'area' | 'generic';

const xAxisTimeFormat = {
  name: 'x_axis_time_format',
  config: {
    ...SHARED_CONTROLS.x_axis_time_format,
    default: 'smart_date',
    description: `${D3_TIME_FORMAT_DOCS}. ${TIME_SERIES_DESCRIPTION_TEXT}`,
  },
};

const orientationControl = {
  name: 'orientation',
  config: {
    type: 'RadioButtonControl' as const,
    renderTrigger: true,
    label: 'Bar orientation',
    default: 'vertical',
    choices: [
      ['vertical', 'Vertical'],
      ['horizontal', 'Horizontal'],
    ] as [string, string][],
    description: 'Orientation of bar chart',
  },
};

const timeShiftColor = {
  name: 'time_shift_color',
  config: {
    type: 'CheckboxControl' as const,
    label: 'Match time shift color with original series',
    default: true,
    renderTrigger: true,
    description:
      'When unchecked, colors from the selected color scheme will be used for time shifted series',
  },
};

function seriesStyleRows(variant: TimeseriesVariant): ControlSetRow[] {
  switch (variant) {
    case 'line':
    case 'smooth':
      return [...showValueRows(), [markerEnabled()], [markerSize()]];
    case 'step':
      return [
        [
          seriesTypeControl(
            'seriesType',
            [
              ['start', 'Start'],
              ['middle', 'Middle'],
              ['end', 'End'],
            ],
            'start',
            'Step type',
          ),
        ],
        ...showValueRows(),
        [markerEnabled()],
        [markerSize()],
      ];
    case 'scatter':
      return [[showValueControl], [markerSize('markerSize', null)]];
    case 'bar':
      return [[orientationControl], ...showValueRows()];
    case 'area':
      return [
        [
          seriesTypeControl('seriesType', [
            ['line', 'Line'],
            ['smooth', 'Smooth Line'],
            ['start', 'Step - start'],
            ['middle', 'Step - middle'],
            ['end', 'Step - end'],
          ]),
        ],
        [opacityControl('opacity', null)],
        ...showValueRows([...STACK_CHOICES, ['Expand', 'Expand']]),
        [markerEnabled()],
        [markerSize()],
      ];
    case 'generic':
      return [
        [seriesTypeControl()],
        ...showValueRows(),
        [areaControl()],
        [opacityControl()],
        [markerEnabled()],
        [markerSize()],
      ];
  }
}

/** The control panel of one member of the ECharts time-series family. */
export function timeseriesControlPanel(variant: TimeseriesVariant): ControlPanelConfig {
  return {
    sections: [
      timeseriesQuerySection,
      advancedAnalyticsSection,
      annotationsSection,
      forecastSection,
      chartTitleSection,
      {
        label: 'Chart Options',
        expanded: true,
        controlSetRows: [
          ...seriesOrderRows,
          ['color_scheme'],
          [timeShiftColor],
          ...seriesStyleRows(variant),
          [zoomable],
          [minorTicks],
          ...legendRows,
          [{ header: 'X Axis' }],
          [xAxisTimeFormat],
          [xAxisLabelRotation],
          [xAxisForceCategorical],
          ...richTooltipRows,
          [{ header: 'Y Axis' }],
          ['y_axis_format'],
          ['currency_format'],
          [logAxis()],
          [minorSplitLine],
          [truncateXAxis],
          [xAxisBounds],
          [truncateYAxis()],
          [yAxisBounds()],
        ],
      },
    ],
    controlOverrides: { row_limit: { default: 10000 } },
    formDataOverrides: (formData, standardized) => ({
      ...formData,
      metrics: standardized.metrics,
      groupby: standardized.columns,
    }),
  };
}
