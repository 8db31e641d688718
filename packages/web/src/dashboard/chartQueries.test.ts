import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartDataQueryResult } from '@tessera/core';
import type { QueryFormData } from '@tessera/charts';
import type * as SharedChartData from '../api/sharedChartData';

/** Each request sent, answered by the test. */
const sent: { key: string; answer(result: ChartDataQueryResult[]): void }[] = [];
vi.mock('../api/sharedChartData', async (importOriginal) => ({
  ...(await importOriginal<typeof SharedChartData>()),
  sharedChartData: (_dashboardId: number, key: string) =>
    new Promise<ChartDataQueryResult[]>((answer) => sent.push({ key, answer })),
}));

const { DashboardChartQueries } = await import('./chartQueries');

const formData = (extra: Partial<QueryFormData> = {}): QueryFormData =>
  ({
    viz_type: 'pie',
    datasource: '1__table',
    slice_id: 7,
    groupby: ['gender'],
    metric: 'count',
    adhoc_filters: [],
    ...extra,
  }) as QueryFormData;

const RESULT = [{ data: [{ gender: 'boy', count: 1 }] }] as unknown as ChartDataQueryResult[];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('DashboardChartQueries', () => {
  beforeEach(() => {
    sent.length = 0;
  });

  it('keeps drawing with the answer’s form data until a new query’s answer comes', async () => {
    const queries = new DashboardChartQueries(1);
    const first = formData();
    queries.query(7, first);
    sent[0].answer(RESULT);
    await settle();
    expect(queries.state(7)).toMatchObject({ status: 'success', formData: first });

    const filtered = formData({
      adhoc_filters: [
        {
          expressionType: 'SIMPLE',
          subject: 'state',
          operator: 'IN',
          comparator: ['CA'],
          clause: 'WHERE',
        },
      ],
    });
    queries.query(7, filtered);
    expect(sent).toHaveLength(2);
    expect(queries.state(7)).toMatchObject({ status: 'loading', formData: first });
    sent[1].answer(RESULT);
    await settle();
    expect(queries.state(7)).toMatchObject({ status: 'success', formData: filtered });
  });

  it('draws a render-only change (colours) at once over the answer held, without asking', async () => {
    const queries = new DashboardChartQueries(1);
    queries.query(7, formData());
    sent[0].answer(RESULT);
    await settle();
    const answer = queries.state(7);
    const listener = vi.fn();
    queries.subscribe(7, listener);

    queries.query(7, formData());
    expect(listener).not.toHaveBeenCalled();
    const coloured = formData({ color_scheme: 'bnbColors', label_colors: { boy: '#000' } });
    queries.query(7, coloured);
    expect(sent).toHaveLength(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(queries.state(7)).toMatchObject({
      status: 'success',
      formData: coloured,
      queriesResponse: answer.queriesResponse,
      updatedAt: answer.updatedAt,
    });
  });

  it('a render-only change while the query runs is drawn with its answer', async () => {
    const queries = new DashboardChartQueries(1);
    queries.query(7, formData());
    const coloured = formData({ color_scheme: 'bnbColors' });
    queries.query(7, coloured);
    expect(sent).toHaveLength(1);
    expect(queries.state(7)).toMatchObject({ status: 'loading', formData: null });
    sent[0].answer(RESULT);
    await settle();
    expect(queries.state(7)).toMatchObject({ status: 'success', formData: coloured });
  });
});
