/**
 * Helpers of the bundle tests: ZIP archives made in the test, a folder zipped under
 * a root folder as Superset's exports are, the multipart import request, and an export read
 * back file by file (through yauzl, with each entry's CRC checked).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { zipBuffer } from '../../src/chartData/formats/zip.js';
import { unzip } from '../support/unzip.js';

/** The example bundle Tessera ships (Superset's own examples, see NOTICE). */
export const EXAMPLES_BUNDLE = fileURLToPath(
  new URL('../../src/examples/bundle/superset-examples', import.meta.url),
);

/** A ZIP of the files (text or bytes) by path, written as the server writes its ZIPs. */
export async function zipOf(files: Record<string, string | Uint8Array>): Promise<Uint8Array> {
  const entries = Object.entries(files).map(([name, content]) => ({
    name,
    content: [typeof content === 'string' ? content : Buffer.from(content)],
  }));
  return zipBuffer(entries);
}

/** Every file under a folder by its path relative to it. */
export function folderFiles(dir: string): Record<string, Uint8Array> {
  const out: Record<string, Uint8Array> = {};
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else out[relative(dir, path)] = readFileSync(path);
    }
  };
  walk(dir);
  return out;
}

/** Files put under one root folder, as an export's are. */
export function underRoot(root: string, files: Record<string, string | Uint8Array>) {
  return Object.fromEntries(Object.entries(files).map(([p, c]) => [`${root}/${p}`, c]));
}

export interface ImportAnswer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** `POST <path>` with a multipart form: the bundle in `field` and the other fields as text. */
export async function postBundle(
  base: string,
  token: string,
  path: string,
  bundle: Uint8Array,
  fields: Record<string, string> = {},
  field = path.startsWith('/api/v1/assets/') ? 'bundle' : 'formData',
): Promise<ImportAnswer> {
  const form = new FormData();
  form.append(field, new Blob([bundle]), 'bundle.zip');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

export interface ExportAnswer {
  status: number;
  headers: Headers;
  body: unknown;
  /** The root folder of the archive's files. */
  root: string;
  /** The text of each file by its path under the root. */
  files: Map<string, string>;
}

/** `GET <path>` answered with a ZIP (or an error), read back file by file. */
export async function getBundle(base: string, token: string, path: string): Promise<ExportAnswer> {
  const res = await fetch(base + path, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const files = new Map<string, string>();
  let root = '';
  if (res.status !== 200 || !res.headers.get('content-type')?.includes('zip')) {
    const text = bytes.toString('utf8');
    return {
      status: res.status,
      headers: res.headers,
      body: text ? JSON.parse(text) : null,
      root,
      files,
    };
  }
  for (const entry of await unzip(bytes)) {
    const [top, ...rest] = entry.name.split('/');
    root = top;
    files.set(rest.join('/'), entry.data.toString('utf8'));
  }
  return { status: res.status, headers: res.headers, body: null, root, files };
}

/** The YAML of an exported file as a value. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const yamlOf = (text: string | undefined): any => parse(text ?? 'null', { version: '1.1' });

/** `?q=` of a rison list of ids. */
export const idsQuery = (ids: number[]) => `?q=${encodeURIComponent(`!(${ids.join(',')})`)}`;
