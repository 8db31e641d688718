/**
 * CSV uploads into an embedded DuckDB database through `POST /api/v1/database/<pk>/upload/`:
 * the reader options, types chosen from every row, the fail / replace / append strategies,
 * the dataset made for the uploaded table (samples through the dataset API), and what is
 * refused: databases without uploads, schemas not open to uploads, users without
 * `can_upload`, bad options and unreadable files, which leave no table behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAvailable } from '../support/testServer.js';
import { call } from '../support/client.js';
import { gammaUser } from './databases.fixtures.js';
import { datasetOf, postForm, UploadHarness, uploadFile } from './upload.fixtures.js';

const enabled = await storeAvailable();

let h: UploadHarness;
let duckId: number;
let closedId: number;

const upload = (
  fields: Record<string, string | number | boolean | string[] | undefined>,
  name: string,
  content: Buffer | string,
  databaseId = duckId,
  token = h.admin,
) => uploadFile(h.s.url, token, databaseId, { type: 'csv', ...fields }, name, content);

beforeAll(async () => {
  if (!enabled) return;
  h = await UploadHarness.start();
  duckId = await h.addDatabase('uploads', `duckdb:///${await h.newDuckFile('up.duckdb')}`, true);
  closedId = await h.addDatabase(
    'closed',
    `duckdb:///${await h.newDuckFile('closed.duckdb')}`,
    false,
  );
});
afterAll(() => h?.stop());

describe.runIf(enabled)('CSV into DuckDB', () => {
  it('creates the table with inferred types and a dataset owned by the uploader', async () => {
    const csv =
      'id,name,price,active,note\n1,apple,1.5,true,\n2,pear,2,false,NA\n3,"fig, dried",3.25,True,x\n';
    const r = await upload({ table_name: 'fruits' }, 'fruits.csv', csv);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toEqual({ message: 'OK' });
    expect(await h.columnTypes(duckId, 'main', 'fruits')).toEqual({
      id: 'BIGINT',
      name: 'VARCHAR',
      price: 'DOUBLE',
      active: 'BOOLEAN',
      note: 'VARCHAR',
    });
    expect(await h.query(duckId, 'SELECT * FROM fruits ORDER BY id')).toEqual([
      [1, 'apple', 1.5, true, null],
      [2, 'pear', 2, false, null],
      [3, 'fig, dried', 3.25, true, 'x'],
    ]);

    const ds = await datasetOf(h.s.url, h.admin, duckId, 'fruits');
    expect(ds).toBeDefined();
    const me = await call(h.s.url, 'GET', '/api/v1/me/', { token: h.admin });
    const shown = await call(h.s.url, 'GET', `/api/v1/dataset/${ds!.id}`, { token: h.admin });
    expect(shown.body.result.schema).toBe('main');
    expect(shown.body.result.owners.map((o: { id: number }) => o.id)).toEqual([me.body.result.id]);
    const samples = await call(h.s.url, 'GET', `/api/v1/dataset/${ds!.id}/samples`, {
      token: h.admin,
    });
    expect(samples.status).toBe(200);
    expect(samples.body.result.colnames).toEqual(['id', 'name', 'price', 'active', 'note']);
    expect(samples.body.result.data).toHaveLength(3);
    expect(samples.body.result.data).toContainEqual(
      expect.objectContaining({ id: 3, name: 'fig, dried', price: 3.25 }),
    );
  });

  it('reads with delimiter, skip_rows, header_row, null_values, decimals, dates and rows_to_read', async () => {
    const csv = [
      'exported by the shop',
      'another preamble line',
      'when;amount;city;code',
      '31/01/2024;1,5;Lyon;-',
      '01/02/2024;2,25;-;007',
      '15/03/2024 10:30;3;Nice;8',
      '16/03/2024;4;Pau;9',
    ].join('\n');
    const r = await upload(
      {
        table_name: 'sales',
        delimiter: ';',
        skip_rows: 1,
        header_row: 1,
        null_values: '-',
        decimal_character: ',',
        column_dates: 'when',
        day_first: true,
        rows_to_read: 3,
      },
      'sales.txt',
      csv,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(await h.columnTypes(duckId, 'main', 'sales')).toEqual({
      when: 'TIMESTAMP',
      amount: 'DOUBLE',
      city: 'VARCHAR',
      code: 'BIGINT',
    });
    const rows = await h.query(
      duckId,
      'SELECT strftime("when", \'%Y-%m-%d %H:%M\'), amount, city, code FROM sales ORDER BY 1',
    );
    expect(rows).toEqual([
      ['2024-01-31 00:00', 1.5, 'Lyon', null],
      ['2024-02-01 00:00', 2.25, null, 7],
      ['2024-03-15 10:30', 3, 'Nice', 8],
    ]);
  });

  it('reads month-first dates unless day_first, and names a column that is not dates', async () => {
    const csv = 'd,v\n01/02/2024,1\n';
    expect((await upload({ table_name: 'us_dates', column_dates: 'd' }, 'd.csv', csv)).status).toBe(
      201,
    );
    expect(await h.query(duckId, "SELECT strftime(d, '%Y-%m-%d') FROM us_dates")).toEqual([
      ['2024-01-02'],
    ]);
    const bad = await upload(
      { table_name: 'bad_dates', column_dates: 'd' },
      'd.csv',
      'd,v\n2024-01-02,1\nsoon,2\n',
    );
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe(
      'Parsing error: Cannot parse column "d" as dates: "soon" is not a date',
    );
    expect(await h.tableNames(duckId)).not.toContain('bad_dates');
  });

  it('keeps or drops the index column, adds a row index, reads only columns_read', async () => {
    const csv = 'key,a,b,c\nk1,1,2,3\nk2,4,5,6\n';
    let r = await upload(
      { table_name: 'indexed', index_column: 'key', dataframe_index: true, index_label: 'label' },
      'i.csv',
      csv,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(await h.query(duckId, 'SELECT * FROM indexed ORDER BY label')).toEqual([
      ['k1', 1, 2, 3],
      ['k2', 4, 5, 6],
    ]);
    expect(Object.keys(await h.columnTypes(duckId, 'main', 'indexed'))).toEqual([
      'label',
      'a',
      'b',
      'c',
    ]);

    r = await upload({ table_name: 'no_index', index_column: 'key' }, 'i.csv', csv);
    expect(Object.keys(await h.columnTypes(duckId, 'main', 'no_index'))).toEqual(['a', 'b', 'c']);

    r = await upload(
      { table_name: 'ranged', dataframe_index: true, columns_read: 'c,a' },
      'i.csv',
      csv,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(await h.query(duckId, 'SELECT * FROM ranged ORDER BY "index"')).toEqual([
      [0, 1, 3],
      [1, 4, 6],
    ]);

    const missing = await upload({ table_name: 'nope', columns_read: 'a,zz' }, 'i.csv', csv);
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe(
      "Parsing error: Usecols do not match columns, columns expected but not found: ['zz']",
    );
  });

  it('applies column_data_types, naming the line of a value that does not convert', async () => {
    const csv = 'zip,n\n01234,1\n99999,2\n';
    const r = await upload(
      { table_name: 'zips', column_data_types: JSON.stringify({ zip: 'str', n: 'float64' }) },
      'z.csv',
      csv,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(await h.columnTypes(duckId, 'main', 'zips')).toEqual({ zip: 'VARCHAR', n: 'DOUBLE' });
    expect(await h.query(duckId, 'SELECT zip FROM zips ORDER BY zip')).toEqual([
      ['01234'],
      ['99999'],
    ]);

    const bad = await upload(
      { table_name: 'bad_types', column_data_types: '{"n": "int64"}' },
      'z.csv',
      'zip,n\n1,1\n2,two\n',
    );
    expect(bad.status).toBe(422);
    expect(bad.body.message).toMatch(
      /^Parsing error on line 3 .*could not convert "two" in column "n" to BIGINT/,
    );
    expect(await h.tableNames(duckId)).not.toContain('bad_types');
  });

  it('types columns from every row: a late value that does not fit changes the type', async () => {
    const lines = ['n,amount,code,day'];
    for (let i = 1; i <= 25_000; i++) {
      const amount = i === 24_000 ? '2.5' : String(i);
      const code = i === 24_500 ? 'x' : String(i);
      const day = i === 22_000 ? '31/12/2024' : '01/02/2024';
      lines.push(`${i},${amount},${code},${day}`);
    }
    const r = await upload(
      { table_name: 'late', column_dates: 'day' },
      'late.csv',
      lines.join('\n'),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(await h.columnTypes(duckId, 'main', 'late')).toEqual({
      n: 'BIGINT',
      amount: 'DOUBLE',
      code: 'VARCHAR',
      day: 'TIMESTAMP',
    });
    expect(
      await h.query(
        duckId,
        "SELECT amount, code, strftime(day, '%Y-%m-%d') FROM late WHERE n IN (1, 22000, 24000, 24500) ORDER BY n",
      ),
    ).toEqual([
      [1, '1', '2024-02-01'],
      [22000, '22000', '2024-12-31'],
      [2.5, '24000', '2024-02-01'],
      [24500, 'x', '2024-02-01'],
    ]);
    expect(await h.query(duckId, 'SELECT count(*) FROM late')).toEqual([[25000]]);
  });

  it('fails, replaces or appends when the table exists', async () => {
    const first = 'a,b\n1,x\n2,y\n';
    expect((await upload({ table_name: 'modes' }, 'm.csv', first)).status).toBe(201);
    const ds = await datasetOf(h.s.url, h.admin, duckId, 'modes');

    const again = await upload({ table_name: 'modes' }, 'm.csv', first);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(
      "Table already exists. You can change your 'if table already exists' strategy to append or replace or provide a different Table Name to use.",
    );

    const replaced = await upload(
      { table_name: 'modes', already_exists: 'replace' },
      'm.csv',
      'a,b,c\n10,z,1.5\n',
    );
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(201);
    expect(await h.query(duckId, 'SELECT * FROM modes')).toEqual([[10, 'z', 1.5]]);
    // The dataset is kept, its columns refreshed.
    const after = await datasetOf(h.s.url, h.admin, duckId, 'modes');
    expect(after!.id).toBe(ds!.id);
    const shown = await call(h.s.url, 'GET', `/api/v1/dataset/${ds!.id}`, { token: h.admin });
    expect(shown.body.result.columns.map((c: { column_name: string }) => c.column_name)).toContain(
      'c',
    );

    const appended = await upload(
      { table_name: 'modes', already_exists: 'append' },
      'm.csv',
      'c,a\n2.5,11\n',
    );
    expect(appended.status, JSON.stringify(appended.body)).toBe(201);
    expect(await h.query(duckId, 'SELECT a, b, c FROM modes ORDER BY a')).toEqual([
      [10, 'z', 1.5],
      [11, null, 2.5],
    ]);

    const wrong = await upload(
      { table_name: 'modes', already_exists: 'append' },
      'm.csv',
      'a,extra\n12,1\n',
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('Cannot append to table "modes": it has no column "extra"');
    expect(await h.query(duckId, 'SELECT count(*) FROM modes')).toEqual([[2]]);

    // A bad file appended leaves the table as it was.
    const ragged = await upload(
      { table_name: 'modes', already_exists: 'append' },
      'm.csv',
      'a,b\n13,q\n14,r,oops\n',
    );
    expect(ragged.status).toBe(422);
    expect(await h.query(duckId, 'SELECT count(*) FROM modes')).toEqual([[2]]);
  });

  it('takes any table and column names as names, never as SQL', async () => {
    const table = 'we"ird; DROP TABLE fruits; --';
    const r = await upload({ table_name: table }, 'w.csv', '"a ""b""",c;d\n1,2\n');
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(await h.tableNames(duckId)).toContain(table);
    expect(await h.tableNames(duckId)).toContain('fruits');
    expect(await h.columnTypes(duckId, 'main', table)).toEqual({
      'a "b"': 'BIGINT',
      'c;d': 'BIGINT',
    });
    expect(await datasetOf(h.s.url, h.admin, duckId, table)).toBeDefined();
  });

  it('refuses a ragged CSV naming its line, leaving no table and no dataset', async () => {
    const r = await upload({ table_name: 'ragged' }, 'r.csv', 'a,b\n1,2\n3,4,5\n6,7\n');
    expect(r.status).toBe(422);
    expect(r.body.message).toBe('Parsing error on line 3 (3,4,5): expected 2 columns but found 3');
    expect(await h.tableNames(duckId)).not.toContain('ragged');
    expect(await datasetOf(h.s.url, h.admin, duckId, 'ragged')).toBeUndefined();
  });

  it('refuses a file that is not UTF-8, naming its line', async () => {
    const latin1 = Buffer.concat([
      Buffer.from('a,b\n1,ok\n2,caf'),
      Buffer.from([0xe9]),
      Buffer.from('\n'),
    ]);
    const r = await upload({ table_name: 'latin' }, 'l.csv', latin1);
    expect(r.status).toBe(422);
    expect(r.body.message).toMatch(/^Parsing error on line 3 .*not UTF-8 encoded/);
    expect(await h.tableNames(duckId)).not.toContain('latin');
  });

  it('answers 400 naming bad fields', async () => {
    const r = await postForm(
      h.s.url,
      `/api/v1/database/${duckId}/upload/`,
      h.admin,
      { type: 'tsv', already_exists: 'merge', rows_to_read: 0, header_row: 'one' },
      { name: 'x.csv', content: 'a\n1\n' },
    );
    expect(r.status).toBe(400);
    expect(r.body.message).toEqual({
      type: ['Must be one of: csv, excel, columnar.'],
      table_name: ['Missing data for required field.'],
      already_exists: ['Must be one of: fail, replace, append.'],
      header_row: ['Not a valid integer.'],
      rows_to_read: ['Must be greater than or equal to 1.'],
    });
    const ext = await upload({ table_name: 't' }, 'x.exe', 'a\n1\n');
    expect(ext.status).toBe(400);
    expect(ext.body.message).toEqual({ file: ['File extension is not allowed.'] });
    const noFile = await postForm(h.s.url, `/api/v1/database/${duckId}/upload/`, h.admin, {
      type: 'csv',
      table_name: 't',
    });
    expect(noFile.body.message).toEqual({ file: ['Missing data for required field.'] });
    const types = await upload(
      { table_name: 't', column_data_types: '{"a": "complex128"}' },
      'x.csv',
      'a\n1\n',
    );
    expect(types.body.message.column_data_types[0]).toMatch(/Unsupported data type "complex128"/);
  });

  it('refuses a database without file uploads before writing anything', async () => {
    const r = await upload({ table_name: 'shut' }, 's.csv', 'a\n1\n', closedId);
    expect(r.status).toBe(403);
    expect(r.body.message).toMatch(/^Database "closed" does not allow file uploads/);
    expect(await h.tableNames(closedId)).toEqual([]);
  });

  it('refuses schemas outside schemas_allowed_for_file_upload', async () => {
    const id = await h.addDatabase(
      'fenced',
      `duckdb:///${await h.newDuckFile('fenced.duckdb')}`,
      true,
      { schemas_allowed_for_file_upload: ['uploads'] },
    );
    const r = await upload({ table_name: 't' }, 't.csv', 'a\n1\n', id);
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('Database schema is not allowed for csv uploads.');
    expect(await h.tableNames(id)).toEqual([]);
  });

  it('refuses users without can_upload (Gamma) with 403', async () => {
    const gamma = await gammaUser(h.s, h.admin);
    const r = await upload({ table_name: 'gamma_t' }, 'g.csv', 'a\n1\n', duckId, gamma.token);
    expect(r.status).toBe(403);
    const meta = await postForm(
      h.s.url,
      '/api/v1/database/upload_metadata/',
      gamma.token,
      { type: 'csv' },
      { name: 'g.csv', content: 'a\n1\n' },
    );
    expect(meta.status).toBe(403);
    expect(await h.tableNames(duckId)).not.toContain('gamma_t');
  });
});
