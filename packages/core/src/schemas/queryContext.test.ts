import { describe, expect, it } from 'vitest';
import { QueryContext } from './queryContext.js';

describe('QueryContext', () => {
  it("takes the keys Superset's clients send that it does not read, and drops them", () => {
    const parsed = QueryContext.parse({
      datasource: { id: 1, type: 'table' },
      queries: [{ columns: ['a'], since: '', custom_form_data: {}, extras: { unknown: 1 } }],
      form_data: { viz_type: 'table', anything: [1] },
      not_read: true,
    });
    expect(parsed).not.toHaveProperty('not_read');
    expect(parsed.queries[0]).not.toHaveProperty('since');
    expect(parsed.queries[0].extras).toEqual({});
    expect(parsed.form_data).toEqual({ viz_type: 'table', anything: [1] });
    expect(parsed).toMatchObject({ force: false, result_type: 'full', result_format: 'json' });
  });

  it('refuses a context without a datasource or queries, naming them', () => {
    const result = QueryContext.safeParse({ queries: 'all' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'datasource',
      'queries',
    ]);
  });
});
