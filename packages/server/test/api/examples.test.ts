import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { call, login } from '../support/client.js';
import { loadAndRegisterExamples } from '../../src/services/examples.js';

const available = await storeAvailable();

describe.skipIf(!available)('the example database at first start', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer({ TESSERA_LOAD_EXAMPLES: 'true' });
    token = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
  }, 120_000);
  afterAll(() => s?.stop());

  const datasetNamed = async (name: string) => {
    const q = `(filters:!((col:table_name,opr:eq,value:${name})))`;
    const list = await call(s.url, 'GET', `/api/v1/dataset/?q=${encodeURIComponent(q)}`, { token });
    expect(list.body.count).toBe(1);
    return (await call(s.url, 'GET', `/api/v1/dataset/${list.body.result[0].id}`, { token })).body
      .result;
  };

  it('registers the examples database and a dataset per table', async () => {
    const dbs = await call(s.url, 'GET', '/api/v1/database/', { token });
    expect(dbs.body.result.map((d: { database_name: string }) => d.database_name)).toContain(
      'examples',
    );
    const all = await call(s.url, 'GET', '/api/v1/dataset/?q=(page_size:100)', { token });
    const names = all.body.result.map((d: { table_name: string }) => d.table_name);
    for (const t of [
      'birth_names',
      'video_game_sales',
      'cleaned_sales_data',
      'flights',
      'energy_usage',
    ]) {
      expect(names).toContain(t);
    }
  });

  it('marks birth_names.ds temporal and main, with its saved metrics, and serves samples', async () => {
    const ds = await datasetNamed('birth_names');
    expect(ds.main_dttm_col).toBe('ds');
    const col = ds.columns.find((c: { column_name: string }) => c.column_name === 'ds');
    expect(col).toMatchObject({ is_dttm: true, type_generic: 2 });
    const metricNames = ds.metrics.map((m: { metric_name: string }) => m.metric_name);
    expect(metricNames).toEqual(expect.arrayContaining(['count', 'sum__num']));
    const samples = await call(s.url, 'GET', `/api/v1/dataset/${ds.id}/samples`, { token });
    expect(samples.status).toBe(200);
    expect(samples.body.result.colnames).toContain('gender');
    expect(typeof samples.body.result.data[0].ds).toBe('number');
  });

  it('loads again without duplicating datasets, columns or metrics', async () => {
    const before = await datasetNamed('birth_names');
    await loadAndRegisterExamples({
      config: s.config,
      store: s.store,
      logger: pino({ level: 'silent' }),
    });
    const after = await datasetNamed('birth_names');
    expect(after.id).toBe(before.id);
    expect(after.columns.length).toBe(before.columns.length);
    expect(after.metrics.length).toBe(before.metrics.length);
    const all = await call(s.url, 'GET', '/api/v1/dataset/?q=(page_size:100)', { token });
    const names = all.body.result.map((d: { table_name: string }) => d.table_name);
    expect(new Set(names).size).toBe(names.length);
  });
});
