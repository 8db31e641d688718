import {
  D3_FORMAT_DOCS,
  D3_FORMAT_OPTIONS,
  D3_TIME_FORMAT_OPTIONS,
} from '../shared/controls/formats.js';
import { rollingWindowRows } from '../shared/controls/advancedAnalytics.js';
import type { ControlPanelConfig } from '../types.js';

export const FREQ_CHOICES: [string, string][] = [
  ['AS', 'Year (freq=AS)'],
  ['52W-MON', '52 weeks starting Monday (freq=52W-MON)'],
  ['W-SUN', '1 week starting Sunday (freq=W-SUN)'],
  ['W-MON', '1 week starting Monday (freq=W-MON)'],
  ['D', 'Day (freq=D)'],
  ['H', 'Hour (freq=H)'],
  ['T', 'Minute (freq=T)'],
];

export const LINE_INTERPOLATION_CHOICES: [string, string][] = [
  ['linear', 'linear'],
  ['basis', 'basis'],
  ['cardinal', 'cardinal'],
  ['monotone', 'monotone'],
  ['step-before', 'step-before'],
  ['step-after', 'step-after'],
];

const checkbox = (name: string, label: string, def: boolean, description: string) => ({
  name,
  config: {
    type: 'CheckboxControl' as const,
    label,
    renderTrigger: true,
    default: def,
    description,
  },
});
const text = (name: string, label: string, description: string) => ({
  name,
  config: { type: 'TextControl' as const, label, renderTrigger: true, default: '', description },
});

/** The legacy Time-series Period Pivot controls. */
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
        ['metric'],
        ['adhoc_filters'],
        [
          {
            name: 'freq',
            config: {
              type: 'SelectControl',
              label: 'Frequency',
              default: 'W-MON',
              freeForm: true,
              clearable: false,
              choices: FREQ_CHOICES,
              description:
                'The periodicity over which to pivot time. Users can provide ' +
                '"Pandas" offset alias. Click on the info bubble for more details on accepted ' +
                '"freq" expressions.',
            },
          },
        ],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [checkbox('show_legend', 'Legend', true, 'Whether to display the legend (toggles)')],
        [
          {
            name: 'line_interpolation',
            config: {
              type: 'SelectControl',
              label: 'Line Style',
              renderTrigger: true,
              choices: LINE_INTERPOLATION_CHOICES,
              default: 'linear',
              description: 'Line interpolation as defined by d3.js',
            },
          },
        ],
        ['color_picker'],
      ],
    },
    {
      label: 'X Axis',
      expanded: true,
      controlSetRows: [
        [text('x_axis_label', 'X Axis Label', '')],
        [
          {
            name: 'x_axis_format',
            config: {
              type: 'SelectControl',
              freeForm: true,
              label: 'X Axis Format',
              renderTrigger: true,
              default: 'smart_date',
              choices: D3_TIME_FORMAT_OPTIONS,
              description: 'D3 time format syntax: https://github.com/d3/d3-time-format',
            },
          },
        ],
      ],
    },
    {
      label: 'Y Axis',
      expanded: true,
      controlSetRows: [
        [text('y_axis_label', 'Y Axis Label', '')],
        [
          checkbox(
            'y_axis_showminmax',
            'Y bounds',
            false,
            'Whether to display the min and max values of the Y-axis',
          ),
        ],
        [checkbox('y_log_scale', 'Y Log Scale', false, 'Use a log scale for the Y-axis')],
        [
          {
            name: 'y_axis_format',
            config: {
              type: 'SelectControl',
              freeForm: true,
              label: 'Y Axis Format',
              renderTrigger: true,
              default: 'SMART_NUMBER',
              choices: D3_FORMAT_OPTIONS,
              description: D3_FORMAT_DOCS,
            },
          },
        ],
        [
          {
            name: 'y_axis_bounds',
            config: {
              type: 'BoundsControl',
              label: 'Y Axis Bounds',
              renderTrigger: true,
              default: [null, null],
              description:
                'Bounds for the Y-axis. When left empty, the bounds are dynamically defined ' +
                'based on the min/max of the data.',
            },
          },
        ],
      ],
    },
    { label: 'Advanced Analytics', expanded: false, controlSetRows: rollingWindowRows },
  ],
};
