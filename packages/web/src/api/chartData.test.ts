import { describe, expect, it } from 'vitest';
import { asyncTransportOf, chartDataQueryString } from './chartData';

describe('chartDataQueryString', () => {
  it('carries form_data={"slice_id":N} for a saved chart', () => {
    expect(chartDataQueryString({ force: false, form_data: {} }, 7)).toBe(
      `?form_data=${encodeURIComponent('{"slice_id":7}')}`,
    );
  });

  it('adds force=true when the request goes past the cache', () => {
    expect(chartDataQueryString({ force: true, form_data: {} }, 7)).toBe(
      `?form_data=${encodeURIComponent('{"slice_id":7}')}&force=true`,
    );
    expect(chartDataQueryString({ force: true, form_data: {} })).toBe('?force=true');
  });

  it('adds dashboard_id when the form data carries dashboardId or dashboard_id', () => {
    expect(chartDataQueryString({ force: false, form_data: { dashboardId: 12 } })).toBe(
      '?dashboard_id=12',
    );
    expect(chartDataQueryString({ force: true, form_data: { dashboard_id: '5' } }, 3)).toBe(
      `?form_data=${encodeURIComponent('{"slice_id":3}')}&dashboard_id=5&force=true`,
    );
  });

  it('is empty for an unsaved chart outside a dashboard, unforced', () => {
    expect(chartDataQueryString({ force: false, form_data: { dashboardId: null } }, null)).toBe('');
    expect(chartDataQueryString(undefined)).toBe('');
  });
});

describe('asyncTransportOf', () => {
  it('polls by default; the WebSocket only when configured', () => {
    expect(asyncTransportOf({})).toBe('polling');
    expect(asyncTransportOf({ GLOBAL_ASYNC_QUERIES_TRANSPORT: 'polling' })).toBe('polling');
    expect(asyncTransportOf({ GLOBAL_ASYNC_QUERIES_TRANSPORT: 'ws' })).toBe('ws');
  });
});
