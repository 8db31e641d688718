import { formatLocale } from 'd3-format';
import { DEFAULT_D3_FORMAT } from './numberFormats.js';

const locale = formatLocale(DEFAULT_D3_FORMAT);
const siFormatter = locale.format('.3~s');
const float2PointFormatter = locale.format('.2~f');
const float4PointFormatter = locale.format('.4~f');

/**
 * Superset's adaptive number format (SMART_NUMBER): SI prefixes at or above a thousand
 * (with B for billions), up to 2 decimals from 1, up to 4 decimals from 0.001, micro
 * below that. `signed` adds a "+" to positive values (SMART_NUMBER_SIGNED).
 */
export function formatSmartNumber(value: number, signed = false): string {
  const sign = signed && value > 0 ? '+' : '';
  return `${sign}${formatUnsignedSmart(value)}`;
}

function formatUnsignedSmart(value: number): string {
  if (value === 0) return '0';
  const absoluteValue = Math.abs(value);
  if (absoluteValue >= 1000) return siFormatter(value).replace('G', 'B');
  if (absoluteValue >= 1) return float2PointFormatter(value);
  if (absoluteValue >= 0.001) return float4PointFormatter(value);
  if (absoluteValue > 0.000001) return `${siFormatter(value * 1000000)}µ`;
  return siFormatter(value);
}
