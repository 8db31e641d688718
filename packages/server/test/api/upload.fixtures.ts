/**
 * Fixtures of the upload tests: a server with an admin token and a scratch folder, and
 * looks into the databases through the server's own engines; a minimal zip writer and an .xlsx workbook made with it
 * (shared and inline strings, numbers, booleans, date-formatted cells, several sheets), a
 * Parquet file written by DuckDB, and the multipart calls of the upload endpoints.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { DuckDBInstance } from '@duckdb/node-api';
import { expect } from 'vitest';
import { findDatabaseById } from '../../src/meta/databases.js';
import { call, login } from '../support/client.js';
import type { CallResult } from '../support/client.js';
import { startTestServer, TEST_ADMIN, type TestServer } from '../support/testServer.js';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A zip archive of the given files, deflated (or stored when `store` is set). */
export function zip(files: Record<string, Buffer | string>, store = false): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    const packed = store ? data : deflateRawSync(data);
    const nameBytes = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(store ? 0 : 8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(store ? 0 : 8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

export type Cell = string | number | boolean | Date | null | { inline: string };

const escapeXml = (s: string) =>
  s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

function columnLetters(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26))
    s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** Days since 1899-12-30 (Excel's 1900 date system). */
const excelSerial = (d: Date) => d.getTime() / 86_400_000 + 25569;

/**
 * An .xlsx workbook. Strings go to the shared strings table (`{inline}` makes an inline
 * string), dates are numbers styled with format 14 (or a custom `yyyy-mm-dd hh:mm`), and
 * `null` cells are left out, as Excel does.
 */
export function xlsx(sheets: { name: string; rows: Cell[][] }[]): Buffer {
  const strings: string[] = [];
  const stringIndex = (s: string) => {
    const at = strings.indexOf(s);
    if (at >= 0) return at;
    strings.push(s);
    return strings.length - 1;
  };
  const sheetXml = (rows: Cell[][]) => {
    const body = rows
      .map((row, r) => {
        const cells = row
          .map((v, c) => {
            const ref = `${columnLetters(c)}${r + 1}`;
            if (v === null) return '';
            if (typeof v === 'string') return `<c r="${ref}" t="s"><v>${stringIndex(v)}</v></c>`;
            if (typeof v === 'number') return `<c r="${ref}"><v>${v}</v></c>`;
            if (typeof v === 'boolean') return `<c r="${ref}" t="b"><v>${v ? 1 : 0}</v></c>`;
            if (v instanceof Date) {
              const withTime = v.getUTCHours() || v.getUTCMinutes();
              return `<c r="${ref}" s="${withTime ? 2 : 1}"><v>${excelSerial(v)}</v></c>`;
            }
            return `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(v.inline)}</t></is></c>`;
          })
          .join('');
        return `<row r="${r + 1}">${cells}</row>`;
      })
      .join('');
    return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`;
  };
  const files: Record<string, string> = {};
  sheets.forEach((s, i) => (files[`xl/worksheets/sheet${i + 1}.xml`] = sheetXml(s.rows)));
  files['[Content_Types].xml'] =
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
  files['xl/workbook.xml'] = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${sheets
    .map((s, i) => `<sheet name="${escapeXml(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('')}</sheets></workbook>`;
  files['xl/_rels/workbook.xml.rels'] = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets
    .map(
      (_, i) =>
        `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
    )
    .join('')}</Relationships>`;
  files['xl/styles.xml'] = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd\\ hh:mm"/></numFmts><cellStyleXfs count="1"><xf numFmtId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/><xf numFmtId="164" applyNumberFormat="1"/></cellXfs></styleSheet>`;
  files['xl/sharedStrings.xml'] = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">${strings
    .map((s) => `<si><t xml:space="preserve">${escapeXml(s)}</t></si>`)
    .join('')}</sst>`;
  return zip(files);
}

/** A Parquet file made by DuckDB from a query. */
export async function parquetFile(path: string, query: string): Promise<void> {
  const duck = await DuckDBInstance.create(':memory:');
  const conn = await duck.connect();
  await conn.run(`COPY (${query}) TO '${path.replaceAll("'", "''")}' (FORMAT PARQUET)`);
  conn.closeSync();
  duck.closeSync();
}

export type FieldValue = string | number | boolean | string[];

/** A multipart POST: fields (lists as repeated fields) and a file part named `file`. */
export async function postForm<T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any
  base: string,
  path: string,
  token: string,
  fields: Record<string, FieldValue | undefined>,
  file?: { name: string; content: Buffer | string },
): Promise<CallResult<T>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) form.append(key, v);
    else form.append(key, String(value));
  }
  if (file) form.append('file', new Blob([file.content]), file.name);
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: res.status, body: body as T, headers: res.headers };
}

/** `POST /api/v1/database/<id>/upload/` with a file called `name`. */
export function uploadFile(
  base: string,
  token: string,
  databaseId: number,
  fields: Record<string, FieldValue | undefined>,
  name: string,
  content: Buffer | string,
) {
  return postForm(base, `/api/v1/database/${databaseId}/upload/`, token, fields, {
    name,
    content,
  });
}

/** The dataset over a table, if any. */
export async function datasetOf(
  base: string,
  token: string,
  databaseId: number,
  table: string,
): Promise<{ id: number; owners: { id: number }[] } | undefined> {
  const q = `(filters:!((col:table_name,opr:eq,value:'${table}'),(col:database,opr:rel_o_m,value:${databaseId})))`;
  const list = await call(base, 'GET', `/api/v1/dataset/?q=${encodeURIComponent(q)}`, { token });
  return list.body.result?.[0];
}

/** A test server, its admin's token, a scratch folder, and looks into its databases. */
export class UploadHarness {
  private constructor(
    readonly s: TestServer,
    readonly admin: string,
    readonly dir: string,
  ) {}

  static async start(env: Record<string, string> = {}): Promise<UploadHarness> {
    const s = await startTestServer(env);
    const admin = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    return new UploadHarness(s, admin, mkdtempSync(join(tmpdir(), 'tessera-upload-')));
  }

  async stop(): Promise<void> {
    await this.s.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async engine(databaseId: number) {
    const row = await findDatabaseById(this.s.store.db, databaseId);
    return this.s.services.databaseConnections.engineFor(row!);
  }

  /** Rows of a query on the connection. */
  async query(databaseId: number, sql: string): Promise<unknown[][]> {
    return (await (await this.engine(databaseId)).execute(sql)).rows;
  }

  async columnTypes(databaseId: number, schema: string, table: string) {
    const columns = await (await this.engine(databaseId)).columns(schema, table);
    return Object.fromEntries(columns.map((c) => [c.name, c.type]));
  }

  async tableNames(databaseId: number, schema = 'main'): Promise<string[]> {
    return (await (await this.engine(databaseId)).tables(schema)).map((t) => t.name);
  }

  /** An empty DuckDB file in the scratch folder. */
  async newDuckFile(name: string): Promise<string> {
    const file = join(this.dir, name);
    const duck = await DuckDBInstance.create(file);
    duck.closeSync();
    return file;
  }

  async addDatabase(name: string, uri: string, allowUpload: boolean, extra?: object) {
    const r = await call(this.s.url, 'POST', '/api/v1/database/', {
      token: this.admin,
      body: {
        database_name: name,
        sqlalchemy_uri: uri,
        allow_file_upload: allowUpload,
        ...(extra ? { extra: JSON.stringify(extra) } : {}),
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.id as number;
  }
}
