import {
  checkboxControl,
  formatSelectOptions,
  legendRows,
  logAxis,
  numberFormatControl,
  truncateYAxis,
  xAxisBounds,
  xAxisLabelRotation,
  yAxisBounds,
} from '../shared/controls/index.js';
import { SHARED_CONTROLS } from '../shared/controls/sharedControls.js';
import type { ControlConfig, ControlPanelConfig } from '../types.js';

export const MAX_BUBBLE_SIZES = ['5', '10', '15', '25', '50', '75', '100'];
const TITLE_MARGINS = [15, 30, 50, 75, 100, 125, 150, 200];

const metricControl = (name: string, label: string, description: string) => ({
  name,
  config: { ...SHARED_CONTROLS.metric, label, description } satisfies ControlConfig,
});
const textControl = (name: string, label: string) => ({
  name,
  config: { type: 'TextControl', label, renderTrigger: true, default: '' } satisfies ControlConfig,
});
const titleMargin = (name: string, label: string) => ({
  name,
  config: {
    type: 'SelectControl',
    freeForm: true,
    clearable: true,
    label,
    renderTrigger: true,
    choices: formatSelectOptions(TITLE_MARGINS),
    default: TITLE_MARGINS[1],
  } satisfies ControlConfig,
});

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['series'],
        ['entity'],
        [metricControl('x', 'X Axis', 'Metric assigned to the [X] axis')],
        [metricControl('y', 'Y Axis', 'Metric assigned to the [Y] axis')],
        ['adhoc_filters'],
        [metricControl('size', 'Bubble Size', 'Metric used to calculate bubble size')],
        [
          {
            name: 'orderby',
            config: {
              ...SHARED_CONTROLS.metric,
              label: 'Sort by',
              default: null,
              validators: [],
              description: 'Metric used to order the bubbles (the row limit keeps the first ones)',
              multi: false,
            },
          },
        ],
        ['order_desc'],
        ['row_limit'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        ...legendRows,
        [
          {
            name: 'max_bubble_size',
            config: {
              type: 'SelectControl',
              freeForm: true,
              label: 'Max Bubble Size',
              default: '25',
              choices: formatSelectOptions(MAX_BUBBLE_SIZES),
              renderTrigger: true,
            },
          },
        ],
        [numberFormatControl('tooltipSizeFormat', 'Bubble size number format')],
        [
          {
            name: 'opacity',
            config: {
              type: 'SliderControl',
              label: 'Bubble Opacity',
              renderTrigger: true,
              min: 0,
              max: 1,
              step: 0.1,
              default: 0.6,
              description: 'Opacity of bubbles, 0 means completely transparent, 1 means opaque',
            },
          },
        ],
      ],
    },
    {
      label: 'X Axis',
      expanded: true,
      controlSetRows: [
        [textControl('x_axis_label', 'X Axis Title')],
        [xAxisLabelRotation],
        [titleMargin('x_axis_title_margin', 'X Axis Title Margin')],
        [numberFormatControl('xAxisFormat', 'X Axis Format')],
        [logAxis('logXAxis', 'Logarithmic x-axis')],
        [
          checkboxControl(
            'truncateXAxis',
            'Truncate X Axis',
            'Truncate X Axis. Can be overridden by specifying a min or max bound.',
          ),
        ],
        [xAxisBounds],
      ],
    },
    {
      label: 'Y Axis',
      expanded: true,
      controlSetRows: [
        [textControl('y_axis_label', 'Y Axis Title')],
        [titleMargin('y_axis_title_margin', 'Y Axis Title Margin')],
        ['y_axis_format'],
        [logAxis('logYAxis', 'Logarithmic y-axis')],
        [truncateYAxis('truncateYAxis')],
        [yAxisBounds('y_axis_bounds', 'truncateYAxis')],
      ],
    },
  ],
  controlOverrides: {
    series: { validators: [] },
  },
  formDataOverrides: (formData, standardized) => ({
    ...formData,
    series: standardized.columns[0] ?? formData.series,
  }),
};
