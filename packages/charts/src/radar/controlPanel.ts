import {
  checkboxControl,
  controlValue,
  dateFormatControl,
  legendRows,
  numberFormatControl,
} from '../shared/controls/index.js';
import { getMetricLabel } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import { GenericDataType } from '../types.js';
import type { ControlPanelConfig, ControlPanelState, QueryFormMetric } from '../types.js';

const shown = (name: string) => (state: ControlPanelState) => Boolean(controlValue(state, name));

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['groupby'],
        ['metrics'],
        ['adhoc_filters'],
        ['series_limit_metric'],
        ['row_limit'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        ...legendRows,
        [{ header: 'Labels' }],
        [
          checkboxControl('show_labels', 'Show Labels', 'Whether to display the labels.', {
            default: true,
          }),
        ],
        [
          {
            name: 'label_type',
            config: {
              type: 'SelectControl',
              label: 'Label Type',
              default: 'value',
              renderTrigger: true,
              choices: [
                ['value', 'Value'],
                ['key_value', 'Category and Value'],
              ],
              description: 'What should be shown on the label?',
              visibility: shown('show_labels'),
            },
          },
        ],
        [
          {
            name: 'label_position',
            config: {
              type: 'SelectControl',
              freeForm: false,
              label: 'Label position',
              renderTrigger: true,
              choices: [
                ['top', 'Top'],
                ['left', 'Left'],
                ['right', 'Right'],
                ['bottom', 'Bottom'],
                ['inside', 'Inside'],
                ['insideLeft', 'Inside left'],
                ['insideRight', 'Inside right'],
                ['insideTop', 'Inside top'],
                ['insideBottom', 'Inside bottom'],
                ['insideTopLeft', 'Inside top left'],
                ['insideBottomLeft', 'Inside bottom left'],
                ['insideTopRight', 'Inside top right'],
                ['insideBottomRight', 'Inside bottom right'],
              ],
              default: 'top',
              description: 'Position of the label',
              visibility: shown('show_labels'),
            },
          },
        ],
        [numberFormatControl('number_format', 'Number format')],
        ['currency_format'],
        [dateFormatControl()],
        [{ header: 'Radar' }],
        [
          {
            name: 'column_config',
            config: {
              type: 'ColumnConfigControl',
              label: 'Customize Metrics',
              description: 'Further customize how to display each metric',
              renderTrigger: true,
              default: {},
              configFormLayout: { NUMERIC: [['radarMetricMaxValue']] },
              // each metric, numeric, with its own maximum ("Max")
              mapStateToProps: (state: ControlPanelState) => {
                const names = ensureIsArray(
                  controlValue(state, 'metrics') as QueryFormMetric[] | undefined,
                ).map(getMetricLabel);
                return {
                  columnNames: names,
                  columnTypes: Object.fromEntries(names.map((n) => [n, GenericDataType.NUMERIC])),
                };
              },
            },
          },
        ],
        [
          checkboxControl(
            'is_circle',
            'Circle radar shape',
            "Radar render type, whether to display 'circle' shape.",
          ),
        ],
      ],
    },
  ],
  controlOverrides: { row_limit: { default: 10 } },
  formDataOverrides: (formData, standardized) => ({
    ...formData,
    metrics: standardized.metrics,
    groupby: standardized.columns,
  }),
};
