/**
 * The conditional formatting editor's rules: every field required, left < right for the
 * range operators, operator None hides the targets, numeric inputs parsed as numbers.
 */
import { COMPARATOR, type ConditionalFormattingConfig } from '@tessera/charts';

export const CF_TEXTS = {
  add: 'Add new color formatter',
  edit: 'Edit formatter',
  required: 'Required',
  leftSmaller: 'This value should be smaller than the right target value',
  rightGreater: 'This value should be greater than the left target value',
  apply: 'Apply',
} as const;

export const CF_OPERATORS: string[] = Object.values(COMPARATOR);

export const CF_RANGE_OPERATORS: string[] = [
  COMPARATOR.BETWEEN,
  COMPARATOR.BETWEEN_OR_EQUAL,
  COMPARATOR.BETWEEN_OR_LEFT_EQUAL,
  COMPARATOR.BETWEEN_OR_RIGHT_EQUAL,
];

export const CF_COLOR_SCHEMES: [string, string][] = [
  ['green', 'Green for increase, red for decrease'],
  ['red', 'Red for increase, green for decrease'],
  ['yellow', 'Yellow'],
];

export type FormatterField =
  'column' | 'operator' | 'colorScheme' | 'targetValue' | 'targetValueLeft' | 'targetValueRight';

const missing = (v: unknown) => v === undefined || v === null || v === '';

/** Field -> message for a formatter rule; empty when it can be applied. */
export function validateFormatter(
  rule: ConditionalFormattingConfig,
): Partial<Record<FormatterField, string>> {
  const errors: Partial<Record<FormatterField, string>> = {};
  for (const field of ['column', 'operator', 'colorScheme'] as const) {
    if (missing(rule[field])) errors[field] = CF_TEXTS.required;
  }
  const op = rule.operator;
  if (!op || op === COMPARATOR.NONE) return errors;
  if (CF_RANGE_OPERATORS.includes(op)) {
    if (missing(rule.targetValueLeft)) errors.targetValueLeft = CF_TEXTS.required;
    if (missing(rule.targetValueRight)) errors.targetValueRight = CF_TEXTS.required;
    if (
      !errors.targetValueLeft &&
      !errors.targetValueRight &&
      Number(rule.targetValueLeft) >= Number(rule.targetValueRight)
    ) {
      errors.targetValueLeft = CF_TEXTS.leftSmaller;
      errors.targetValueRight = CF_TEXTS.rightGreater;
    }
  } else if (missing(rule.targetValue)) errors.targetValue = CF_TEXTS.required;
  return errors;
}

/** Which target inputs show for an operator. */
export function targetFields(operator: string | undefined): 'none' | 'single' | 'range' {
  if (!operator || operator === COMPARATOR.NONE) return 'none';
  return CF_RANGE_OPERATORS.includes(operator) ? 'range' : 'single';
}

/** A numeric input's value as a number (empty stays empty). */
export function parseTarget(text: string): number | string | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : text;
}

/** The one-line summary of a rule shown in the list. */
export function formatterSummary(rule: ConditionalFormattingConfig): string {
  const kind = targetFields(rule.operator);
  if (kind === 'none') return `${rule.column ?? ''}`;
  if (kind === 'range') {
    const [l, r] = (rule.operator ?? '').split(' x ');
    return `${rule.targetValueLeft} ${l} ${rule.column} ${r} ${rule.targetValueRight}`;
  }
  return `${rule.column} ${rule.operator} ${rule.targetValue}`;
}
