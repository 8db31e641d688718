import { SHARED_CONTROLS, controlValue } from '../shared/controls/index.js';
import type { ControlPanelConfig } from '../types.js';

/** The comparison values, as "Customize columns" lists them. */
export const COMPARISON_COLUMNS = ['Previous value', 'Delta', 'Percent change'];

export const HEADER_FONT_SIZES: [number, string][] = [
  [0.2, 'Tiny'],
  [0.3, 'Small'],
  [0.4, 'Normal'],
  [0.5, 'Large'],
  [0.6, 'Huge'],
];
export const SUBHEADER_FONT_SIZES: [number, string][] = [
  [0.125, 'Tiny'],
  [0.15, 'Small'],
  [0.2, 'Normal'],
  [0.3, 'Large'],
  [0.4, 'Huge'],
];

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['metric'],
        ['adhoc_filters'],
        [
          {
            name: 'time_comparison',
            config: {
              type: 'SelectControl',
              label: 'Range for Comparison',
              default: 'r',
              clearable: false,
              choices: [
                ['r', 'Inherit range from time filters'],
                ['y', 'Year'],
                ['m', 'Month'],
                ['w', 'Week'],
                ['c', 'Custom'],
              ],
              description:
                'Set the time range that will be used for the comparison metrics. For example, ' +
                '"Year" will compare to the same dates one year earlier. Use "Inherit range from ' +
                'time filters" to shift the comparison time range by the same length as your ' +
                'time range and use "Custom" to set a custom comparison range.',
            },
          },
        ],
        [
          {
            name: 'adhoc_custom',
            config: {
              ...SHARED_CONTROLS.adhoc_filters,
              label: 'Filters for Comparison',
              description: 'This only applies when selecting the Range for Comparison Type: Custom',
              default: [],
              visibility: (state) => controlValue(state, 'time_comparison') === 'c',
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
        [
          {
            name: 'show_metric_name',
            config: {
              type: 'CheckboxControl',
              label: 'Show metric name',
              renderTrigger: true,
              default: false,
              description: 'Whether to display the metric name',
            },
          },
        ],
        [
          {
            name: 'metric_name_font_size',
            config: {
              type: 'SelectControl',
              label: 'Metric name font size',
              renderTrigger: true,
              clearable: false,
              default: 0.15,
              choices: SUBHEADER_FONT_SIZES,
              visibility: (state) => Boolean(controlValue(state, 'show_metric_name')),
            },
          },
        ],
        ['y_axis_format'],
        [
          {
            name: 'percentDifferenceFormat',
            config: {
              ...SHARED_CONTROLS.y_axis_format,
              label: 'Percent Difference format',
              default: '+,.1%',
            },
          },
        ],
        ['currency_format'],
        [
          {
            name: 'header_font_size',
            config: {
              type: 'SelectControl',
              label: 'Big Number Font Size',
              renderTrigger: true,
              clearable: false,
              default: 0.2,
              choices: HEADER_FONT_SIZES,
            },
          },
        ],
        [
          {
            name: 'subheader_font_size',
            config: {
              type: 'SelectControl',
              label: 'Comparison font size',
              renderTrigger: true,
              clearable: false,
              default: 0.125,
              choices: SUBHEADER_FONT_SIZES,
            },
          },
        ],
        [
          {
            name: 'subtitle',
            config: {
              type: 'TextControl',
              label: 'Subtitle',
              renderTrigger: true,
              default: '',
              description: 'Description text that shows up below your Big Number',
            },
          },
        ],
        [
          {
            name: 'comparison_color_enabled',
            config: {
              type: 'CheckboxControl',
              label: 'Add color for positive/negative change',
              renderTrigger: true,
              default: false,
              description: 'Add color for positive/negative change',
            },
          },
        ],
        [
          {
            name: 'comparison_color_scheme',
            config: {
              type: 'SelectControl',
              label: 'color scheme for comparison',
              default: 'Green',
              renderTrigger: true,
              clearable: false,
              choices: [
                ['Green', 'Green for increase, red for decrease'],
                ['Red', 'Red for increase, green for decrease'],
              ],
              visibility: (state) => Boolean(controlValue(state, 'comparison_color_enabled')),
              description:
                'Adds color to the chart symbols based on the positive or negative change from ' +
                'the comparison value.',
            },
          },
        ],
        [
          {
            name: 'column_config',
            config: {
              type: 'ColumnConfigControl',
              label: 'Customize columns',
              description: 'Further customize how to display each column',
              renderTrigger: true,
              default: {},
              mapStateToProps: () => ({
                columnNames: COMPARISON_COLUMNS,
                columnTypes: Object.fromEntries(COMPARISON_COLUMNS.map((c) => [c, 0])),
              }),
            },
          },
        ],
      ],
    },
  ],
  controlOverrides: { y_axis_format: { label: 'Number format' } },
  formDataOverrides: (formData, standardized) => ({
    ...formData,
    metric: standardized.metrics[0] ?? formData.metric,
  }),
};
