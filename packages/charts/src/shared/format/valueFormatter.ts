import {
  NumberFormats,
  SMART_DATE_ID,
  createCurrencyFormatter,
  getNumberFormatter,
  getTimeFormatter,
  hasValidCurrency,
} from '@tessera/core';
import type { CurrencyFormat, NumberFormatter, TimeFormatter } from '@tessera/core';
import { ensureIsArray } from '../query/valueChecks.js';
import { isSavedMetric } from '../query/labels.js';
import type { QueryFormMetric } from '../../types.js';

/** A chart's `currency_format` when it names a currency. */
export function chartCurrency(value: unknown): CurrencyFormat | undefined {
  return hasValidCurrency(value as CurrencyFormat) ? (value as CurrencyFormat) : undefined;
}

const isDefaultFormat = (format?: string | null) =>
  !format || format === NumberFormats.SMART_NUMBER;

/**
 * Formatters for saved metrics: the chart's format unless it is the default, then the
 * dataset's d3 format; the chart's currency, else the dataset's currency for the metric.
 */
export function buildCustomFormatters(
  metrics: QueryFormMetric | QueryFormMetric[] | null | undefined,
  currencyFormats: Record<string, CurrencyFormat> = {},
  columnFormats: Record<string, string> = {},
  d3Format?: string | null,
  currencyFormat?: CurrencyFormat | null,
): Record<string, NumberFormatter> {
  const formatters: Record<string, NumberFormatter> = {};
  for (const metric of ensureIsArray(metrics)) {
    if (!isSavedMetric(metric)) continue;
    const format = isDefaultFormat(d3Format) ? (columnFormats[metric] ?? d3Format) : d3Format;
    const currency = chartCurrency(currencyFormat) ?? chartCurrency(currencyFormats[metric]);
    formatters[metric] = currency
      ? createCurrencyFormatter(currency, format ?? null)
      : getNumberFormatter(format);
  }
  return formatters;
}

/** The custom formatter of the only saved metric, else of `key`. */
export function getCustomFormatter(
  customFormatters: Record<string, NumberFormatter>,
  metrics: QueryFormMetric | QueryFormMetric[] | null | undefined,
  key?: string,
): NumberFormatter | undefined {
  const list = ensureIsArray(metrics);
  if (list.length === 1 && isSavedMetric(list[0])) return customFormatters[list[0]];
  return key ? customFormatters[key] : undefined;
}

/** Superset's `getValueFormatter`: metric-specific formats first, then the chart's. */
export function getValueFormatter(
  metrics: QueryFormMetric | QueryFormMetric[] | null | undefined,
  currencyFormats: Record<string, CurrencyFormat> | undefined,
  columnFormats: Record<string, string> | undefined,
  d3Format?: string | null,
  currencyFormat?: CurrencyFormat | null,
  key?: string,
): NumberFormatter {
  const custom = getCustomFormatter(
    buildCustomFormatters(metrics, currencyFormats, columnFormats, d3Format, currencyFormat),
    metrics,
    key,
  );
  if (custom) return custom;
  const currency = chartCurrency(currencyFormat);
  return currency
    ? createCurrencyFormatter(currency, d3Format ?? null)
    : getNumberFormatter(d3Format);
}

/** A date format that follows the time grain under `smart_date` (big numbers, tables). */
export function getDateFormatter(
  timeFormat: string | null | undefined,
  granularity: string | null | undefined,
  fallbackFormat?: string | null,
): TimeFormatter {
  return timeFormat === SMART_DATE_ID
    ? getTimeFormatter(undefined, granularity ?? undefined)
    : getTimeFormatter(timeFormat ?? fallbackFormat);
}

/** The percent formatter a contribution or 100%-stacked chart uses. */
export function getPercentFormatter(format?: string | null): NumberFormatter {
  return getNumberFormatter(isDefaultFormat(format) ? NumberFormats.PERCENT : format);
}
