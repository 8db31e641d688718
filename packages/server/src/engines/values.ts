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
 * `YYYY-MM-DD[ HH:MM[:SS[.ffffff]]]` read as UTC; other text (BC dates, infinity,
 * out-of-range years) is returned unchanged.
 */
export function parseNaiveTimestamp(text: string): Date | string {
  const m = NAIVE_TIMESTAMP.exec(text);
  if (!m) return text;
  const ms = m[7] ? Math.floor(Number(m[7]) * 1000) : 0;
  const date = new Date(
    Date.UTC(
      Number(m[1]),
      Number(m[2]) - 1,
      Number(m[3]),
      Number(m[4] ?? 0),
      Number(m[5] ?? 0),
      Number(m[6] ?? 0),
      ms,
    ),
  );
  if (Number(m[1]) < 100) date.setUTCFullYear(Number(m[1]));
  return Number.isNaN(date.getTime()) ? text : date;
}
