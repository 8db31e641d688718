/**
 * `npm start` on a fresh TESSERA_HOME loads the example database (the bundle finds the
 * shipped data files) and a signed-in user finds its datasets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, apiToken, startTessera, type RunningTessera } from './harness.js';

describe('the example database at first start', () => {
  let tessera: RunningTessera;
  beforeAll(async () => {
    tessera = await startTessera();
  });
  afterAll(() => tessera?.stop());

  it('lists the example datasets, and birth_names serves samples', async () => {
    const headers = {
      authorization: `Bearer ${await apiToken(tessera.url, ADMIN.username, ADMIN.password)}`,
    };
    const res = await fetch(`${tessera.url}/api/v1/dataset/?q=(page_size:100)`, { headers });
    const list = (await res.json()) as { result: { table_name: string; id: number }[] };
    const byName = new Map(list.result.map((d) => [d.table_name, d.id]));
    for (const name of ['birth_names', 'video_game_sales', 'flights', 'cleaned_sales_data']) {
      expect(byName.has(name), name).toBe(true);
    }
    const samples = await fetch(
      `${tessera.url}/api/v1/dataset/${byName.get('birth_names')}/samples`,
      { headers },
    );
    expect(samples.status).toBe(200);
    const body = (await samples.json()) as { result: { colnames: string[]; data: unknown[] } };
    expect(body.result.colnames).toEqual(expect.arrayContaining(['ds', 'gender', 'name', 'num']));
    expect(body.result.data.length).toBeGreaterThan(0);
  });
});
