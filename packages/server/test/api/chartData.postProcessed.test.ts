/**
 * `result_type: post_processed` on the example database: a pivot_table_v2 query context
 * answers the pivot the chart shows (rows by state, columns by gender, names flattened),
 * as JSON (`{column: {row: value}}`) and as the CSV export; other chart types unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAvailable } from '../support/testServer.js';
import { ExamplesSession, sumNum } from './chartDataExamples.js';

const available = await storeAvailable();

describe.skipIf(!available)('post-processed chart data', () => {
  const session = new ExamplesSession();
  const { hand } = session;
  beforeAll(session.start, 120_000);
  afterAll(session.stop);

  const formData = {
    viz_type: 'pivot_table_v2',
    groupbyRows: ['state'],
    groupbyColumns: ['gender'],
    metrics: [sumNum],
    aggregateFunction: 'Sum',
  };
  const context = (extra: Record<string, unknown> = {}) =>
    session.context(
      [
        {
          columns: ['gender', 'state'],
          metrics: [sumNum],
          filters: [{ col: 'state', op: 'IN', val: ['CA', 'NY', 'TX'] }],
          row_limit: 1000,
        },
      ],
      { result_type: 'post_processed', form_data: formData, ...extra },
    );

  it('pivots a pivot table as the chart shows it, in JSON and CSV', async () => {
    const sums = await hand(
      `SELECT state, gender, SUM(num) FROM main.birth_names
       WHERE state IN ('CA', 'NY', 'TX') GROUP BY 1, 2`,
    );
    const sum = (state: string, gender: string) =>
      sums.find((r) => r[0] === state && r[1] === gender)![2];

    const r = await session.chartData(context());
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [answer] = r.body.result;
    expect(answer.colnames).toEqual(['SUM(num) boy', 'SUM(num) girl']);
    expect(answer.indexnames).toEqual(['CA', 'NY', 'TX']);
    expect(answer.rowcount).toBe(3);
    expect(answer.data).toEqual({
      'SUM(num) boy': { CA: sum('CA', 'boy'), NY: sum('NY', 'boy'), TX: sum('TX', 'boy') },
      'SUM(num) girl': { CA: sum('CA', 'girl'), NY: sum('NY', 'girl'), TX: sum('TX', 'girl') },
    });

    const { res, bytes } = await session.download(context({ result_format: 'csv' }));
    expect(res.status).toBe(200);
    expect(bytes.toString('utf8').trim().split(/\r?\n/)).toEqual([
      ',SUM(num) boy,SUM(num) girl',
      ...['CA', 'NY', 'TX'].map((s) => `${s},${sum(s, 'boy')},${sum(s, 'girl')}`),
    ]);

    // A chart type without a post-processor gets its rows unchanged.
    const table = await session.chartData(context({ form_data: { viz_type: 'table' } }));
    expect(table.body.result[0].colnames).toEqual(['gender', 'state', 'SUM(num)']);
    expect(table.body.result[0].data).toHaveLength(6);
  });
});
