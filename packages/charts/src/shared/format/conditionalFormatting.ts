import { addAlpha } from '../color/colorScale.js';
import type { DataRecord } from '../../types.js';

/**
 * Conditional formatting (tables, pivot tables, big numbers): each rule colours the cells
 * of one column that match its operator, more opaque the further the value is from the
 * cut-off (Superset's `getColorFormatters`).
 */
export const COMPARATOR = {
  NONE: 'None',
  GREATER_THAN: '>',
  LESS_THAN: '<',
  GREATER_OR_EQUAL: '≥',
  LESS_OR_EQUAL: '≤',
  EQUAL: '=',
  NOT_EQUAL: '≠',
  BETWEEN: '< x <',
  BETWEEN_OR_EQUAL: '≤ x ≤',
  BETWEEN_OR_LEFT_EQUAL: '≤ x <',
  BETWEEN_OR_RIGHT_EQUAL: '< x ≤',
} as const;

/** ASCII spellings accepted for the same operators. */
const OPERATOR_ALIASES: Record<string, string> = {
  '>=': COMPARATOR.GREATER_OR_EQUAL,
  '<=': COMPARATOR.LESS_OR_EQUAL,
  '!=': COMPARATOR.NOT_EQUAL,
  '<>': COMPARATOR.NOT_EQUAL,
  '==': COMPARATOR.EQUAL,
  between: COMPARATOR.BETWEEN,
  '<= x <=': COMPARATOR.BETWEEN_OR_EQUAL,
  '<= x <': COMPARATOR.BETWEEN_OR_LEFT_EQUAL,
  '< x <=': COMPARATOR.BETWEEN_OR_RIGHT_EQUAL,
};

const MULTIPLE_VALUE_COMPARATORS: string[] = [
  COMPARATOR.BETWEEN,
  COMPARATOR.BETWEEN_OR_EQUAL,
  COMPARATOR.BETWEEN_OR_LEFT_EQUAL,
  COMPARATOR.BETWEEN_OR_RIGHT_EQUAL,
];

/** The colour names the formatter editor offers (Superset's theme colours). */
export const CONDITIONAL_COLORS: Record<string, string> = {
  green: '#ACE1C4',
  yellow: '#FDE380',
  red: '#EFA1AA',
};

export interface ConditionalFormattingConfig {
  column?: string;
  operator?: string;
  targetValue?: number | string | null;
  targetValueLeft?: number | string | null;
  targetValueRight?: number | string | null;
  colorScheme?: string;
}

export interface ColorFormatter {
  column: string;
  getColorFromValue: (value: unknown) => string | undefined;
}

const round = (num: number, precision = 0) =>
  Number(`${Math.round(Number(`${num}e+${precision}`))}e-${precision}`);

const MIN_OPACITY_BOUNDED = 0.05;
const MIN_OPACITY_UNBOUNDED = 0;
const MAX_OPACITY = 1;

export function getOpacity(
  value: number,
  cutoffPoint: number,
  extremeValue: number,
  minOpacity = MIN_OPACITY_BOUNDED,
  maxOpacity = MAX_OPACITY,
): number {
  if (extremeValue === cutoffPoint) return maxOpacity;
  return Math.min(
    maxOpacity,
    round(
      Math.abs(((maxOpacity - minOpacity) / (extremeValue - cutoffPoint)) * (value - cutoffPoint)) +
        minOpacity,
      2,
    ),
  );
}

const toNumber = (value: unknown): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
};

export const normalizeOperator = (operator?: string) =>
  operator === undefined ? undefined : (OPERATOR_ALIASES[operator] ?? operator);

type Comparison = (value: number) => false | { cutoff: number; extreme: number };

export function getColorFunction(
  config: ConditionalFormattingConfig,
  columnValues: number[],
): (value: unknown) => string | undefined {
  const operator = normalizeOperator(config.operator);
  const color = config.colorScheme
    ? (CONDITIONAL_COLORS[config.colorScheme] ?? config.colorScheme)
    : undefined;
  const target = toNumber(config.targetValue);
  const left = toNumber(config.targetValueLeft);
  const right = toNumber(config.targetValueRight);
  if (operator === undefined || color === undefined) return () => undefined;
  const multiple = MULTIPLE_VALUE_COMPARATORS.includes(operator);
  if (multiple && (left === undefined || right === undefined)) return () => undefined;
  if (operator !== COMPARATOR.NONE && !multiple && target === undefined) return () => undefined;
  const max = columnValues.length ? Math.max(...columnValues) : 0;
  const min = columnValues.length ? Math.min(...columnValues) : 0;
  const t = target as number;
  const l = left as number;
  const r = right as number;
  let minOpacity = MIN_OPACITY_BOUNDED;
  let compare: Comparison;
  switch (operator) {
    case COMPARATOR.NONE:
      minOpacity = MIN_OPACITY_UNBOUNDED;
      compare = (v) => (v >= min && v <= max ? { cutoff: min, extreme: max } : false);
      break;
    case COMPARATOR.GREATER_THAN:
      compare = (v) => (v > t ? { cutoff: t, extreme: max } : false);
      break;
    case COMPARATOR.LESS_THAN:
      compare = (v) => (v < t ? { cutoff: t, extreme: min } : false);
      break;
    case COMPARATOR.GREATER_OR_EQUAL:
      compare = (v) => (v >= t ? { cutoff: t, extreme: max } : false);
      break;
    case COMPARATOR.LESS_OR_EQUAL:
      compare = (v) => (v <= t ? { cutoff: t, extreme: min } : false);
      break;
    case COMPARATOR.EQUAL:
      compare = (v) => (v === t ? { cutoff: t, extreme: t } : false);
      break;
    case COMPARATOR.NOT_EQUAL:
      compare = (v) =>
        v === t ? false : { cutoff: t, extreme: Math.abs(t - min) > Math.abs(max - t) ? min : max };
      break;
    case COMPARATOR.BETWEEN:
      compare = (v) => (v > l && v < r ? { cutoff: l, extreme: r } : false);
      break;
    case COMPARATOR.BETWEEN_OR_EQUAL:
      compare = (v) => (v >= l && v <= r ? { cutoff: l, extreme: r } : false);
      break;
    case COMPARATOR.BETWEEN_OR_LEFT_EQUAL:
      compare = (v) => (v >= l && v < r ? { cutoff: l, extreme: r } : false);
      break;
    case COMPARATOR.BETWEEN_OR_RIGHT_EQUAL:
      compare = (v) => (v > l && v <= r ? { cutoff: l, extreme: r } : false);
      break;
    default:
      compare = () => false;
  }
  return (value: unknown) => {
    const v = toNumber(value);
    if (v === undefined) return undefined;
    const result = compare(v);
    if (result === false) return undefined;
    return addAlpha(color, getOpacity(v, result.cutoff, result.extreme, minOpacity, MAX_OPACITY));
  };
}

/** One formatter per complete rule; `fallbackColumn` names the column of rules without one. */
export function getColorFormatters(
  rules: ConditionalFormattingConfig[] | null | undefined,
  data: DataRecord[],
  fallbackColumn?: string,
): ColorFormatter[] {
  const formatters: ColorFormatter[] = [];
  for (const rule of rules ?? []) {
    const column = rule?.column ?? fallbackColumn;
    const operator = normalizeOperator(rule?.operator);
    if (column === undefined || operator === undefined) continue;
    const complete =
      operator === COMPARATOR.NONE ||
      (MULTIPLE_VALUE_COMPARATORS.includes(operator)
        ? toNumber(rule.targetValueLeft) !== undefined &&
          toNumber(rule.targetValueRight) !== undefined
        : toNumber(rule.targetValue) !== undefined);
    if (!complete) continue;
    const values = data
      .map((row) => toNumber(row[column]))
      .filter((v): v is number => v !== undefined);
    formatters.push({ column, getColorFromValue: getColorFunction(rule, values) });
  }
  return formatters;
}

/** The colour the last matching rule for `column` gives `value` (later rules win). */
export function cellBackground(
  formatters: ColorFormatter[],
  column: string,
  value: unknown,
): string | undefined {
  let color: string | undefined;
  for (const formatter of formatters) {
    if (formatter.column !== column) continue;
    color = formatter.getColorFromValue(value) ?? color;
  }
  return color;
}
