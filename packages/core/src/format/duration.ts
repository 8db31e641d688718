/**
 * Duration formats over milliseconds, as Superset's DURATION (`66000` → `1m 6s`),
 * DURATION_SUB (`1.40008` → `1ms 400µs 80ns`) and DURATION_COL (`10500` → `0:10.5`).
 */
export interface DurationOptions {
  /** Show milliseconds, microseconds and nanoseconds as their own units. */
  formatSubMilliseconds?: boolean;
  /** Digital clock notation (`5:01:02.3`). */
  colonNotation?: boolean;
  /** Multiply the value first (e.g. 1000 for seconds). */
  multiplier?: number;
}

interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  milliseconds: number;
  microseconds: number;
  nanoseconds: number;
}

function parseMilliseconds(ms: number): DurationParts {
  return {
    days: Math.trunc(ms / 86400000),
    hours: Math.trunc(ms / 3600000) % 24,
    minutes: Math.trunc(ms / 60000) % 60,
    seconds: Math.trunc(ms / 1000) % 60,
    milliseconds: Math.trunc(ms) % 1000,
    microseconds: Math.trunc(Math.round(ms * 1e6) / 1e3) % 1000,
    nanoseconds: Math.trunc(Math.round(ms * 1e6)) % 1000,
  };
}

function floorDecimals(value: number, digits: number): string {
  const interim = Math.floor(value * 10 ** digits + 0.0000001);
  return (Math.round(interim) / 10 ** digits).toFixed(digits);
}

export function formatDuration(value: number, options: DurationOptions = {}): string {
  const { colonNotation = false, multiplier = 1 } = options;
  const formatSub = !colonNotation && Boolean(options.formatSubMilliseconds);
  const raw = value * multiplier;
  const sign = raw < 0 ? '-' : '';
  const ms = Math.abs(raw);
  const result: string[] = [];

  const add = (amount: number, unit: string, text?: string) => {
    const keepZeroMinutes = colonNotation && unit === 'm';
    if ((result.length === 0 || !colonNotation) && amount === 0 && !keepZeroMinutes) return;
    let valueString = text ?? String(amount || 0);
    if (colonNotation) {
      const wholeDigits = valueString.includes('.')
        ? valueString.split('.')[0].length
        : valueString.length;
      const minLength = result.length > 0 ? 2 : 1;
      valueString = '0'.repeat(Math.max(0, minLength - wholeDigits)) + valueString;
      result.push((result.length > 0 ? ':' : '') + valueString);
    } else {
      result.push(valueString + unit);
    }
  };

  const parts = parseMilliseconds(ms);
  add(Math.trunc(parts.days / 365), 'y');
  add(parts.days % 365, 'd');
  add(parts.hours, 'h');
  add(parts.minutes, 'm');
  if (formatSub || (!colonNotation && ms < 1000)) {
    add(parts.seconds, 's');
    if (formatSub) {
      add(parts.milliseconds, 'ms');
      add(parts.microseconds, 'µs');
      add(parts.nanoseconds, 'ns');
    } else {
      const below = parts.milliseconds + parts.microseconds / 1000 + parts.nanoseconds / 1e6;
      const rounded = below >= 1 ? Math.round(below) : Math.ceil(below);
      add(rounded, 'ms');
    }
  } else {
    const seconds = (ms / 1000) % 60;
    const secondsString = floorDecimals(seconds, 1).replace(/\.0+$/, '');
    add(Number.parseFloat(secondsString), 's', secondsString);
  }
  if (result.length === 0) return '0ms';
  return sign + (colonNotation ? result.join('') : result.join(' '));
}
