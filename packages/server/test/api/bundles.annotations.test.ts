/**
 * Annotations travel in bundles, as in Superset's newest exporter: a chart's NATIVE annotation
 * layer and its source charts go with it, named by uuid (what is gone or not read by the
 * exporter stays out); an import into another store creates the layer with its annotations
 * and points the chart at that store's layer and charts, so its data has the annotations; an
 * existing layer is kept without `overwrite` and replaced with it; a bad layer file is a 422
 * naming the file and field and writes nothing; a user who may not write annotations creates
 * no layer; an older bundle's ids are dropped, FORMULA entries kept. Two servers, each with
 * the example data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { call, login } from '../support/client.js';
import { removeExampleAssets } from '../support/exampleAssets.js';
import { ChartsSession } from './chartsSession.js';
import { sumNum, xAxis } from './chartDataExamples.js';
import {
  getBundle,
  idsQuery,
  postBundle,
  underRoot,
  yamlOf,
  zipOf,
  type ExportAnswer,
} from './bundles.fixtures.js';

const available = await storeAvailable();

type Layer = { name: string; value: unknown };
type Files = Record<string, string>;

/** The annotation entries of a chart's form data, query and query context's form data. */
function entries(params: unknown, queryContext: unknown): Layer[][] {
  const p = (typeof params === 'string' ? JSON.parse(params) : params) as { annotation_layers: [] };
  const qc = JSON.parse(String(queryContext));
  return [p.annotation_layers, qc.queries[0].annotation_layers, qc.form_data.annotation_layers];
}
const namesAndValues = (layers: Layer[]) => layers.map((l) => [l.name, l.value]);

/** A bundle file's text. */
const yamlText = (value: unknown) => stringify(value, { version: '1.1' });

const NEW_UUID = '0a0a0a0a-0000-4000-8000-0000000000';

describe.skipIf(!available)('annotations in bundles', () => {
  const session = new ChartsSession();
  const { api } = session;
  let target: TestServer;
  let targetAdmin: string;
  const onTarget = (method: string, path: string, body?: unknown) =>
    call(target.url, method, path, { token: targetAdmin, body });
  let layer: number;
  let annotated: number;
  let source: number;
  let games: number;
  let exported: ExportAnswer;
  const paths = {} as Record<'annotated' | 'source' | 'games' | 'layer', string>;

  /** The annotation entries of a chart: the three kinds of source, and a gone layer. */
  const layers = (native: unknown, line: unknown, table: unknown) => [
    { name: 'goal', annotationType: 'FORMULA', sourceType: '', value: 'x*2', show: true },
    { name: 'events', annotationType: 'EVENT', sourceType: 'NATIVE', value: native, show: true },
    {
      name: 'trend',
      annotationType: 'TIME_SERIES',
      sourceType: 'line',
      value: line,
      show: true,
      overrides: { time_range: null },
    },
    { name: 'games', annotationType: 'EVENT', sourceType: 'table', value: table, show: true },
    { name: 'gone', annotationType: 'INTERVAL', sourceType: 'NATIVE', value: 987654, show: true },
  ];

  /** A line chart on birth_names with the annotation entries in its form data and query. */
  const annotatedChart = (annotationLayers: unknown[]) => {
    const formData = {
      viz_type: 'echarts_timeseries_line',
      datasource: `${session.births.id}__table`,
      x_axis: 'ds',
      time_grain_sqla: 'P1Y',
      metrics: [sumNum],
      annotation_layers: annotationLayers,
    };
    return {
      slice_name: 'Births with milestones',
      viz_type: 'echarts_timeseries_line',
      params: JSON.stringify(formData),
      query_context: JSON.stringify({
        datasource: { id: session.births.id, type: 'table' },
        queries: [
          {
            columns: [xAxis('P1Y')],
            metrics: [sumNum],
            filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '1995-01-01 : 2005-01-01' }],
            annotation_layers: annotationLayers,
          },
        ],
        form_data: formData,
        result_type: 'full',
        result_format: 'json',
      }),
    };
  };

  /** A bundle of the exported files, some replaced or left out. */
  const bundleWith = (changes: Record<string, string | null>) => {
    const files: Files = Object.fromEntries(exported.files);
    for (const [path, text] of Object.entries(changes))
      if (text === null) delete files[path];
      else files[path] = text;
    return zipOf(underRoot(exported.root, files));
  };
  const fileOf = (path: string) => yamlOf(exported.files.get(path));
  /** The annotated chart's file as another chart (its own uuid and name). */
  const otherChart = (n: number, changes: Record<string, unknown> = {}) =>
    yamlText({
      ...fileOf(paths.annotated),
      slice_name: `Births again ${n}`,
      uuid: `${NEW_UUID}${10 + n}`,
      ...changes,
    });
  const datasetAndDatabase = () =>
    [...exported.files.keys()].filter((p) => /^(datasets|databases)\//.test(p));
  const only = (keep: string[]) =>
    Object.fromEntries(
      [...exported.files.keys()]
        .filter((p) => p !== 'metadata.yaml' && !keep.includes(p))
        .map((p) => [p, null]),
    );

  beforeAll(async () => {
    await session.start();
    const created = await api('POST', '/api/v1/annotation_layer/', {
      name: 'Milestones',
      descr: 'Things that happened',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    layer = created.body.id;
    for (const note of [
      {
        short_descr: 'Census',
        long_descr: 'Counted',
        start_dttm: '2000-04-01 00:00',
        end_dttm: '2000-04-02 00:00',
        json_metadata: '{"color":"red"}',
      },
      { short_descr: 'Long ago', start_dttm: '1990-01-01 00:00', end_dttm: '1990-01-02 00:00' },
    ]) {
      const r = await api('POST', `/api/v1/annotation_layer/${layer}/annotation/`, note);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    }
    source = await session.create({
      slice_name: 'Births by gender',
      viz_type: 'echarts_timeseries_line',
      params: JSON.stringify({
        viz_type: 'echarts_timeseries_line',
        datasource: `${session.births.id}__table`,
        x_axis: 'ds',
        time_grain_sqla: 'P1Y',
        metrics: [sumNum],
        groupby: ['gender'],
        row_limit: 10000,
      }),
    });
    games = await session.create({
      slice_name: 'Top games',
      datasource_id: session.sales.id,
      viz_type: 'table',
      params: JSON.stringify({ viz_type: 'table', datasource: `${session.sales.id}__table` }),
    });
    annotated = await session.create(annotatedChart(layers(layer, source, games)));
    paths.annotated = `charts/Births_with_milestones_${annotated}.yaml`;
    paths.source = `charts/Births_by_gender_${source}.yaml`;
    paths.games = `charts/Top_games_${games}.yaml`;
    paths.layer = `annotation_layers/Milestones_${layer}.yaml`;
    exported = await getBundle(
      session.s.url,
      session.admin,
      `/api/v1/chart/export/${idsQuery([annotated])}`,
    );

    target = await startTestServer({ TESSERA_LOAD_EXAMPLES: 'true' });
    targetAdmin = await login(target.url, TEST_ADMIN.username, TEST_ADMIN.password);
    await removeExampleAssets(target.url, targetAdmin);
    // a layer of its own first, so that the imported one's id is not the exporter's
    for (const name of ['Placeholder', 'Another'])
      expect((await onTarget('POST', '/api/v1/annotation_layer/', { name })).status).toBe(201);
  }, 300_000);
  afterAll(async () => {
    await session.stop();
    await target?.stop();
  });

  it('exports the layer and the source charts with the chart, named by uuid', async () => {
    expect(exported.status, JSON.stringify(exported.body)).toBe(200);
    expect([...exported.files.keys()].sort()).toEqual(
      [
        'metadata.yaml',
        paths.annotated,
        paths.source,
        paths.games,
        paths.layer,
        `datasets/examples/birth_names_${session.births.id}.yaml`,
        `datasets/examples/video_game_sales_${session.sales.id}.yaml`,
        'databases/examples.yaml',
      ].sort(),
    );
    const layerFile = fileOf(paths.layer);
    const chart = fileOf(paths.annotated);
    const expected = [
      ['goal', 'x*2'],
      ['events', layerFile.uuid],
      ['trend', fileOf(paths.source).uuid],
      ['games', fileOf(paths.games).uuid],
    ];
    for (const list of entries(chart.params, chart.query_context))
      expect(namesAndValues(list)).toEqual(expected);
    expect(layerFile).toEqual({
      name: 'Milestones',
      descr: 'Things that happened',
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      annotation: [
        {
          short_descr: 'Census',
          long_descr: 'Counted',
          start_dttm: '2000-04-01T00:00:00',
          end_dttm: '2000-04-02T00:00:00',
          json_metadata: { color: 'red' },
          uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        },
        {
          short_descr: 'Long ago',
          long_descr: null,
          start_dttm: '1990-01-01T00:00:00',
          end_dttm: '1990-01-02T00:00:00',
          json_metadata: null,
          uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        },
      ],
      version: '1.0.0',
    });
  });

  it('leaves out of the export a source chart the user does not read', async () => {
    const r = await getBundle(
      session.s.url,
      session.gamma,
      `/api/v1/chart/export/${idsQuery([annotated])}`,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect([...r.files.keys()].filter((p) => p.startsWith('charts/')).sort()).toEqual(
      [paths.annotated, paths.source].sort(),
    );
    expect(r.files.has(paths.layer)).toBe(true);
    const chart = yamlOf(r.files.get(paths.annotated));
    for (const list of entries(chart.params, chart.query_context))
      expect(list.map((l) => l.name)).toEqual(['goal', 'events', 'trend']);
  });

  it('imports the layer with its annotations and points the chart at it; its data has them', async () => {
    const imported = await postBundle(
      target.url,
      targetAdmin,
      '/api/v1/chart/import/',
      await bundleWith({}),
    );
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const list = (await onTarget('GET', '/api/v1/annotation_layer/')).body.result;
    const here = list.find((l: { name: string }) => l.name === 'Milestones');
    expect(here.id).not.toBe(layer);
    expect(here.descr).toBe('Things that happened');
    const notes = (await onTarget('GET', `/api/v1/annotation_layer/${here.id}/annotation/`)).body;
    expect(notes.result.map((n: { short_descr: string }) => n.short_descr).sort()).toEqual([
      'Census',
      'Long ago',
    ]);
    const census = notes.result.find((n: { short_descr: string }) => n.short_descr === 'Census');
    const shown = (
      await onTarget('GET', `/api/v1/annotation_layer/${here.id}/annotation/${census.id}`)
    ).body.result;
    expect(shown).toMatchObject({
      long_descr: 'Counted',
      start_dttm: '2000-04-01T00:00:00',
      end_dttm: '2000-04-02T00:00:00',
    });
    expect(JSON.parse(shown.json_metadata)).toEqual({ color: 'red' });

    const idOf = async (path: string) =>
      (await onTarget('GET', `/api/v1/chart/${fileOf(path).uuid}`)).body.result.id as number;
    const chart = (await onTarget('GET', `/api/v1/chart/${fileOf(paths.annotated).uuid}`)).body
      .result;
    const expected = [
      ['goal', 'x*2'],
      ['events', here.id],
      ['trend', await idOf(paths.source)],
      ['games', await idOf(paths.games)],
    ];
    for (const layers of entries(chart.params, chart.query_context))
      expect(namesAndValues(layers)).toEqual(expected);

    const data = await onTarget('GET', `/api/v1/chart/${chart.id}/data/`);
    expect(data.status, JSON.stringify(data.body)).toBe(200);
    const annotationData = data.body.result[0].annotation_data;
    expect(annotationData.events).toEqual({
      columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'],
      records: [
        {
          start_dttm: Date.UTC(2000, 3, 1),
          end_dttm: Date.UTC(2000, 3, 2),
          short_descr: 'Census',
          long_descr: 'Counted',
          json_metadata: '{"color":"red"}',
        },
      ],
    });
    expect(annotationData.trend.length).toBeGreaterThan(0);
  });

  it('keeps an existing layer without overwrite=true, and replaces it with it', async () => {
    const before = fileOf(paths.layer);
    const changed = yamlText({
      ...before,
      descr: 'Changed',
      annotation: [
        { ...before.annotation[0], long_descr: 'Recounted' },
        { short_descr: 'Y2K', start_dttm: '2000-01-01T00:00:00', end_dttm: null },
      ],
    });
    // the source charts are this store's already: the bundle names them only
    const bundle = await bundleWith({
      ...only([paths.layer, ...datasetAndDatabase()]),
      [paths.layer]: changed,
      [paths.annotated]: otherChart(1),
    });
    const here = async () => {
      const list = (await onTarget('GET', '/api/v1/annotation_layer/')).body.result;
      const found = list.find((l: { name: string }) => l.name === 'Milestones');
      const notes = (await onTarget('GET', `/api/v1/annotation_layer/${found.id}/annotation/`)).body
        .result as { id: number; short_descr: string; long_descr: string | null }[];
      return {
        id: found.id as number,
        descr: found.descr,
        notes: notes.map((n) => [n.short_descr, n.long_descr]).sort(),
        census: notes.find((n) => n.short_descr === 'Census')?.id,
      };
    };
    const first = await here();

    const kept = await postBundle(target.url, targetAdmin, '/api/v1/chart/import/', bundle);
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(await here()).toEqual(first);
    const again = (await onTarget('GET', `/api/v1/chart/${NEW_UUID}11`)).body.result;
    expect(entries(again.params, again.query_context)[0][1]).toMatchObject({
      name: 'events',
      value: first.id,
    });

    const replaced = await postBundle(target.url, targetAdmin, '/api/v1/chart/import/', bundle, {
      overwrite: 'true',
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(await here()).toEqual({
      id: first.id,
      descr: 'Changed',
      notes: [
        ['Census', 'Recounted'],
        ['Y2K', null],
      ],
      census: first.census,
    });
  });

  it('refuses a bad layer file with a 422 naming the file and field, writing nothing', async () => {
    const counts = async () => ({
      charts: (await onTarget('GET', '/api/v1/chart/')).body.count,
      layers: (await onTarget('GET', '/api/v1/annotation_layer/')).body.count,
    });
    const before = await counts();
    const badFile = 'annotation_layers/Broken_9.yaml';
    const broken = (layerFile: Record<string, unknown>) =>
      bundleWith({
        ...only(datasetAndDatabase()),
        [badFile]: yamlText({ uuid: `${NEW_UUID}90`, version: '1.0.0', ...layerFile }),
        [paths.annotated]: otherChart(2, {
          params: {
            ...fileOf(paths.annotated).params,
            annotation_layers: [{ name: 'b', sourceType: 'NATIVE', value: `${NEW_UUID}90` }],
          },
        }),
      });

    const invalid = await postBundle(
      target.url,
      targetAdmin,
      '/api/v1/chart/import/',
      await broken({
        name: 'Broken',
        annotation: [{ short_descr: 'Oops', start_dttm: 'someday' }],
      }),
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors[0]).toMatchObject({
      message: 'Error importing chart',
      extra: { [badFile]: { annotation: { 0: { start_dttm: ['Not a valid datetime.'] } } } },
    });

    // found only while writing: the chart, imported after the layer, goes back too
    const taken = await postBundle(
      target.url,
      targetAdmin,
      '/api/v1/chart/import/',
      await broken({ name: 'Placeholder' }),
    );
    expect(taken.status).toBe(422);
    expect(taken.body.errors[0].extra[badFile]).toEqual({ name: ['Name must be unique'] });
    expect(await counts()).toEqual(before);
    expect((await onTarget('GET', `/api/v1/chart/${NEW_UUID}12`)).status).toBe(404);
  });

  it('creates no layer for a user who may not write annotations', async () => {
    const file = `annotation_layers/Fresh_1.yaml`;
    const bundle = await bundleWith({
      ...only(datasetAndDatabase()),
      [file]: yamlText({ ...fileOf(paths.layer), name: 'Fresh', uuid: `${NEW_UUID}91` }),
      [paths.annotated]: otherChart(3, {
        params: {
          ...fileOf(paths.annotated).params,
          annotation_layers: [{ name: 'f', sourceType: 'NATIVE', value: `${NEW_UUID}91` }],
        },
      }),
    });
    const r = await postBundle(session.s.url, session.gamma, '/api/v1/chart/import/', bundle);
    expect(r.status).toBe(422);
    expect(r.body.errors[0].extra[file]).toBe(
      "Annotation layer doesn't exist and user doesn't have permission to create annotation layers",
    );
  });

  it('keeps only the FORMULA entries of an older bundle, whose ids are the other store’s', async () => {
    const here = (await onTarget('GET', '/api/v1/annotation_layer/')).body.result[0].id;
    const old = annotatedChart(layers(here, 1, 2));
    const bundle = await bundleWith({
      ...only(datasetAndDatabase()),
      [paths.annotated]: otherChart(4, {
        params: JSON.parse(old.params),
        query_context: old.query_context,
      }),
    });
    const r = await postBundle(target.url, targetAdmin, '/api/v1/chart/import/', bundle);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const chart = (await onTarget('GET', `/api/v1/chart/${NEW_UUID}14`)).body.result;
    for (const list of entries(chart.params, chart.query_context))
      expect(namesAndValues(list)).toEqual([['goal', 'x*2']]);
  });
});
