/**
 * Export bundles as Superset writes them: a dashboard with its charts, their datasets and
 * database under `dashboard_export_<stamp>/`, `secure_filename` names, layout CHARTs and
 * native filters naming uuids; everything a user sees as assets; what a user does not read
 * stays out (404 for what was asked). And the round trip: the assets of one store (an
 * annotation layer and a chart whose annotations name it and another chart among them)
 * imported into an empty one export the same bundle again, timestamps aside; a second import
 * of the same dashboard needs `overwrite=true`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { login } from '../support/client.js';
import { ChartsSession } from './chartsSession.js';
import { layoutOf, newDashboard, readBack } from './dashboardLayouts.js';
import { getBundle, idsQuery, postBundle, underRoot, yamlOf, zipOf } from './bundles.fixtures.js';

const available = await storeAvailable();

/**
 * An exported dashboard with every chart id (layout `chartId`, and the ids in its metadata:
 * native filters' scopes, `chart_configuration`, `expanded_slices`,
 * `timed_refresh_immune_slices`) replaced by the chart's uuid, which the layout pairs with it.
 */
function chartIdsAsUuids(dashboard: Record<string, unknown>): string {
  const text = JSON.stringify(dashboard);
  const position = dashboard.position as Record<string, { meta?: Record<string, unknown> }>;
  const uuids = new Map<string, string>();
  for (const node of Object.values(position))
    if (node.meta?.chartId !== undefined)
      uuids.set(String(node.meta.chartId), String(node.meta.uuid));
  // ids as numbers in chart-id places and as object keys
  return text.replace(
    /("(?:chartId|id)":|[[,]|"(?=\d+":))(\d+)(?=[,\]}"])/g,
    (whole, before: string, id: string) => (uuids.has(id) ? `${before}${uuids.get(id)}` : whole),
  );
}

describe.skipIf(!available)('bundle export and the round trip', () => {
  const session = new ChartsSession();
  const { api } = session;
  let births: number;
  let sales: number;
  let board: number;
  let releases: number;
  let annotated: number;

  /** A saved chart as explore saves one: form data and query context on its dataset. */
  const chart = async (name: string, dataset: number, vizType: string) => {
    const formData = { datasource: `${dataset}__table`, viz_type: vizType, metric: 'count' };
    return session.create({
      slice_name: name,
      datasource_id: dataset,
      viz_type: vizType,
      params: JSON.stringify(formData),
      query_context: JSON.stringify({
        datasource: { id: dataset, type: 'table' },
        queries: [{ metrics: ['count'] }],
        form_data: formData,
      }),
    });
  };

  beforeAll(async () => {
    await session.start();
    births = await chart('Births / gender', session.births.id, 'pie');
    sales = await chart('Sales: by genre', session.sales.id, 'table');
    const metadata = {
      native_filter_configuration: [
        {
          id: 'NATIVE_FILTER-g',
          type: 'NATIVE_FILTER',
          name: 'Gender',
          filterType: 'filter_select',
          targets: [{ datasetId: session.births.id, column: { name: 'gender' } }],
          controlValues: { multiSelect: true },
          defaultDataMask: { filterState: { value: null } },
          cascadeParentIds: [],
          scope: { rootPath: ['ROOT_ID'], excluded: [sales] },
          chartsInScope: [births],
          description: '',
        },
      ],
      chart_configuration: {
        [births]: { id: births, crossFilters: { scope: 'global', chartsInScope: [sales] } },
      },
      timed_refresh_immune_slices: [sales],
      expanded_slices: { [births]: true },
    };
    board = await newDashboard(session, {
      dashboard_title: 'Round trip',
      published: true,
      position_json: JSON.stringify(layoutOf([[births, sales]])),
      json_metadata: JSON.stringify(metadata),
    });
    releases = (await api('POST', '/api/v1/annotation_layer/', { name: 'Releases' })).body.id;
    for (const note of [
      {
        short_descr: 'v1',
        start_dttm: '2001-01-01',
        end_dttm: '2001-01-01',
        json_metadata: '{"a":[1]}',
      },
      {
        short_descr: 'v2',
        long_descr: 'Second',
        start_dttm: '2002-06-30 12:00:00.5',
        end_dttm: '2002-07-01',
      },
    ])
      expect(
        (await api('POST', `/api/v1/annotation_layer/${releases}/annotation/`, note)).status,
      ).toBe(201);
    const annotations = [
      { name: 'releases', annotationType: 'EVENT', sourceType: 'NATIVE', value: releases },
      { name: 'births', annotationType: 'TIME_SERIES', sourceType: 'line', value: births },
    ];
    const formData = {
      datasource: `${session.births.id}__table`,
      viz_type: 'echarts_timeseries_line',
      annotation_layers: annotations,
    };
    annotated = await session.create({
      slice_name: 'Annotated',
      viz_type: 'echarts_timeseries_line',
      params: JSON.stringify(formData),
      query_context: JSON.stringify({
        datasource: { id: session.births.id, type: 'table' },
        queries: [{ metrics: ['count'], annotation_layers: annotations }],
        form_data: formData,
      }),
    });
    const saved = await api('POST', '/api/v1/saved_query/', {
      db_id: (await api('GET', `/api/v1/dataset/${session.births.id}`)).body.result.database.id,
      label: 'Top names',
      schema: 'main',
      sql: 'SELECT name FROM birth_names LIMIT 10',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  }, 240_000);
  afterAll(session.stop);

  it('exports a dashboard with its charts, datasets and database, named as Superset names them', async () => {
    const r = await getBundle(
      session.s.url,
      session.admin,
      `/api/v1/dashboard/export/${idsQuery([board])}`,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/zip');
    expect(r.root).toMatch(/^dashboard_export_\d{8}T\d{6}$/);
    expect(r.headers.get('content-disposition')).toBe(`attachment; filename=${r.root}.zip`);
    const names = [...r.files.keys()].sort();
    expect(names).toEqual(
      [
        'metadata.yaml',
        `dashboards/Round_trip_${board}.yaml`,
        `charts/Births_gender_${births}.yaml`,
        `charts/Sales_by_genre_${sales}.yaml`,
        `datasets/examples/birth_names_${session.births.id}.yaml`,
        `datasets/examples/video_game_sales_${session.sales.id}.yaml`,
        'databases/examples.yaml',
      ].sort(),
    );
    expect(yamlOf(r.files.get('metadata.yaml'))).toMatchObject({
      version: '1.0.0',
      type: 'Dashboard',
    });
    const dashboard = yamlOf(r.files.get(`dashboards/Round_trip_${board}.yaml`));
    const chartFile = yamlOf(r.files.get(`charts/Births_gender_${births}.yaml`));
    const datasetFile = yamlOf(
      r.files.get(`datasets/examples/birth_names_${session.births.id}.yaml`),
    );
    const databaseFile = yamlOf(r.files.get('databases/examples.yaml'));
    expect(dashboard).toMatchObject({
      dashboard_title: 'Round trip',
      published: true,
      version: '1.0.0',
    });
    expect(dashboard.position['CHART-0-0'].meta).toMatchObject({
      chartId: births,
      uuid: chartFile.uuid,
    });
    expect(dashboard.metadata.native_filter_configuration[0].targets[0]).toEqual({
      datasetUuid: datasetFile.uuid,
      column: { name: 'gender' },
    });
    expect(chartFile).toMatchObject({
      slice_name: 'Births / gender',
      viz_type: 'pie',
      dataset_uuid: datasetFile.uuid,
    });
    expect(chartFile.params).toMatchObject({ metric: 'count' });
    expect(typeof chartFile.query_context).toBe('string');
    expect(datasetFile).toMatchObject({
      table_name: 'birth_names',
      database_uuid: databaseFile.uuid,
    });
    expect(datasetFile.columns.map((c: { column_name: string }) => c.column_name)).toContain(
      'gender',
    );
    expect(databaseFile).toMatchObject({ database_name: 'examples', allow_csv_upload: false });
  });

  it('exports only what the user reads: 404 for a chart it does not, the rest left out', async () => {
    const gamma = session.gamma;
    const hidden = await getBundle(
      session.s.url,
      gamma,
      `/api/v1/chart/export/${idsQuery([sales])}`,
    );
    expect(hidden.status).toBe(404);
    const both = await getBundle(
      session.s.url,
      gamma,
      `/api/v1/chart/export/${idsQuery([births, sales])}`,
    );
    expect(both.status).toBe(404);
    const own = await getBundle(session.s.url, gamma, `/api/v1/chart/export/${idsQuery([births])}`);
    expect(own.status).toBe(200);
    expect([...own.files.keys()].filter((p) => p.startsWith('datasets/'))).toEqual([
      `datasets/examples/birth_names_${session.births.id}.yaml`,
    ]);
    const board1 = await getBundle(
      session.s.url,
      gamma,
      `/api/v1/dashboard/export/${idsQuery([board])}`,
    );
    expect(board1.status).toBe(200);
    expect([...board1.files.keys()].filter((p) => p.startsWith('charts/'))).toEqual([
      `charts/Births_gender_${births}.yaml`,
    ]);
    expect(
      (
        await getBundle(
          session.s.url,
          gamma,
          `/api/v1/dataset/export/${idsQuery([session.births.id])}`,
        )
      ).status,
    ).toBe(403);
    expect((await getBundle(session.s.url, gamma, '/api/v1/assets/export/')).status).toBe(403);
    expect(
      (await getBundle(session.s.url, session.admin, `/api/v1/chart/export/?q=oops`)).status,
    ).toBe(400);
  });

  it('imports the same dashboard again only with overwrite=true', async () => {
    const r = await getBundle(
      session.s.url,
      session.admin,
      `/api/v1/dashboard/export/${idsQuery([board])}`,
    );
    const zip = await zipOf(underRoot(r.root, Object.fromEntries(r.files)));
    const again = await postBundle(session.s.url, session.admin, '/api/v1/dashboard/import/', zip);
    expect(again.status).toBe(422);
    const file = `dashboards/Round_trip_${board}.yaml`;
    expect(again.body.errors[0]).toMatchObject({
      message: 'Error importing dashboard',
      error_type: 'GENERIC_COMMAND_ERROR',
      level: 'warning',
      extra: { [file]: 'Dashboard already exists and `overwrite=true` was not passed' },
    });
    expect(again.body.errors[0].extra.issue_codes[0].code).toBe(1010);
    const overwritten = await postBundle(
      session.s.url,
      session.admin,
      '/api/v1/dashboard/import/',
      zip,
      {
        overwrite: 'true',
      },
    );
    expect(overwritten.status, JSON.stringify(overwritten.body)).toBe(200);
    expect(overwritten.body).toEqual({ message: 'OK' });
    const back = await readBack(session, board);
    expect(back.chartIds.sort()).toEqual([births, sales].sort());
    expect((await api('GET', '/api/v1/dashboard/')).body.count).toBe(1);
  });

  it('imports the assets into an empty store, which exports them again the same', async () => {
    const first = await getBundle(session.s.url, session.admin, '/api/v1/assets/export/');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.root).toMatch(/^assets_export_/);
    expect(yamlOf(first.files.get('metadata.yaml'))).toMatchObject({ type: 'assets' });
    expect([...first.files.keys()].some((p) => p.startsWith('queries/examples/main/'))).toBe(true);
    const layerFile = yamlOf(first.files.get(`annotation_layers/Releases_${releases}.yaml`));
    expect(layerFile.annotation.map((a: { start_dttm: string }) => a.start_dttm)).toEqual([
      '2001-01-01T00:00:00',
      '2002-06-30T12:00:00.500000',
    ]);
    const chartFile = yamlOf(first.files.get(`charts/Annotated_${annotated}.yaml`));
    expect(chartFile.params.annotation_layers.map((l: { value: unknown }) => l.value)).toEqual([
      layerFile.uuid,
      yamlOf(first.files.get(`charts/Births_gender_${births}.yaml`)).uuid,
    ]);
    let empty: TestServer | undefined;
    try {
      empty = await startTestServer();
      const admin = await login(empty.url, TEST_ADMIN.username, TEST_ADMIN.password);
      const zip = await zipOf(underRoot(first.root, Object.fromEntries(first.files)));
      const imported = await postBundle(empty.url, admin, '/api/v1/assets/import/', zip);
      expect(imported.status, JSON.stringify(imported.body)).toBe(200);
      const second = await getBundle(empty.url, admin, '/api/v1/assets/export/');
      // the timestamp aside, and chart ids (the two stores number apart) read as their uuids
      const withoutStamp = (files: Map<string, string>) =>
        new Map(
          [...files].map(([p, t]) => [
            p.replace(/_\d+\.yaml$/, '.yaml'),
            p === 'metadata.yaml'
              ? yamlOf(t).type
              : p.startsWith('dashboards/')
                ? chartIdsAsUuids(yamlOf(t))
                : t,
          ]),
        );
      expect(withoutStamp(second.files)).toEqual(withoutStamp(first.files));
    } finally {
      await empty?.stop();
    }
  }, 120_000);
});
