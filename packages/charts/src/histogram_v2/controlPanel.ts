import { GENERIC_DATA_TYPE } from '@tessera/core';
import {
  checkboxControl,
  formatSelectOptions,
  numberFormatControl,
  showValueControl,
} from '../shared/controls/index.js';
import { SHARED_CONTROLS } from '../shared/controls/sharedControls.js';
import type { ControlConfig, ControlPanelConfig } from '../types.js';

const textControl = (name: string, label: string) => ({
  name,
  config: { type: 'TextControl', label, renderTrigger: true, default: '' } satisfies ControlConfig,
});

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'column',
            config: {
              ...SHARED_CONTROLS.groupby,
              label: 'Column',
              multi: false,
              default: null,
              validators: ['nonEmpty'],
              description: 'Numeric column used to calculate the histogram.',
              mapStateToProps: (state) => ({
                options: (state.datasource?.columns ?? []).filter(
                  (c) => c.type_generic === GENERIC_DATA_TYPE.NUMERIC,
                ),
              }),
            },
          },
        ],
        ['groupby'],
        ['adhoc_filters'],
        ['row_limit'],
        [
          {
            name: 'bins',
            config: {
              type: 'SelectControl',
              freeForm: true,
              label: 'Bins',
              default: 5,
              choices: formatSelectOptions([5, 10, 15, 20]),
              description: 'The number of bins for the histogram',
              validators: ['integer'],
            },
          },
        ],
        [
          checkboxControl(
            'normalize',
            'Normalize',
            'The normalize option transforms the histogram values into proportions or ' +
              "probabilities by dividing each bin's count by the total count of data points.",
            { renderTrigger: false },
          ),
        ],
        [
          checkboxControl(
            'cumulative',
            'Cumulative',
            'The cumulative option shows how the data accumulates over the values: each bar ' +
              'is the running total of the counts up to its bin.',
            { renderTrigger: false },
          ),
        ],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
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
        [textControl('x_axis_title', 'X Axis Title')],
        [numberFormatControl('x_axis_format', 'X Axis Format')],
        [textControl('y_axis_title', 'Y Axis Title')],
        [numberFormatControl('y_axis_format', 'Y Axis Format')],
      ],
    },
  ],
  formDataOverrides: (formData, standardized) => ({
    ...formData,
    groupby: standardized.columns,
  }),
};
