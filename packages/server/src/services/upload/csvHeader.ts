/**
 * The first record of a CSV file after some lines (its header row, or its first data row
 * when it has none), read from the start of the file without loading it, and the column
 * names pandas gives a header (`Unnamed: 3` for blanks, `a.1` for a repeated `a`).
 */
import { open } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import { UploadFailedError } from './errors.js';

const CHUNK = 64 * 1024;
/** A header longer than this is not a header. */
const MAX_RECORD_BYTES = 16 * 1024 * 1024;

/** Characters of the file from its start, decoded as UTF-8 (BOM dropped), chunk by chunk. */
async function* textOf(path: string): AsyncGenerator<string> {
  const handle = await open(path, 'r');
  try {
    const decoder = new StringDecoder('utf8');
    const buffer = Buffer.alloc(CHUNK);
    let first = true;
    for (let read = 0; read < MAX_RECORD_BYTES;) {
      const { bytesRead } = await handle.read(buffer, 0, CHUNK, read);
      if (bytesRead === 0) break;
      read += bytesRead;
      let text = decoder.write(buffer.subarray(0, bytesRead));
      if (first && text.startsWith('\uFEFF')) text = text.slice(1);
      first = false;
      yield text;
    }
    const rest = decoder.end();
    if (rest) yield rest;
  } finally {
    await handle.close();
  }
}

/**
 * The fields of the record starting after `skipLines` lines (lines as DuckDB's `skip`
 * counts them: every line break), with `"` quoting and `""` escapes; null when the file
 * ends first.
 */
export async function readCsvRecord(
  path: string,
  delimiter: string,
  skipLines: number,
): Promise<string[] | null> {
  const chunks = textOf(path);
  try {
    return await parseRecord(chunks, delimiter, skipLines);
  } finally {
    await chunks.return(undefined);
  }
}

async function parseRecord(
  chunks: AsyncGenerator<string>,
  delimiter: string,
  skipLines: number,
): Promise<string[] | null> {
  let text = '';
  let skipped = 0;
  let pos = 0;
  const more = async (): Promise<boolean> => {
    const next = await chunks.next();
    if (next.done) return false;
    text = text.slice(pos) + next.value;
    pos = 0;
    return true;
  };
  // Skip lines.
  while (skipped < skipLines) {
    const nl = text.indexOf('\n', pos);
    if (nl >= 0) {
      pos = nl + 1;
      skipped++;
    } else {
      pos = text.length;
      if (!(await more())) return null;
    }
  }
  // Parse one record.
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  let atStart = true;
  let sawAny = false;
  let eof = false;
  for (;;) {
    if (!eof && text.length - pos <= delimiter.length) {
      if (!(await more())) eof = true;
      continue;
    }
    if (pos >= text.length) {
      if (!sawAny) return null;
      fields.push(field);
      return fields;
    }
    const ch = text[pos];
    sawAny = true;
    if (quoted) {
      if (ch !== '"') {
        field += ch;
        pos++;
      } else if (text[pos + 1] === '"') {
        field += '"';
        pos += 2;
      } else {
        quoted = false;
        pos++;
      }
    } else if (ch === '"' && atStart) {
      quoted = true;
      atStart = false;
      pos++;
    } else if (text.startsWith(delimiter, pos)) {
      fields.push(field);
      field = '';
      atStart = true;
      pos += delimiter.length;
    } else if (ch === '\n' || ch === '\r') {
      fields.push(field);
      return fields;
    } else {
      field += ch;
      atStart = false;
      pos++;
    }
  }
}

/**
 * Column names as pandas makes them from a header row padded to `width` cells: a blank
 * cell is `Unnamed: <i>`, a repeated name gets `.1`, `.2`... (compared without case, as
 * the databases compare column names). Without a header row, names are `0`, `1`, ...
 */
export function columnNames(header: string[] | null, width: number): string[] {
  if (!header) return Array.from({ length: width }, (_, i) => String(i));
  const taken = new Set<string>();
  const names: string[] = [];
  for (let i = 0; i < width; i++) {
    const raw = header[i] ?? '';
    const base = raw.trim() === '' ? `Unnamed: ${i}` : raw;
    let name = base;
    for (let n = 1; taken.has(name.toLowerCase()); n++) name = `${base}.${n}`;
    taken.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}

/** The header's names (or `0..n-1`) and where the data starts, for DuckDB's reader. */
export async function readCsvLayout(
  path: string,
  options: { delimiter: string; headerRow: number | null; skipRows: number },
  width?: number,
): Promise<{ names: string[]; header: boolean; skip: number }> {
  const header = options.headerRow !== null;
  const skip = options.skipRows + (options.headerRow ?? 0);
  const record = await readCsvRecord(path, options.delimiter, skip);
  if (!record || (record.length === 1 && record[0] === '' && !width))
    throw new UploadFailedError('Parsing error: No columns to parse from file');
  const count = Math.max(width ?? 0, record.length);
  return {
    names: columnNames(header ? record : null, count),
    header,
    skip: header ? skip : options.skipRows,
  };
}
