/**
 * Errors raised while reading a time range, with Superset's exact message texts
 * (time-range.md §2.6). The server answers every kind except `type` with
 * HTTP 400 `{"message": "Unexpected time range: <message>"}`; Superset lets the
 * `type` case escape as a server error.
 */
export type TimeRangeErrorKind =
  /** TimeRangeParseFailError: free text nobody understood. */
  | 'parseFail'
  /** TimeRangeAmbiguousError: a bare `N unit(s)` bound. */
  | 'ambiguous'
  /** TimeDeltaAmbiguousError: a time-comparison delta without `ago`/`later`. */
  | 'deltaAmbiguous'
  /** ValueError: syntax errors, unknown holiday, since > until, out-of-range dates. */
  | 'value'
  /** TypeError: an offset-aware bound compared with a naive one. */
  | 'type';

export class TimeRangeError extends Error {
  readonly kind: TimeRangeErrorKind;

  constructor(kind: TimeRangeErrorKind, message: string) {
    super(message);
    this.name = 'TimeRangeError';
    this.kind = kind;
  }
}

export const FROM_LARGER_THAN_TO = 'From date cannot be larger than to date';
export const NAIVE_AWARE_COMPARE = "can't compare offset-naive and offset-aware datetimes";
export const ENCLOSED_RANGE_REQUIRED =
  'An enclosed time range (both start and end) must be specified when using a Time Comparison.';

export const parseFailError = (text: string): TimeRangeError =>
  new TimeRangeError('parseFail', `Cannot parse time string [${text}]`);

export const ambiguousError = (text: string): TimeRangeError =>
  new TimeRangeError(
    'ambiguous',
    `Time string is ambiguous. Please specify [${text} ago] or [${text} later].`,
  );

export const deltaAmbiguousError = (text: string): TimeRangeError =>
  new TimeRangeError(
    'deltaAmbiguous',
    `Time delta is ambiguous. Please specify [${text} ago] or [${text} later].`,
  );

export const valueError = (message: string): TimeRangeError => new TimeRangeError('value', message);

/** The body text Superset's `/api/v1/time_range/` puts in its 400 answer. */
export function unexpectedTimeRangeMessage(error: TimeRangeError): string {
  return `Unexpected time range: ${error.message}`;
}
