import {
  checkboxControl,
  dateFormatControl,
  formatSelectOptions,
  numberFormatControl,
  xAxisLabelRotation,
} from '../shared/controls/index.js';
import type { ControlConfig, ControlPanelConfig } from '../types.js';

const SORT_AXIS_CHOICES: [string, string][] = [
  ['alpha_asc', 'Axis ascending'],
  ['alpha_desc', 'Axis descending'],
  ['value_asc', 'Metric ascending'],
  ['value_desc', 'Metric descending'],
];

const sortAxis = (name: string, label: string) => ({
  name,
  config: {
    type: 'SelectControl',
    label,
    choices: SORT_AXIS_CHOICES,
    clearable: true,
    default: undefined,
    description: 'Order of the axis categories',
  } satisfies ControlConfig,
});

const MARGIN_CHOICES = formatSelectOptions(['auto', 50, 75, 100, 125, 150, 200]);
const margin = (name: string, label: string, description: string) => ({
  name,
  config: {
    type: 'SelectControl',
    freeForm: true,
    clearable: false,
    label,
    choices: MARGIN_CHOICES,
    default: 'auto',
    renderTrigger: true,
    description,
  } satisfies ControlConfig,
});

const INTERVAL_CHOICES: [number, string][] = [
  [-1, 'Auto'],
  ...Array.from({ length: 50 }, (_, i): [number, string] => [i + 1, String(i + 1)]),
];
const scaleInterval = (name: string, label: string, axis: string) => ({
  name,
  config: {
    type: 'SelectControl',
    label,
    choices: INTERVAL_CHOICES,
    default: -1,
    clearable: false,
    renderTrigger: true,
    description: `Number of steps to take between ticks when displaying the ${axis} scale`,
  } satisfies ControlConfig,
});

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['x_axis'],
        ['time_grain_sqla'],
        ['groupby'],
        ['metric'],
        ['adhoc_filters'],
        ['row_limit'],
        [sortAxis('sort_x_axis', 'Sort X Axis')],
        [sortAxis('sort_y_axis', 'Sort Y Axis')],
        [
          {
            name: 'normalize_across',
            config: {
              type: 'SelectControl',
              label: 'Normalize Across',
              choices: [
                ['heatmap', 'heatmap'],
                ['x', 'x'],
                ['y', 'y'],
              ],
              default: 'heatmap',
              description:
                'Color will be shaded based the normalized (0% to 100%) value of a given cell ' +
                'against the other cells in the selected range: heatmap (all cells), x (cells ' +
                'of the same x), y (cells of the same y).',
            },
          },
        ],
      ],
    },
    {
      label: 'Heatmap Options',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'legend_type',
            config: {
              type: 'SelectControl',
              label: 'Legend Type',
              choices: [
                ['continuous', 'Continuous'],
                ['piecewise', 'Piecewise'],
              ],
              default: 'continuous',
              clearable: false,
              renderTrigger: true,
            },
          },
        ],
        [
          {
            name: 'linear_color_scheme',
            config: {
              type: 'ColorSchemeControl',
              label: 'Linear Color Scheme',
              default: 'superset_seq_1',
              clearable: false,
              renderTrigger: true,
              isLinear: true,
              description: '',
            },
          },
        ],
        [
          {
            name: 'border_color',
            config: {
              type: 'ColorPickerControl',
              label: 'Border color',
              renderTrigger: true,
              default: { r: 0, g: 0, b: 0, a: 1 },
              description: 'The color of the elements border',
            },
          },
        ],
        [
          {
            name: 'border_width',
            config: {
              type: 'SliderControl',
              label: 'Border width',
              renderTrigger: true,
              min: 0,
              max: 2,
              step: 0.1,
              default: 0,
              description: 'The width of the elements border',
            },
          },
        ],
        [scaleInterval('xscale_interval', 'XScale Interval', 'X')],
        [scaleInterval('yscale_interval', 'YScale Interval', 'Y')],
        [
          margin(
            'left_margin',
            'Left Margin',
            'Left margin, in pixels, allowing for more room for axis labels',
          ),
        ],
        [
          margin(
            'bottom_margin',
            'Bottom Margin',
            'Bottom margin, in pixels, allowing for more room for axis labels',
          ),
        ],
        [
          {
            name: 'value_bounds',
            config: {
              type: 'BoundsControl',
              label: 'Value bounds',
              renderTrigger: true,
              default: [null, null],
              description: 'Hard value bounds applied for color coding.',
            },
          },
        ],
        [numberFormatControl('y_axis_format', 'Value Format')],
        [dateFormatControl('x_axis_time_format')],
        [xAxisLabelRotation],
        ['currency_format'],
        [
          checkboxControl('show_legend', 'Legend', 'Whether to display the legend (toggles)', {
            default: true,
          }),
        ],
        [
          checkboxControl(
            'show_percentage',
            'Show percentage',
            'Whether to include the percentage in the tooltip',
            { default: true },
          ),
        ],
        [
          checkboxControl(
            'show_values',
            'Show Values',
            'Whether to display the numerical values within the cells',
          ),
        ],
        [
          checkboxControl(
            'normalized',
            'Normalized',
            'Whether to apply a normal distribution based on rank on the color scale',
          ),
        ],
      ],
    },
  ],
  controlOverrides: {
    groupby: {
      label: 'Y-axis',
      multi: false,
      validators: ['nonEmpty'],
      description: 'Dimension to use on y-axis.',
    },
  },
  formDataOverrides: (formData, standardized) => ({
    ...formData,
    metric: standardized.metrics[0] ?? formData.metric,
    groupby: standardized.columns.slice(0, 1),
  }),
};
