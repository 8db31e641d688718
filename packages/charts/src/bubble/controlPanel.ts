import { MAX_BUBBLE_SIZES } from '../bubble_v2/controlPanel.js';
import { xTicksLayoutControl } from '../box_plot/controlPanel.js';
import {
  checkboxControl,
  formatSelectOptions,
  numberFormatControl,
} from '../shared/controls/index.js';
import { SHARED_CONTROLS } from '../shared/controls/sharedControls.js';
import type { ControlConfig, ControlPanelConfig } from '../types.js';

const metricControl = (name: string, label: string, description: string) => ({
  name,
  config: { ...SHARED_CONTROLS.metric, label, description } satisfies ControlConfig,
});
const textControl = (name: string, label: string) => ({
  name,
  config: { type: 'TextControl', label, renderTrigger: true, default: '' } satisfies ControlConfig,
});
const margin = (name: string, label: string) => ({
  name,
  config: {
    type: 'SelectControl',
    freeForm: true,
    clearable: false,
    label,
    choices: formatSelectOptions(['auto', 50, 75, 100, 125, 150, 200]),
    default: 'auto',
    renderTrigger: true,
  } satisfies ControlConfig,
});

/** The legacy (nvd3) bubble chart's controls, as its saved charts carry them. */
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
            name: 'max_bubble_size',
            config: {
              type: 'SelectControl',
              freeForm: true,
              label: 'Max Bubble Size',
              default: '25',
              choices: formatSelectOptions(MAX_BUBBLE_SIZES),
            },
          },
        ],
        ['limit'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        [
          checkboxControl('show_legend', 'Legend', 'Whether to display the legend (toggles)', {
            default: true,
          }),
        ],
      ],
    },
    {
      label: 'X Axis',
      expanded: true,
      controlSetRows: [
        [textControl('x_axis_label', 'X Axis Label')],
        [margin('left_margin', 'Left Margin')],
        [numberFormatControl('x_axis_format', 'X Axis Format')],
        [xTicksLayoutControl],
        [checkboxControl('x_log_scale', 'X Log Scale', 'Use a log scale for the X-axis')],
        [
          checkboxControl(
            'x_axis_showminmax',
            'X bounds',
            'Whether to display the min and max values of the X-axis',
          ),
        ],
      ],
    },
    {
      label: 'Y Axis',
      expanded: true,
      controlSetRows: [
        [textControl('y_axis_label', 'Y Axis Label')],
        [margin('bottom_margin', 'Bottom Margin')],
        ['y_axis_format'],
        [checkboxControl('y_log_scale', 'Y Log Scale', 'Use a log scale for the Y-axis')],
        [
          checkboxControl(
            'y_axis_showminmax',
            'Y bounds',
            'Whether to display the min and max values of the Y-axis',
          ),
        ],
      ],
    },
  ],
  controlOverrides: { series: { validators: [] } },
};
