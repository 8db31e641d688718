/** Reads the shipped example files in plain JavaScript, to check the loaded tables against. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { exampleDataDir } from '../../src/examples/loader.js';

export function rawText(name: string): string {
  return gunzipSync(readFileSync(join(exampleDataDir(), name))).toString('utf8');
}

export function rawJson<T>(name: string): T {
  return JSON.parse(rawText(name)) as T;
}

/**
 * RFC 4180 CSV (quoted fields may hold commas, doubled quotes and line breaks): the rows as
 * objects keyed by the header, the first `limit` of them if given.
 */
export function rawCsv(name: string, limit = Infinity): Record<string, string>[] {
  const text = rawText(name);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length && rows.length <= limit; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if ((field !== '' || row.length) && rows.length <= limit) rows.push([...row, field]);
  const [header, ...body] = rows;
  return body.map((cells) => Object.fromEntries(header.map((h, j) => [h, cells[j] ?? ''])));
}

/** Geohash by bisection, the textbook algorithm (longitude first). */
export function geohash(lat: number, lon: number, length = 12): string {
  const base32 = '0123456789bcdefghjkmnpqrstuvwxyz';
  const lat_ = [-90, 90];
  const lon_ = [-180, 180];
  let out = '';
  let bits = 0;
  let value = 0;
  let even = true;
  while (out.length < length) {
    const range = even ? lon_ : lat_;
    const v = even ? lon : lat;
    const mid = (range[0] + range[1]) / 2;
    value = value * 2 + (v >= mid ? 1 : 0);
    if (v >= mid) range[0] = mid;
    else range[1] = mid;
    even = !even;
    if (++bits === 5) {
      out += base32[value];
      bits = 0;
      value = 0;
    }
  }
  return out;
}

/** Decodes a Google encoded polyline into its pairs, in the order they were encoded. */
export function decodePolyline(text: string, precision = 5): number[][] {
  const factor = 10 ** precision;
  const values: number[] = [];
  let i = 0;
  while (i < text.length) {
    let shift = 0;
    let result = 0;
    let byte: number;
    do {
      byte = text.charCodeAt(i++) - 63;
      result |= (byte & 0x1f) << shift;
      shift += 5;
    } while (byte >= 0x20);
    values.push(result & 1 ? ~(result >> 1) : result >> 1);
  }
  const points: number[][] = [];
  let a = 0;
  let b = 0;
  for (let j = 0; j < values.length; j += 2) {
    a += values[j];
    b += values[j + 1];
    points.push([a / factor, b / factor]);
  }
  return points;
}
