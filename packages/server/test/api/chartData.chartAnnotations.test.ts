/**
 * Annotations from another saved chart (`sourceType: 'table'`) on the example database:
 * EVENT and INTERVAL layers get the source chart's rows as records, over the annotated
 * query's time range (override null) or the layer's own; TIME_SERIES layers get the
 * source chart's series (built from its form data when it has no stored query context);
 * a layer whose chart is missing is left out without failing the chart. One server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAvailable } from '../support/testServer.js';
import { call } from '../support/client.js';
import { ExamplesSession, sumNum, xAxis, year } from './chartDataExamples.js';

const available = await storeAvailable();

describe.skipIf(!available)('annotations from another chart', () => {
  const session = new ExamplesSession();
  const { one, hand } = session;
  beforeAll(session.start, 120_000);
  afterAll(session.stop);

  const save = async (name: string, fields: Record<string, unknown>): Promise<number> => {
    const r = await call(session.url, 'POST', '/api/v1/chart/', {
      token: session.token,
      body: {
        slice_name: name,
        datasource_id: session.datasetId,
        datasource_type: 'table',
        ...fields,
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.id;
  };

  /** A table of the three biggest name counts in the range, as explore stores it. */
  const topNames = () =>
    save('Top names', {
      viz_type: 'table',
      params: JSON.stringify({ viz_type: 'table', datasource: `${session.datasetId}__table` }),
      query_context: JSON.stringify({
        datasource: { id: session.datasetId, type: 'table' },
        queries: [
          {
            columns: ['ds', 'name', 'num'],
            metrics: null,
            filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'No filter' }],
            orderby: [
              ['num', false],
              ['name', true],
            ],
            row_limit: 3,
          },
        ],
        result_type: 'full',
        result_format: 'json',
      }),
    });

  const top3 = async (since: string, until: string) =>
    (
      await hand(
        `SELECT ds, name, num FROM main.birth_names WHERE ds >= '${since}' AND ds < '${until}'
         ORDER BY num DESC, name ASC LIMIT 3`,
      )
    ).map(([ds, name, num]) => ({ ds, name, num }));

  const annotated = (layers: unknown[]) =>
    one({
      columns: [xAxis('P1Y')],
      metrics: [sumNum],
      filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2000-01-01 : 2001-01-01' }],
      annotation_layers: layers,
    });

  it('gives EVENT and INTERVAL layers the other chart’s rows, in the inherited or own time range', async () => {
    const chart = await topNames();
    const layer = {
      sourceType: 'table',
      value: chart,
      show: true,
      timeColumn: 'ds',
      titleColumn: 'name',
      descriptionColumns: ['num'],
    };
    const result = await annotated([
      { ...layer, name: 'Peaks', annotationType: 'EVENT', overrides: { time_range: null } },
      {
        ...layer,
        name: 'Later peaks',
        annotationType: 'INTERVAL',
        intervalEndColumn: 'ds',
        overrides: { time_range: '2005-01-01 : 2006-01-01' },
      },
      { ...layer, name: 'All time', annotationType: 'EVENT' },
      { ...layer, name: 'Gone', annotationType: 'EVENT', value: 987654 },
    ]);
    expect(result.status).toBe('success');
    expect(result.data.map((r: { ds: number }) => r.ds)).toEqual([year(2000)]);
    const within2000 = await top3('2000-01-01', '2001-01-01');
    const within2005 = await top3('2005-01-01', '2006-01-01');
    const allTime = await top3('1900-01-01', '2100-01-01');
    expect(within2000).toHaveLength(3);
    expect(within2005).not.toEqual(within2000);
    expect(result.annotation_data).toEqual({
      Peaks: { records: within2000 },
      'Later peaks': { records: within2005 },
      'All time': { records: allTime },
    });
  });

  it('gives TIME_SERIES layers the other chart’s series, built from its form data', async () => {
    const line = await save('Births by gender', {
      viz_type: 'echarts_timeseries_line',
      params: JSON.stringify({
        viz_type: 'echarts_timeseries_line',
        datasource: `${session.datasetId}__table`,
        x_axis: 'ds',
        time_grain_sqla: 'P1Y',
        metrics: [sumNum],
        groupby: ['gender'],
        adhoc_filters: [
          {
            clause: 'WHERE',
            expressionType: 'SIMPLE',
            subject: 'ds',
            operator: 'TEMPORAL_RANGE',
            comparator: 'No filter',
          },
        ],
        row_limit: 10000,
      }),
    });
    const result = await annotated([
      {
        name: 'Trend',
        annotationType: 'TIME_SERIES',
        sourceType: 'table',
        value: line,
        show: true,
        overrides: { time_range: '2001-01-01 : 2004-01-01' },
      },
    ]);
    const rows = await hand(
      `SELECT gender, date_trunc('year', ds) AS y, SUM(num) FROM main.birth_names
       WHERE ds >= '2001-01-01' AND ds < '2004-01-01' GROUP BY 1, 2 ORDER BY 2`,
    );
    const series = (gender: string) => ({
      key: gender,
      values: rows.filter((r) => r[0] === gender).map(([, x, y]) => ({ x, y })),
    });
    expect(rows).toHaveLength(6);
    expect(result.annotation_data.Trend).toHaveLength(2);
    expect(result.annotation_data.Trend).toEqual(
      expect.arrayContaining([series('boy'), series('girl')]),
    );
  });
});
