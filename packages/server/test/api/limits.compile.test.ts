/**
 * Limits on the SQL and values a chart data request brings: a fragment (`extras.where`,
 * custom SQL metrics, columns and filters), all fragments of a query together, filter
 * values (count, length, nesting) and the nesting of the whole request. Each is a 400
 * naming the field; requests just within the limits run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_SQL_LIMITS, STORED_LIMITS } from '@tessera/core';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { call, login } from '../support/client.js';
import { createBirthsDuckDb, registerBirths, type BirthsDatabase } from './chartDataFixtures.js';

const available = await storeAvailable();
const FRAGMENT = REQUEST_SQL_LIMITS.fragmentLength;

/** `num > 0 AND num > 0 ...` of at most `length` characters (and close to it). */
const andChain = (length: number) =>
  'num > 0' + ' AND num > 0'.repeat(Math.max(0, Math.floor((length - 7) / 12)));
/** A value nested 5,000 deep: JSON.stringify cannot write it, so it is spliced in as text. */
const DEEP = '__deep__';
const DEEP_JSON = '['.repeat(5000) + '"x"' + ']'.repeat(5000);
const nested = (depth: number, leaf: unknown = 'x'): unknown => {
  let v = leaf;
  for (let i = 0; i < depth; i += 1) v = [v];
  return v;
};

describe.skipIf(!available)('chart data request limits', () => {
  let s: TestServer;
  let births: BirthsDatabase;
  let token: string;
  let datasetId: number;
  const post = (query: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    call(s.url, 'POST', '/api/v1/chart/data', {
      token,
      body: JSON.stringify({
        datasource: { id: datasetId, type: 'table' },
        queries: [{ columns: [], metrics: ['count'], ...query }],
        ...extra,
      }).replaceAll(`"${DEEP}"`, DEEP_JSON),
      headers: { 'content-type': 'application/json' },
    });
  /** A 400 whose message names `field` (and `message`, when given). */
  const refused = async (
    query: Record<string, unknown>,
    field: string,
    message?: string,
    extra: Record<string, unknown> = {},
  ) => {
    const r = await post(query, extra);
    expect(r.status, `${field}: ${JSON.stringify(r.body).slice(0, 300)}`).toBe(400);
    expect(r.body.message).toMatch(/^Request is incorrect: /);
    const fields = JSON.parse(r.body.message.slice('Request is incorrect: '.length));
    // The field itself, or a part of it (`queries.0.metrics.0` -> `...metrics.0.sqlExpression`).
    const key = Object.keys(fields).find((k) => k === field || k.startsWith(`${field}.`));
    expect(key, JSON.stringify(fields).slice(0, 300)).toBeDefined();
    if (message) expect(fields[key!].join(' ')).toContain(message);
  };

  beforeAll(async () => {
    births = await createBirthsDuckDb();
    s = await startTestServer({ TESSERA_CACHE_DEFAULT_TIMEOUT: '0' });
    token = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    datasetId = (await registerBirths(s.url, token, births.file)).births;
  });
  afterAll(async () => {
    await s?.stop();
    births?.cleanup();
  });

  it('refuses a WHERE or HAVING past the fragment limit, as the tester sent it too', async () => {
    const longer = `Longer than maximum length ${FRAGMENT}.`;
    await refused(
      { extras: { where: andChain(FRAGMENT + 100) } },
      'queries.0.extras.where',
      longer,
    );
    await refused({ extras: { having: andChain(FRAGMENT + 100) } }, 'queries.0.extras.having');
    await refused({ where: 'x'.repeat(FRAGMENT + 1) }, 'queries.0.where', longer);
    // The tester's 9 MB WHERE.
    await refused({ extras: { where: andChain(9_000_000) } }, 'queries.0.extras.where', longer);
  });

  it('runs a large WHERE just within the limit', async () => {
    const r = await post({ extras: { where: andChain(FRAGMENT - 20) } });
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
    expect(r.body.result[0].data).toEqual([{ count: 24 }]);
  });

  it('refuses custom SQL metrics, columns, filters and orderings past the fragment limit', async () => {
    const long = `(${andChain(FRAGMENT + 50)})`;
    for (const [query, field] of [
      [
        { metrics: [{ expressionType: 'SQL', sqlExpression: `SUM(${long})`, label: 'm' }] },
        'queries.0.metrics.0',
      ],
      [
        { columns: [{ sqlExpression: long, label: 'c' }], metrics: ['count'] },
        'queries.0.columns.0',
      ],
      [
        { filters: [{ col: { sqlExpression: long, label: 'f' }, op: '==', val: 1 }] },
        'queries.0.filters.0.col',
      ],
      [{ orderby: [[{ sqlExpression: long, label: 'o' }, true]] }, 'queries.0.orderby.0.0'],
      [
        { filters: [{ col: 'x'.repeat(STORED_LIMITS.textLength + 1), op: '==', val: 1 }] },
        'queries.0.filters.0.col',
      ],
    ] as const) {
      await refused(query, field);
    }
  });

  it('refuses a query whose SQL fragments are too long together', async () => {
    const piece = andChain(FRAGMENT - 100);
    const metrics = Array.from(
      { length: Math.ceil(REQUEST_SQL_LIMITS.totalLength / piece.length) },
      (_, i) => ({
        expressionType: 'SQL',
        sqlExpression: `SUM(CASE WHEN ${piece} THEN 1 END)`,
        label: `m${i}`,
      }),
    );
    const r = await post({ metrics });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain(`more than ${REQUEST_SQL_LIMITS.totalLength}`);
  });

  it('refuses filter values nested deep, too many or too long, naming the filter', async () => {
    await refused(
      { filters: [{ col: 'gender', op: 'IN', val: DEEP }] },
      'queries.0.filters.0.val',
      'Nested deeper',
    );
    await refused(
      { filters: [{ col: 'gender', op: '==', val: nested(20) }] },
      'queries.0.filters.0.val',
      'Nested deeper',
    );
    await refused(
      {
        filters: [
          {
            col: 'gender',
            op: 'IN',
            val: Array.from({ length: REQUEST_SQL_LIMITS.filterValues + 1 }, (_, i) => `v${i}`),
          },
        ],
      },
      'queries.0.filters.0.val',
      `More than ${REQUEST_SQL_LIMITS.filterValues} values.`,
    );
    await refused(
      {
        filters: [
          {
            col: 'gender',
            op: 'IN',
            val: ['boy', 'g'.repeat(REQUEST_SQL_LIMITS.filterValueLength + 1)],
          },
        ],
      },
      'queries.0.filters.0.val.1',
    );
    // Within the limits: an IN list of many values runs.
    const r = await post({
      filters: [
        {
          col: 'gender',
          op: 'IN',
          val: ['boy', ...Array.from({ length: 5000 }, (_, i) => `x${i}`)],
        },
      ],
    });
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
    expect(r.body.result[0].data).toEqual([{ count: 12 }]);
  });

  it('refuses deep nesting anywhere in the request, naming where', async () => {
    await refused({}, 'form_data.x', 'Nested deeper', { form_data: { x: DEEP } });
    await refused({ custom_params: { a: DEEP } }, 'queries.0.custom_params.a', 'Nested deeper');
    // Adhoc filters with a deep comparator, as the form data carries them.
    await refused({}, 'form_data.adhoc_filters', 'Nested deeper', {
      form_data: { adhoc_filters: [{ expressionType: 'SIMPLE', comparator: DEEP }] },
    });
    // The server still answers.
    expect((await post({})).status).toBe(200);
  });
});
