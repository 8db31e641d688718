import type { ControlConfig, ControlValidator } from '../../types.js';

/** The validation texts of the explore spec (§5, §8). */
export const VALIDATION_MESSAGES = {
  nonEmpty: 'cannot be empty',
  number: 'is expected to be a number',
  integer: 'is expected to be an integer',
} as const;

/** null, undefined, '' and [] are empty. */
export function isEmptyControlValue(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

export function validateNonEmpty(value: unknown): string | false {
  return isEmptyControlValue(value) ? VALIDATION_MESSAGES.nonEmpty : false;
}

/** A finite number, or a string holding one. */
export function validateNumber(value: unknown): string | false {
  if (
    (typeof value === 'string' &&
      value.trim().length > 0 &&
      Number.isFinite(Number(value.trim()))) ||
    (typeof value === 'number' && Number.isFinite(value))
  ) {
    return false;
  }
  return VALIDATION_MESSAGES.number;
}

/** An integer, or a string holding one. */
export function validateInteger(value: unknown): string | false {
  if (
    (typeof value === 'string' &&
      value.trim().length > 0 &&
      Number.isInteger(Number(value.trim()))) ||
    (typeof value === 'number' && Number.isInteger(value))
  ) {
    return false;
  }
  return VALIDATION_MESSAGES.integer;
}

/** Lenient: only a present value that is not an integer fails. */
export function legacyValidateInteger(value: unknown): string | false {
  if (value && (Number.isNaN(Number(value)) || parseInt(String(value), 10) !== Number(value))) {
    return VALIDATION_MESSAGES.integer;
  }
  return false;
}

/** Lenient: only a present value that is not a number fails. */
export function legacyValidateNumber(value: unknown): string | false {
  if (value && Number.isNaN(Number(value))) return VALIDATION_MESSAGES.number;
  return false;
}

export function validateMaxValue(value: unknown, max: number): string | false {
  return Number(value) > max ? `Value cannot exceed ${max}` : false;
}

/** The table's row limit beyond the non-paginated maximum needs server pagination. */
export function validateServerPagination(
  value: unknown,
  serverPagination: boolean,
  max: number,
): string | false {
  if (Number(value) > max && !serverPagination) {
    return `Server pagination needs to be enabled for values over ${max}`;
  }
  return false;
}

export interface ValidationContext {
  /** Other controls' values (e.g. `server_pagination` for the table's row limit). */
  formData?: Record<string, unknown>;
}

function runValidator(
  validator: ControlValidator,
  value: unknown,
  context: ValidationContext,
): string | false {
  if (typeof validator === 'string') {
    switch (validator) {
      case 'nonEmpty':
        return validateNonEmpty(value);
      case 'integer':
        return validateInteger(value);
      case 'number':
        return validateNumber(value);
      case 'legacyInteger':
        return legacyValidateInteger(value);
      case 'legacyNumber':
        return legacyValidateNumber(value);
    }
  }
  if (validator.name === 'maxValue') return validateMaxValue(value, validator.max);
  return validateServerPagination(
    value,
    Boolean(context.formData?.server_pagination),
    validator.max,
  );
}

/**
 * The control's validation errors for `value`. Validators run only on non-empty values
 * unless the control is required (has the `nonEmpty` validator).
 */
export function validateControlValue(
  config: Pick<ControlConfig, 'validators'>,
  value: unknown,
  context: ValidationContext = {},
): string[] {
  const validators = config.validators ?? [];
  const required = validators.includes('nonEmpty');
  if (!required && isEmptyControlValue(value)) return [];
  return validators
    .map((validator) => runValidator(validator, value, context))
    .filter((error): error is string => typeof error === 'string');
}
