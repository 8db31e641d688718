import { formatLocale } from 'd3-format';
import { formatDuration } from './duration.js';
import { formatMemory } from './memory.js';
import { DEFAULT_D3_FORMAT, NumberFormats, PREVIEW_VALUE } from './numberFormats.js';
import { formatSmartNumber } from './smartNumber.js';

/** A number formatter: call it (or its `format`) with a value; `id` names the format. */
export interface NumberFormatter {
  (value: number | null | undefined): string;
  readonly id: string;
  /** True when the id is neither a named format nor a valid d3-format string. */
  readonly isInvalid: boolean;
  format(value: number | null | undefined): string;
  /** `12345.432 => 12.3k`, as the format pickers show. */
  preview(value?: number): string;
}

/**
 * Wraps a formatting function the way Superset's NumberFormatter does: null, undefined
 * and NaN print as themselves, infinities as ∞ and -∞.
 */
export function createNumberFormatter(
  id: string,
  formatFunc: (value: number) => string,
  isInvalid = false,
): NumberFormatter {
  const format = (value: number | null | undefined): string => {
    if (value === null || value === undefined || Number.isNaN(value)) return `${value}`;
    if (value === Number.POSITIVE_INFINITY) return '∞';
    if (value === Number.NEGATIVE_INFINITY) return '-∞';
    return formatFunc(typeof value === 'bigint' ? Number(value) : value);
  };
  return Object.assign(format, {
    id,
    isInvalid,
    format,
    preview: (value = PREVIEW_VALUE) => `${value} => ${format(value)}`,
  });
}

const d3Locale = formatLocale(DEFAULT_D3_FORMAT);

/** A d3-format string; an invalid one prints `<value> (Invalid format: <format>)`. */
export function createD3NumberFormatter(formatString: string): NumberFormatter {
  try {
    return createNumberFormatter(formatString, d3Locale.format(formatString));
  } catch {
    return createNumberFormatter(
      formatString,
      (value) => `${value} (Invalid format: ${formatString})`,
      true,
    );
  }
}

/** Common typos and deprecated format strings Superset maps to real ones. */
const FORMAT_SHIMS: Record<string, string> = {
  ',0': ',.4~f',
  null: ',.4~f',
  '%': '.0%',
  '.': '.4~f',
  ',f': ',d',
  ',r': ',.4f',
  '0f': ',d',
  ',#': ',.4~f',
  '$,f': '$,d',
  '0%': '.0%',
  f: ',d',
  ',.': ',.4~f',
  '.1%f': '.1%',
  '1%': '.0%',
  '3%': '.0%',
  ',%': ',.0%',
  '.r': '.4~f',
  '$,.0': '$,d',
  '$,.1': '$,.1~f',
  ',0s': ',.4~f',
  '%%%': '.0%',
  ',0f': ',d',
  '+,%': '+,.0%',
  $f: '$,d',
  '+,': NumberFormats.INTEGER_SIGNED,
  ',2f': ',.4~f',
  ',g': ',.4~f',
  int: NumberFormats.INTEGER,
  '.0%f': '.1%',
  '$,0': '$,.4f',
  '$,0f': '$,.4f',
  '$,.f': '$,.4f',
};

const NAMED_FORMATTERS: Record<string, (value: number) => string> = {
  [NumberFormats.SMART_NUMBER]: (v) => formatSmartNumber(v),
  [NumberFormats.SMART_NUMBER_SIGNED]: (v) => formatSmartNumber(v, true),
  [NumberFormats.DURATION]: (v) => formatDuration(v),
  [NumberFormats.DURATION_SUB]: (v) => formatDuration(v, { formatSubMilliseconds: true }),
  [NumberFormats.DURATION_COL]: (v) => formatDuration(v, { colonNotation: true }),
  [NumberFormats.MEMORY_DECIMAL]: (v) => formatMemory(v),
  [NumberFormats.MEMORY_BINARY]: (v) => formatMemory(v, { binary: true }),
  [NumberFormats.MEMORY_TRANSFER_RATE_DECIMAL]: (v) => formatMemory(v, { transfer: true }),
  [NumberFormats.MEMORY_TRANSFER_RATE_BINARY]: (v) =>
    formatMemory(v, { binary: true, transfer: true }),
};

const cache = new Map<string, NumberFormatter>();

/**
 * The formatter for a format id: a named format (SMART_NUMBER, DURATION, ...), a shimmed
 * typo, or any d3-format string. An empty id means SMART_NUMBER.
 */
export function getNumberFormatter(format?: string | null): NumberFormatter {
  const trimmed = format === null || format === undefined ? '' : String(format).trim();
  const id = trimmed === '' ? NumberFormats.SMART_NUMBER : trimmed;
  const cached = cache.get(id);
  if (cached) return cached;
  let formatter: NumberFormatter;
  if (NAMED_FORMATTERS[id]) formatter = createNumberFormatter(id, NAMED_FORMATTERS[id]);
  else if (FORMAT_SHIMS[id] !== undefined) {
    const target = getNumberFormatter(FORMAT_SHIMS[id]);
    formatter = createNumberFormatter(id, (v) => target(v));
  } else formatter = createD3NumberFormatter(id);
  cache.set(id, formatter);
  return formatter;
}

export function formatNumber(format: string | null | undefined, value: number | null | undefined) {
  return getNumberFormatter(format)(value);
}

/** Hides values above `max` (Superset's OVER_MAX_HIDDEN, used by radial axes). */
export function getOverMaxHiddenFormatter(max?: number, formatter?: NumberFormatter) {
  const hide = max !== undefined && max !== null;
  return createNumberFormatter(NumberFormats.OVER_MAX_HIDDEN, (value) =>
    hide && value > max ? '' : formatter ? formatter(value) : String(value),
  );
}
