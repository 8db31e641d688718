import {
  checkboxControl,
  controlValue,
  dateFormatControl,
  numberFormatControl,
} from '../shared/controls/index.js';
import type { ControlPanelConfig, ControlPanelState } from '../types.js';

const shown = (name: string) => (state: ControlPanelState) => Boolean(controlValue(state, name));

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'columns',
            config: {
              type: 'DndColumnSelect',
              label: 'Hierarchy',
              multi: true,
              default: [],
              validators: ['nonEmpty'],
              description:
                'Sets the hierarchy levels of the chart. Each level is represented by one ring ' +
                'with the innermost circle as the top of the hierarchy.',
            },
          },
        ],
        ['metric'],
        [
          {
            name: 'secondary_metric',
            config: {
              type: 'DndMetricSelect',
              label: 'Secondary Metric',
              default: null,
              clearable: true,
              description: 'When a secondary metric is provided, a linear color scale is used.',
            },
          },
        ],
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
        ['linear_color_scheme'],
        [{ header: 'Labels' }],
        [checkboxControl('show_labels', 'Show Labels', 'Whether to display the labels.')],
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
              visibility: shown('show_labels'),
            },
          },
        ],
        [checkboxControl('show_total', 'Show Total', 'Whether to display the aggregate count')],
        [
          {
            name: 'label_type',
            config: {
              type: 'SelectControl',
              label: 'Label Type',
              default: 'key',
              renderTrigger: true,
              choices: [
                ['key', 'Category Name'],
                ['value', 'Value'],
                ['key_value', 'Category and Value'],
              ],
              description: 'What should be shown on the label?',
              visibility: shown('show_labels'),
            },
          },
        ],
        [numberFormatControl('number_format', 'Number format')],
        ['currency_format'],
        [dateFormatControl()],
      ],
    },
  ],
  formDataOverrides: (formData, standardized) => ({
    ...formData,
    metric: standardized.metrics[0] ?? formData.metric,
    columns: standardized.columns,
  }),
};
