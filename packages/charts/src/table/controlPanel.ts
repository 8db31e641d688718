import {
  D3_TIME_FORMAT_OPTIONS,
  SHARED_CONTROLS,
  SQL_MAX_ROW,
  checkboxControl,
  controlValue,
  formatSelectOptions,
  isEmptyControlValue,
} from '../shared/controls/index.js';
import { isQueryFormColumn } from '../shared/query/labels.js';
import { isEmptyValue } from '../shared/query/valueChecks.js';
import type { ControlPanelConfig, ControlPanelState, ControlConfig } from '../types.js';
import { columnConfigColumns } from './columnConfigColumns.js';
import { getQueryMode } from './queryMode.js';
import { timeComparisonSection } from './timeComparisonControls.js';

/** The most rows a table may ask for with server pagination. */
export const TABLE_VIZ_MAX_ROW_SERVER = 500000;

export const TABLE_VALIDATION_MESSAGES = {
  aggregate: 'Group By, Metrics or Percentage Metrics must have a value',
  raw: 'must have a value',
} as const;

const queryModeOf = (state: ControlPanelState) =>
  getQueryMode({
    query_mode: controlValue(state, 'query_mode'),
    all_columns: controlValue(state, 'all_columns'),
  });
export const isAggMode = (state: ControlPanelState) => queryModeOf(state) === 'aggregate';
export const isRawMode = (state: ControlPanelState) => queryModeOf(state) === 'raw';

/** In aggregate mode one of groupby, metrics and percent metrics must have a value. */
const aggregateValidation = (state: ControlPanelState) =>
  isAggMode(state) &&
  ['groupby', 'metrics', 'percent_metrics'].every((n) =>
    isEmptyControlValue(controlValue(state, n)),
  )
    ? [TABLE_VALIDATION_MESSAGES.aggregate]
    : [];

const aggregateOnly = (config: ControlConfig): ControlConfig => ({
  ...config,
  visibility: isAggMode,
  resetOnHide: false,
});

/** The time grain shows in aggregate mode when a temporal column is among the dimensions. */
const hasTemporalGroupby = (state: ControlPanelState) => {
  const lookup = (controlValue(state, 'temporal_columns_lookup') ?? {}) as Record<string, boolean>;
  const temporal = new Set([
    ...Object.keys(lookup).filter((k) => lookup[k]),
    ...(state.datasource?.columns ?? []).filter((c) => c.is_dttm).map((c) => c.column_name),
  ]);
  const groupby = controlValue(state, 'groupby');
  return (
    Array.isArray(groupby) &&
    groupby.some((c) => isQueryFormColumn(c) && typeof c === 'string' && temporal.has(c))
  );
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'query_mode',
            config: {
              type: 'RadioButtonControl',
              label: 'Query mode',
              default: null,
              choices: [
                ['aggregate', 'Aggregate'],
                ['raw', 'Raw records'],
              ],
              mapStateToProps: (state) => ({ value: queryModeOf(state) }),
            },
          },
        ],
        [{ name: 'groupby', config: aggregateOnly(SHARED_CONTROLS.groupby) }],
        [
          {
            name: 'time_grain_sqla',
            config: {
              ...SHARED_CONTROLS.time_grain_sqla,
              visibility: (state) => isAggMode(state) && hasTemporalGroupby(state),
            },
          },
        ],
        ['temporal_columns_lookup'],
        [
          {
            name: 'metrics',
            config: {
              ...aggregateOnly(SHARED_CONTROLS.metrics),
              validators: [],
              externalValidation: aggregateValidation,
            },
          },
        ],
        [
          {
            name: 'all_columns',
            config: {
              type: 'DndColumnSelect',
              label: 'Columns',
              description: 'Columns to display',
              multi: true,
              freeForm: true,
              allowedColumns: 'all',
              default: [],
              visibility: isRawMode,
              resetOnHide: false,
              externalValidation: (state) =>
                isRawMode(state) && isEmptyControlValue(controlValue(state, 'all_columns'))
                  ? [TABLE_VALIDATION_MESSAGES.raw]
                  : [],
            },
          },
        ],
        [
          {
            name: 'percent_metrics',
            config: {
              ...aggregateOnly(SHARED_CONTROLS.metrics),
              label: 'Percentage metrics',
              default: [],
              validators: [],
              description:
                'Select one or many metrics to display, that will be displayed in the ' +
                'percentages of total. Percentage metrics will be calculated only from data ' +
                'within the row limit. You can use an aggregation function on a column or ' +
                'write custom SQL to create a percentage metric.',
            },
          },
        ],
        ['adhoc_filters'],
        [
          {
            name: 'timeseries_limit_metric',
            config: aggregateOnly(SHARED_CONTROLS.timeseries_limit_metric),
          },
          {
            name: 'order_by_cols',
            config: {
              type: 'SelectControl',
              label: 'Ordering',
              description: 'Order results by selected columns',
              multi: true,
              default: [],
              visibility: isRawMode,
              resetOnHide: false,
              mapStateToProps: (state) => ({
                choices: (state.datasource?.columns ?? []).flatMap((c) => [
                  [JSON.stringify([c.column_name, true]), `${c.column_name} [asc]`],
                  [JSON.stringify([c.column_name, false]), `${c.column_name} [desc]`],
                ]),
              }),
            },
          },
        ],
        [
          {
            name: 'server_pagination',
            config: {
              type: 'CheckboxControl',
              label: 'Server pagination',
              description: 'Enable server side pagination of results (experimental feature)',
              default: false,
            },
          },
        ],
        [
          {
            name: 'server_page_length',
            config: {
              type: 'SelectControl',
              freeForm: true,
              label: 'Server Page Length',
              default: 10,
              choices: formatSelectOptions([10, 20, 50, 100, 200]),
              description: 'Rows per page, 0 means no pagination',
              visibility: (state) => Boolean(controlValue(state, 'server_pagination')),
            },
          },
        ],
        [
          {
            name: 'row_limit',
            config: {
              ...SHARED_CONTROLS.row_limit,
              default: 1000,
              validators: [
                'legacyInteger',
                { name: 'maxValue', max: TABLE_VIZ_MAX_ROW_SERVER },
                { name: 'serverPagination', max: SQL_MAX_ROW },
              ],
            },
          },
        ],
        [
          {
            name: 'order_desc',
            config: {
              ...SHARED_CONTROLS.order_desc,
              visibility: (state) =>
                isAggMode(state) && !isEmptyValue(controlValue(state, 'timeseries_limit_metric')),
              resetOnHide: false,
            },
          },
        ],
        [
          {
            name: 'show_totals',
            config: {
              type: 'CheckboxControl',
              label: 'Show summary',
              default: false,
              description:
                'Show total aggregations of selected metrics. Note that row limit does not ' +
                'apply to the result.',
              visibility: isAggMode,
              resetOnHide: false,
            },
          },
        ],
      ],
    },
    timeComparisonSection(isAggMode),
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'table_timestamp_format',
            config: {
              type: 'SelectControl',
              freeForm: true,
              label: 'Timestamp format',
              default: 'smart_date',
              renderTrigger: true,
              clearable: false,
              choices: D3_TIME_FORMAT_OPTIONS,
              description: 'D3 time format for datetime columns',
            },
          },
        ],
        [
          {
            name: 'page_length',
            config: {
              type: 'SelectControl',
              freeForm: true,
              renderTrigger: true,
              label: 'Page length',
              default: null,
              choices: [[null, 'All'], ...formatSelectOptions([10, 20, 50, 100, 200])],
              description: 'Rows per page, 0 means no pagination',
              visibility: (state) => !controlValue(state, 'server_pagination'),
            },
          },
        ],
        [
          checkboxControl(
            'include_search',
            'Search box',
            'Whether to include a client-side search box',
          ),
        ],
        [
          checkboxControl(
            'allow_rearrange_columns',
            'Allow columns to be rearranged',
            "Allow end user to drag-and-drop column headers to rearrange them. Note their changes won't persist for the next time they open the chart.",
          ),
        ],
        [
          checkboxControl(
            'allow_render_html',
            'Render columns in HTML format',
            'Render data in HTML format if applicable.',
            { default: true },
          ),
        ],
        [
          {
            name: 'column_config',
            config: {
              type: 'ColumnConfigControl',
              label: 'Customize columns',
              description: 'Further customize how to display each column',
              renderTrigger: true,
              mapStateToProps: (state) => ({ ...columnConfigColumns(state, isAggMode) }),
            },
          },
        ],
        [{ header: 'Visual formatting' }],
        [
          checkboxControl(
            'show_cell_bars',
            'Show cell bars',
            'Whether to display a bar chart background in table columns',
            { default: true },
          ),
        ],
        [
          checkboxControl(
            'align_pn',
            'Align +/-',
            'Whether to align background charts with both positive and negative values at 0',
          ),
        ],
        [
          checkboxControl(
            'color_pn',
            'Add colors to cell bars for +/-',
            'Whether to colorize numeric values by whether they are positive or negative',
            { default: true },
          ),
        ],
        ['conditional_formatting'],
      ],
    },
  ],
  formDataOverrides: (formData, standardized) => ({
    ...formData,
    metrics: standardized.metrics,
    groupby: standardized.columns,
  }),
};
