/** Superset's named time formats (`TimeFormats`) and time grains (`TimeGranularity`). */
export const TimeFormats = {
  DATABASE_DATE: '%Y-%m-%d',
  DATABASE_DATETIME: '%Y-%m-%d %H:%M:%S',
  DATABASE_DATETIME_REVERSE: '%d-%m-%Y %H:%M:%S',
  US_DATE: '%m/%d/%Y',
  INTERNATIONAL_DATE: '%d/%m/%Y',
  TIME: '%H:%M:%S',
} as const;

/** A format id starting with this prefix formats in the browser's local time. */
export const LOCAL_PREFIX = 'local!';

export const SMART_DATE_ID = 'smart_date';
export const SMART_DATE_DETAILED_ID = 'smart_date_detailed';
export const SMART_DATE_VERBOSE_ID = 'smart_date_verbose';

export const TimeGranularity = {
  DATE: 'date',
  SECOND: 'PT1S',
  MINUTE: 'PT1M',
  FIVE_MINUTES: 'PT5M',
  TEN_MINUTES: 'PT10M',
  FIFTEEN_MINUTES: 'PT15M',
  THIRTY_MINUTES: 'PT30M',
  HOUR: 'PT1H',
  DAY: 'P1D',
  WEEK: 'P1W',
  WEEK_STARTING_SUNDAY: '1969-12-28T00:00:00Z/P1W',
  WEEK_STARTING_MONDAY: '1969-12-29T00:00:00Z/P1W',
  WEEK_ENDING_SATURDAY: 'P1W/1970-01-03T00:00:00Z',
  WEEK_ENDING_SUNDAY: 'P1W/1970-01-04T00:00:00Z',
  MONTH: 'P1M',
  QUARTER: 'P3M',
  YEAR: 'P1Y',
} as const;
export type TimeGranularity = (typeof TimeGranularity)[keyof typeof TimeGranularity];

const MINUTE_FORMAT = '%Y-%m-%d %H:%M';

/** The format a time grain implies (a table's time column under `smart_date`). */
export const TIME_FORMATS_FOR_GRANULARITY: Record<TimeGranularity, string> = {
  [TimeGranularity.DATE]: TimeFormats.DATABASE_DATE,
  [TimeGranularity.SECOND]: TimeFormats.DATABASE_DATETIME,
  [TimeGranularity.MINUTE]: MINUTE_FORMAT,
  [TimeGranularity.FIVE_MINUTES]: MINUTE_FORMAT,
  [TimeGranularity.TEN_MINUTES]: MINUTE_FORMAT,
  [TimeGranularity.FIFTEEN_MINUTES]: MINUTE_FORMAT,
  [TimeGranularity.THIRTY_MINUTES]: MINUTE_FORMAT,
  [TimeGranularity.HOUR]: '%Y-%m-%d %H:00',
  [TimeGranularity.DAY]: TimeFormats.DATABASE_DATE,
  [TimeGranularity.WEEK]: TimeFormats.DATABASE_DATE,
  [TimeGranularity.MONTH]: '%b %Y',
  [TimeGranularity.QUARTER]: '%Y Q%q',
  [TimeGranularity.YEAR]: '%Y',
  [TimeGranularity.WEEK_STARTING_SUNDAY]: TimeFormats.DATABASE_DATE,
  [TimeGranularity.WEEK_STARTING_MONDAY]: TimeFormats.DATABASE_DATE,
  [TimeGranularity.WEEK_ENDING_SATURDAY]: TimeFormats.DATABASE_DATE,
  [TimeGranularity.WEEK_ENDING_SUNDAY]: TimeFormats.DATABASE_DATE,
};

export function isTimeGranularity(value: unknown): value is TimeGranularity {
  return typeof value === 'string' && value in TIME_FORMATS_FOR_GRANULARITY;
}
