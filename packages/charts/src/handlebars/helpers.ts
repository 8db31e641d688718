import { getNumberFormatter } from '@tessera/core';
import Handlebars from 'handlebars';
import type { HelperOptions } from 'handlebars';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * A date in a dayjs-style format (`YYYY-MM-DD`, `MMMM YYYY`, `ddd D MMM HH:mm`...), read in
 * UTC (the results' times are UTC). Text in square brackets is kept as is.
 */
export function formatDate(value: unknown, format = 'YYYY-MM-DD'): string {
  const date =
    value instanceof Date
      ? value
      : typeof value === 'number' || typeof value === 'string'
        ? new Date(value)
        : new Date(NaN);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const tokens: Record<string, () => string> = {
    YYYY: () => String(date.getUTCFullYear()),
    YY: () => pad(date.getUTCFullYear() % 100),
    MMMM: () => MONTHS[date.getUTCMonth()],
    MMM: () => MONTHS[date.getUTCMonth()].slice(0, 3),
    MM: () => pad(date.getUTCMonth() + 1),
    M: () => String(date.getUTCMonth() + 1),
    DD: () => pad(date.getUTCDate()),
    D: () => String(date.getUTCDate()),
    dddd: () => DAYS[date.getUTCDay()],
    ddd: () => DAYS[date.getUTCDay()].slice(0, 3),
    dd: () => DAYS[date.getUTCDay()].slice(0, 2),
    d: () => String(date.getUTCDay()),
    HH: () => pad(date.getUTCHours()),
    H: () => String(date.getUTCHours()),
    hh: () => pad(date.getUTCHours() % 12 || 12),
    h: () => String(date.getUTCHours() % 12 || 12),
    mm: () => pad(date.getUTCMinutes()),
    m: () => String(date.getUTCMinutes()),
    ss: () => pad(date.getUTCSeconds()),
    s: () => String(date.getUTCSeconds()),
    SSS: () => pad(date.getUTCMilliseconds(), 3),
    A: () => (date.getUTCHours() < 12 ? 'AM' : 'PM'),
    a: () => (date.getUTCHours() < 12 ? 'am' : 'pm'),
    Z: () => '+00:00',
  };
  return format.replace(
    /\[([^\]]*)]|YYYY|YY|MMMM|MMM|MM|M|DD|D|dddd|ddd|dd|d|HH|H|hh|h|mm|m|ss|s|SSS|A|a|Z/g,
    (match, literal: string | undefined) => literal ?? tokens[match](),
  );
}

const isPlainObject = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

const num = (value: unknown) => (typeof value === 'number' ? value : Number(value));

/**
 * A Handlebars environment of its own (the global one is left alone) with Superset's
 * helpers: `dateFormat`, `stringify`, `formatNumber`, `parseJson`, and the comparison,
 * logic, string and arithmetic helpers templates commonly use (just-handlebars-helpers'
 * names).
 */
export function createHandlebars(): typeof Handlebars {
  const hb = Handlebars.create();
  // usage: {{dateFormat my_date format="MMMM YYYY"}}
  hb.registerHelper('dateFormat', (context: unknown, block: HelperOptions) =>
    formatDate(context, (block?.hash?.format as string | undefined) || 'YYYY-MM-DD'),
  );
  // usage: {{stringify myObj}}
  hb.registerHelper('stringify', (obj: unknown, obj2: unknown) => {
    if (obj2 === undefined)
      throw new Error('Please call with an object. Example: `stringify myObj`');
    return isPlainObject(obj) ? JSON.stringify(obj) : String(obj);
  });
  // usage: {{formatNumber value format=",.2f"}} or {{formatNumber value locale="en-US"}}
  hb.registerHelper('formatNumber', (value: unknown, block: HelperOptions) => {
    if (value === null || value === undefined || value === '') return '';
    const n = num(value);
    if (Number.isNaN(n)) return String(value);
    const format = block?.hash?.format as string | undefined;
    const locale = block?.hash?.locale as string | undefined;
    if (format) return String(getNumberFormatter(format)(n));
    if (locale) return n.toLocaleString(locale);
    return String(getNumberFormatter()(n));
  });
  hb.registerHelper('parseJson', (text: string) => {
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new Error(`Invalid JSON string: ${(error as Error).message}`);
    }
  });
  const args = (list: unknown[]) => list.slice(0, -1);
  hb.registerHelper('eq', (a: unknown, b: unknown) => a === b);
  hb.registerHelper('eqw', (a: unknown, b: unknown) => a == b);
  hb.registerHelper('neq', (a: unknown, b: unknown) => a !== b);
  hb.registerHelper('neqw', (a: unknown, b: unknown) => a != b);
  hb.registerHelper('lt', (a: unknown, b: unknown) => num(a) < num(b));
  hb.registerHelper('lte', (a: unknown, b: unknown) => num(a) <= num(b));
  hb.registerHelper('gt', (a: unknown, b: unknown) => num(a) > num(b));
  hb.registerHelper('gte', (a: unknown, b: unknown) => num(a) >= num(b));
  hb.registerHelper('not', (a: unknown) => !a);
  hb.registerHelper('and', (...list: unknown[]) => args(list).every(Boolean));
  hb.registerHelper('or', (...list: unknown[]) => args(list).some(Boolean));
  hb.registerHelper('coalesce', (...list: unknown[]) =>
    args(list).find((v) => v !== null && v !== undefined),
  );
  hb.registerHelper('lowercase', (s: unknown) => String(s ?? '').toLowerCase());
  hb.registerHelper('uppercase', (s: unknown) => String(s ?? '').toUpperCase());
  hb.registerHelper('capitalizeFirst', (s: unknown) => {
    const text = String(s ?? '');
    return text.charAt(0).toUpperCase() + text.slice(1);
  });
  hb.registerHelper('concat', (...list: unknown[]) => args(list).map(String).join(''));
  hb.registerHelper('join', (list: unknown, sep: unknown) =>
    Array.isArray(list) ? list.join(typeof sep === 'string' ? sep : ' ') : '',
  );
  hb.registerHelper('sum', (...list: unknown[]) =>
    args(list).reduce<number>((a, b) => a + num(b), 0),
  );
  hb.registerHelper('difference', (a: unknown, b: unknown) => num(a) - num(b));
  hb.registerHelper('multiplication', (a: unknown, b: unknown) => num(a) * num(b));
  hb.registerHelper('division', (a: unknown, b: unknown) => num(a) / num(b));
  hb.registerHelper('remainder', (a: unknown, b: unknown) => num(a) % num(b));
  hb.registerHelper('ceil', (a: unknown) => Math.ceil(num(a)));
  hb.registerHelper('floor', (a: unknown) => Math.floor(num(a)));
  hb.registerHelper('abs', (a: unknown) => Math.abs(num(a)));
  return hb;
}
