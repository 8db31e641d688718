import { describe, expect, it } from 'vitest';
import { COUNT_STAR, SUM_NUM } from '../testing/fixtures.js';
import { normalizeOrderBy } from './normalizeOrderBy.js';

describe('normalizeOrderBy', () => {
  it('orders by series_limit_metric first', () => {
    const query = normalizeOrderBy({
      metrics: [SUM_NUM],
      series_limit_metric: 'count',
      timeseries_limit_metric: COUNT_STAR,
      order_desc: true,
    });
    expect(query.orderby).toEqual([['count', false]]);
  });

  it('then timeseries_limit_metric, then the first metric', () => {
    expect(
      normalizeOrderBy({
        metrics: [SUM_NUM],
        timeseries_limit_metric: COUNT_STAR,
        order_desc: true,
      }).orderby,
    ).toEqual([[COUNT_STAR, false]]);
    expect(normalizeOrderBy({ metrics: [SUM_NUM], order_desc: false }).orderby).toEqual([
      [SUM_NUM, true],
    ]);
  });

  it('keeps a valid orderby', () => {
    const query = { metrics: [SUM_NUM], series_limit_metric: 'count', orderby: [['num', true]] };
    expect(normalizeOrderBy(query as never)).toBe(query);
  });
});
