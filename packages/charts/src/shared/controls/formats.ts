import type { ControlChoice, ControlConfig } from '../../types.js';

export const DEFAULT_NUMBER_FORMAT = 'SMART_NUMBER';
export const DEFAULT_TIME_FORMAT = 'smart_date';

export const D3_FORMAT_DOCS = 'D3 format syntax: https://github.com/d3/d3-format';
export const D3_TIME_FORMAT_DOCS = 'D3 time format syntax: https://github.com/d3/d3-time-format';

/** Number formats (`D3_FORMAT_OPTIONS`): labels show a preview. */
export const D3_FORMAT_OPTIONS: ControlChoice[] = [
  ['SMART_NUMBER', 'Adaptive formatting'],
  ['~g', 'Original value'],
  [',d', ',d (12345.432 => 12,345)'],
  ['.1s', '.1s (12345.432 => 10k)'],
  ['.3s', '.3s (12345.432 => 12.3k)'],
  [',.1%', ',.1% (12345.432 => 1,234,543.2%)'],
  ['.2%', '.2% (12345.432 => 1234543.20%)'],
  ['.3%', '.3% (12345.432 => 1234543.200%)'],
  ['.4r', '.4r (12345.432 => 12350)'],
  [',.1f', ',.1f (12345.432 => 12,345.4)'],
  [',.2f', ',.2f (12345.432 => 12,345.43)'],
  [',.3f', ',.3f (12345.432 => 12,345.432)'],
  ['+,', '+, (12345.432 => +12,345.432)'],
  ['$,.2f', '$,.2f (12345.432 => $12,345.43)'],
  ['DURATION', 'Duration in ms (66000 => 1m 6s)'],
  ['DURATION_SUB', 'Duration in ms (1.40008 => 1ms 400µs 80ns)'],
  ['DURATION_COL', 'Duration in ms (10500 => 0:10.5)'],
  ['MEMORY_DECIMAL', 'Memory in bytes - decimal (1024B => 1.024kB)'],
  ['MEMORY_BINARY', 'Memory in bytes - binary (1024B => 1KiB)'],
  ['MEMORY_TRANSFER_RATE_DECIMAL', 'Memory transfer rate in bytes - decimal (1024B => 1.024kB/s)'],
  ['MEMORY_TRANSFER_RATE_BINARY', 'Memory transfer rate in bytes - binary (1024B => 1KiB/s)'],
];

/** Time formats (`D3_TIME_FORMAT_OPTIONS`). */
export const D3_TIME_FORMAT_OPTIONS: ControlChoice[] = [
  ['smart_date', 'Adaptive formatting'],
  ['%d/%m/%Y', '%d/%m/%Y | 14/01/2019'],
  ['%m/%d/%Y', '%m/%d/%Y | 01/14/2019'],
  ['%Y-%m-%d', '%Y-%m-%d | 2019-01-14'],
  ['%Y-%m-%d %H:%M:%S', '%Y-%m-%d %H:%M:%S | 2019-01-14 01:32:10'],
  ['%d-%m-%Y %H:%M:%S', '%d-%m-%Y %H:%M:%S | 14-01-2019 01:32:10'],
  ['%H:%M:%S', '%H:%M:%S | 01:32:10'],
];

export const ROW_LIMIT_OPTIONS = [10, 50, 100, 250, 500, 1000, 5000, 10000, 50000];
export const SERIES_LIMITS = [5, 10, 25, 50, 100, 500];

/** `[v, String(v)]` for each value. */
export function formatSelectOptions(values: (string | number)[]): ControlChoice[] {
  return values.map((value) => [value, String(value)]);
}

/** A free-form select of D3 number formats, adaptive by default. */
export const numberFormatControl = (name: string, label: string) => ({
  name,
  config: {
    type: 'SelectControl',
    freeForm: true,
    label,
    renderTrigger: true,
    default: DEFAULT_NUMBER_FORMAT,
    choices: D3_FORMAT_OPTIONS,
    description: D3_FORMAT_DOCS,
  } satisfies ControlConfig,
});

/** The "Date format" select of D3 time formats, adaptive by default. */
export const dateFormatControl = (name = 'date_format') => ({
  name,
  config: {
    type: 'SelectControl',
    freeForm: true,
    label: 'Date format',
    renderTrigger: true,
    default: DEFAULT_TIME_FORMAT,
    choices: D3_TIME_FORMAT_OPTIONS,
    description: D3_TIME_FORMAT_DOCS,
  } satisfies ControlConfig,
});
