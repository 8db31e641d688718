/**
 * pandas offset aliases as `resample` rules (`15T`, `1H`, `1D`, `7D`, `W`,
 * `1M`, `1MS`, `QS`, `1A`, `1AS`, …) and the bins pandas builds for them.
 * Times are epoch ms of naive datetimes (read as UTC).
 */

export const DAY_MS = 86_400_000;

/** A calendar anchor (month/quarter/year starts or ends, a weekday), over midnight dates. */
interface Anchor {
  isOn(t: number): boolean;
  /** Latest anchor ≤ t. */
  rollback(t: number): number;
  /** Earliest anchor ≥ t. */
  rollforward(t: number): number;
  /** The anchor `k` steps from anchor `t`. */
  step(t: number, k: number): number;
}

export type Frequency =
  | { readonly kind: 'tick'; readonly step: number }
  | {
      readonly kind: 'anchored';
      readonly n: number;
      readonly anchor: Anchor;
      /** End-of-period anchors (ME, QE, YE, W): bins closed and labelled right. */
      readonly closedRight: boolean;
    };

const TICKS: Record<string, number> = {
  D: DAY_MS,
  H: 3_600_000,
  h: 3_600_000,
  T: 60_000,
  min: 60_000,
  S: 1000,
  s: 1000,
  L: 1,
  ms: 1,
};

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

const monthIndex = (t: number): number => {
  const d = new Date(t);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
};
const mod = (a: number, b: number): number => ((a % b) + b) % b;

/** Anchors on the first (or last) day of every `period` months, aligned to `alignMonth`. */
function monthAnchor(period: number, alignMonth: number, end: boolean): Anchor {
  const dateOf = (m: number): number =>
    end
      ? Date.UTC(Math.floor(m / 12), mod(m, 12) + 1, 0)
      : Date.UTC(Math.floor(m / 12), mod(m, 12), 1);
  const valid = (m: number): boolean => mod(m - alignMonth, period) === 0;
  const isOn = (t: number): boolean => valid(monthIndex(t)) && dateOf(monthIndex(t)) === t;
  return {
    isOn,
    rollback(t) {
      let m = monthIndex(t);
      if (dateOf(m) > t) m -= 1;
      while (!valid(m)) m -= 1;
      return dateOf(m);
    },
    rollforward(t) {
      let m = monthIndex(t);
      if (dateOf(m) < t) m += 1;
      while (!valid(m)) m += 1;
      return dateOf(m);
    },
    step: (t, k) => dateOf(monthIndex(t) + k * period),
  };
}

function weekAnchor(weekday: number): Anchor {
  const day = (t: number): number => Math.floor(t / DAY_MS);
  const dow = (t: number): number => mod(day(t) + 4, 7);
  return {
    isOn: (t) => t === day(t) * DAY_MS && dow(t) === weekday,
    rollback: (t) => (day(t) - mod(dow(t) - weekday, 7)) * DAY_MS,
    rollforward: (t) => {
      const d = day(t) + mod(weekday - dow(t), 7);
      return (d * DAY_MS < t ? d + 7 : d) * DAY_MS;
    },
    step: (t, k) => t + k * 7 * DAY_MS,
  };
}

/** Parses a pandas frequency alias; null when it is not one this port supports. */
export function parseFrequency(rule: string): Frequency | null {
  const m = /^\s*(\d*)\s*([A-Za-z]+)(?:-([A-Za-z]{3}))?\s*$/.exec(rule);
  if (!m) return null;
  const n = m[1] === '' ? 1 : Number(m[1]);
  if (n <= 0) return null;
  const unit = m[2];
  const suffix = m[3]?.toUpperCase();
  if (!suffix && TICKS[unit] !== undefined) return { kind: 'tick', step: n * TICKS[unit] };
  const upper = unit.toUpperCase();
  const alignment = (fallback: number): number | null => {
    if (!suffix) return fallback;
    const i = MONTHS.indexOf(suffix);
    return i < 0 ? null : i;
  };
  const anchored = (anchor: Anchor | null, closedRight: boolean): Frequency | null =>
    anchor ? { kind: 'anchored', n, anchor, closedRight } : null;
  switch (upper) {
    case 'W': {
      const weekday = suffix ? WEEKDAYS.indexOf(suffix) : 0;
      return weekday < 0 ? null : anchored(weekAnchor(weekday), true);
    }
    case 'M':
    case 'ME':
      return suffix ? null : anchored(monthAnchor(1, 0, true), true);
    case 'MS':
      return suffix ? null : anchored(monthAnchor(1, 0, false), false);
    case 'Q':
    case 'QE': {
      const end = alignment(11);
      return end === null ? null : anchored(monthAnchor(3, end, true), true);
    }
    case 'QS': {
      const start = alignment(0);
      return start === null ? null : anchored(monthAnchor(3, start, false), false);
    }
    case 'A':
    case 'Y':
    case 'YE': {
      const end = alignment(11);
      return end === null ? null : anchored(monthAnchor(12, end, true), true);
    }
    case 'AS':
    case 'YS': {
      const start = alignment(0);
      return start === null ? null : anchored(monthAnchor(12, start, false), false);
    }
    default:
      return null;
  }
}

/** `t + n` anchors the pandas way: off-anchor dates first roll forward (counting one step). */
const addAnchors = (a: Anchor, t: number, n: number): number =>
  a.isOn(t) ? a.step(t, n) : a.step(a.rollforward(t), n - 1);
/** `t - n` anchors: off-anchor dates first roll back (counting one step). */
const subtractAnchors = (a: Anchor, t: number, n: number): number =>
  a.isOn(t) ? a.step(t, -n) : a.step(a.rollback(t), -(n - 1));

const normalize = (t: number): number => Math.floor(t / DAY_MS) * DAY_MS;

/** Most rows a resample may produce (as newer Superset caps it), so a tiny rule cannot exhaust memory. */
export const MAX_RESAMPLE_ROWS = 1_000_000;

export interface Bins {
  /** One label per output row (the resampled index). */
  readonly labels: number[];
  /** Bin k holds times in [lower[k], upper[k]). */
  readonly lower: number[];
  readonly upper: number[];
}

/** The bins and labels pandas' resample builds for data spanning [min, max]; null past MAX_RESAMPLE_ROWS. */
export function resampleBins(freq: Frequency, min: number, max: number): Bins | null {
  if (freq.kind === 'tick') {
    const origin = normalize(min);
    const first = min - mod(min - origin, freq.step);
    const lastOffset = mod(max - origin, freq.step);
    const lastEdge = lastOffset > 0 ? max + (freq.step - lastOffset) : max + freq.step;
    if ((lastEdge - first) / freq.step > MAX_RESAMPLE_ROWS) return null;
    const labels: number[] = [];
    for (let t = first; t < lastEdge; t += freq.step) labels.push(t);
    return { labels, lower: labels, upper: labels.map((t) => t + freq.step) };
  }
  const { anchor, n } = freq;
  const first = freq.closedRight
    ? subtractAnchors(anchor, normalize(min), n)
    : anchor.rollback(normalize(min));
  const last = addAnchors(anchor, normalize(max), n);
  const binner: number[] = [];
  for (let t = first; t <= last; t = anchor.step(t, n)) {
    binner.push(t);
    if (binner.length > MAX_RESAMPLE_ROWS + 1) return null;
  }
  if (!freq.closedRight) {
    const labels = binner.slice(0, -1);
    return { labels, lower: labels, upper: binner.slice(1) };
  }
  // pandas' end-of-period fix: edges run to the end of their day, and a last
  // bin lying wholly after the data is dropped.
  if (binner.length >= 2 && binner[binner.length - 2] + DAY_MS > max) binner.pop();
  const labels = binner.slice(1);
  return {
    labels,
    lower: binner.slice(0, -1).map((t) => t + DAY_MS),
    upper: labels.map((t) => t + DAY_MS),
  };
}
