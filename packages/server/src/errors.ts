/**
 * Typed errors. Services throw them; api/errorHandler.ts turns each into Superset's
 * error shape in one place (superset-api.md §1.3).
 */
import type { ErrorType } from '@tessera/core';

export abstract class TesseraError extends Error {
  abstract readonly status: number;
}

/** 400 `{message}`: a request the server cannot act on. */
export class BadRequestError extends TesseraError {
  readonly status = 400;
}

/** 401 `{message: "Not authorized"}` unless a message is given. */
export class UnauthorizedError extends TesseraError {
  readonly status = 401;
  constructor(message = 'Not authorized') {
    super(message);
  }
}

/** 403 `{message: "Forbidden"}` unless a message is given. */
export class ForbiddenError extends TesseraError {
  readonly status = 403;
  constructor(message = 'Forbidden') {
    super(message);
  }
}

/** 404 `{message: "Not found"}` unless a message is given. */
export class NotFoundError extends TesseraError {
  readonly status = 404;
  constructor(message = 'Not found') {
    super(message);
  }
}

/** 422 (or 400) `{message: {field: [messages]}}`: input that fails validation, per field. */
export class ValidationError extends TesseraError {
  constructor(
    public readonly fields: Record<string, string[]>,
    public readonly status: 400 | 422 = 422,
  ) {
    super(
      Object.entries(fields)
        .map(([f, m]) => `${f}: ${m.join(', ')}`)
        .join('; '),
    );
  }
}

/** 429 `{message}`: too many attempts from one client. */
export class TooManyRequestsError extends TesseraError {
  readonly status = 429;
}

/** SIP-40 `{errors: [{message, error_type, level, extra}]}`. */
export class SupersetTypedError extends TesseraError {
  constructor(
    message: string,
    public readonly errorType: ErrorType,
    public readonly status: number = 400,
    public readonly extra: Record<string, unknown> | null = null,
  ) {
    super(message);
  }
}
