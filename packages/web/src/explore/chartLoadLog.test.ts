import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/apiError';
import { chartFetchErrorDetails, chartLoadErrorEvent } from './chartLoadLog';

describe('chartFetchErrorDetails', () => {
  it('logs an aborted fetch as abort', () => {
    expect(chartFetchErrorDetails(new DOMException('Aborted', 'AbortError'))).toBe('abort');
  });

  it('logs a timed-out fetch as timeout', () => {
    expect(chartFetchErrorDetails(new DOMException('Timed out', 'TimeoutError'))).toBe('timeout');
    expect(chartFetchErrorDetails({ statusText: 'timeout' })).toBe('timeout');
    expect(chartFetchErrorDetails(new ApiError({ status: 504, message: 'Gateway timeout' }))).toBe(
      'timeout',
    );
    expect(
      chartFetchErrorDetails(
        new ApiError({ status: 408, message: 'x', errorType: 'BACKEND_TIMEOUT_ERROR' }),
      ),
    ).toBe('timeout');
  });

  it('logs other failures with the parsed error message', () => {
    expect(chartFetchErrorDetails(new ApiError({ status: 400, message: 'No such column' }))).toBe(
      'No such column',
    );
  });
});

describe('chartLoadErrorEvent', () => {
  it('carries the slice, the datasource, has_err and the duration', () => {
    const event = chartLoadErrorEvent(
      new DOMException('Aborted', 'AbortError'),
      { slice_id: 9, datasource: '3__table' },
      100,
      350,
    );
    expect(event).toEqual({
      slice_id: 9,
      has_err: true,
      is_cached: false,
      error_details: 'abort',
      datasource: '3__table',
      start_offset: 100,
      duration: 250,
    });
  });

  it('leaves slice_id out for an unsaved chart', () => {
    expect(
      chartLoadErrorEvent(new Error('boom'), { datasource: '1__table' }, 0, 1),
    ).not.toHaveProperty('slice_id');
  });
});
