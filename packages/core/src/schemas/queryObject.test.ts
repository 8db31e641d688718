import { describe, expect, it } from 'vitest';
import { QueryContext } from './queryContext.js';
import { QueryObject, queryColumnLabel, queryMetricLabel } from './queryObject.js';

describe('QueryObject', () => {
  it("moves Superset's deprecated aliases to their current names", () => {
    const q = QueryObject.parse({
      groupby: ['gender'],
      metrics: ['count'],
      granularity_sqla: 'ds',
      timeseries_limit: 5,
      timeseries_limit_metric: 'count',
      where: "state = 'CA'",
      having: 'COUNT(*) > 1',
      unknown_key: 1,
    });
    expect(q.columns).toEqual(['gender']);
    expect(q.granularity).toBe('ds');
    expect(q.series_limit).toBe(5);
    expect(q.series_limit_metric).toBe('count');
    expect(q.extras).toEqual({ where: "state = 'CA'", having: 'COUNT(*) > 1' });
    expect(q).not.toHaveProperty('unknown_key');
  });

  it("fills Superset's defaults", () => {
    const q = QueryObject.parse({ columns: ['__timestamp', 'gender'], metrics: ['count'] });
    expect(q.is_timeseries).toBe(true);
    expect(q.series_columns).toEqual(['__timestamp', 'gender']);
    expect(q.order_desc).toBe(true);
    expect(q.filters).toEqual([]);
    expect(QueryObject.parse({ columns: ['a'] }).metrics).toBeNull();
  });

  it('refuses malformed metrics and limits', () => {
    expect(() => QueryObject.parse({ metrics: [{ expressionType: 'OTHER' }] })).toThrow();
    expect(() => QueryObject.parse({ row_limit: -1 })).toThrow();
  });

  it('parses a query context with its defaults', () => {
    const ctx = QueryContext.parse({
      datasource: { id: 3, type: 'table' },
      queries: [{ metrics: ['count'] }],
    });
    expect(ctx.result_type).toBe('full');
    expect(ctx.result_format).toBe('json');
    expect(ctx.force).toBe(false);
    expect(ctx.queries[0].metrics).toEqual(['count']);
  });

  it('labels columns and metrics as Superset does', () => {
    expect(queryColumnLabel({ sqlExpression: 'ds', label: 'Day' })).toBe('Day');
    expect(queryColumnLabel({ sqlExpression: 'a + b' })).toBe('a + b');
    expect(
      queryMetricLabel({
        expressionType: 'SIMPLE',
        aggregate: 'SUM',
        column: { column_name: 'num' },
      }),
    ).toBe('SUM(num)');
    expect(queryMetricLabel({ expressionType: 'SIMPLE', aggregate: 'COUNT' })).toBe('COUNT(*)');
    expect(queryMetricLabel({ expressionType: 'SQL', sqlExpression: 'MAX(x)' })).toBe('MAX(x)');
    expect(
      queryMetricLabel({
        expressionType: 'SQL',
        sqlExpression: 'MAX(x)',
        label: 'Top',
        hasCustomLabel: true,
      }),
    ).toBe('Top');
  });
});
