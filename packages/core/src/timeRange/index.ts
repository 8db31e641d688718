/**
 * Superset's time-range grammar (time-range.md), shared by the server's
 * `/api/v1/time_range/` and query compiler and by the web picker's readout.
 */
export {
  TimeRangeError,
  FROM_LARGER_THAN_TO,
  ENCLOSED_RANGE_REQUIRED,
  unexpectedTimeRangeMessage,
} from './errors.js';
export type { TimeRangeErrorKind } from './errors.js';
export {
  TIME_UNITS,
  naive,
  withFields,
  isAware,
  dropOffset,
  isLeapYear,
  daysInMonth,
  weekday,
  addDuration,
  addMonths,
  addUnits,
  truncateTo,
  lastDayOf,
  compareNaive,
  diffDays,
  formatNaive,
  formatIso,
  toEpochMs,
  fromEpochMs,
  fromLocalDate,
  parseIso,
} from './naiveDateTime.js';
export type { NaiveDateTime, TimeUnit, LastDayUnit } from './naiveDateTime.js';
export { resolveNow, startOfDay } from './clock.js';
export type { NowInput } from './clock.js';
export { parseHumanDatetime } from './humanDatetime.js';
export { parseTimeExpression } from './expressionParser.js';
export type { TimeExpr, DateExpr, DateDiffExpr } from './expressionParser.js';
export { evaluateExpression, evaluateDateExpression, evaluateTimeExpr } from './expression.js';
export { findHoliday } from './holiday.js';
export {
  NO_TIME_RANGE,
  TIME_RANGE_SEPARATOR,
  getSinceUntil,
  expandTimeRange,
  sideExpression,
} from './sinceUntil.js';
export type {
  SinceUntil,
  SinceUntilOptions,
  RelativeAnchor,
  InstantTimeComparison,
} from './sinceUntil.js';
export { timeShift, shiftIntoPast, isParseableTimeShift, normalizeTimeDelta } from './timeShift.js';
export { shiftByOffset, isDateOffset, isDateRangeOffset } from './timeOffsets.js';
export type { OffsetRange } from './timeOffsets.js';
export {
  FRAME_TYPES,
  FRAME_LABELS,
  FRAME_DEFAULT_VALUES,
  COMMON_RANGE_VALUES,
  CALENDAR_RANGE_VALUES,
  CURRENT_RANGE_VALUES,
  currentRangeAsAdvanced,
  defaultCustomRange,
  customTimeRangeDecode,
  customTimeRangeEncode,
  guessFrame,
  toAdvancedValue,
  formatTimeRange,
} from './frame.js';
export type { FrameType, CustomRange, DateTimeMode, Grain } from './frame.js';
