import {
  D3_FORMAT_DOCS,
  D3_FORMAT_OPTIONS,
  D3_TIME_FORMAT_OPTIONS,
} from '../shared/controls/formats.js';
import { advancedAnalyticsSection } from '../shared/controls/advancedAnalytics.js';
import type { ControlConfig, ControlPanelConfig } from '../types.js';

const option = (name: string, config: ControlConfig) => ({
  name,
  config: { ...config, renderTrigger: true },
});

/** The legacy Time-series Percent Change controls (the nvd3 line family's). */
export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Time',
      expanded: true,
      controlSetRows: [['granularity_sqla'], ['time_grain_sqla'], ['time_range']],
    },
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['metrics'],
        ['adhoc_filters'],
        ['groupby'],
        ['limit', 'timeseries_limit_metric'],
        ['order_desc'],
        [
          {
            name: 'contribution',
            config: {
              type: 'CheckboxControl',
              label: 'Contribution',
              default: false,
              description: 'Compute the contribution to the total',
            },
          },
        ],
        ['row_limit'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        [
          option('show_legend', {
            type: 'CheckboxControl',
            label: 'Legend',
            default: true,
            description: 'Whether to display the legend (toggles)',
          }),
        ],
      ],
    },
    {
      label: 'X Axis',
      expanded: true,
      controlSetRows: [
        [option('x_axis_label', { type: 'TextControl', label: 'X Axis Label', default: '' })],
        [
          option('x_axis_format', {
            type: 'SelectControl',
            freeForm: true,
            label: 'X Axis Format',
            default: 'smart_date',
            choices: D3_TIME_FORMAT_OPTIONS,
            description: 'D3 time format syntax: https://github.com/d3/d3-time-format',
          }),
        ],
      ],
    },
    {
      label: 'Y Axis',
      expanded: true,
      controlSetRows: [
        [option('y_axis_label', { type: 'TextControl', label: 'Y Axis Label', default: '' })],
        [
          option('y_log_scale', {
            type: 'CheckboxControl',
            label: 'Y Log Scale',
            default: false,
            description: 'Use a log scale for the Y-axis',
          }),
        ],
        [
          option('y_axis_format', {
            type: 'SelectControl',
            freeForm: true,
            label: 'Y Axis Format',
            default: 'SMART_NUMBER',
            choices: D3_FORMAT_OPTIONS,
            description: D3_FORMAT_DOCS,
          }),
        ],
        [
          option('y_axis_bounds', {
            type: 'BoundsControl',
            label: 'Y Axis Bounds',
            default: [null, null],
            description:
              'Bounds for the Y-axis. When left empty, the bounds are dynamically defined ' +
              'based on the min/max of the data.',
          }),
        ],
      ],
    },
    advancedAnalyticsSection,
  ],
};
