import {
  controlValue,
  dateFormatControl,
  legendRows,
  numberFormatControl,
} from '../shared/controls/index.js';
import type { ControlPanelConfig, ControlPanelState } from '../types.js';

const shown = (name: string) => (state: ControlPanelState) => Boolean(controlValue(state, name));

export const LABEL_TYPE_CHOICES: [string, string][] = [
  ['key', 'Category Name'],
  ['value', 'Value'],
  ['percent', 'Percentage'],
  ['key_value', 'Category and Value'],
  ['key_percent', 'Category and Percentage'],
  ['key_value_percent', 'Category, Value and Percentage'],
  ['value_percent', 'Value and Percentage'],
];

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['groupby'],
        ['metric'],
        ['adhoc_filters'],
        ['row_limit'],
        ['sort_by_metric'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        [
          {
            name: 'show_labels_threshold',
            config: {
              type: 'TextControl',
              label: 'Percentage threshold',
              renderTrigger: true,
              isFloat: true,
              validators: ['number'],
              default: 5,
              description: 'Minimum threshold in percentage points for showing labels.',
            },
          },
        ],
        [
          {
            name: 'roseType',
            config: {
              type: 'SelectControl',
              label: 'Rose Type',
              description: 'Whether to show as Nightingale chart.',
              renderTrigger: true,
              choices: [
                ['area', 'Area'],
                ['radius', 'Radius'],
                [null, 'None'],
              ],
              default: null,
              clearable: false,
            },
          },
        ],
        ...legendRows,
        [{ header: 'Labels' }],
        [
          {
            name: 'label_type',
            config: {
              type: 'SelectControl',
              label: 'Label Type',
              default: 'key',
              renderTrigger: true,
              choices: LABEL_TYPE_CHOICES,
              description: 'What should be shown on the label?',
            },
          },
        ],
        [numberFormatControl('number_format', 'Number format')],
        ['currency_format'],
        [dateFormatControl()],
        [
          {
            name: 'show_labels',
            config: {
              type: 'CheckboxControl',
              label: 'Show Labels',
              renderTrigger: true,
              default: true,
              description: 'Whether to display the labels.',
            },
          },
        ],
        [
          {
            name: 'labels_outside',
            config: {
              type: 'CheckboxControl',
              label: 'Put labels outside',
              default: true,
              renderTrigger: true,
              description: 'Put the labels outside of the pie?',
              visibility: shown('show_labels'),
            },
          },
        ],
        [
          {
            name: 'label_line',
            config: {
              type: 'CheckboxControl',
              label: 'Label Line',
              default: false,
              renderTrigger: true,
              description: 'Draw line from Pie to label when labels outside?',
              visibility: shown('show_labels'),
            },
          },
        ],
        [
          {
            name: 'show_total',
            config: {
              type: 'CheckboxControl',
              label: 'Show Total',
              default: false,
              renderTrigger: true,
              description: 'Whether to display the aggregate count',
            },
          },
        ],
        [{ header: 'Pie shape' }],
        [
          {
            name: 'outerRadius',
            config: {
              type: 'SliderControl',
              label: 'Outer Radius',
              renderTrigger: true,
              min: 10,
              max: 100,
              step: 1,
              default: 70,
              description: 'Outer edge of Pie chart',
            },
          },
        ],
        [
          {
            name: 'donut',
            config: {
              type: 'CheckboxControl',
              label: 'Donut',
              default: false,
              renderTrigger: true,
              description: 'Do you want a donut or a pie?',
            },
          },
        ],
        [
          {
            name: 'innerRadius',
            config: {
              type: 'SliderControl',
              label: 'Inner Radius',
              renderTrigger: true,
              min: 0,
              max: 100,
              step: 1,
              default: 30,
              description: 'Inner radius of donut hole',
              visibility: shown('donut'),
            },
          },
        ],
      ],
    },
  ],
  controlOverrides: { row_limit: { default: 100 } },
  formDataOverrides: (formData, standardized) => ({
    ...formData,
    metric: standardized.metrics[0] ?? formData.metric,
    groupby: standardized.columns,
  }),
};
