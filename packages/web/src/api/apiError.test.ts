import { describe, expect, it } from 'vitest';
import { parseApiError } from './apiError';

describe('parseApiError', () => {
  it('takes the message of {message: string}', () => {
    expect(parseApiError(401, { message: 'Invalid login. Please try again.' })).toEqual({
      status: 401,
      message: 'Invalid login. Please try again.',
    });
  });

  it('keeps field errors of {message: {field: [msgs]}} for the form', () => {
    const info = parseApiError(422, { message: { username: ['Username already exists'] } });
    expect(info.fieldErrors).toEqual({ username: ['Username already exists'] });
    expect(info.message).toBe('username: Username already exists');
  });

  it('reads SIP-40 errors with their type and stack trace', () => {
    const info = parseApiError(500, {
      errors: [
        {
          message: 'Fatal error',
          error_type: 'GENERIC_BACKEND_ERROR',
          level: 'error',
          extra: { stacktrace: 'Error: boom\n    at x' },
        },
      ],
    });
    expect(info).toMatchObject({
      status: 500,
      message: 'Fatal error',
      errorType: 'GENERIC_BACKEND_ERROR',
      level: 'error',
      stacktrace: 'Error: boom\n    at x',
    });
  });

  it('reads the legacy {error: string}', () => {
    expect(parseApiError(400, { error: 'Something broke' }).message).toBe('Something broke');
  });

  it('falls back to the status when the body says nothing useful', () => {
    expect(parseApiError(403, null).message).toBe('Forbidden');
    expect(parseApiError(502, '<html>Bad gateway</html>').message).toBe('Bad gateway');
    expect(parseApiError(0, undefined).message).toBe('Network error.');
  });
});
