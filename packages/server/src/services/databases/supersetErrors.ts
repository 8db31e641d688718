/**
 * SIP-40 error objects for answers that carry several errors at once (validate_parameters),
 * with Superset's issue codes for the error types.
 */
import type { SupersetError } from '@tessera/core';
import { ISSUE_CODES } from '../../engines/engineErrors.js';
import type { SupersetTypedError } from '../../errors.js';

/** Issue codes of the types the engines' table does not list. */
const MORE_ISSUE_CODES: Record<string, { code: number; message: string }[]> = {
  CONNECTION_MISSING_PARAMETERS_ERROR: [
    {
      code: 1018,
      message: 'Issue 1018 - One or more parameters needed to configure a database are missing.',
    },
  ],
  CONNECTION_INVALID_PORT_ERROR: [
    { code: 1034, message: 'Issue 1034 - The port number is invalid.' },
  ],
  INVALID_PAYLOAD_SCHEMA_ERROR: [
    { code: 1020, message: 'Issue 1020 - The submitted payload has the incorrect schema.' },
  ],
};

export function supersetError(
  message: string,
  errorType: string,
  level: 'info' | 'warning' | 'error',
  extra: Record<string, unknown> = {},
): SupersetError {
  const issueCodes =
    (ISSUE_CODES as Record<string, unknown>)[errorType] ?? MORE_ISSUE_CODES[errorType];
  return {
    message,
    error_type: errorType,
    level,
    extra: { ...extra, ...(issueCodes ? { issue_codes: issueCodes } : {}) },
  };
}

/** A typed error thrown by an engine, as one SIP-40 error object. */
export function fromTypedError(error: SupersetTypedError): SupersetError {
  return {
    message: error.message,
    error_type: error.errorType,
    level: 'error',
    extra: error.extra ?? {},
  };
}
