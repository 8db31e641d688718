import {
  checkboxControl,
  dateFormatControl,
  numberFormatControl,
} from '../shared/controls/index.js';
import type { ControlPanelConfig } from '../types.js';

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['groupby'],
        ['metric'],
        ['row_limit'],
        ['sort_by_metric'],
        ['adhoc_filters'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        [{ header: 'Labels' }],
        [
          checkboxControl('show_labels', 'Show Labels', 'Whether to display the labels.', {
            default: true,
          }),
        ],
        [
          checkboxControl(
            'show_upper_labels',
            'Show Upper Labels',
            'Show labels when the node has children.',
            {
              default: true,
            },
          ),
        ],
        [
          {
            name: 'label_type',
            config: {
              type: 'SelectControl',
              label: 'Label Type',
              default: 'key_value',
              renderTrigger: true,
              choices: [
                ['key', 'Category Name'],
                ['value', 'Value'],
                ['key_value', 'Category and Value'],
              ],
              description: 'What should be shown on the label?',
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
    groupby: standardized.columns,
  }),
};
