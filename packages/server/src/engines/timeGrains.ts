/**
 * Time grains as Superset names them (`superset/constants.py` TimeGrain and the labels of
 * `db_engine_specs/base.py`). Each engine gives one SQL expression per grain; the meaning is
 * the same everywhere:
 * - sub-day grains truncate to the start of the bucket counted from midnight
 *   (5 second = minute + 5 s * floor(second / 5));
 * - `P1W` is the ISO week, starting Monday at 00:00;
 * - `1969-12-28T00:00:00Z/P1W` is the week starting Sunday (that Sunday at 00:00);
 * - `P1W/1970-01-03T00:00:00Z` is the week ending Saturday (that Saturday at 00:00);
 * - `P3M` is the calendar quarter.
 */
import { BadRequestError } from '../errors.js';

export const TIME_GRAINS = [
  'PT1S',
  'PT5S',
  'PT30S',
  'PT1M',
  'PT5M',
  'PT30M',
  'PT1H',
  'PT6H',
  'P1D',
  'P1W',
  '1969-12-28T00:00:00Z/P1W',
  'P1W/1970-01-03T00:00:00Z',
  'P1M',
  'P3M',
  'P1Y',
] as const;

export type TimeGrain = (typeof TIME_GRAINS)[number];

/** Superset's labels for the grains (the "Time grain" control's choices). */
export const TIME_GRAIN_NAMES: Record<TimeGrain, string> = {
  PT1S: 'Second',
  PT5S: '5 second',
  PT30S: '30 second',
  PT1M: 'Minute',
  PT5M: '5 minute',
  PT30M: '30 minute',
  PT1H: 'Hour',
  PT6H: '6 hour',
  P1D: 'Day',
  P1W: 'Week',
  '1969-12-28T00:00:00Z/P1W': 'Week starting Sunday',
  'P1W/1970-01-03T00:00:00Z': 'Week ending Saturday',
  P1M: 'Month',
  P3M: 'Quarter',
  P1Y: 'Year',
};

/** Superset's label for the null grain. */
export const ORIGINAL_VALUE_GRAIN_NAME = 'Original value';

export interface TimeGrainInfo {
  /** Superset's label, e.g. "Week starting Sunday". */
  name: string;
  /** The ISO 8601 duration Superset stores in `time_grain_sqla`. */
  duration: TimeGrain;
}

export function isTimeGrain(value: unknown): value is TimeGrain {
  return typeof value === 'string' && (TIME_GRAINS as readonly string[]).includes(value);
}

export type TimeGrainExpressions = Record<TimeGrain, string>;

/** The grains an engine supports, in Superset's order, with their labels. */
export function timeGrainInfos(expressions: TimeGrainExpressions): TimeGrainInfo[] {
  return TIME_GRAINS.filter((g) => g in expressions).map((duration) => ({
    name: TIME_GRAIN_NAMES[duration],
    duration,
  }));
}

/** Substitutes `{col}` in the engine's expression for the grain (Superset's templates). */
export function applyTimeGrain(
  engineName: string,
  expressions: TimeGrainExpressions,
  columnSql: string,
  grain: TimeGrain | string | null,
): string {
  if (grain === null || grain === undefined || grain === '') return columnSql;
  if (!isTimeGrain(grain)) {
    throw new BadRequestError(`No grain spec for ${grain} for database ${engineName}`);
  }
  return expressions[grain].replaceAll('{col}', columnSql);
}
