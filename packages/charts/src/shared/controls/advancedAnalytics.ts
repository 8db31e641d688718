import type {
  ControlConfig,
  ControlPanelSection,
  ControlSetRow,
  ControlPanelState,
} from '../../types.js';
import { controlValue, displayTimeRelatedControls } from './columnState.js';

/** Rolling functions: None, mean, sum, std, cumsum. */
export const ROLLING_TYPE_CHOICES: [string | null, string][] = [
  [null, 'None'],
  ['mean', 'mean'],
  ['sum', 'sum'],
  ['std', 'std'],
  ['cumsum', 'cumsum'],
];

/** Time-shift presets (free text is allowed as well). */
export const TIME_SHIFT_CHOICES: [string, string][] = [
  ...[
    '1 day ago',
    '1 week ago',
    '28 days ago',
    '30 days ago',
    '1 month ago',
    '52 weeks ago',
    '1 year ago',
    '104 weeks ago',
    '2 years ago',
    '156 weeks ago',
    '3 years ago',
  ].map((v): [string, string] => [v, v]),
  ['custom', 'Custom date'],
  ['inherit', 'Inherit range from time filter'],
];

/**
 * Superset's comparison types. "Difference" is stored as `difference`; charts saved
 * with the older `absolute` are still read as a difference by the query half.
 */
export const COMPARISON_TYPE_CHOICES: [string, string][] = [
  ['values', 'Actual values'],
  ['difference', 'Difference'],
  ['percentage', 'Percentage change'],
  ['ratio', 'Ratio'],
];

/** Superset's "Calculation type" control (`comparison_type`), for time series and the table. */
export const COMPARISON_TYPE_CONTROL: ControlConfig = {
  type: 'SelectControl',
  label: 'Calculation type',
  default: 'values',
  choices: COMPARISON_TYPE_CHOICES,
  description:
    'How to display time shifts: as individual lines; as the difference between the ' +
    'main time series and each time shift; as the percentage change; or as the ratio ' +
    'between series and time shifts.',
};

/** Pandas resample rules offered (free text is allowed as well). */
export const RESAMPLE_RULE_CHOICES: [string, string][] = [
  ['1T', '1 minutely frequency'],
  ['1H', '1 hourly frequency'],
  ['1D', '1 calendar day frequency'],
  ['7D', '7 calendar day frequency'],
  ['1MS', '1 month start frequency'],
  ['1M', '1 month end frequency'],
  ['1AS', '1 year start frequency'],
  ['1A', '1 year end frequency'],
];

/** Fill methods; `zerofill` is sent as `asfreq` with `fill_value: 0`. */
export const RESAMPLE_METHOD_CHOICES: [string, string][] = [
  ['asfreq', 'Null imputation'],
  ['zerofill', 'Zero imputation'],
  ['linear', 'Linear interpolation'],
  ['ffill', 'Forward values'],
  ['bfill', 'Backward values'],
  ['median', 'Median values'],
  ['mean', 'Mean values'],
  ['sum', 'Sum values'],
];

/** The custom start date shows while `custom` is a chosen time shift (of its query). */
const customTimeShiftVisible = (state: ControlPanelState, { name }: { name: string }) => {
  const timeCompareName = name.endsWith('_b') ? 'time_compare_b' : 'time_compare';
  const value = controlValue(state, timeCompareName);
  return Array.isArray(value) ? value.includes('custom') : value === 'custom';
};

/** Periods and min periods show for a rolling function other than cumsum. */
const rollingWindowVisible = (state: ControlPanelState, { name }: { name: string }) => {
  const rollingTypeName = name.endsWith('_b') ? 'rolling_type_b' : 'rolling_type';
  const value = controlValue(state, rollingTypeName);
  return Boolean(value) && value !== 'cumsum';
};

export const rollingWindowRows: ControlSetRow[] = [
  [{ header: 'Rolling window' }],
  [
    {
      name: 'rolling_type',
      config: {
        type: 'SelectControl',
        label: 'Rolling function',
        default: null,
        choices: ROLLING_TYPE_CHOICES,
        description:
          'Defines a rolling window function to apply, works along with the [Periods] text box',
      },
    },
  ],
  [
    {
      name: 'rolling_periods',
      config: {
        type: 'TextControl',
        label: 'Periods',
        isInt: true,
        validators: ['integer'],
        description:
          'Defines the size of the rolling window function, relative to the time granularity selected',
        visibility: rollingWindowVisible,
      },
    },
  ],
  [
    {
      name: 'min_periods',
      config: {
        type: 'TextControl',
        label: 'Min periods',
        isInt: true,
        validators: ['integer'],
        description:
          'The minimum number of rolling periods required to show a value. For instance if ' +
          'you do a cumulative sum on 7 days you may want your "Min Period" to be 7, so that ' +
          'all data points shown are the total of 7 periods. This will hide the "ramp up" ' +
          'taking place over the first 7 periods',
        visibility: rollingWindowVisible,
      },
    },
  ],
];

export const timeComparisonRows: ControlSetRow[] = [
  [{ header: 'Time comparison' }],
  [
    {
      name: 'time_compare',
      config: {
        type: 'SelectControl',
        multi: true,
        freeForm: true,
        label: 'Time shift',
        choices: TIME_SHIFT_CHOICES,
        description:
          'Overlay one or more timeseries from a relative time period. Expects relative ' +
          'time deltas in natural language (example:  24 hours, 7 days, 52 weeks, 365 days). ' +
          'Free text is supported.',
      },
    },
  ],
  [
    {
      name: 'start_date_offset',
      config: {
        type: 'TimeOffsetControl',
        label: 'Shift start date',
        visibility: customTimeShiftVisible,
      },
    },
  ],
  [{ name: 'comparison_type', config: COMPARISON_TYPE_CONTROL }],
];

export const resampleRows: ControlSetRow[] = [
  [{ header: 'Resample' }],
  [
    {
      name: 'resample_rule',
      config: {
        type: 'SelectControl',
        freeForm: true,
        label: 'Rule',
        default: null,
        choices: RESAMPLE_RULE_CHOICES,
        description: 'Pandas resample rule',
      },
    },
  ],
  [
    {
      name: 'resample_method',
      config: {
        type: 'SelectControl',
        label: 'Fill method',
        default: null,
        choices: RESAMPLE_METHOD_CHOICES,
        description: 'Pandas resample method',
      },
    },
  ],
];

/** Rolling window, time comparison and resample (shown for a temporal x-axis). */
export const advancedAnalyticsSection: ControlPanelSection = {
  label: 'Advanced analytics',
  tabOverride: 'data',
  description:
    'This section contains options that allow for advanced analytical post processing of query results',
  visibility: displayTimeRelatedControls,
  controlSetRows: [...rollingWindowRows, ...timeComparisonRows, ...resampleRows],
};

/** The same section for a suffixed query (the mixed chart's Query B uses `_b`). */
export function suffixedSection(
  section: ControlPanelSection,
  label: string,
  suffix: string,
): ControlPanelSection {
  return {
    ...section,
    label,
    controlSetRows: section.controlSetRows.map((row) =>
      row.map((item) =>
        item && typeof item === 'object' && 'name' in item
          ? { ...item, name: `${item.name}${suffix}` }
          : item,
      ),
    ),
  };
}
