import {
  D3_TIME_FORMAT_OPTIONS,
  DEFAULT_TIME_FORMAT,
  controlValue,
  numberFormatControl,
  resampleRows,
  rollingWindowRows,
} from '../shared/controls/index.js';
import type {
  ControlConfig,
  ControlPanelConfig,
  ControlPanelState,
  ControlSetRow,
} from '../types.js';

export const TIME_SERIES_OPTIONS: [string, string][] = [
  ['not_time', 'Not Time Series'],
  ['agg_sum', 'Since Range Sum'],
  ['agg_mean', 'Since Range Mean'],
  ['point_diff', 'Period Difference'],
  ['point_factor', 'Period Factor'],
  ['point_percent', 'Period Percentage'],
  ['adv_anal', 'Advanced Analytics'],
];

const mode = (state: ControlPanelState) => controlValue(state, 'time_series_option') ?? 'not_time';
const timeSeries = (state: ControlPanelState) => mode(state) !== 'not_time';

/** Rows shown only in the Advanced Analytics mode (and when their own visibility allows). */
const advancedAnalyticsOnly = (rows: ControlSetRow[]): ControlSetRow[] =>
  rows.map((row) =>
    row.map((item) =>
      item && typeof item === 'object' && 'config' in item
        ? {
            ...item,
            config: {
              ...item.config,
              visibility: (state: ControlPanelState, control: { name: string }) =>
                mode(state) === 'adv_anal' && (item.config.visibility?.(state, control) ?? true),
            },
          }
        : item,
    ),
  );

const option = (name: string, config: ControlConfig) => ({
  name,
  config: { renderTrigger: true, ...config } satisfies ControlConfig,
});

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Time',
      expanded: true,
      description: 'Time related form attributes',
      controlSetRows: [['granularity_sqla'], ['time_grain_sqla'], ['time_range']],
    },
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['metrics'],
        ['adhoc_filters'],
        ['groupby'],
        ['limit', 'timeseries_limit_metric'],
        ['order_desc'],
        ['row_limit'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        [numberFormatControl('number_format', 'Number format')],
        [
          option('date_time_format', {
            type: 'SelectControl',
            freeForm: true,
            label: 'Date Time Format',
            default: DEFAULT_TIME_FORMAT,
            choices: D3_TIME_FORMAT_OPTIONS,
            description: 'The date format of the time nodes (Advanced Analytics).',
          }),
        ],
        [
          option('partition_limit', {
            type: 'TextControl',
            label: 'Partition Limit',
            isInt: true,
            validators: ['integer'],
            default: '5',
            description:
              'The maximum number of subdivisions of each group; lower values are pruned first',
          }),
        ],
        [
          option('partition_threshold', {
            type: 'TextControl',
            label: 'Partition Threshold',
            isFloat: true,
            validators: ['number'],
            default: '0.05',
            description:
              'Partitions whose height to parent height proportions are below this value are pruned',
          }),
        ],
        [
          option('log_scale', {
            type: 'CheckboxControl',
            label: 'Log Scale',
            default: false,
            description: 'Use a log scale',
          }),
        ],
        [
          option('equal_date_size', {
            type: 'CheckboxControl',
            label: 'Equal Date Sizes',
            default: true,
            description: 'Check to force date partitions to have the same height',
          }),
        ],
        [
          option('rich_tooltip', {
            type: 'CheckboxControl',
            label: 'Rich Tooltip',
            default: true,
            description: 'The rich tooltip shows a list of all series for that point in time',
          }),
        ],
      ],
    },
    {
      label: 'Advanced Analytics',
      expanded: false,
      description:
        'This section contains options that allow for advanced analytical post processing ' +
        'of query results',
      controlSetRows: [
        [
          {
            name: 'time_series_option',
            config: {
              type: 'SelectControl',
              label: 'Options',
              default: 'not_time',
              choices: TIME_SERIES_OPTIONS,
              description:
                'Not Time Series: ignores time. Since Range: the sum or mean over the time ' +
                'range. Period: the change between the first and the last period. Advanced ' +
                'Analytics: a level per period, resampled and rolled as set below.',
            },
          },
        ],
        ...advancedAnalyticsOnly([...rollingWindowRows, ...resampleRows]),
      ],
    },
  ],
  controlOverrides: {
    granularity_sqla: { visibility: timeSeries },
    time_grain_sqla: { visibility: timeSeries },
  },
};
