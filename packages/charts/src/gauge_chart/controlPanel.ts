import { checkboxControl, controlValue, numberFormatControl } from '../shared/controls/index.js';
import type {
  ControlConfig,
  ControlPanelConfig,
  ControlPanelState,
  CustomControlItem,
} from '../types.js';

const shown = (name: string) => (state: ControlPanelState) => Boolean(controlValue(state, name));

const numberText = (
  name: string,
  label: string,
  description: string,
  more: Partial<ControlConfig> = {},
): CustomControlItem => ({
  name,
  config: {
    type: 'TextControl',
    isFloat: true,
    label,
    description,
    renderTrigger: true,
    validators: ['number'],
    ...more,
  },
});

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['groupby'],
        ['metric'],
        ['adhoc_filters'],
        [
          {
            name: 'row_limit',
            config: {
              type: 'SelectControl',
              freeForm: true,
              label: 'Row limit',
              default: 10,
              choices: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => [n, String(n)]),
              description: 'Limits the number of rows that get displayed.',
              validators: ['integer'],
            },
          },
        ],
        ['sort_by_metric'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [{ header: 'General' }],
        [
          numberText('min_val', 'Min', 'Minimum value on the gauge axis', { default: null }),
          numberText('max_val', 'Max', 'Maximum value on the gauge axis', { default: null }),
        ],
        [
          {
            name: 'start_angle',
            config: {
              type: 'TextControl',
              label: 'Start angle',
              description: 'Angle at which to start progress axis',
              renderTrigger: true,
              isFloat: true,
              validators: ['number'],
              default: 225,
            },
          },
          {
            name: 'end_angle',
            config: {
              type: 'TextControl',
              label: 'End angle',
              description: 'Angle at which to end progress axis',
              renderTrigger: true,
              isFloat: true,
              validators: ['number'],
              default: -45,
            },
          },
        ],
        ['color_scheme'],
        [
          {
            name: 'font_size',
            config: {
              type: 'SliderControl',
              label: 'Font size',
              renderTrigger: true,
              min: 10,
              max: 20,
              default: 15,
              description: 'Font size for axis labels, detail value and other text elements',
            },
          },
        ],
        [numberFormatControl('number_format', 'Number format')],
        ['currency_format'],
        [
          {
            name: 'value_formatter',
            config: {
              type: 'TextControl',
              label: 'Value format',
              renderTrigger: true,
              default: '{value}',
              description: 'Additional text to add before or after the value, e.g. unit',
            },
          },
        ],
        [
          checkboxControl('show_pointer', 'Show pointer', 'Whether to show the pointer', {
            default: true,
          }),
        ],
        [
          checkboxControl(
            'animation',
            'Animation',
            'Whether to animate the progress and the value or just display them',
            { default: true },
          ),
        ],
        [{ header: 'Axis' }],
        [
          checkboxControl(
            'show_axis_tick',
            'Show axis line ticks',
            'Whether to show minor ticks on the axis',
          ),
        ],
        [
          checkboxControl(
            'show_split_line',
            'Show split lines',
            'Whether to show the split lines on the axis',
          ),
        ],
        [
          {
            name: 'split_number',
            config: {
              type: 'SliderControl',
              label: 'Split number',
              renderTrigger: true,
              min: 3,
              max: 30,
              default: 10,
              description: 'Number of split segments on the axis',
            },
          },
        ],
        [{ header: 'Progress' }],
        [
          checkboxControl(
            'show_progress',
            'Show progress',
            'Whether to show the progress of gauge chart',
            { default: true },
          ),
        ],
        [
          checkboxControl(
            'overlap',
            'Overlap',
            'Whether the progress bar overlaps when there are multiple groups of data',
            {
              default: true,
              visibility: shown('show_progress'),
            },
          ),
        ],
        [
          checkboxControl(
            'round_cap',
            'Round cap',
            'Style the ends of the progress bar with a round cap',
            {
              visibility: shown('show_progress'),
            },
          ),
        ],
        [{ header: 'Intervals' }],
        [
          {
            name: 'intervals',
            config: {
              type: 'TextControl',
              label: 'Interval bounds',
              description:
                'Comma-separated interval bounds, e.g. 2,4,5 for intervals 0-2, 2-4 and 4-5. ' +
                'Last number should match the value provided for MAX.',
              renderTrigger: true,
              default: '',
            },
          },
        ],
        [
          {
            name: 'interval_color_indices',
            config: {
              type: 'TextControl',
              label: 'Interval colors',
              description:
                'Comma-separated color picks for the intervals, e.g. 1,2,4. Integers denote ' +
                'colors from the chosen color scheme and are 1-indexed. Length must be matching ' +
                'that of interval bounds.',
              renderTrigger: true,
              default: '',
            },
          },
        ],
      ],
    },
  ],
  formDataOverrides: (formData, standardized) => ({
    ...formData,
    metric: standardized.metrics[0] ?? formData.metric,
    groupby: standardized.columns,
  }),
};
