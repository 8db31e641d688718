import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lockedConfig } from '../../src/engines/duckdb/lockdown.js';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stampFile } from '../../src/examples/files.js';
import { exampleDataDir, loadExamples, type ExampleTable } from '../../src/examples/loader.js';
import { decodePolyline, geohash, rawCsv, rawJson } from './rawData.js';

/** Row counts as ABOUT.md of the examples data gives them. */
const EXPECTED_ROWS: Record<string, number> = {
  birth_names: 75691,
  video_game_sales: 16595,
  cleaned_sales_data: 2823,
  covid_vaccines: 265,
  'FCC 2018 Survey': 28397,
  channels: 64,
  channel_members: 8368,
  messages: 4684,
  threads: 85,
  users: 2505,
  users_channels: 8368,
  exported_stats: 1141,
  unicode_test: 41,
  tutorial_flights: 2954,
  flights: 55105,
  random_time_series: 50000,
  multiformat_time_series: 800,
  long_lat: 261552,
  sf_population_polygons: 25,
  bart_lines: 5,
  birth_france_by_region: 96, // ABOUT.md says 95; the file has 96 departments (2A and 2B, no 20)
  airports: 322,
  energy_usage: 85,
};

const q = (name: string) => `"${name}"`;

let dir: string;
let dbPath: string;
let tables: ExampleTable[];
// Held for as long as `conn` is open: DuckDB's instance cache waits for the connections of a
// dropped instance to close before it opens the same file again.
let instance: DuckDBInstance;
let conn: DuckDBConnection;

async function rows(sql: string): Promise<Record<string, unknown>[]> {
  return (await conn.runAndReadAll(sql)).getRowObjectsJS();
}

async function columnTypes(table: string): Promise<Record<string, string>> {
  const r = await rows(
    `SELECT column_name, data_type FROM duckdb_columns() WHERE table_name = '${table}' ORDER BY column_index`,
  );
  return Object.fromEntries(r.map((x) => [String(x.column_name), String(x.data_type)]));
}

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const name of Object.keys(EXPECTED_ROWS)) {
    out[name] = Number((await rows(`SELECT count(*) AS n FROM ${q(name)}`))[0].n);
  }
  return out;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tessera-examples-'));
  dbPath = join(dir, 'examples.duckdb');
  const started = performance.now();
  tables = await loadExamples(dbPath);
  console.log(
    `loadExamples: ${tables.length} tables in ${Math.round(performance.now() - started)} ms`,
  );
  instance = await DuckDBInstance.fromCache(dbPath, lockedConfig({}));
  conn = await instance.connect();
});

afterAll(() => {
  conn?.closeSync();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('loadExamples', () => {
  it('creates every table of the examples database with its exact row count', async () => {
    expect(Object.fromEntries(tables.map((t) => [t.table_name, t.row_count]))).toEqual(
      EXPECTED_ROWS,
    );
    expect(await counts()).toEqual(EXPECTED_ROWS);
  });

  it('keeps fields that span lines in covid_vaccines as one row each', async () => {
    const raw = rawCsv('covid_vaccines.csv.gz');
    expect(raw).toHaveLength(265);
    const multiline = raw.filter((r) => Object.values(r).some((v) => v.includes('\n')));
    expect(multiline.length).toBeGreaterThan(0);
    const loaded = await rows(
      `SELECT developer_researcher, anticipated_next_steps FROM covid_vaccines WHERE anticipated_next_steps LIKE '%' || chr(10) || '%'`,
    );
    expect(loaded.map((r) => r.developer_researcher).sort()).toEqual(
      raw
        .filter((r) => r.anticipated_next_steps.includes('\n'))
        .map((r) => r.developer_researcher)
        .sort(),
    );
  });

  it('gives birth_names.ds a TIMESTAMP holding the UTC time of the epoch milliseconds', async () => {
    expect(await columnTypes('birth_names')).toEqual({
      ds: 'TIMESTAMP',
      gender: 'VARCHAR',
      name: 'VARCHAR',
      num: 'BIGINT',
      state: 'VARCHAR',
      num_boys: 'BIGINT',
      num_girls: 'BIGINT',
    });
    const raw = rawJson<{ ds: number; name: string }[]>('birth_names.json.gz');
    const loaded = await rows(
      `SELECT epoch_ms(ds) AS ms, strftime(ds, '%Y-%m-%dT%H:%M:%S') AS text, name FROM birth_names ORDER BY rowid`,
    );
    const first = loaded[0];
    const last = loaded[loaded.length - 1];
    expect([Number(first.ms), first.name]).toEqual([raw[0].ds, raw[0].name]);
    expect([Number(last.ms), last.name]).toEqual([
      raw[raw.length - 1].ds,
      raw[raw.length - 1].name,
    ]);
    expect(first.text).toBe(new Date(raw[0].ds).toISOString().slice(0, 19));
    expect(last.text).toBe(new Date(raw[raw.length - 1].ds).toISOString().slice(0, 19));
    expect(first.text).toBe('1965-01-01T00:00:00');
  });

  it('makes video_game_sales.year numeric, NULL where the source says N/A', async () => {
    expect((await columnTypes('video_game_sales')).year).toBe('BIGINT');
    const raw = rawCsv('video_game_sales.csv.gz');
    const expected = new Map(
      raw.map((r) => [Number(r.rank), r.year === 'N/A' ? null : Number(r.year)]),
    );
    const loaded = await rows('SELECT rank, year FROM video_game_sales');
    const actual = new Map(
      loaded.map((r) => [Number(r.rank), r.year === null ? null : Number(r.year)]),
    );
    expect(actual).toEqual(expected);
    expect([...expected.values()].filter((y) => y === null)).toHaveLength(271);
  });

  it('sums birth_names.num by gender as the raw file does', async () => {
    const raw =
      rawJson<{ gender: string; num: number; sum_boys: number; sum_girls: number }[]>(
        'birth_names.json.gz',
      );
    const expected: Record<string, number> = {};
    for (const r of raw) expected[r.gender] = (expected[r.gender] ?? 0) + r.num;
    const loaded = await rows('SELECT gender, SUM(num) AS total FROM birth_names GROUP BY gender');
    expect(Object.fromEntries(loaded.map((r) => [r.gender, Number(r.total)]))).toEqual(expected);
    const [girls] = await rows('SELECT SUM(num_girls) AS g, SUM(num_boys) AS b FROM birth_names');
    expect([Number(girls.g), Number(girls.b)]).toEqual([expected.girl, expected.boy]);
  });

  it('parses the dates and times of the other tables as Superset does', async () => {
    const types = async (table: string, names: string[]) => {
      const all = await columnTypes(table);
      return names.map((n) => all[n]);
    };
    expect(await types('cleaned_sales_data', ['order_date', 'sales', 'postal_code'])).toEqual([
      'TIMESTAMP',
      'DOUBLE',
      'VARCHAR',
    ]);
    expect(
      await types('flights', ['ds', 'DEPARTURE_DELAY', 'LATITUDE_DEST', 'SCHEDULED_DEPARTURE']),
    ).toEqual(['TIMESTAMP', 'DOUBLE', 'DOUBLE', 'BIGINT']);
    expect(await types('random_time_series', ['ds'])).toEqual(['TIMESTAMP']);
    // prettier-ignore
    expect(await columnTypes('multiformat_time_series')).toEqual({
      ds: 'DATE', ds2: 'TIMESTAMP', epoch_s: 'BIGINT', epoch_ms: 'BIGINT',
      string0: 'VARCHAR', string1: 'VARCHAR', string2: 'VARCHAR', string3: 'VARCHAR',
    });
    expect(
      await types('FCC 2018 Survey', ['time_start', 'time_end', 'age', 'is_software_dev']),
    ).toEqual(['TIMESTAMP', 'VARCHAR', 'BIGINT', 'DOUBLE']);
    expect(await types('messages', ['ts', 'thread_ts', 'is_starred'])).toEqual([
      'TIMESTAMP',
      'VARCHAR',
      'BOOLEAN',
    ]);
    expect(await types('exported_stats', ['date', 'name'])).toEqual(['TIMESTAMP', 'BIGINT']);
    expect(await types('tutorial_flights', ['Travel Date', 'Distance'])).toEqual([
      'TIMESTAMP',
      'DOUBLE',
    ]);
    expect(await types('unicode_test', ['dttm', 'value'])).toEqual(['DATE', 'DOUBLE']);
    expect(await types('energy_usage', ['source', 'target', 'value'])).toEqual([
      'VARCHAR',
      'VARCHAR',
      'DOUBLE',
    ]);
    expect(await types('birth_france_by_region', ['DEPT_ID', '2004', 'dttm'])).toEqual([
      'VARCHAR',
      'BIGINT',
      'DATE',
    ]);

    const [sales] = await rows(
      `SELECT strftime(min(order_date), '%Y-%m-%d') AS lo, strftime(max(order_date), '%Y-%m-%d') AS hi FROM cleaned_sales_data`,
    );
    expect(sales).toEqual({ lo: '2003-01-06', hi: '2005-05-31' });
    const raw = rawJson<Record<string, string | number>[]>('multiformat_time_series.json.gz');
    const [m] = await rows(
      `SELECT epoch(ds2) AS s, strftime(ds, '%Y-%m-%d') AS d, string0 FROM multiformat_time_series ORDER BY rowid LIMIT 1`,
    );
    expect(Number(m.s)).toBe(raw[0].ds2);
    expect(m.d).toBe(new Date(Number(raw[0].ds) * 1000).toISOString().slice(0, 10));
    expect(m.string0).toBe(raw[0].string0);
    const [fcc] = await rows(
      `SELECT strftime(time_start, '%Y-%m-%dT%H:%M:%SZ') AS t FROM "FCC 2018 Survey" ORDER BY rowid LIMIT 1`,
    );
    expect(fcc.t).toBe(rawCsv('fcc_survey_2018.csv.gz', 1)[0].time_start);
  });

  it('joins the airports into flights and builds long_lat, bart_lines and the SF polygons', async () => {
    const [flight] = await rows(
      `SELECT strftime(ds, '%Y-%m-%d') AS ds, ORIGIN_AIRPORT, AIRPORT, DESTINATION_AIRPORT, AIRPORT_DEST FROM flights ORDER BY rowid LIMIT 1`,
    );
    expect(flight).toEqual({
      ds: '2015-01-01',
      ORIGIN_AIRPORT: 'ANC',
      AIRPORT: 'Ted Stevens Anchorage International Airport',
      DESTINATION_AIRPORT: 'SEA',
      AIRPORT_DEST: 'Seattle-Tacoma International Airport',
    });

    const sample = await rows(
      `SELECT LAT, LON, geohash, delimited, occupancy, radius_miles FROM long_lat ORDER BY rowid LIMIT 50`,
    );
    for (const r of sample) {
      expect(r.geohash).toBe(geohash(Number(r.LAT), Number(r.LON)));
      expect(r.delimited).toBe(`${r.LAT},${r.LON}`);
      expect([1, 2, 3, 4, 5, 6]).toContain(r.occupancy);
      expect(Number(r.radius_miles)).toBeGreaterThanOrEqual(1);
      expect(Number(r.radius_miles)).toBeLessThan(3);
    }
    const [span] = await rows(
      `SELECT epoch(max(datetime)) - epoch(min(datetime)) AS s, count(DISTINCT occupancy) AS o FROM long_lat`,
    );
    expect([Number(span.s), Number(span.o)]).toEqual([86400, 6]);

    const bart = rawJson<{ name: string; color: string; path: number[][] }[]>('bart-lines.json.gz');
    const lines = await rows(
      'SELECT name, color, path_json, polyline FROM bart_lines ORDER BY rowid',
    );
    expect(lines.map((l) => [l.name, l.color, JSON.parse(String(l.path_json))])).toEqual(
      bart.map((b) => [b.name, b.color, b.path]),
    );
    expect(String(lines[0].path_json)).toMatch(/^\[\[-122\.\d+, 37\.\d+\], \[/);
    lines.forEach((l, i) => {
      const decoded = decodePolyline(String(l.polyline));
      expect(decoded).toHaveLength(bart[i].path.length);
      decoded.forEach((p, j) => {
        expect(p[0]).toBeCloseTo(bart[i].path[j][0], 4);
        expect(p[1]).toBeCloseTo(bart[i].path[j][1], 4);
      });
    });

    const sf = rawJson<{ zipcode: number; contour: number[][] }[]>('sf_population.json.gz');
    const polygons = await rows(
      'SELECT zipcode, contour FROM sf_population_polygons ORDER BY rowid',
    );
    expect(polygons.map((p) => [Number(p.zipcode), JSON.parse(String(p.contour))])).toEqual(
      sf.map((s) => [s.zipcode, s.contour]),
    );
  });

  it('describes each table for registering it as a dataset', () => {
    const byName = Object.fromEntries(tables.map((t) => [t.table_name, t]));
    for (const t of tables) {
      expect(t.metrics.map((m) => m.metric_name)).toContain('count');
      expect(t.description).not.toBe('');
      if (t.main_dttm_col) expect(t.temporal_columns).toContain(t.main_dttm_col);
      for (const c of t.columns) {
        expect(['NUMERIC', 'STRING', 'TEMPORAL', 'BOOLEAN']).toContain(c.generic_type);
        expect(c.groupby && c.filterable).toBe(true);
      }
    }
    const birth = byName.birth_names;
    expect(birth.main_dttm_col).toBe('ds');
    expect(birth.temporal_columns).toEqual(['ds']);
    expect(
      birth.metrics
        .filter((m) => m.metric_name !== 'count')
        .map((m) => [m.metric_name, m.expression]),
    ).toEqual([
      ['sum__num', 'SUM(num)'],
      ['sum_girls', 'SUM(num_girls)'],
      ['sum_boys', 'SUM(num_boys)'],
    ]);
    expect(birth.columns.find((c) => c.column_name === 'num_california')).toMatchObject({
      expression: "CASE WHEN state = 'CA' THEN num ELSE 0 END",
      generic_type: 'NUMERIC',
      type: null,
    });
    expect(birth.columns.find((c) => c.column_name === 'ds')).toMatchObject({
      generic_type: 'TEMPORAL',
      is_dttm: true,
    });
    const year = byName.video_game_sales.columns.find((c) => c.column_name === 'year');
    expect(year).toMatchObject({
      generic_type: 'NUMERIC',
      is_dttm: true,
      python_date_format: '%Y',
    });
    expect([...byName.multiformat_time_series.temporal_columns].sort()).toEqual([
      'ds',
      'ds2',
      'epoch_ms',
      'epoch_s',
      'string0',
      'string1',
      'string2',
      'string3',
    ]);
    expect(byName.messages.columns.find((c) => c.column_name === 'is_starred')?.generic_type).toBe(
      'BOOLEAN',
    );
  });

  it('leaves the previous tables in place when a load fails', async () => {
    const broken = join(dir, 'broken-data');
    cpSync(exampleDataDir(), broken, { recursive: true });
    rmSync(join(broken, 'airports.csv.gz'));
    await conn.run(
      `INSERT INTO birth_names (ds, gender, name, num, state) VALUES (TIMESTAMP '2000-01-01', 'girl', 'Marker', 1, 'XX')`,
    );
    await expect(loadExamples(dbPath, { dataDir: broken })).rejects.toThrow(/airports/);
    const [marker] = await rows(`SELECT count(*) AS n FROM birth_names WHERE name = 'Marker'`);
    expect(Number(marker.n)).toBe(1);
  });

  it('loads again to the same tables, without duplicates', async () => {
    const again = await loadExamples(dbPath);
    expect(again).toEqual(tables);
    expect(await counts()).toEqual(EXPECTED_ROWS);
    const [dupes] = await rows(
      `SELECT count(*) - count(DISTINCT rank) AS d, (SELECT count(*) FROM birth_names WHERE name = 'Marker') AS m FROM video_game_sales`,
    );
    expect([Number(dupes.d), Number(dupes.m)]).toEqual([0, 0]);
  });

  it('keeps a file stamped as it would load it when reusing, and loads one that differs', async () => {
    const marker = async () =>
      Number((await rows(`SELECT count(*) AS n FROM birth_names WHERE name = 'Marker'`))[0].n);
    await conn.run(
      `INSERT INTO birth_names (ds, gender, name, num, state) VALUES (TIMESTAMP '2000-01-01', 'girl', 'Marker', 1, 'XX')`,
    );
    const kept = await loadExamples(dbPath, { reuse: true });
    expect(kept.map((t) => t.table_name)).toEqual(tables.map((t) => t.table_name));
    expect(kept.find((t) => t.table_name === 'birth_names')?.row_count).toBe(75692);
    expect(await marker()).toBe(1);
    // Another day stamps long_lat and birth_france_by_region otherwise: the file is loaded again.
    await loadExamples(dbPath, { reuse: true, now: new Date('2001-02-03T12:00:00Z') });
    expect(await marker()).toBe(0);
    expect(readFileSync(stampFile(dbPath), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
  });
});
