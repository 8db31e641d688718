import { xTicksLayoutControl } from '../box_plot/controlPanel.js';
import { checkboxControl, dateFormatControl, showValueControl } from '../shared/controls/index.js';
import type { ControlConfig, ControlPanelConfig } from '../types.js';

const textControl = (name: string, label: string, description = '') => ({
  name,
  config: {
    type: 'TextControl',
    label,
    renderTrigger: true,
    default: '',
    description,
  } satisfies ControlConfig,
});
const colorControl = (name: string, label: string, rgb: [number, number, number]) => ({
  name,
  config: {
    type: 'ColorPickerControl',
    label,
    renderTrigger: true,
    default: { r: rgb[0], g: rgb[1], b: rgb[2], a: 1 },
  } satisfies ControlConfig,
});

export const INCREASE_COLOR: [number, number, number] = [90, 193, 137];
export const DECREASE_COLOR: [number, number, number] = [224, 67, 85];
export const TOTAL_COLOR: [number, number, number] = [102, 102, 102];

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
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [showValueControl],
        [
          checkboxControl(
            'show_legend',
            'Show legend',
            'Whether to display a legend for the chart',
            {
              default: true,
            },
          ),
        ],
        [
          checkboxControl('show_total', 'Show total', 'Display a total bar at the end', {
            default: true,
          }),
        ],
        [{ header: 'Series Settings' }],
        [colorControl('increase_color', 'Increase', INCREASE_COLOR)],
        [textControl('increase_label', 'Increase label')],
        [colorControl('decrease_color', 'Decrease', DECREASE_COLOR)],
        [textControl('decrease_label', 'Decrease label')],
        [colorControl('total_color', 'Total', TOTAL_COLOR)],
        [textControl('total_label', 'Total label')],
        [{ header: 'X Axis' }],
        [textControl('x_axis_label', 'X Axis Label')],
        [dateFormatControl('x_axis_time_format')],
        [xTicksLayoutControl],
        [{ header: 'Y Axis' }],
        [textControl('y_axis_label', 'Y Axis Label')],
        ['y_axis_format'],
        ['currency_format'],
      ],
    },
  ],
  controlOverrides: {
    groupby: {
      label: 'Breakdowns',
      multi: false,
      description:
        'Breaks down the series by the category specified in this control. This can help ' +
        'viewers understand how each category affects the overall value.',
    },
  },
  formDataOverrides: (formData, standardized) => ({
    ...formData,
    metric: standardized.metrics[0] ?? formData.metric,
    groupby: standardized.columns.slice(0, 1),
  }),
};
