/**
 * An explore URL's own parameters (`?g=girl`) reach the chart's SQL: the page the server
 * serves opens with them in the form data's `url_params` (with the URL's `adhoc_filters`
 * appended), and with template processing on, Jinja's `url_param()` reads them in chart data.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAvailable } from '../support/testServer.js';
import { call } from '../support/client.js';
import { ChartsSession } from './chartsSession.js';

const available = await storeAvailable();

const dist = mkdtempSync(join(tmpdir(), 'tessera-web-'));
mkdirSync(join(dist, 'static'));
mkdirSync(join(dist, '.vite'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><!--tessera-bootstrap--><script type="module" src="/static/index.js"></script></head><body><div id="app"></div></body></html>',
);
writeFileSync(
  join(dist, '.vite', 'manifest.json'),
  JSON.stringify({ 'index.html': { file: 'static/index.js', imports: [] } }),
);

interface OpeningQuery {
  body: { form_data: Record<string, unknown>; queries: Record<string, unknown>[] };
  sliceId: number | null;
}

/** The chart data request an explore page opens with (inlined in the page). */
function openingQuery(html: string): OpeningQuery | undefined {
  const m =
    /<script id="explore-opening-query" type="application\/json" data-query="[^"]*">(.*?)<\/script>/.exec(
      html,
    );
  return m ? (JSON.parse(m[1]) as OpeningQuery) : undefined;
}

const byUrlParam = {
  expressionType: 'SQL',
  clause: 'WHERE',
  sqlExpression: "gender = '{{ url_param('g', 'boy') }}'",
};

describe.skipIf(!available)("an explore URL's parameters in url_params", () => {
  const t = new ChartsSession({
    TESSERA_WEB_DIST: dist,
    TESSERA_FEATURE_ENABLE_TEMPLATE_PROCESSING: 'true',
  });
  beforeAll(t.start, 240_000);
  afterAll(async () => {
    await t.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (path: string) => call<string>(t.s.url, 'GET', path, { token: t.admin });
  const genders = async (body: unknown) => {
    const answer = await t.api('POST', '/api/v1/chart/data', body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const rows = (answer.body as { result: { data: { gender: string }[] }[] }).result[0].data;
    return rows.map((row) => row.gender).sort();
  };

  it('opens a saved chart with ?g=girl and url_param() reads it', async () => {
    const id = await t.create({
      slice_name: 'Births by url_param',
      params: JSON.stringify({
        viz_type: 'pie',
        metric: 'count',
        groupby: ['gender'],
        adhoc_filters: [byUrlParam],
      }),
    });
    const r = await page(`/explore/?slice_id=${id}&g=girl&standalone=1&force=true`);
    expect(r.status).toBe(200);
    const opening = openingQuery(r.body);
    expect(opening?.sliceId).toBe(id);
    // explore's own keys stay out of url_params
    expect(opening?.body.form_data.url_params).toEqual({ g: 'girl' });
    expect(opening?.body.queries[0].url_params).toEqual({ g: 'girl' });
    expect(await genders(opening!.body)).toEqual(['girl']);

    // without the parameter, url_param() falls back to its default
    const plain = openingQuery((await page(`/explore/?slice_id=${id}`)).body);
    expect(plain?.body.form_data.url_params).toBeUndefined();
    expect(await genders(plain!.body)).toEqual(['boy']);
  });

  it("appends the URL's adhoc_filters to the form data's", async () => {
    const formData = { viz_type: 'pie', metric: 'count', groupby: ['gender'] };
    const r = await page(
      `/explore/?datasource_type=table&datasource_id=${t.births.id}` +
        `&form_data=${encodeURIComponent(JSON.stringify(formData))}` +
        `&adhoc_filters=${encodeURIComponent(JSON.stringify([byUrlParam]))}&g=girl`,
    );
    const opening = openingQuery(r.body);
    expect(opening?.body.form_data).toMatchObject({
      adhoc_filters: [byUrlParam],
      url_params: { g: 'girl' },
    });
    expect(await genders(opening!.body)).toEqual(['girl']);
  });
});
