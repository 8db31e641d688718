/**
 * Just enough of the ZIP format to read uploads packed in it (an .xlsx workbook, a .zip of
 * Parquet files): the central directory (ZIP64 included), and one entry at a time as a
 * stream, inflated as it is read, so an entry is never held whole in memory.
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { UploadFailedError } from './errors.js';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX32 = 0xffffffff;

const notZip = (why: string) =>
  new UploadFailedError(`Parsing error: not a valid zip file (${why})`);

async function readAt(path: string, position: number, length: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Where the central directory is, from the end-of-central-directory records. */
async function directoryBounds(
  path: string,
  fileSize: number,
): Promise<{ offset: number; size: number; count: number }> {
  const tailLength = Math.min(fileSize, 22 + 0xffff + 20);
  const tailStart = fileSize - tailLength;
  const tail = await readAt(path, tailStart, tailLength);
  let at = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD) {
      at = i;
      break;
    }
  }
  if (at < 0) throw notZip('no end of central directory');
  let count = tail.readUInt16LE(at + 10);
  let size = tail.readUInt32LE(at + 12);
  let offset = tail.readUInt32LE(at + 16);
  if ((offset === MAX32 || size === MAX32 || count === 0xffff) && at >= 20) {
    if (tail.readUInt32LE(at - 20) === ZIP64_LOCATOR) {
      const recordAt = Number(tail.readBigUInt64LE(at - 20 + 8));
      const record = await readAt(path, recordAt, 56);
      if (record.readUInt32LE(0) !== ZIP64_EOCD) throw notZip('bad ZIP64 record');
      count = Number(record.readBigUInt64LE(32));
      size = Number(record.readBigUInt64LE(40));
      offset = Number(record.readBigUInt64LE(48));
    }
  }
  if (offset + size > fileSize) throw notZip('truncated');
  return { offset, size, count };
}

/** The entries of a zip file, from its central directory. */
export async function readZipEntries(path: string, fileSize: number): Promise<ZipEntry[]> {
  if (fileSize < 22) throw notZip('too small');
  const bounds = await directoryBounds(path, fileSize);
  const dir = await readAt(path, bounds.offset, bounds.size);
  const entries: ZipEntry[] = [];
  for (let p = 0; p + 46 <= dir.length && entries.length < bounds.count;) {
    if (dir.readUInt32LE(p) !== CENTRAL) throw notZip('bad central directory');
    const method = dir.readUInt16LE(p + 10);
    let compressedSize = dir.readUInt32LE(p + 20);
    let size = dir.readUInt32LE(p + 24);
    const nameLength = dir.readUInt16LE(p + 28);
    const extraLength = dir.readUInt16LE(p + 30);
    const commentLength = dir.readUInt16LE(p + 32);
    let localHeaderOffset = dir.readUInt32LE(p + 42);
    const name = dir.toString('utf8', p + 46, p + 46 + nameLength);
    // ZIP64 extra field: the 64-bit sizes and offset, for those stored as 0xFFFFFFFF.
    const extraStart = p + 46 + nameLength;
    for (let e = extraStart; e + 4 <= extraStart + extraLength;) {
      const id = dir.readUInt16LE(e);
      const length = dir.readUInt16LE(e + 2);
      if (id === 0x0001) {
        let q = e + 4;
        const next = () => {
          const v = Number(dir.readBigUInt64LE(q));
          q += 8;
          return v;
        };
        if (size === MAX32) size = next();
        if (compressedSize === MAX32) compressedSize = next();
        if (localHeaderOffset === MAX32) localHeaderOffset = next();
      }
      e += 4 + length;
    }
    entries.push({ name, method, compressedSize, size, localHeaderOffset });
    p = extraStart + extraLength + commentLength;
  }
  return entries;
}

/** An entry's bytes as a stream, inflated while read. */
export async function openZipEntry(path: string, entry: ZipEntry): Promise<Readable> {
  const header = await readAt(path, entry.localHeaderOffset, 30);
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL) throw notZip('bad local header');
  const start = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (entry.compressedSize === 0) return Readable.from([]);
  const raw = createReadStream(path, { start, end: start + entry.compressedSize - 1 });
  if (entry.method === 0) return raw;
  if (entry.method !== 8)
    throw new UploadFailedError(
      `Parsing error: zip entry "${entry.name}" uses an unsupported compression method (${entry.method})`,
    );
  const inflate = createInflateRaw();
  raw.on('error', (e) => inflate.destroy(e));
  return raw.pipe(inflate);
}
