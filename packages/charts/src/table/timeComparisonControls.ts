import { COMPARISON_TYPE_CONTROL, controlValue } from '../shared/controls/index.js';
import type { ControlPanelSection, ControlPanelState } from '../types.js';

/** The table's time shifts (one at a time; free text is allowed as well). */
export const TABLE_TIME_SHIFT_CHOICES: [string, string][] = [
  ['1 day ago', '1 day ago'],
  ['1 week ago', '1 week ago'],
  ['1 month ago', '1 month ago'],
  ['1 year ago', '1 year ago'],
  ['custom', 'Custom'],
  ['inherit', 'Inherit'],
];

const isCustomShift = (state: ControlPanelState) => {
  const value = controlValue(state, 'time_compare');
  return Array.isArray(value) ? value.includes('custom') : value === 'custom';
};

/**
 * Superset's table "Time Comparison" section (aggregate mode): a time shift, the custom
 * start date when the shift is "Custom", and the calculation type. With "Actual values"
 * each metric shows Main / # / △ / % columns.
 */
export function timeComparisonSection(
  isAggMode: (state: ControlPanelState) => boolean,
): ControlPanelSection {
  return {
    label: 'Time Comparison',
    expanded: true,
    tabOverride: 'data',
    visibility: isAggMode,
    controlSetRows: [
      [
        {
          name: 'time_compare',
          config: {
            type: 'SelectControl',
            multi: false,
            freeForm: true,
            placeholder: 'Select or type a custom value...',
            label: 'Time shift',
            choices: TABLE_TIME_SHIFT_CHOICES,
            description:
              'Overlay results from a relative time period. Expects relative time deltas in ' +
              'natural language (example: 24 hours, 7 days, 52 weeks, 365 days). Free text is ' +
              'supported. Use "Inherit range from time filters" to shift the comparison time ' +
              'range by the same length as your time range and use "Custom" to set a custom ' +
              'comparison range.',
            visibility: isAggMode,
            resetOnHide: false,
          },
        },
      ],
      [
        {
          name: 'start_date_offset',
          config: {
            type: 'TimeOffsetControl',
            label: 'Shift start date',
            visibility: (state) => isAggMode(state) && isCustomShift(state),
            resetOnHide: false,
          },
        },
      ],
      [
        {
          name: 'comparison_type',
          config: { ...COMPARISON_TYPE_CONTROL, visibility: isAggMode, resetOnHide: false },
        },
      ],
    ],
  };
}
