/**
 * Annotation layers and their annotations over HTTP, as Superset's clients call them:
 * CRUD with Superset's shapes, validation per field, uniqueness, the delete integrity
 * rule, bulk deletes, rison filters, Gamma reading only, and the NATIVE annotation data a
 * chart query gets for a time window.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { call, login } from '../support/client.js';

const available = await storeAvailable();
const q = (rison: string) => `?q=${encodeURIComponent(rison)}`;
const BASE = '/api/v1/annotation_layer/';

describe.skipIf(!available)('annotation layers API', () => {
  let s: TestServer;
  let admin: string;
  let alpha: string;
  let gamma: string;

  const api = (method: string, path: string, body?: unknown, token = admin) =>
    call(s.url, method, path, { token, body });
  const newLayer = async (name: string, descr?: string | null) => {
    const r = await api('POST', BASE, { name, ...(descr !== undefined && { descr }) });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.id as number;
  };
  const newAnnotation = async (layer: number, fields: Record<string, unknown>) => {
    const r = await api('POST', `${BASE}${layer}/annotation/`, fields);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.id as number;
  };
  const layerNames = async (rison: string) => {
    const r = await api('GET', BASE + q(rison));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result.map((l: { name: string }) => l.name);
  };

  beforeAll(async () => {
    s = await startTestServer();
    admin = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const roles = await api('GET', '/api/v1/security/roles/');
    const roleId = (name: string) =>
      roles.body.result.find((r: { name: string }) => r.name === name).id as number;
    for (const [username, role] of [
      ['alfa', 'Alpha'],
      ['gemma', 'Gamma'],
    ] as const) {
      const r = await api('POST', '/api/v1/security/users/', {
        username,
        first_name: username === 'alfa' ? 'Alfa' : 'Gemma',
        last_name: 'Tester',
        email: `${username}@example.com`,
        active: true,
        roles: [roleId(role)],
        password: `${username}-password-1`,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    }
    alpha = await login(s.url, 'alfa', 'alfa-password-1');
    gamma = await login(s.url, 'gemma', 'gemma-password-1');
  });

  afterAll(async () => {
    await s?.stop();
  });

  it('creates, shows, lists, updates and deletes a layer in Superset shapes', async () => {
    const created = await api('POST', BASE, { name: 'Releases', descr: 'Product releases' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      result: { name: 'Releases', descr: 'Product releases' },
    });
    const id = created.body.id;

    const shown = await api('GET', `${BASE}${id}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      id,
      result: { id, name: 'Releases', descr: 'Product releases' },
      show_columns: ['id', 'name', 'descr'],
      label_columns: { id: 'Id', name: 'Name', descr: 'Descr' },
      description_columns: {},
      show_title: 'Show Annotation Layer',
    });

    const list = await api('GET', BASE + q(`(filters:!((col:name,opr:eq,value:Releases)))`));
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({
      count: 1,
      ids: [id],
      list_title: 'List Annotation Layer',
      order_columns: expect.arrayContaining(['name', 'changed_on_delta_humanized']),
    });
    expect(list.body.label_columns['created_by.first_name']).toBe('Created By First Name');
    expect(list.body.result[0]).toEqual({
      id,
      name: 'Releases',
      descr: 'Product releases',
      created_by: { first_name: 'Tessera', last_name: 'Admin' },
      changed_by: { first_name: 'Tessera', last_name: 'Admin' },
      created_on: expect.any(String),
      changed_on: expect.any(String),
      changed_on_delta_humanized: expect.stringMatching(/now|seconds? ago/),
    });

    const updated = await api('PUT', `${BASE}${id}`, { descr: 'Shipped versions' }, alpha);
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toEqual({ id, result: { descr: 'Shipped versions', layer: id } });
    const after = await api('GET', BASE + q(`(filters:!((col:id,opr:eq,value:${id})))`));
    expect(after.body.result[0]).toMatchObject({
      name: 'Releases',
      descr: 'Shipped versions',
      created_by: { first_name: 'Tessera' },
      changed_by: { first_name: 'Alfa', last_name: 'Tester' },
    });

    expect((await api('DELETE', `${BASE}${id}`)).body).toEqual({ message: 'OK' });
    const gone = await api('GET', `${BASE}${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: 'Not found' });
    expect((await api('DELETE', `${BASE}${id}`)).status).toBe(404);
    expect((await api('PUT', `${BASE}${id}`, { descr: 'x' })).status).toBe(404);
  });

  it('validates layers field by field and keeps names unique', async () => {
    const missing = await api('POST', BASE, { descr: 'no name' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: { name: ['Missing data for required field.'] } });
    const empty = await api('POST', BASE, { name: '' });
    expect(empty.body).toEqual({ message: { name: ['Length must be between 1 and 250.'] } });

    const first = await newLayer('Outages');
    const second = await newLayer('Incidents', null);
    const dup = await api('POST', BASE, { name: 'Outages' });
    expect(dup.status).toBe(422);
    expect(dup.body).toEqual({ message: { name: ['Name must be unique'] } });
    // Names are compared exactly, as Superset does.
    expect((await api('POST', BASE, { name: 'outages' })).status).toBe(201);

    const rename = await api('PUT', `${BASE}${second}`, { name: 'Outages' });
    expect(rename.status).toBe(422);
    expect(rename.body).toEqual({ message: { name: ['Name must be unique'] } });
    const same = await api('PUT', `${BASE}${first}`, { name: 'Outages', descr: 'Down times' });
    expect(same.status).toBe(200);
    expect((await api('GET', `${BASE}${first}`)).body.result.descr).toBe('Down times');
  });

  it('creates, shows, lists, updates and deletes annotations of a layer', async () => {
    const layer = await newLayer('Campaigns');
    const created = await api('POST', `${BASE}${layer}/annotation/`, {
      short_descr: 'Spring sale',
      long_descr: 'Twenty percent off',
      start_dttm: '2024-03-01 09:00',
      end_dttm: '2024-03-15 18:30',
      json_metadata: '{"color": "green"}',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      result: {
        short_descr: 'Spring sale',
        long_descr: 'Twenty percent off',
        start_dttm: '2024-03-01T09:00:00',
        end_dttm: '2024-03-15T18:30:00',
        json_metadata: '{"color": "green"}',
        layer,
      },
    });
    const id = created.body.id;

    const shown = await api('GET', `${BASE}${layer}/annotation/${id}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      id,
      result: {
        id,
        short_descr: 'Spring sale',
        long_descr: 'Twenty percent off',
        start_dttm: '2024-03-01T09:00:00',
        end_dttm: '2024-03-15T18:30:00',
        json_metadata: '{"color": "green"}',
        layer: { id: layer, name: 'Campaigns' },
      },
      show_title: 'Show Annotation',
    });
    expect(shown.body.show_columns).toContain('layer.name');

    await newAnnotation(layer, {
      short_descr: 'Black friday',
      start_dttm: '2024-11-29T00:00:00Z',
      end_dttm: '2024-11-30T02:00:00+02:00',
    });
    const list = await api('GET', `${BASE}${layer}/annotation/`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ count: 2, list_title: 'List Annotation' });
    expect(list.body.result).toEqual([
      {
        id,
        short_descr: 'Spring sale',
        long_descr: 'Twenty percent off',
        start_dttm: '2024-03-01T09:00:00',
        end_dttm: '2024-03-15T18:30:00',
        created_by: { id: expect.any(Number), first_name: 'Tessera' },
        changed_by: { id: expect.any(Number), first_name: 'Tessera' },
        changed_on_delta_humanized: expect.any(String),
      },
      expect.objectContaining({
        short_descr: 'Black friday',
        long_descr: null,
        start_dttm: '2024-11-29T00:00:00',
        end_dttm: '2024-11-30T00:00:00',
      }),
    ]);

    const put = await api(
      'PUT',
      `${BASE}${layer}/annotation/${id}`,
      { end_dttm: '2024-03-20 18:30', long_descr: null },
      alpha,
    );
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toEqual({
      id,
      result: { end_dttm: '2024-03-20T18:30:00', long_descr: null, layer },
    });
    const reread = await api('GET', `${BASE}${layer}/annotation/${id}`);
    expect(reread.body.result).toMatchObject({
      short_descr: 'Spring sale',
      long_descr: null,
      end_dttm: '2024-03-20T18:30:00',
    });
    const listed = await api('GET', `${BASE}${layer}/annotation/`);
    expect(listed.body.result[0].changed_by.first_name).toBe('Alfa');

    // An annotation is reached only through its own layer.
    const other = await newLayer('Elsewhere');
    expect((await api('GET', `${BASE}${other}/annotation/${id}`)).status).toBe(404);
    expect(
      (await api('PUT', `${BASE}${other}/annotation/${id}`, { short_descr: 'x' })).status,
    ).toBe(404);
    expect((await api('DELETE', `${BASE}${other}/annotation/${id}`)).status).toBe(404);
    expect((await api('GET', `${BASE}${other}/annotation/`)).body.count).toBe(0);

    expect((await api('DELETE', `${BASE}${layer}/annotation/${id}`)).body).toEqual({
      message: 'OK',
    });
    expect((await api('GET', `${BASE}${layer}/annotation/${id}`)).status).toBe(404);
    expect((await api('GET', `${BASE}${layer}/annotation/`)).body.count).toBe(1);
  });

  it('validates annotations as Superset does, naming the fields', async () => {
    const layer = await newLayer('Deploys');
    const path = `${BASE}${layer}/annotation/`;
    const missing = await api('POST', path, { short_descr: 'v1', end_dttm: '2024-01-01' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: { start_dttm: ['Missing data for required field.'] } });

    const bad = await api('POST', path, {
      short_descr: 'v1',
      start_dttm: 'tomorrow',
      end_dttm: '2024-01-01',
      json_metadata: '{not json',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      message: { start_dttm: ['Not a valid datetime.'], json_metadata: ['JSON not valid'] },
    });

    const backwards = await api('POST', path, {
      short_descr: 'v1',
      start_dttm: '2024-01-02 00:00',
      end_dttm: '2024-01-01 00:00',
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body).toEqual({
      message: { start_dttm: ['End date must be after start date'] },
    });

    const v1 = await newAnnotation(layer, {
      short_descr: 'v1',
      start_dttm: '2024-01-01 00:00',
      end_dttm: '2024-01-01 00:00',
      json_metadata: '',
    });
    const dup = await api('POST', path, {
      short_descr: 'v1',
      start_dttm: '2024-02-01 00:00',
      end_dttm: '2024-01-01 00:00',
    });
    expect(dup.status).toBe(422);
    expect(dup.body).toEqual({
      message: {
        short_descr: ['Short description must be unique for this layer'],
        start_dttm: ['End date must be after start date'],
      },
    });
    // The same short description is fine in another layer.
    const other = await newLayer('Deploys (staging)');
    await newAnnotation(other, {
      short_descr: 'v1',
      start_dttm: '2024-01-01 00:00',
      end_dttm: '2024-01-01 00:00',
    });

    const v2 = await newAnnotation(layer, {
      short_descr: 'v2',
      start_dttm: '2024-03-01 00:00',
      end_dttm: '2024-03-02 00:00',
    });
    const clash = await api('PUT', `${path}${v2}`, { short_descr: 'v1' });
    expect(clash.status).toBe(422);
    expect(clash.body).toEqual({
      message: { short_descr: ['Short description must be unique for this layer'] },
    });
    // The end is checked against the start that is kept.
    const early = await api('PUT', `${path}${v2}`, { end_dttm: '2024-02-01 00:00' });
    expect(early.status).toBe(422);
    expect(early.body).toEqual({ message: { start_dttm: ['End date must be after start date'] } });
    expect((await api('PUT', `${path}${v1}`, { short_descr: 'v1' })).status).toBe(200);
    const nullEnd = await api('PUT', `${path}${v2}`, { end_dttm: null });
    expect(nullEnd.status).toBe(400);
    expect(nullEnd.body).toEqual({ message: { end_dttm: ['Field may not be null.'] } });

    const noLayer = await api('POST', `${BASE}999999/annotation/`, {
      short_descr: 'x',
      start_dttm: '2024-01-01',
      end_dttm: '2024-01-01',
    });
    expect(noLayer.status).toBe(400);
    expect(noLayer.body).toEqual({ message: 'Annotation layer not found.' });
  });

  it('refuses to delete a layer that still has annotations, one or in bulk', async () => {
    const holidays = await newLayer('Holidays');
    const empty = await newLayer('Empty layer');
    const ids = [
      await newAnnotation(holidays, {
        short_descr: 'New year',
        start_dttm: '2025-01-01',
        end_dttm: '2025-01-01',
      }),
      await newAnnotation(holidays, {
        short_descr: 'Labour day',
        start_dttm: '2025-05-01',
        end_dttm: '2025-05-01',
      }),
    ];

    const refused = await api('DELETE', `${BASE}${holidays}`);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ message: 'Annotation layer has associated annotations.' });
    const bulkRefused = await api('DELETE', BASE + q(`!(${holidays},${empty})`));
    expect(bulkRefused.status).toBe(422);
    expect(bulkRefused.body).toEqual({ message: 'Annotation layer has associated annotations.' });
    expect((await api('GET', `${BASE}${empty}`)).status).toBe(200);

    // A bulk delete naming an annotation that is not there deletes nothing.
    const partly = await api('DELETE', `${BASE}${holidays}/annotation/${q(`!(${ids[0]},999999)`)}`);
    expect(partly.status).toBe(404);
    expect((await api('GET', `${BASE}${holidays}/annotation/`)).body.count).toBe(2);
    const cleared = await api(
      'DELETE',
      `${BASE}${holidays}/annotation/${q(`!(${ids.join(',')})`)}`,
    );
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ message: 'Deleted 2 annotations' });

    const missingToo = await api('DELETE', BASE + q(`!(${holidays},999999)`));
    expect(missingToo.status).toBe(404);
    expect((await api('GET', `${BASE}${holidays}`)).status).toBe(200);
    const bulk = await api('DELETE', BASE + q(`!(${holidays},${empty})`));
    expect(bulk.status).toBe(200);
    expect(bulk.body).toEqual({ message: 'Deleted 2 annotation layers' });
    expect((await api('GET', `${BASE}${empty}`)).status).toBe(404);

    const single = await newLayer('Single');
    expect((await api('DELETE', BASE + q(`!(${single})`))).body).toEqual({
      message: 'Deleted 1 annotation layer',
    });
  });

  it('filters, orders, pages and picks columns with rison', async () => {
    await newLayer('Weather events', 'Storms and floods');
    await newLayer('Marketing pushes', 'Ads, mailings and WEATHER-proof offers');
    await newLayer('Sports', 'Match days');

    expect(await layerNames(`(filters:!((col:name,opr:ct,value:WEATHER)))`)).toEqual([
      'Weather events',
    ]);
    expect(
      await layerNames(
        `(filters:!((col:name,opr:annotation_layer_all_text,value:weather)),order_column:name,order_direction:asc)`,
      ),
    ).toEqual(['Marketing pushes', 'Weather events']);
    expect(
      await layerNames(
        `(filters:!((col:name,opr:ct,value:s),(col:descr,opr:ct,value:a)),order_column:name,order_direction:desc,page:0,page_size:2)`,
      ),
    ).toEqual(['Weather events', 'Sports']);

    const picked = await api(
      'GET',
      BASE + q(`(columns:!(name,created_by.first_name),filters:!((col:name,opr:eq,value:Sports)))`),
    );
    expect(picked.body.result).toEqual([{ name: 'Sports', created_by: { first_name: 'Tessera' } }]);

    const keysOnly = await api('GET', BASE + q(`(keys:!(none),page_size:1)`));
    expect(keysOnly.body.list_columns).toBeUndefined();
    expect(keysOnly.body.result).toHaveLength(1);

    const badOrder = await api('GET', BASE + q(`(order_column:secret)`));
    expect(badOrder.status).toBe(400);
    const badColumn = await api('GET', BASE + q(`(filters:!((col:password,opr:eq,value:x)))`));
    expect(badColumn.status).toBe(400);

    const layer = await newLayer('Launches');
    for (const [short, long, start] of [
      ['Rocket A', 'Maiden flight', '2024-05-01'],
      ['Rocket B', null, '2024-04-01'],
      ['Balloon', 'Carried a rocket camera', '2024-06-01'],
    ] as const)
      await newAnnotation(layer, {
        short_descr: short,
        long_descr: long,
        start_dttm: start,
        end_dttm: start,
      });
    const shorts = async (rison: string) =>
      (await api('GET', `${BASE}${layer}/annotation/${q(rison)}`)).body.result.map(
        (a: { short_descr: string }) => a.short_descr,
      );
    expect(await shorts(`(order_column:start_dttm,order_direction:asc)`)).toEqual([
      'Rocket B',
      'Rocket A',
      'Balloon',
    ]);
    expect(
      await shorts(`(filters:!((col:short_descr,opr:ct,value:rocket)),order_column:short_descr)`),
    ).toEqual(['Rocket A', 'Rocket B']);
    expect(
      await shorts(
        `(filters:!((col:short_descr,opr:annotation_all_text,value:rocket)),order_column:start_dttm,order_direction:desc)`,
      ),
    ).toEqual(['Balloon', 'Rocket A', 'Rocket B']);
  });

  it('lets Gamma read layers and annotations but not change them', async () => {
    const layer = await newLayer('Read only for gamma');
    const annotation = await newAnnotation(layer, {
      short_descr: 'Visible',
      start_dttm: '2024-01-01',
      end_dttm: '2024-01-02',
    });

    expect((await api('GET', BASE, undefined, gamma)).status).toBe(200);
    expect((await api('GET', `${BASE}${layer}`, undefined, gamma)).status).toBe(200);
    expect((await api('GET', `${BASE}${layer}/annotation/`, undefined, gamma)).body.count).toBe(1);
    expect(
      (await api('GET', `${BASE}${layer}/annotation/${annotation}`, undefined, gamma)).status,
    ).toBe(200);
    const info = await api('GET', `${BASE}_info${q('(keys:!(permissions))')}`, undefined, gamma);
    expect(info.body).toEqual({ permissions: ['can_read'] });

    const writes: [string, string, unknown][] = [
      ['POST', BASE, { name: 'Gamma layer' }],
      ['PUT', `${BASE}${layer}`, { descr: 'changed' }],
      ['DELETE', `${BASE}${layer}`, undefined],
      ['DELETE', BASE + q(`!(${layer})`), undefined],
      [
        'POST',
        `${BASE}${layer}/annotation/`,
        { short_descr: 'No', start_dttm: '2024-01-01', end_dttm: '2024-01-01' },
      ],
      ['PUT', `${BASE}${layer}/annotation/${annotation}`, { short_descr: 'Changed' }],
      ['DELETE', `${BASE}${layer}/annotation/${annotation}`, undefined],
      ['DELETE', `${BASE}${layer}/annotation/${q(`!(${annotation})`)}`, undefined],
    ];
    for (const [method, path, body] of writes) {
      const r = await api(method, path, body, gamma);
      expect(r.status, `${method} ${path}`).toBe(403);
    }
    expect(
      (await api('GET', `${BASE}${layer}/annotation/${annotation}`)).body.result,
    ).toMatchObject({ short_descr: 'Visible' });

    // Alpha writes.
    const alphaLayer = await api('POST', BASE, { name: 'Alpha layer' }, alpha);
    expect(alphaLayer.status).toBe(201);
    const adminInfo = await api('GET', `${BASE}_info`);
    expect(adminInfo.body).toMatchObject({
      permissions: ['can_read', 'can_write'],
      add_title: 'Add Annotation Layer',
      add_columns: [
        expect.objectContaining({ name: 'name', required: true, type: 'String' }),
        expect.objectContaining({ name: 'descr', required: false }),
      ],
    });
    expect(adminInfo.body.filters.name).toContainEqual({
      name: 'All Text',
      operator: 'annotation_layer_all_text',
    });
  });

  it('offers the creators to filter by', async () => {
    const related = await api('GET', `${BASE}related/created_by${q('(filter:alf)')}`);
    expect(related.status).toBe(200);
    expect(related.body).toEqual({
      count: 1,
      result: [
        {
          value: expect.any(Number),
          text: 'Alfa Tester',
          extra: { email: 'alfa@example.com', active: true },
        },
      ],
    });
    expect((await api('GET', `${BASE}related/descr`)).status).toBe(404);
  });

  it('gives a chart query the annotations of a NATIVE layer that overlap its window', async () => {
    const layer = await newLayer('Native for charts');
    const add = (short: string, start: string, end: string, json: string | null = null) =>
      newAnnotation(layer, {
        short_descr: short,
        long_descr: `${short} details`,
        start_dttm: start,
        end_dttm: end,
        json_metadata: json,
      });
    await add('Kick-off', '2024-01-01 00:00', '2024-01-05 00:00', '{"a":1}');
    await add('Review', '2024-01-10 12:00', '2024-01-10 12:00');
    await add('Freeze', '2024-01-20 00:00', '2024-02-10 00:00');

    const data = (since: number | null, until: number | null) =>
      s.services.annotations.nativeAnnotationData(layer, { since, until });
    const shorts = async (since: number | null, until: number | null) =>
      (await data(since, until)).records.map((r) => r.short_descr);

    const all = await data(null, null);
    expect(all.columns).toEqual([
      'start_dttm',
      'end_dttm',
      'short_descr',
      'long_descr',
      'json_metadata',
    ]);
    expect(all.records[0]).toEqual({
      start_dttm: Date.UTC(2024, 0, 1),
      end_dttm: Date.UTC(2024, 0, 5),
      short_descr: 'Kick-off',
      long_descr: 'Kick-off details',
      json_metadata: '{"a":1}',
    });
    expect(all.records[1]).toMatchObject({
      start_dttm: Date.UTC(2024, 0, 10, 12),
      end_dttm: Date.UTC(2024, 0, 10, 12),
      json_metadata: null,
    });

    expect(await shorts(Date.UTC(2024, 0, 4), Date.UTC(2024, 0, 21))).toEqual([
      'Kick-off',
      'Review',
      'Freeze',
    ]);
    expect(await shorts(Date.UTC(2024, 0, 6), Date.UTC(2024, 0, 15))).toEqual(['Review']);
    // An interval spanning the whole window overlaps it.
    expect(await shorts(Date.UTC(2024, 1, 1), Date.UTC(2024, 1, 2))).toEqual(['Freeze']);
    // Bounds touch: an event exactly at the window's edge is in.
    expect(await shorts(Date.UTC(2024, 0, 10, 12), Date.UTC(2024, 0, 11))).toEqual(['Review']);
    expect(await shorts(Date.UTC(2024, 0, 5, 0, 0, 1), Date.UTC(2024, 0, 10, 11))).toEqual([]);
    expect(await shorts(null, Date.UTC(2024, 0, 2))).toEqual(['Kick-off']);
    expect(await shorts(Date.UTC(2024, 1, 10), null)).toEqual(['Freeze']);
    const asDates = await s.services.annotations.nativeAnnotationData(layer, {
      since: new Date(Date.UTC(2024, 0, 9)),
      until: '2024-01-11T00:00:00',
    });
    expect(asDates.records.map((r) => r.short_descr)).toEqual(['Review']);

    await expect(s.services.annotations.nativeAnnotationData(999999)).rejects.toThrow(
      'Annotation layer not found.',
    );
  });
});
