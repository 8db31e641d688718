import { describe, expect, it } from 'vitest';
import { requestKey } from './sharedChartData';

const body = (formData: object, force = false) => ({
  datasource: { id: 1, type: 'table' },
  queries: [{ metrics: ['count'] }],
  form_data: formData,
  result_type: 'full',
  result_format: 'json',
  force,
});

describe('requestKey', () => {
  it('is the same for the same queries whatever chart asks', () => {
    expect(requestKey(body({ slice_id: 1 }), 0)).toBe(requestKey(body({ slice_id: 2 }), 0));
  });

  it('tells forced requests of different refreshes apart', () => {
    expect(requestKey(body({}, true), 1)).not.toBe(requestKey(body({}), 1));
    expect(requestKey(body({}, true), 1)).not.toBe(requestKey(body({}, true), 2));
    expect(requestKey(body({}, true), 2)).toBe(requestKey(body({}, true), 2));
  });
});
