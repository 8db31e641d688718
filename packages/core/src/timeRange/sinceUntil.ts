import { resolveNow } from './clock.js';
import type { NowInput } from './clock.js';
import { FROM_LARGER_THAN_TO, valueError } from './errors.js';
import { evaluateDateExpression } from './expression.js';
import { parseHumanDatetime } from './humanDatetime.js';
import { compareNaive, diffDays, formatNaive } from './naiveDateTime.js';
import type { NaiveDateTime } from './naiveDateTime.js';
import { shiftIntoPast } from './timeShift.js';

/** The `NO_TIME_RANGE` constant: no time filter at all. */
export const NO_TIME_RANGE = 'No filter';
/** Space, colon, space: the only separator between the two bounds. */
export const TIME_RANGE_SEPARATOR = ' : ';

export type RelativeAnchor = 'today' | 'now';
/** Superset's InstantTimeComparison: inherited range length, year, month or week. */
export type InstantTimeComparison = 'r' | 'y' | 'm' | 'w';

export interface SinceUntilOptions {
  /** The current wall-clock time; defaults to the local clock. Truncated to seconds. */
  now?: NowInput;
  /** `extras.relative_start`: replaces the `today`/`now` anchor on both sides. */
  relativeStart?: RelativeAnchor;
  /** `extras.relative_end`: the end of `Last …` ranges and of unrecognised text. */
  relativeEnd?: RelativeAnchor;
  /** Shift both bounds into the past (`1 year ago`), or replace them (`a : b`). */
  timeShift?: string | null;
  /** Experimental instant time comparison (the caller checks CHART_PLUGINS_EXPERIMENTAL). */
  instantTimeComparisonRange?: InstantTimeComparison | null;
  /** Legacy `since` parameter, used only when `timeRange` is empty or unrecognised. */
  since?: string | null;
  /** Legacy `until` parameter, used only when `timeRange` is empty or unrecognised. */
  until?: string | null;
}

/** Half-open bounds: `since <= col < until`; null is an open side. */
export interface SinceUntil {
  since: NaiveDateTime | null;
  until: NaiveDateTime | null;
}

const UNIT = '(second|minute|hour|day|week|month|quarter|year)';
const SUB_DAY = new Set(['second', 'minute', 'hour']);
const SHORTHAND_RE = new RegExp(`^(?:Last|Next)\\s{1,5}(?:[0-9]+\\s{0,5})?${UNIT}s?$`, 'i');
const FIRST_SUBUNIT_RE =
  /^(first|1st)\s{1,5}(week|month|quarter)\s{1,5}of\s{1,5}(?:(this|last|next|prior)\s{1,5})?(?:the\s{1,5})?(week|month|quarter|year)$/i;

const PRESETS: [prefix: string, since: string, until: string][] = [
  ...(['week', 'month', 'quarter', 'year'] as const).map((u): [string, string, string] => {
    const U = u.toUpperCase();
    return [
      `previous calendar ${u}`,
      `DATETRUNC(DATEADD(DATETIME('today'), -1, ${U}), ${U})`,
      `DATETRUNC(DATETIME('today'), ${U})`,
    ];
  }),
  ...(['day', 'week', 'month', 'quarter', 'year'] as const).map((u): [string, string, string] => {
    const U = u.toUpperCase();
    return [
      `Current ${u}`,
      `DATETRUNC(DATEADD(DATETIME('today'), 0, ${U}), ${U})`,
      `DATETRUNC(DATEADD(DATETIME('today'), 1, ${U}), ${U})`,
    ];
  }),
];

/** `now` for second/minute/hour, `today` for larger units, unless `relative_start` overrides. */
function relativeBase(unit: string, relativeStart?: RelativeAnchor): string {
  if (relativeStart) return relativeStart;
  return SUB_DAY.has(unit.toLowerCase()) ? 'now' : 'today';
}

function scopeAndUnit(
  scope: string,
  delta: string | undefined,
  unit: string,
  base: string,
): string {
  const n = delta ? Number.parseInt(delta, 10) : 1;
  switch (scope.toLowerCase()) {
    case 'this':
      return `DATETIME('${base}')`;
    case 'next':
      return `DATEADD(DATETIME('${base}'), ${n}, ${unit})`;
    default:
      return `DATEADD(DATETIME('${base}'), -${n}, ${unit})`;
  }
}

/** `first [day] of [scope] unit` → the start of that unit, optionally with a sub-unit range. */
function nthOf(
  subunit: string | undefined,
  scope: string | undefined,
  unit: string,
  relativeStart?: RelativeAnchor,
) {
  const base = scopeAndUnit(scope ?? 'this', '', unit, relativeBase(unit, relativeStart));
  const start = `DATETRUNC(${base}, ${unit.toLowerCase()})`;
  return subunit === undefined
    ? start
    : `${start}${TIME_RANGE_SEPARATOR}DATEADD(${start}, 1, ${subunit.toLowerCase()})`;
}

/**
 * Applies the whole-string rules (time-range.md §2.1) and returns the text that
 * the per-side rules will read; unrecognised text comes back unchanged.
 */
export function expandTimeRange(
  timeRange: string,
  relativeStart?: RelativeAnchor,
  relativeEnd?: RelativeAnchor,
): string {
  let tr = timeRange;
  const noSeparator = (): boolean => !!tr && !tr.includes(TIME_RANGE_SEPARATOR);
  const defaultBound = (): string => {
    const m = SHORTHAND_RE.exec(tr);
    return m ? relativeBase(m[1]) : 'today';
  };
  if (noSeparator() && tr.startsWith('Last'))
    tr = tr + TIME_RANGE_SEPARATOR + (relativeEnd || defaultBound());
  if (noSeparator() && tr.startsWith('Next'))
    tr = (relativeStart || defaultBound()) + TIME_RANGE_SEPARATOR + tr;
  for (const [prefix, since, until] of PRESETS) {
    if (noSeparator() && tr.startsWith(prefix)) tr = since + TIME_RANGE_SEPARATOR + until;
  }
  if (noSeparator()) {
    const m = FIRST_SUBUNIT_RE.exec(tr);
    if (m) tr = nthOf(m[2], m[3], m[4], relativeStart);
  }
  return tr;
}

type SideRule = [RegExp, (m: RegExpExecArray, relativeStart?: RelativeAnchor) => string];

const SIDE_RULES: SideRule[] = [
  [
    /^(start of|beginning of|end of)\s{1,5}(this|last|next|prior)\s{1,5}([0-9]+)?\s{0,5}(day|week|month|quarter|year)s?$/i,
    ([, modifier, scope, delta, unit], rs) => {
      const base = scopeAndUnit(scope, delta, unit, relativeBase(unit, rs));
      const fn = modifier.toLowerCase() === 'end of' ? 'LASTDAY' : 'DATETRUNC';
      return `${fn}(${base}, ${unit.toLowerCase()})`;
    },
  ],
  [
    /^(first|1st)\s{1,5}(?:day\s{1,5})?of\s{1,5}(this|last|next|prior)\s{1,5}(day|week|month|quarter|year)s?$/i,
    ([, , scope, unit], rs) => nthOf(undefined, scope, unit, rs),
  ],
  [
    /^(first|1st)\s{1,5}(?:day\s{1,5})?of\s{1,5}(?:the\s{1,5})?(week|month|quarter|year)$/i,
    ([, , unit], rs) => nthOf(undefined, undefined, unit, rs),
  ],
  [
    new RegExp(`^(this|last|next|prior)\\s{1,5}([0-9]+)?\\s{0,5}${UNIT}s?$`, 'i'),
    ([, scope, delta, unit], rs) => scopeAndUnit(scope, delta, unit, relativeBase(unit, rs)),
  ],
  [/^(DATETIME|DATEADD|DATETRUNC|LASTDAY|HOLIDAY).*$/i, ([text]) => text],
];

/**
 * The expression one side of `X : Y` stands for (time-range.md §2.2): the first
 * matching rule P1–P5, else `DATETIME('<side>')`. An empty side is null.
 */
export function sideExpression(side: string, relativeStart?: RelativeAnchor): string | null {
  const part = side.trim();
  if (!part) return null;
  for (const [re, build] of SIDE_RULES) {
    const m = re.exec(part);
    if (m) return build(m, relativeStart);
  }
  return `DATETIME('${part}')`;
}

/** Legacy hack: `7 days` as a since means `7 days ago`. */
function addAgoToSince(since: string): string {
  const words = since.split(' ');
  const grains = ['days', 'years', 'hours', 'day', 'year', 'weeks'];
  return words.length === 2 && grains.includes(words[1]) ? `${since} ago` : since;
}

function instantComparison(
  range: SinceUntil,
  kind: InstantTimeComparison,
  options: SinceUntilOptions,
  now: NaiveDateTime,
): SinceUntil {
  const { since, until } = range;
  const unit = { y: 'YEAR', m: 'MONTH', w: 'WEEK', r: 'DAY' }[kind];
  const delta = kind === 'r' && since && until ? diffDays(since, until) : 0;
  const shifted = (bound: NaiveDateTime | null, anchor?: string): NaiveDateTime =>
    evaluateDateExpression(
      `DATEADD(DATETIME('${bound ? formatNaive(bound) : (anchor ?? 'None')}'), -${delta || 1}, ${unit})`,
      now,
    );
  return {
    since: shifted(since, options.relativeStart),
    until: shifted(until, options.relativeEnd),
  };
}

/**
 * Superset's `get_since_until` (newest): evaluates a time-range string to its
 * half-open bounds. Throws TimeRangeError with Superset's messages (§2.6).
 */
export function getSinceUntil(
  timeRange: string | null | undefined,
  options: SinceUntilOptions = {},
): SinceUntil {
  const now = resolveNow(options.now);
  const { relativeStart, relativeEnd } = options;
  if (timeRange === NO_TIME_RANGE) return { since: null, until: null };
  const tr = timeRange ? expandTimeRange(timeRange, relativeStart, relativeEnd) : '';

  let range: SinceUntil;
  const at = tr.indexOf(TIME_RANGE_SEPARATOR);
  if (tr && at >= 0) {
    const sides = [tr.slice(0, at), tr.slice(at + TIME_RANGE_SEPARATOR.length)];
    const [since, until] = sides
      .map((side) => sideExpression(side, relativeStart))
      .map((expr) => (expr === null ? null : evaluateDateExpression(expr, now)));
    range = { since, until };
  } else {
    const since = options.since ? addAgoToSince(options.since) : '';
    range = {
      since: since ? parseHumanDatetime(since, now) : null,
      until: parseHumanDatetime(options.until || relativeEnd || 'today', now),
    };
  }

  const shift = options.timeShift;
  if (shift) {
    const sep = shift.indexOf(TIME_RANGE_SEPARATOR);
    if (sep >= 0) {
      range = {
        since: parseHumanDatetime(shift.slice(0, sep).trim(), now),
        until: parseHumanDatetime(shift.slice(sep + TIME_RANGE_SEPARATOR.length).trim(), now),
      };
    } else {
      range = {
        since: range.since && shiftIntoPast(range.since, shift),
        until: range.until && shiftIntoPast(range.until, shift),
      };
    }
  }

  if (options.instantTimeComparisonRange) {
    range = instantComparison(range, options.instantTimeComparisonRange, options, now);
  }

  if (range.since && range.until && compareNaive(range.since, range.until) > 0) {
    throw valueError(FROM_LARGER_THAN_TO);
  }
  return range;
}
