/** Value normalisation shared by the engines (see types.ts for the rules). */

/** A number when it is a safe integer, otherwise its decimal string. */
export function normaliseInteger(value: bigint | string | number): number | string {
  if (typeof value === 'number') return value;
  const big = typeof value === 'bigint' ? value : BigInt(value);
  return big >= BigInt(Number.MIN_SAFE_INTEGER) && big <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Number(big)
    : big.toString();
}

/** Any bigint inside a value (arrays, objects) made a number or string. */
export function normaliseBigInts(value: unknown): unknown {
  if (typeof value === 'bigint') return normaliseInteger(value);
  if (Array.isArray(value)) return value.map(normaliseBigInts);
  if (value && typeof value === 'object' && value.constructor === Object) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normaliseBigInts(v)]));
  }
  return value;
}

const NAIVE_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?$/;

/**
 * The epoch milliseconds of a UTC calendar time (years 0-99 too, which Date.UTC would read
 * as 1900-1999), or null when the fields name no such time: Date.UTC rolls month 0, day 0,
 * the 31st of a 30-day month or hour 24 over to another day, and MySQL's `0000-00-00`
 * would become 1899-11-30.
 */
export function utcTime(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  ms = 0,
): number | null {
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms));
  if (year < 100) date.setUTCFullYear(year);
  const exact =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second;
  return exact ? date.getTime() : null;
}

/**
 * `YYYY-MM-DD[ HH:MM[:SS[.ffffff]]]` read as UTC; other text (BC dates, infinity,
 * out-of-range years, MySQL's zero dates `0000-00-00`, impossible days) is returned
 * unchanged: a value a Date cannot hold stays the engine's own text.
 */
export function parseNaiveTimestamp(text: string): Date | string {
  const m = NAIVE_TIMESTAMP.exec(text);
  if (!m) return text;
  const ms = m[7] ? Math.floor(Number(m[7]) * 1000) : 0;
  const time = utcTime(
    Number(m[1]),
    Number(m[2]),
    Number(m[3]),
    Number(m[4] ?? 0),
    Number(m[5] ?? 0),
    Number(m[6] ?? 0),
    ms,
  );
  return time === null ? text : new Date(time);
}

/**
 * A temporal value as types.ts promises it: `date` when it is a valid Date, else the
 * engine's `text` for it (`infinity`, `-infinity`, a year past JavaScript's range, a BC
 * date), so that no value an engine returns fails or turns into null on its way out.
 */
export function dateOrText(date: unknown, text: string): Date | string {
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date : text;
}
