import {
  displayTimeRelatedControls,
  resampleRows,
  rollingWindowRows,
} from '../shared/controls/index.js';
import type { ControlPanelConfig } from '../types.js';
import { bigNumberDisplayRows } from './displayControls.js';

export const AGGREGATION_CHOICES: [string, string][] = [
  ['raw', 'Overall value'],
  ['LAST_VALUE', 'Last Value'],
  ['sum', 'Total (Sum)'],
  ['mean', 'Average (Mean)'],
  ['min', 'Minimum'],
  ['max', 'Maximum'],
  ['median', 'Median'],
];

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [['x_axis'], ['time_grain_sqla'], ['metric'], ['adhoc_filters']],
    },
    {
      label: 'Options',
      tabOverride: 'data',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'compare_lag',
            config: {
              type: 'TextControl',
              label: 'Comparison Period Lag',
              isInt: true,
              validators: ['integer'],
              description: 'Based on granularity, number of time periods to compare against',
            },
          },
        ],
        [
          {
            name: 'compare_suffix',
            config: {
              type: 'TextControl',
              label: 'Comparison suffix',
              description: 'Suffix to apply after the percentage display',
            },
          },
        ],
        [
          {
            name: 'show_timestamp',
            config: {
              type: 'CheckboxControl',
              label: 'Show Timestamp',
              renderTrigger: true,
              default: false,
              description: 'Whether to display the timestamp',
            },
          },
        ],
        [
          {
            name: 'show_trend_line',
            config: {
              type: 'CheckboxControl',
              label: 'Show Trend Line',
              renderTrigger: true,
              default: true,
              description: 'Whether to display the trend line',
            },
          },
        ],
        [
          {
            name: 'start_y_axis_at_zero',
            config: {
              type: 'CheckboxControl',
              label: 'Start y-axis at 0',
              renderTrigger: true,
              default: true,
              description:
                'Start y-axis at zero. Uncheck to start y-axis at minimum value in the data.',
            },
          },
        ],
        [
          {
            name: 'time_range_fixed',
            config: {
              type: 'CheckboxControl',
              label: 'Fix to selected Time Range',
              renderTrigger: true,
              default: false,
              description:
                'Fix the trend line to the full time range specified in case filtered results ' +
                'do not include the start or end dates',
            },
          },
        ],
        [
          {
            name: 'aggregation',
            config: {
              type: 'SelectControl',
              label: 'Aggregation Method',
              default: 'LAST_VALUE',
              clearable: false,
              choices: AGGREGATION_CHOICES,
              description:
                'Method to compute the displayed value. "Overall value" calculates a single ' +
                'metric across the entire filtered time period, ideal for non-additive metrics ' +
                'like ratios, averages, or distinct counts. Other methods operate over the time ' +
                'series data points.',
            },
          },
        ],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [['color_picker'], ...bigNumberDisplayRows],
    },
    {
      label: 'Advanced Analytics',
      expanded: false,
      visibility: displayTimeRelatedControls,
      controlSetRows: [...rollingWindowRows, ...resampleRows],
    },
  ],
  controlOverrides: {
    y_axis_format: { label: 'Number format' },
  },
  formDataOverrides: (formData, standardized) => ({
    ...formData,
    metric: standardized.metrics[0] ?? formData.metric,
  }),
};
