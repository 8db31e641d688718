/**
 * For tests whose world is the example database alone: the example dashboards and charts a
 * start with TESSERA_LOAD_EXAMPLES imports (services/exampleAssets.ts) deleted through the API,
 * so that lists hold only what the test makes. Their datasets stay.
 */
import { call } from './client.js';

export async function removeExampleAssets(url: string, token: string): Promise<void> {
  for (const resource of ['dashboard', 'chart']) {
    const q = encodeURIComponent('(page_size:100)');
    const ids: number[] = (await call(url, 'GET', `/api/v1/${resource}/?q=${q}`, { token })).body
      .ids;
    if (!ids.length) continue;
    const r = await call(
      url,
      'DELETE',
      `/api/v1/${resource}/?q=${encodeURIComponent(`!(${ids.join(',')})`)}`,
      { token },
    );
    if (r.status !== 200) throw new Error(`Deleting the example ${resource}s: ${r.status}`);
  }
}
