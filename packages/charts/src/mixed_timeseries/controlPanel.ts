import {
  SHARED_CONTROLS,
  advancedAnalyticsSection,
  annotationsSection,
  areaControl,
  chartTitleSection,
  legendRows,
  logAxis,
  markerEnabled,
  markerSize,
  minorSplitLine,
  minorTicks,
  opacityControl,
  richTooltipRows,
  seriesTypeControl,
  suffixedSection,
  truncateYAxis,
  xAxisForceCategorical,
  xAxisLabelRotation,
  yAxisBounds,
  zoomable,
} from '../shared/controls/index.js';
import type { ControlPanelConfig, ControlPanelSection, ControlSetRow } from '../types.js';

/** A query section whose controls carry `suffix` (`""` for Query A, `"_b"` for Query B). */
function querySection(label: string, suffix: string): ControlPanelSection {
  const named = (name: string) => ({ name: `${name}${suffix}`, config: SHARED_CONTROLS[name] });
  return {
    label,
    expanded: true,
    controlSetRows: [
      [named('metrics')],
      [named('groupby')],
      [named('adhoc_filters')],
      [named('limit')],
      [named('timeseries_limit_metric')],
      [
        {
          name: `order_desc${suffix}`,
          config: {
            type: 'CheckboxControl',
            label: 'Sort Descending',
            default: true,
            description: 'Whether to sort descending or ascending',
          },
        },
      ],
      [named('row_limit')],
      [named('truncate_metric')],
    ],
  };
}

/** Series style of one query; Query B's style keys end in `B`. */
function seriesStyleRows(label: string, suffix: '' | 'B'): ControlSetRow[] {
  return [
    [{ header: label }],
    [seriesTypeControl(`seriesType${suffix}`)],
    [
      {
        name: `stack${suffix}`,
        config: {
          type: 'CheckboxControl',
          label: 'Stack series',
          renderTrigger: true,
          default: false,
          description: 'Stack series on top of each other',
        },
      },
    ],
    [areaControl(`area${suffix}`)],
    [
      {
        name: `show_value${suffix}`,
        config: {
          type: 'CheckboxControl',
          label: 'Show Values',
          renderTrigger: true,
          default: false,
          description: 'Whether to display the numerical values within the cells of the chart',
        },
      },
    ],
    [opacityControl(`opacity${suffix}`, `area${suffix}`)],
    [markerEnabled(`markerEnabled${suffix}`)],
    [markerSize(`markerSize${suffix}`, `markerEnabled${suffix}`)],
    [
      {
        name: `yAxisIndex${suffix}`,
        config: {
          type: 'SelectControl',
          label: 'Y Axis',
          choices: [
            [0, 'Primary'],
            [1, 'Secondary'],
          ],
          default: 0,
          clearable: false,
          renderTrigger: true,
          description: 'Primary or secondary y-axis',
        },
      },
    ],
    [
      {
        name: `sort_series_type${suffix}`,
        config: {
          type: 'SelectControl',
          label: 'Sort Series By',
          default: 'sum',
          renderTrigger: true,
          choices: [
            ['name', 'Category name'],
            ['sum', 'Total value'],
            ['min', 'Minimum value'],
            ['max', 'Maximum value'],
            ['avg', 'Average value'],
          ],
          description: 'Based on what should series be ordered on the chart and legend',
        },
      },
    ],
  ];
}

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Shared query fields',
      expanded: true,
      controlSetRows: [['x_axis'], ['time_grain_sqla']],
    },
    querySection('Query A', ''),
    suffixedSection(advancedAnalyticsSection, 'Advanced analytics Query A', ''),
    querySection('Query B', '_b'),
    suffixedSection(advancedAnalyticsSection, 'Advanced analytics Query B', '_b'),
    annotationsSection,
    chartTitleSection,
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        ...seriesStyleRows('Query A', ''),
        ...seriesStyleRows('Query B', 'B'),
        [zoomable],
        [minorTicks],
        [
          {
            name: 'show_query_identifiers',
            config: {
              type: 'CheckboxControl',
              label: 'Show query identifiers',
              description: 'Add Query A and Query B identifiers to tooltips and legend items',
              renderTrigger: true,
              default: false,
            },
          },
        ],
        ...legendRows,
        [{ header: 'X Axis' }],
        ['x_axis_time_format'],
        [xAxisLabelRotation],
        [xAxisForceCategorical],
        ...richTooltipRows,
        [{ header: 'Y Axis' }],
        [minorSplitLine],
        [truncateYAxis()],
        [yAxisBounds()],
        [
          {
            name: 'y_axis_format',
            config: { ...SHARED_CONTROLS.y_axis_format, label: 'Primary y-axis format' },
          },
        ],
        ['currency_format'],
        [logAxis('logAxis', 'Logarithmic scale on primary y-axis')],
        [
          {
            name: 'y_axis_format_secondary',
            config: { ...SHARED_CONTROLS.y_axis_format, label: 'Secondary y-axis format' },
          },
        ],
        [{ name: 'currency_format_secondary', config: SHARED_CONTROLS.currency_format }],
        [
          {
            name: 'yAxisTitleSecondary',
            config: {
              type: 'TextControl',
              label: 'Secondary y-axis title',
              renderTrigger: true,
              default: '',
            },
          },
        ],
        [logAxis('logAxisSecondary', 'Logarithmic scale on secondary y-axis')],
        [truncateYAxis('truncateYAxisSecondary')],
        [yAxisBounds('y_axis_bounds_secondary', 'truncateYAxisSecondary')],
      ],
    },
  ],
  controlOverrides: { row_limit: { default: 10000 }, row_limit_b: { default: 10000 } },
  formDataOverrides: (formData, standardized) => ({
    ...formData,
    metrics: standardized.metrics,
    groupby: standardized.columns,
  }),
};
