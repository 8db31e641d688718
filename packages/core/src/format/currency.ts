import { getNumberFormatter } from './numberFormatter.js';
import type { NumberFormatter } from './numberFormatter.js';
import { NumberFormats } from './numberFormats.js';

/** A currency format: an ISO 4217 code and where its symbol goes. */
export interface CurrencyFormat {
  symbol?: string | null;
  symbolPosition?: 'prefix' | 'suffix' | string | null;
}

export function hasValidCurrency(currency?: CurrencyFormat | null): currency is CurrencyFormat {
  return Boolean(currency?.symbol);
}

const symbols = new Map<string, string>();

/** The symbol of an ISO 4217 code in en-US (`USD` → `$`, `EUR` → `€`), else the code. */
export function getCurrencySymbol(code: string): string {
  const cached = symbols.get(code);
  if (cached !== undefined) return cached;
  let symbol = code;
  try {
    symbol =
      new Intl.NumberFormat('en-US', { style: 'currency', currency: code })
        .formatToParts(1)
        .find((part) => part.type === 'currency')?.value ?? code;
  } catch {
    // Not a currency code: show it as given.
  }
  symbols.set(code, symbol);
  return symbol;
}

/**
 * Superset's CurrencyFormatter: the d3 format without `$` and `%`, then the currency
 * symbol before (`$ 1.23k`) or after (`1.23k €`) the number.
 */
export function createCurrencyFormatter(
  currency: CurrencyFormat | null | undefined,
  d3Format: string | null = NumberFormats.SMART_NUMBER,
): NumberFormatter {
  const normalized = (d3Format || NumberFormats.SMART_NUMBER).replace('$', '').replace('%', '');
  const base = getNumberFormatter(normalized);
  if (!hasValidCurrency(currency)) return base;
  const symbol = getCurrencySymbol(currency.symbol as string);
  const prefix = currency.symbolPosition === 'prefix';
  const format = (value: number | null | undefined) => {
    const formatted = base(value);
    return prefix ? `${symbol} ${formatted}` : `${formatted} ${symbol}`;
  };
  return Object.assign(format, {
    id: `${normalized}|${currency.symbol}|${currency.symbolPosition ?? ''}`,
    isInvalid: base.isInvalid,
    format,
    preview: (value = 12345.432) => `${value} => ${format(value)}`,
  });
}
