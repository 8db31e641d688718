/**
 * `/api/v1/css_template/` (Superset's CssTemplateRestApi), all eight routes: list with
 * search and order, `_info`, related users, show, create, update, delete and bulk delete;
 * Admin and Alpha write, Gamma reads; bad bodies are 400s naming the field, writing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAvailable } from '../support/testServer.js';
import { ChartsSession, q } from './chartsSession.js';

const available = await storeAvailable();

describe.skipIf(!available)('CSS templates', () => {
  const session = new ChartsSession();
  const { api } = session;
  beforeAll(session.start, 180_000);
  afterAll(session.stop);

  const url = '/api/v1/css_template/';
  const newTemplate = async (body: Record<string, unknown>, token = session.admin) => {
    const r = await api('POST', url, body, token);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toEqual({ id: expect.any(Number), result: body });
    return r.body.id as number;
  };

  it('creates, lists, shows and updates templates', async () => {
    const dark = await newTemplate({
      template_name: 'Dark',
      css: '.dashboard { background: #000; }',
    });
    const light = await newTemplate(
      { template_name: 'Light', css: '.header { color: #fff; }' },
      session.alpha,
    );

    const list = await api(
      'GET',
      `${url}${q('(order_column:template_name,order_direction:desc)')}`,
    );
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({
      count: 2,
      ids: [light, dark],
      list_title: 'List Css Template',
    });
    expect(list.body.result[0]).toMatchObject({
      id: light,
      template_name: 'Light',
      css: '.header { color: #fff; }',
      created_by: { id: session.alphaId, first_name: 'Alfa', last_name: 'Tester' },
      changed_by: { id: session.alphaId },
      changed_on_delta_humanized: expect.any(String),
    });
    const search = await api(
      'GET',
      `${url}${q('(filters:!((col:template_name,opr:css_template_all_text,value:background)))')}`,
    );
    expect(search.body.ids).toEqual([dark]);
    const named = await api(
      'GET',
      `${url}${q('(filters:!((col:template_name,opr:ct,value:lig)))')}`,
    );
    expect(named.body.ids).toEqual([light]);

    const shown = await api('GET', `${url}${dark}`, undefined, session.gamma);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      id: dark,
      result: { template_name: 'Dark' },
      show_title: 'Show Css Template',
    });

    const put = await api('PUT', `${url}${dark}`, { css: '.x{}' }, session.alpha);
    expect(put.body).toEqual({ id: dark, result: { css: '.x{}' } });
    const after = (await api('GET', `${url}${dark}`)).body.result;
    expect(after).toMatchObject({
      template_name: 'Dark',
      css: '.x{}',
      changed_by: { id: session.alphaId },
    });
  });

  it('answers _info per role and offers creators and editors', async () => {
    const info = (who: string) =>
      api('GET', `${url}_info${q('(keys:!(permissions))')}`, undefined, who).then((r) => r.body);
    expect(await info(session.admin)).toEqual({ permissions: ['can_read', 'can_write'] });
    expect(await info(session.alpha)).toEqual({ permissions: ['can_read', 'can_write'] });
    expect(await info(session.gamma)).toEqual({ permissions: ['can_read'] });
    const related = await api('GET', `${url}related/created_by${q('(filter:alfa)')}`);
    expect(related.body.result.map((u: { value: number }) => u.value)).toEqual([session.alphaId]);
    expect((await api('GET', `${url}related/owners`)).status).toBe(404);
  });

  it('lets Gamma read but not write, and refuses bad bodies writing nothing', async () => {
    const before = (await api('GET', url)).body.count;
    const gamma = await api('POST', url, { template_name: 'Nope' }, session.gamma);
    expect(gamma.status).toBe(403);
    const cases: [unknown, Record<string, string[]>][] = [
      [{ css: '.a{}' }, { template_name: ['Missing data for required field.'] }],
      [{ template_name: '' }, { template_name: ['Length must be between 1 and 250.'] }],
      [
        { template_name: 'x'.repeat(251) },
        { template_name: ['Length must be between 1 and 250.'] },
      ],
      [{ template_name: 'Ok', css: 5 }, { css: ['Not a valid string.'] }],
    ];
    for (const [body, message] of cases) {
      const r = await api('POST', url, body);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ message });
    }
    expect((await api('GET', url)).body.count).toBe(before);
    const [first] = (await api('GET', url)).body.ids;
    const badPut = await api('PUT', `${url}${first}`, { template_name: 7 });
    expect(badPut.body).toEqual({ message: { template_name: ['Not a valid string.'] } });
    expect((await api('PUT', `${url}987654`, { css: '' })).status).toBe(404);
  });

  it('deletes one or many, all or none', async () => {
    const a = await newTemplate({ template_name: 'Del a' });
    const b = await newTemplate({ template_name: 'Del b' });
    const c = await newTemplate({ template_name: 'Del c' });
    expect((await api('DELETE', `${url}${a}`, undefined, session.gamma)).status).toBe(403);
    expect((await api('DELETE', `${url}${a}`)).body).toEqual({ message: 'OK' });
    expect((await api('GET', `${url}${a}`)).status).toBe(404);
    expect((await api('DELETE', `${url}${q(`!(${b},987654)`)}`)).status).toBe(404);
    expect((await api('GET', `${url}${b}`)).status).toBe(200);
    const bulk = await api('DELETE', `${url}${q(`!(${b},${c})`)}`, undefined, session.alpha);
    expect(bulk.body).toEqual({ message: 'Deleted 2 css templates' });
  });
});
