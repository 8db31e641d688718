/**
 * Python's `str()` of the values pandas puts in column names, so that names
 * built from labels (flatten, histogram bins) read exactly as Superset's.
 */

/** Python `repr(float)`: shortest round-trip digits, `2.0`, `1e-05`, `1e+16`, `nan`, `inf`. */
export function pythonFloatRepr(x: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (x === Infinity) return 'inf';
  if (x === -Infinity) return '-inf';
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  const [mantissa, expText] = x.toExponential().split('e');
  const exp = Number(expText);
  const negative = mantissa.startsWith('-');
  const digits = mantissa.replace('-', '').replace('.', '');
  const sign = negative ? '-' : '';
  if (exp < -4 || exp >= 16) {
    const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const e = Math.abs(exp).toString().padStart(2, '0');
    return `${sign}${m}e${exp < 0 ? '-' : '+'}${e}`;
  }
  if (exp < 0) return `${sign}0.${'0'.repeat(-exp - 1)}${digits}`;
  const intLen = exp + 1;
  if (digits.length <= intLen) return `${sign}${digits}${'0'.repeat(intLen - digits.length)}.0`;
  return `${sign}${digits.slice(0, intLen)}.${digits.slice(intLen)}`;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** pandas `str(Timestamp)` of a naive datetime given as epoch ms: `2020-01-01 00:00:00`. */
export function pythonTimestampStr(ms: number): string {
  const d = new Date(ms);
  const base =
    `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  const millis = d.getUTCMilliseconds();
  return millis === 0 ? base : `${base}.${pad(millis, 3)}000`;
}

/**
 * Python `str()` of a label. Whole numbers print as integers (an integer
 * column), other numbers as Python floats; `temporal` labels as pandas Timestamps.
 */
export function pythonStr(value: unknown, temporal = false): string {
  if (value === null || value === undefined) return temporal ? 'NaT' : 'None';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (temporal && Number.isFinite(value)) return pythonTimestampStr(value);
    if (Number.isInteger(value)) {
      return Math.abs(value) < 1e21 ? String(value) : BigInt(value).toString();
    }
    return pythonFloatRepr(value);
  }
  return JSON.stringify(value);
}
