import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { call, login } from '../support/client.js';

const available = await storeAvailable();

/** Local midnight today as a naive ISO string, like the server's clock. */
function todayIso(offsetDays = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T00:00:00`;
}

describe.skipIf(!available)('GET /api/v1/time_range/', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer();
    token = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(() => s?.stop());

  it('evaluates a plain string', async () => {
    const r = await call(
      s.url,
      'GET',
      `/api/v1/time_range/?q=${encodeURIComponent("'Last week'")}`,
      { token },
    );
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      result: [{ since: todayIso(-7), until: todayIso(), timeRange: 'Last week', shift: null }],
    });
  });

  it('evaluates a list with shifts, and open bounds are empty strings', async () => {
    const q = "!((timeRange:'2020-01-01 : 2020-02-01',shift:'1 year ago'),(timeRange:'No filter'))";
    const r = await call(s.url, 'GET', `/api/v1/time_range/?q=${encodeURIComponent(q)}`, { token });
    expect(r.status).toBe(200);
    expect(r.body.result).toEqual([
      {
        since: '2019-01-01T00:00:00',
        until: '2019-02-01T00:00:00',
        timeRange: '2020-01-01 : 2020-02-01',
        shift: '1 year ago',
      },
      { since: '', until: '', timeRange: 'No filter', shift: null },
    ]);
  });

  it('answers 400 with the parser’s message', async () => {
    const r = await call(
      s.url,
      'GET',
      `/api/v1/time_range/?q=${encodeURIComponent("'2020-02-01 : 2020-01-01'")}`,
      { token },
    );
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      message: 'Unexpected time range: From date cannot be larger than to date',
    });
    const amb = await call(
      s.url,
      'GET',
      `/api/v1/time_range/?q=${encodeURIComponent("'5 days : now'")}`,
      { token },
    );
    expect(amb.status).toBe(400);
    expect(amb.body.message).toBe(
      'Unexpected time range: Time string is ambiguous. Please specify [5 days ago] or [5 days later].',
    );
  });
});
