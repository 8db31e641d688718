import { D3_FORMAT_DOCS, D3_TIME_FORMAT_OPTIONS } from '../shared/controls/index.js';
import type { ControlConfig, ControlPanelConfig } from '../types.js';

const intControl = (label: string, fallback: number, description: string): ControlConfig => ({
  type: 'TextControl',
  isInt: true,
  default: fallback,
  validators: ['legacyInteger'],
  renderTrigger: true,
  label,
  description,
});

const checkbox = (label: string, fallback: boolean, description: string): ControlConfig => ({
  type: 'CheckboxControl',
  label,
  renderTrigger: true,
  default: fallback,
  description,
});

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Time',
      expanded: true,
      description: 'Time related form attributes',
      controlSetRows: [['granularity_sqla'], ['time_range']],
    },
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'domain_granularity',
            config: {
              type: 'SelectControl',
              label: 'Domain',
              default: 'month',
              // How the days are laid out, not which: no new query.
              renderTrigger: true,
              choices: [
                ['hour', 'hour'],
                ['day', 'day'],
                ['week', 'week'],
                ['month', 'month'],
                ['year', 'year'],
              ],
              description: 'The time unit used for the grouping of blocks',
            },
          },
          {
            name: 'subdomain_granularity',
            config: {
              type: 'SelectControl',
              label: 'Subdomain',
              default: 'day',
              choices: [
                ['min', 'min'],
                ['hour', 'hour'],
                ['day', 'day'],
                ['week', 'week'],
                ['month', 'month'],
              ],
              description:
                'The time unit for each block. Should be a smaller unit than ' +
                'domain_granularity. Should be larger or equal to Time Grain',
            },
          },
        ],
        ['metrics'],
        ['adhoc_filters'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        ['linear_color_scheme'],
        [
          {
            name: 'cell_size',
            config: intControl('Cell Size', 10, 'The size of the square cell, in pixels'),
          },
          {
            name: 'cell_padding',
            config: intControl('Cell Padding', 2, 'The distance between cells, in pixels'),
          },
        ],
        [
          { name: 'cell_radius', config: intControl('Cell Radius', 0, 'The pixel radius') },
          { name: 'steps', config: intControl('Color Steps', 10, 'The number color "steps"') },
        ],
        [
          'y_axis_format',
          {
            name: 'x_axis_time_format',
            config: {
              type: 'SelectControl',
              freeForm: true,
              label: 'Time Format',
              renderTrigger: true,
              default: 'smart_date',
              choices: D3_TIME_FORMAT_OPTIONS,
              description: D3_FORMAT_DOCS,
            },
          },
        ],
        [
          {
            name: 'show_legend',
            config: checkbox('Legend', true, 'Whether to display the legend (toggles)'),
          },
          {
            name: 'show_values',
            config: checkbox(
              'Show Values',
              false,
              'Whether to display the numerical values within the cells',
            ),
          },
        ],
        [
          {
            name: 'show_metric_name',
            config: checkbox(
              'Show Metric Names',
              true,
              'Whether to display the metric name as a title',
            ),
          },
          null,
        ],
      ],
    },
  ],
  controlOverrides: { y_axis_format: { label: 'Number Format' } },
  formDataOverrides: (formData, standardized) => ({
    ...formData,
    metrics: standardized.metrics.length ? standardized.metrics : formData.metrics,
  }),
};
