/**
 * Issue #12: a Jinja template cannot hold the server. The audit's metric (eight chained
 * `replace` filters building 10^8 characters) froze the event loop for 31 s; it is now a
 * 400 naming the bound it met, in chart data and SQL Lab alike, before anything is built.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../support/client.js';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { chartData, runSqlLab, tableWorld, type TableWorld } from './serverTables.fixtures.js';

const storeOk = await storeAvailable();
const tenfold = "|replace('a','aaaaaaaaaa')";
const AUDIT_METRIC =
  "count(*) + {% for i in ('aaa')|list %}{{ ('a'" + tenfold.repeat(8) + ')|length }}{% endfor %}';
const LIMIT_MESSAGE =
  'Jinja template error: a value would hold more than 1,000,000 characters or items (the template value limit)';
const BUDGET_MESSAGE =
  /Jinja template error: the template needs more than its work budget of [\d,]+ steps/;

describe.skipIf(!storeOk)('the work a SQL template may do', () => {
  let s: TestServer;
  let gina: string;
  let world: TableWorld;
  let ids: { databaseId: number; datasetId: number };

  beforeAll(async () => {
    s = await startTestServer({ TESSERA_FEATURE_ENABLE_TEMPLATE_PROCESSING: 'true' });
    const admin = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const births = { table: 'births', duck: '' };
    world = await tableWorld(s, admin, 'gina', births, { pg: false, maria: false });
    ids = world.ids.duck!;
    gina = world.user;
  }, 60_000);

  afterAll(async () => {
    await s?.stop();
    await world?.cleanup();
  });

  const metric = (sqlExpression: string) =>
    chartData(s, gina, ids.datasetId, {
      columns: [],
      metrics: [{ expressionType: 'SQL', sqlExpression, label: 'm' }],
    });
  const messageOf = (body: { message?: string; errors?: { message: string }[] }) =>
    body.errors?.[0]?.message ?? body.message ?? '';

  it("answers the audit's chart metric with a 400 naming the value limit", async () => {
    const r = await metric(AUDIT_METRIC);
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(messageOf(r.body)).toContain(LIMIT_MESSAGE);
  });

  it('answers the same template in SQL Lab with a 400', async () => {
    const r = await runSqlLab(s, gina, ids.databaseId, `SELECT ${AUDIT_METRIC} AS n FROM births`);
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(messageOf(r.body)).toContain(LIMIT_MESSAGE);
  });

  it('stops a template that repeats cheap work past the budget', async () => {
    const big = `{% set big = 'a'${tenfold.repeat(5)} %}`;
    const loop = `{% for i in big %}{% if big == big %}{% endif %}{% endfor %}`;
    const r = await metric(`count(*){{ '' }}${big}${loop}`);
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(messageOf(r.body)).toMatch(BUDGET_MESSAGE);
  });

  it('still renders ordinary templates', async () => {
    const r = await metric(
      "SUM(num) + {{ [1, 2, 3]|length }} - {{ 'abc'|replace('b', '')|length }}",
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const plain = await metric('SUM(num)');
    expect(r.body.result[0].data[0].m).toBe(plain.body.result[0].data[0].m + 1);
  });
});
