import {
  SHARED_CONTROLS,
  checkboxControl,
  controlValue,
  dateFormatControl,
  numberFormatControl,
} from '../shared/controls/index.js';
import { isEmptyValue } from '../shared/query/valueChecks.js';
import type { ControlPanelConfig, ControlConfig } from '../types.js';

export const AGGREGATE_FUNCTIONS = [
  'Count',
  'Count Unique Values',
  'List Unique Values',
  'Sum',
  'Average',
  'Median',
  'Sample Variance',
  'Sample Standard Deviation',
  'Minimum',
  'Maximum',
  'First',
  'Last',
  'Sum as Fraction of Total',
  'Sum as Fraction of Rows',
  'Sum as Fraction of Columns',
  'Count as Fraction of Total',
  'Count as Fraction of Rows',
  'Count as Fraction of Columns',
] as const;

export const SORT_ORDER_CHOICES: [string, string][] = [
  ['key_a_to_z', 'key a-z'],
  ['key_z_to_a', 'key z-a'],
  ['value_a_to_z', 'value ascending'],
  ['value_z_to_a', 'value descending'],
];

const groupbyControl = (label: string, description: string): ControlConfig => ({
  ...SHARED_CONTROLS.groupby,
  label,
  description,
});

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'groupbyColumns',
            config: groupbyControl('Columns', 'Columns to group by on the columns'),
          },
        ],
        [
          {
            name: 'groupbyRows',
            config: groupbyControl('Rows', 'Columns to group by on the rows'),
          },
        ],
        ['time_grain_sqla'],
        ['temporal_columns_lookup'],
        [{ name: 'metrics', config: { ...SHARED_CONTROLS.metrics } }],
        [
          {
            name: 'metricsLayout',
            config: {
              type: 'RadioButtonControl',
              renderTrigger: true,
              label: 'Apply metrics on',
              default: 'COLUMNS',
              choices: [
                ['COLUMNS', 'Columns'],
                ['ROWS', 'Rows'],
              ],
              description: 'Use metrics as a top level group for columns or for rows',
            },
          },
        ],
        ['adhoc_filters'],
        ['series_limit'],
        [
          {
            name: 'row_limit',
            config: {
              ...SHARED_CONTROLS.row_limit,
              label: 'Cell limit',
              description: 'Limits the number of cells that get retrieved.',
            },
          },
        ],
        ['series_limit_metric'],
        [
          {
            name: 'order_desc',
            config: {
              ...SHARED_CONTROLS.order_desc,
              visibility: (state) => !isEmptyValue(controlValue(state, 'series_limit_metric')),
            },
          },
        ],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      tabOverride: 'data',
      controlSetRows: [
        [
          {
            name: 'aggregateFunction',
            config: {
              type: 'SelectControl',
              label: 'Aggregation function',
              clearable: false,
              choices: AGGREGATE_FUNCTIONS.map((f) => [f, f]),
              default: 'Sum',
              renderTrigger: true,
              description:
                'Aggregate function to apply when pivoting and computing the total rows and columns',
            },
          },
        ],
        [checkboxControl('rowTotals', 'Show rows total', 'Display row level total')],
        [checkboxControl('rowSubTotals', 'Show rows subtotal', 'Display row level subtotal')],
        [checkboxControl('colTotals', 'Show columns total', 'Display column level total')],
        [checkboxControl('colSubTotals', 'Show columns subtotal', 'Display column level subtotal')],
        [checkboxControl('transposePivot', 'Transpose pivot', 'Swap rows and columns')],
        [
          checkboxControl(
            'combineMetric',
            'Combine metrics',
            'Display metrics side by side within each column, as opposed to each column being displayed side by side for each metric.',
          ),
        ],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [numberFormatControl('valueFormat', 'Value format')],
        ['currency_format'],
        [dateFormatControl()],
        [
          {
            name: 'rowOrder',
            config: {
              type: 'SelectControl',
              label: 'Rows sort by',
              default: 'key_a_to_z',
              choices: SORT_ORDER_CHOICES,
              renderTrigger: true,
              description: 'Order of rows',
            },
          },
        ],
        [
          {
            name: 'colOrder',
            config: {
              type: 'SelectControl',
              label: 'Cols sort by',
              default: 'key_a_to_z',
              choices: SORT_ORDER_CHOICES,
              renderTrigger: true,
              description: 'Order of columns',
            },
          },
        ],
        [
          {
            name: 'rowSubtotalPosition',
            config: {
              type: 'SelectControl',
              label: 'Rows subtotal position',
              default: false,
              choices: [
                [true, 'Top'],
                [false, 'Bottom'],
              ],
              renderTrigger: true,
              description: 'Position of row level subtotal',
            },
          },
        ],
        [
          {
            name: 'colSubtotalPosition',
            config: {
              type: 'SelectControl',
              label: 'Cols subtotal position',
              default: false,
              choices: [
                [true, 'Left'],
                [false, 'Right'],
              ],
              renderTrigger: true,
              description: 'Position of column level subtotal',
            },
          },
        ],
        ['conditional_formatting'],
        [
          {
            name: 'allow_render_html',
            config: {
              type: 'CheckboxControl',
              label: 'Render columns in HTML format',
              renderTrigger: true,
              default: true,
              description: 'Render data in HTML format if applicable.',
            },
          },
        ],
      ],
    },
  ],
  formDataOverrides: (formData, standardized) => ({
    ...formData,
    metrics: standardized.metrics,
    groupbyRows: standardized.columns,
  }),
};
