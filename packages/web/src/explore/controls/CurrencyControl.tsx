/** CurrencyControl: a symbol position and an ISO currency code. */
import { Select } from 'antd';
import type { ControlProps } from './types';

interface Currency {
  symbolPosition?: 'prefix' | 'suffix' | null;
  symbol?: string | null;
}

export const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CNY',
  'INR',
  'CAD',
  'AUD',
  'CHF',
  'SEK',
  'BRL',
  'KRW',
];

export function CurrencyControl({ name, value, onChange }: ControlProps) {
  const current = (value ?? {}) as Currency;
  return (
    <div data-testid={`currency-${name}`} style={{ display: 'flex', gap: 8 }}>
      <Select
        size="small"
        style={{ flex: 1 }}
        allowClear
        placeholder="Prefix or suffix"
        aria-label="Currency symbol position"
        value={current.symbolPosition ?? undefined}
        options={[
          { value: 'prefix', label: 'Prefix' },
          { value: 'suffix', label: 'Suffix' },
        ]}
        onChange={(v) => onChange({ ...current, symbolPosition: v ?? null })}
      />
      <Select
        size="small"
        style={{ flex: 1 }}
        allowClear
        showSearch
        placeholder="Currency"
        aria-label="Currency"
        value={current.symbol ?? undefined}
        options={CURRENCIES.map((c) => ({ value: c, label: c }))}
        onChange={(v) => onChange({ ...current, symbol: v ?? null })}
      />
    </div>
  );
}
