import type { FormatLocaleDefinition } from 'd3-format';

/**
 * Superset's named number formats (`NumberFormats`): d3-format strings plus the ids of
 * the formatters that are not d3-format strings (SMART_NUMBER, durations, memory, ...).
 */
export const NumberFormats = {
  DOLLAR: '$,.2f',
  DOLLAR_SIGNED: '+$,.2f',
  DOLLAR_ROUND: '$,d',
  DOLLAR_ROUND_SIGNED: '+$,d',
  FLOAT_1_POINT: ',.1f',
  FLOAT_2_POINT: ',.2f',
  FLOAT_3_POINT: ',.3f',
  FLOAT: ',.2f',
  FLOAT_SIGNED_1_POINT: '+,.1f',
  FLOAT_SIGNED_2_POINT: '+,.2f',
  FLOAT_SIGNED_3_POINT: '+,.3f',
  FLOAT_SIGNED: '+,.2f',
  INTEGER: ',d',
  INTEGER_SIGNED: '+,d',
  PERCENT_1_POINT: ',.1%',
  PERCENT_2_POINT: ',.2%',
  PERCENT_3_POINT: ',.3%',
  PERCENT: ',.2%',
  PERCENT_SIGNED_1_POINT: '+,.1%',
  PERCENT_SIGNED_2_POINT: '+,.2%',
  PERCENT_SIGNED_3_POINT: '+,.3%',
  PERCENT_SIGNED: '+,.2%',
  SI_1_DIGIT: '.1s',
  SI_2_DIGIT: '.2s',
  SI_3_DIGIT: '.3s',
  SI: '.3s',
  SMART_NUMBER: 'SMART_NUMBER',
  SMART_NUMBER_SIGNED: 'SMART_NUMBER_SIGNED',
  OVER_MAX_HIDDEN: 'OVER_MAX_HIDDEN',
  DURATION: 'DURATION',
  DURATION_SUB: 'DURATION_SUB',
  DURATION_COL: 'DURATION_COL',
  MEMORY_DECIMAL: 'MEMORY_DECIMAL',
  MEMORY_BINARY: 'MEMORY_BINARY',
  MEMORY_TRANSFER_RATE_DECIMAL: 'MEMORY_TRANSFER_RATE_DECIMAL',
  MEMORY_TRANSFER_RATE_BINARY: 'MEMORY_TRANSFER_RATE_BINARY',
} as const;

/**
 * The d3-format locale Superset uses (`DEFAULT_D3_FORMAT`). The ASCII minus matches the
 * d3-format 1.x that Superset ships (d3-format 2+ defaults to U+2212).
 */
export const DEFAULT_D3_FORMAT: FormatLocaleDefinition = {
  decimal: '.',
  thousands: ',',
  grouping: [3],
  currency: ['$', ''],
  minus: '-',
};

/** The value Superset's format pickers preview (`12345.432 => ...`). */
export const PREVIEW_VALUE = 12345.432;
