import {
  checkboxControl,
  controlValue,
  dateFormatControl,
  legendRows,
  numberFormatControl,
} from '../shared/controls/index.js';
import type { ControlPanelConfig, ControlPanelState } from '../types.js';
import { LABEL_TYPE_CHOICES } from '../pie/controlPanel.js';

const shown = (name: string) => (state: ControlPanelState) => Boolean(controlValue(state, name));

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
        [
          {
            name: 'percent_calculation_type',
            config: {
              type: 'SelectControl',
              label: 'Percent calculation',
              default: 'first_step',
              renderTrigger: true,
              choices: [
                ['first_step', 'Calculate from first step'],
                ['prev_step', 'Calculate from previous step'],
                ['total', 'Percent of total'],
              ],
              description:
                'Display percents in the label and tooltip as the percent of the total value, ' +
                'from the first step of the funnel, or from the previous step in the funnel.',
            },
          },
        ],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        ...legendRows,
        [{ header: 'Layout' }],
        [
          {
            name: 'sort',
            config: {
              type: 'SelectControl',
              label: 'Sort',
              default: 'descending',
              renderTrigger: true,
              clearable: false,
              choices: [
                ['descending', 'Descending'],
                ['ascending', 'Ascending'],
                ['none', 'None'],
              ],
              description: 'Order of the funnel stages by their value.',
            },
          },
        ],
        [
          {
            name: 'orient',
            config: {
              type: 'SelectControl',
              label: 'Orientation',
              default: 'vertical',
              renderTrigger: true,
              clearable: false,
              choices: [
                ['vertical', 'Vertical'],
                ['horizontal', 'Horizontal'],
              ],
              description: 'Direction of the funnel.',
            },
          },
        ],
        [
          {
            name: 'gap',
            config: {
              type: 'SliderControl',
              label: 'Gap',
              default: 0,
              min: 0,
              max: 20,
              step: 1,
              renderTrigger: true,
              description: 'Space between the stages, in pixels.',
            },
          },
        ],
        [{ header: 'Labels' }],
        [
          {
            name: 'label_type',
            config: {
              type: 'SelectControl',
              label: 'Label Contents',
              default: 'key',
              renderTrigger: true,
              choices: LABEL_TYPE_CHOICES,
              description: 'What should be shown as the label',
            },
          },
        ],
        [
          {
            name: 'tooltip_label_type',
            config: {
              type: 'SelectControl',
              label: 'Tooltip Contents',
              default: 'key_value_percent',
              renderTrigger: true,
              choices: LABEL_TYPE_CHOICES,
              description: 'What should be shown as the tooltip label',
              visibility: shown('show_tooltip_labels'),
            },
          },
        ],
        [numberFormatControl('number_format', 'Number format')],
        ['currency_format'],
        [dateFormatControl()],
        [
          checkboxControl('show_labels', 'Show Labels', 'Whether to display the labels.', {
            default: true,
          }),
        ],
        [
          checkboxControl(
            'show_tooltip_labels',
            'Show Tooltip Labels',
            'Whether to display the tooltip labels.',
            { default: true },
          ),
        ],
        [
          checkboxControl('label_line', 'Label Line', 'Draw line from the stage to its label', {
            visibility: shown('show_labels'),
          }),
        ],
      ],
    },
  ],
  controlOverrides: { row_limit: { default: 10 } },
  formDataOverrides: (formData, standardized) => ({
    ...formData,
    metric: standardized.metrics[0] ?? formData.metric,
    groupby: standardized.columns,
  }),
};
