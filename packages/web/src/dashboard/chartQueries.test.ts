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

const { DashboardChartQueries, LOADING_DELAY_MS } = await import('./chartQueries');

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

  /** A store whose chart 7 shows an answer, with a listener on it. */
  async function answered() {
    const queries = new DashboardChartQueries(1);
    const first = formData();
    queries.query(7, first);
    sent[0].answer(RESULT);
    await settle();
    expect(queries.state(7)).toMatchObject({ status: 'success', formData: first });
    const listener = vi.fn();
    queries.subscribe(7, listener);
    return { queries, first, listener };
  }

  it('keeps drawing with the answer’s form data until a new query’s answer comes', async () => {
    const { queries, first, listener } = await answered();
    queries.query(7, filtered);
    expect(sent).toHaveLength(2);
    // the request is sent at once; the chart shows its drawing, not told of the request yet
    expect(queries.state(7)).toMatchObject({ status: 'success', formData: first });
    expect(listener).not.toHaveBeenCalled();
    sent[1].answer(RESULT);
    await settle();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(queries.state(7)).toMatchObject({ status: 'success', formData: filtered });
  });

  it('shows the spinner of a chart asked again once its answer is late', async () => {
    const { queries, first, listener } = await answered();
    vi.useFakeTimers();
    try {
      queries.query(7, filtered);
      vi.advanceTimersByTime(LOADING_DELAY_MS - 1);
      expect(queries.state(7).status).toBe('success');
      vi.advanceTimersByTime(1);
      expect(listener).toHaveBeenCalledTimes(1);
      expect(queries.state(7)).toMatchObject({ status: 'loading', formData: first });
    } finally {
      vi.useRealTimers();
    }
    sent[1].answer(RESULT);
    await settle();
    expect(queries.state(7)).toMatchObject({ status: 'success', formData: filtered });
  });

  it('a forced refresh shows its spinner at once', async () => {
    const { queries, listener } = await answered();
    queries.query(7, formData(), true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(queries.state(7).status).toBe('loading');
    const settled = queries.whenSettled([7]);
    sent[1].answer(RESULT);
    await settled;
    expect(queries.state(7).status).toBe('success');
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
