import { isEmptyValue } from '../query/valueChecks.js';
import type {
  ControlConfig,
  ControlPanelSection,
  ControlPanelState,
  ControlSetRow,
} from '../../types.js';
import { controlValue, isTemporalColumn } from './columnState.js';
import { SORT_SERIES_CHOICES } from './legendAndTooltip.js';
import { xAxisSortChoices } from './sharedControls.js';

export const contributionModeControl = {
  name: 'contributionMode',
  config: {
    type: 'SelectControl',
    label: 'Contribution Mode',
    default: null,
    choices: [
      [null, 'None'],
      ['row', 'Row'],
      ['column', 'Series'],
    ],
    description: 'Calculate contribution per series or row',
  } satisfies ControlConfig,
};

/** Sorting the base axis applies to a non-temporal x-axis. */
const nonTemporalXAxis = (state: ControlPanelState) => {
  const xAxis = controlValue(state, 'x_axis');
  return !isEmptyValue(xAxis) && !isTemporalColumn(state, xAxis);
};
const hasGroupby = (state: ControlPanelState) => !isEmptyValue(controlValue(state, 'groupby'));

export const xAxisSortRows: ControlSetRow[] = [
  [
    {
      name: 'x_axis_sort',
      config: {
        type: 'SelectControl',
        label: 'X-Axis Sort By',
        description: 'Decides which column to sort the base axis by.',
        mapStateToProps: (state) => ({ choices: xAxisSortChoices(state) }),
        visibility: (state) => nonTemporalXAxis(state) && !hasGroupby(state),
      },
    },
  ],
  [
    {
      name: 'x_axis_sort_asc',
      config: {
        type: 'CheckboxControl',
        label: 'X-Axis Sort Ascending',
        default: true,
        description: 'Whether to sort ascending or descending on the base Axis.',
        visibility: (state) => nonTemporalXAxis(state) && !hasGroupby(state),
      },
    },
  ],
  [
    {
      name: 'x_axis_sort_series',
      config: {
        type: 'SelectControl',
        label: 'X-Axis Sort By',
        default: 'name',
        choices: SORT_SERIES_CHOICES,
        description: 'Decides which measure to sort the base axis by.',
        visibility: (state) => nonTemporalXAxis(state) && hasGroupby(state),
      },
    },
  ],
  [
    {
      name: 'x_axis_sort_series_ascending',
      config: {
        type: 'CheckboxControl',
        label: 'X-Axis Sort Ascending',
        default: true,
        description: 'Whether to sort ascending or descending on the base Axis.',
        visibility: (state) => nonTemporalXAxis(state) && hasGroupby(state),
      },
    },
  ],
];

/** The ECharts time-series query section (`echartsTimeSeriesQueryWithXAxisSort`). */
export const timeseriesQuerySection: ControlPanelSection = {
  label: 'Query',
  expanded: true,
  controlSetRows: [
    ['x_axis'],
    ['time_grain_sqla'],
    ...xAxisSortRows,
    ['metrics'],
    ['groupby'],
    [contributionModeControl],
    ['adhoc_filters'],
    ['limit'],
    ['timeseries_limit_metric'],
    ['order_desc'],
    ['row_limit'],
    ['truncate_metric'],
    ['show_empty_columns'],
  ],
};

export const annotationsSection: ControlPanelSection = {
  label: 'Annotations and Layers',
  tabOverride: 'data',
  expanded: true,
  controlSetRows: [['annotation_layers']],
};

const seasonality = (name: string, label: string, period: string) => ({
  name,
  config: {
    type: 'SelectControl',
    freeForm: true,
    label,
    choices: [
      [null, 'default'],
      [true, 'Yes'],
      [false, 'No'],
    ],
    default: null,
    description: `Should ${period} seasonality be applied. An integer value will specify Fourier order of seasonality.`,
    visibility: (state: ControlPanelState) => Boolean(controlValue(state, 'forecastEnabled')),
  } satisfies ControlConfig,
});

const forecastVisible = (state: ControlPanelState) =>
  Boolean(controlValue(state, 'forecastEnabled'));

export const forecastSection: ControlPanelSection = {
  label: 'Predictive Analytics',
  expanded: false,
  controlSetRows: [
    [
      {
        name: 'forecastEnabled',
        config: {
          type: 'CheckboxControl',
          label: 'Enable forecast',
          renderTrigger: false,
          default: false,
          description: 'Enable forecasting',
        },
      },
    ],
    [
      {
        name: 'forecastPeriods',
        config: {
          type: 'TextControl',
          label: 'Forecast periods',
          validators: ['integer'],
          default: 10,
          description: 'How many periods into the future do we want to predict',
          visibility: forecastVisible,
        },
      },
    ],
    [
      {
        name: 'forecastInterval',
        config: {
          type: 'TextControl',
          label: 'Confidence interval',
          validators: ['number'],
          default: 0.8,
          description: 'Width of the confidence interval. Should be between 0 and 1',
          visibility: forecastVisible,
        },
      },
    ],
    [seasonality('forecastSeasonalityYearly', 'Yearly seasonality', 'yearly')],
    [seasonality('forecastSeasonalityWeekly', 'Weekly seasonality', 'weekly')],
    [seasonality('forecastSeasonalityDaily', 'Daily seasonality', 'daily')],
  ],
};

const TITLE_MARGIN_CHOICES: [number, string][] = [15, 30, 50, 75, 100, 125, 150, 200].map((v) => [
  v,
  String(v),
]);

export const chartTitleSection: ControlPanelSection = {
  label: 'Chart Title',
  tabOverride: 'customize',
  expanded: true,
  controlSetRows: [
    [{ header: 'X Axis' }],
    [
      {
        name: 'x_axis_title',
        config: {
          type: 'TextControl',
          label: 'X Axis Title',
          renderTrigger: true,
          default: '',
        },
      },
    ],
    [
      {
        name: 'x_axis_title_margin',
        config: {
          type: 'SelectControl',
          freeForm: true,
          clearable: true,
          label: 'X AXIS TITLE BOTTOM MARGIN',
          renderTrigger: true,
          default: TITLE_MARGIN_CHOICES[0][0],
          choices: TITLE_MARGIN_CHOICES,
        },
      },
    ],
    [{ header: 'Y Axis' }],
    [
      {
        name: 'y_axis_title',
        config: {
          type: 'TextControl',
          label: 'Y Axis Title',
          renderTrigger: true,
          default: '',
        },
      },
    ],
    [
      {
        name: 'y_axis_title_margin',
        config: {
          type: 'SelectControl',
          freeForm: true,
          clearable: true,
          label: 'Y AXIS TITLE MARGIN',
          renderTrigger: true,
          default: TITLE_MARGIN_CHOICES[0][0],
          choices: TITLE_MARGIN_CHOICES,
        },
      },
    ],
    [
      {
        name: 'y_axis_title_position',
        config: {
          type: 'SelectControl',
          freeForm: true,
          clearable: false,
          label: 'Y AXIS TITLE POSITION',
          renderTrigger: true,
          default: 'Left',
          choices: [
            ['Left', 'Left'],
            ['Top', 'Top'],
          ],
        },
      },
    ],
  ],
};

export const colorSchemeSection: ControlPanelSection = {
  label: 'Color Scheme',
  controlSetRows: [['color_scheme']],
};
