/** Number and time formatting (d3-format / d3-time-format based), as Superset's. */
export { NumberFormats, DEFAULT_D3_FORMAT, PREVIEW_VALUE } from './numberFormats.js';
export { formatSmartNumber } from './smartNumber.js';
export { formatDuration } from './duration.js';
export type { DurationOptions } from './duration.js';
export { formatMemory } from './memory.js';
export {
  createNumberFormatter,
  createD3NumberFormatter,
  getNumberFormatter,
  formatNumber,
  getOverMaxHiddenFormatter,
} from './numberFormatter.js';
export type { NumberFormatter } from './numberFormatter.js';
export { createCurrencyFormatter, getCurrencySymbol, hasValidCurrency } from './currency.js';
export type { CurrencyFormat } from './currency.js';
export {
  TimeFormats,
  TimeGranularity,
  TIME_FORMATS_FOR_GRANULARITY,
  LOCAL_PREFIX,
  SMART_DATE_ID,
  SMART_DATE_DETAILED_ID,
  SMART_DATE_VERBOSE_ID,
  isTimeGranularity,
} from './timeFormats.js';
export { SMART_DATE_FORMATS, createMultiFormatter } from './smartDate.js';
export type { MultiFormats } from './smartDate.js';
export {
  DEFAULT_TIME_FORMAT,
  createTimeFormatter,
  createTimeRangeFromGranularity,
  formatTime,
  getTimeFormatter,
  getTimeFormatterForGranularity,
  getTimeRangeFormatter,
  toDate,
} from './timeFormatter.js';
export type { TimeFormatter, TimeInput } from './timeFormatter.js';
