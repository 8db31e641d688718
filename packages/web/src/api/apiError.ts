/**
 * One typed error for every failed request, whichever of Superset's three shapes the
 * server answered with: `{message: string | {field: [msgs]}}`,
 * `{errors: [{message, error_type, level, extra}]}` or `{error: string}`.
 */
import type { SupersetError } from '@tessera/core';

export interface ApiErrorInfo {
  /** HTTP status; 0 when the request never got an answer. */
  status: number;
  /** What to show a person. */
  message: string;
  /** Messages per form field, from `{message: {field: [msgs]}}`. */
  fieldErrors?: Record<string, string[]>;
  errorType?: string;
  level?: SupersetError['level'];
  /** From `extra.stacktrace` (the server includes it for admins). */
  stacktrace?: string;
  /** Every SIP-40 error the server sent. */
  errors?: SupersetError[];
}

export class ApiError extends Error {
  constructor(readonly info: ApiErrorInfo) {
    super(info.message);
    this.name = 'ApiError';
  }
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Not authorized',
  403: 'Forbidden',
  404: 'Not found',
  413: 'Request too large',
  422: 'The request could not be processed',
  429: 'Too many requests',
  500: 'Internal server error',
  502: 'Bad gateway',
  503: 'Service unavailable',
  504: 'Gateway timeout',
};

function fallbackMessage(status: number): string {
  return STATUS_TEXT[status] ?? (status ? `Request failed (${status})` : 'Network error.');
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function toFieldErrors(message: Record<string, unknown>): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const [field, msgs] of Object.entries(message)) {
    const list = Array.isArray(msgs) ? msgs.map(String) : [String(msgs)];
    if (list.length) fields[field] = list;
  }
  return fields;
}

/** Turns a status and a (possibly non-JSON) body into the one error shape. */
export function parseApiError(status: number, body: unknown): ApiErrorInfo {
  if (isRecord(body)) {
    if (Array.isArray(body.errors) && body.errors.length > 0) {
      const errors = body.errors.filter(isRecord).map((e): SupersetError => ({
        message: String(e.message ?? fallbackMessage(status)),
        error_type: String(e.error_type ?? 'GENERIC_BACKEND_ERROR'),
        level: e.level === 'info' || e.level === 'warning' ? e.level : 'error',
        extra: isRecord(e.extra) ? e.extra : null,
      }));
      const first = errors[0];
      if (first) {
        const trace = first.extra?.stacktrace;
        return {
          status,
          message: first.message,
          errorType: first.error_type,
          level: first.level,
          stacktrace: typeof trace === 'string' && trace ? trace : undefined,
          errors,
        };
      }
    }
    if (typeof body.message === 'string' && body.message) {
      return { status, message: body.message };
    }
    if (isRecord(body.message)) {
      const fieldErrors = toFieldErrors(body.message);
      const message =
        Object.entries(fieldErrors)
          .map(([field, msgs]) => `${field}: ${msgs.join(' ')}`)
          .join('; ') || fallbackMessage(status);
      return { status, message, fieldErrors };
    }
    if (typeof body.error === 'string' && body.error) {
      return { status, message: body.error };
    }
  }
  if (
    typeof body === 'string' &&
    body.trim() &&
    body.length < 500 &&
    !body.trimStart().startsWith('<')
  ) {
    return { status, message: body.trim() };
  }
  return { status, message: fallbackMessage(status) };
}

/** Any thrown value as ApiErrorInfo (network failures, RTK Query errors, plain errors). */
export function toApiErrorInfo(error: unknown): ApiErrorInfo {
  if (error instanceof ApiError) return error.info;
  if (isRecord(error) && typeof error.status === 'number' && typeof error.message === 'string') {
    return error as unknown as ApiErrorInfo;
  }
  if (error instanceof Error) return { status: 0, message: error.message, stacktrace: error.stack };
  return { status: 0, message: String(error ?? 'Unexpected error') };
}
