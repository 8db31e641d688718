/**
 * A streaming ZIP writer (PKWARE APPNOTE 6.3, the subset every unzip reads): each entry is
 * deflated as its content arrives and followed by a data descriptor (flag bit 3), so
 * nothing is held whole; the central directory closes the archive. Names are UTF-8
 * (flag bit 11). No ZIP64: an archive past 4 GiB is refused.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createDeflateRaw, crc32 } from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** The entry's content, in pieces. */
  content: AsyncIterable<Buffer | string> | Iterable<Buffer | string>;
}

const FLAGS = 0x0008 | 0x0800;
const DEFLATE = 8;
const VERSION = 20;
const LIMIT = 0xffffffff;
const BLOCK = 64 * 1024;

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** MS-DOS time and date of a moment (local time, 2-second steps), as ZIP stores them. */
export function dosDateTime(d: Date): { time: number; date: number } {
  const year = Math.max(1980, d.getFullYear());
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

function localHeader(name: Buffer, stamp: { time: number; date: number }): Buffer {
  const b = Buffer.alloc(30);
  b.writeUInt32LE(0x04034b50, 0);
  b.writeUInt16LE(VERSION, 4);
  b.writeUInt16LE(FLAGS, 6);
  b.writeUInt16LE(DEFLATE, 8);
  b.writeUInt16LE(stamp.time, 10);
  b.writeUInt16LE(stamp.date, 12);
  // crc and sizes (14..25) are zero: they follow in the data descriptor.
  b.writeUInt16LE(name.length, 26);
  b.writeUInt16LE(0, 28);
  return Buffer.concat([b, name]);
}

function dataDescriptor(w: Written): Buffer {
  const b = Buffer.alloc(16);
  b.writeUInt32LE(0x08074b50, 0);
  b.writeUInt32LE(w.crc >>> 0, 4);
  b.writeUInt32LE(w.compressed, 8);
  b.writeUInt32LE(w.size, 12);
  return b;
}

function centralHeader(w: Written, stamp: { time: number; date: number }): Buffer {
  const b = Buffer.alloc(46);
  b.writeUInt32LE(0x02014b50, 0);
  b.writeUInt16LE((3 << 8) | VERSION, 4); // made by Unix: external attributes are a mode
  b.writeUInt16LE(VERSION, 6);
  b.writeUInt16LE(FLAGS, 8);
  b.writeUInt16LE(DEFLATE, 10);
  b.writeUInt16LE(stamp.time, 12);
  b.writeUInt16LE(stamp.date, 14);
  b.writeUInt32LE(w.crc >>> 0, 16);
  b.writeUInt32LE(w.compressed, 20);
  b.writeUInt32LE(w.size, 24);
  b.writeUInt16LE(w.name.length, 28);
  // extra, comment, disk, internal attributes: 0
  b.writeUInt32LE(0o100644 * 0x10000, 38); // -rw-r--r--
  b.writeUInt32LE(w.offset, 42);
  return Buffer.concat([b, w.name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const b = Buffer.alloc(22);
  b.writeUInt32LE(0x06054b50, 0);
  b.writeUInt16LE(count, 8);
  b.writeUInt16LE(count, 10);
  b.writeUInt32LE(size, 12);
  b.writeUInt32LE(offset, 16);
  return b;
}

function checkLimit(n: number): number {
  if (n > LIMIT) throw new Error('The archive is larger than 4 GiB (ZIP64 is not supported)');
  return n;
}

/** Deflates one entry's content; yields compressed pieces and fills in `w`. */
async function* deflateEntry(
  content: ZipEntry['content'],
  w: Written,
): AsyncGenerator<Buffer, void, undefined> {
  // Small pieces are gathered into blocks: the deflate stream's cost is per write.
  async function* raw() {
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = () => {
      const block = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      w.crc = crc32(block, w.crc);
      w.size = checkLimit(w.size + block.length);
      return block;
    };
    for await (const piece of content) {
      const buf = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
      if (buf.length === 0) continue;
      pending.push(buf);
      pendingBytes += buf.length;
      if (pendingBytes >= BLOCK) yield flush();
    }
    if (pendingBytes > 0) yield flush();
  }
  const deflate = createDeflateRaw();
  const feeding = pipeline(Readable.from(raw()), deflate);
  let failure: unknown = null;
  feeding.catch((e: unknown) => {
    failure = e;
  });
  for await (const out of deflate as AsyncIterable<Buffer>) {
    w.compressed = checkLimit(w.compressed + out.length);
    yield out;
  }
  await feeding;
  if (failure) throw failure;
}

/** The ZIP archive of the entries, as a stream of pieces. */
export async function* zipStream(
  entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>,
  modified: Date = new Date(),
): AsyncGenerator<Buffer, void, undefined> {
  const stamp = dosDateTime(modified);
  const written: Written[] = [];
  let offset = 0;
  for await (const entry of entries) {
    if (written.length === 0xffff) throw new Error('Too many entries for a ZIP archive');
    const name = Buffer.from(entry.name, 'utf8');
    const w: Written = { name, crc: 0, compressed: 0, size: 0, offset: checkLimit(offset) };
    const header = localHeader(name, stamp);
    yield header;
    offset += header.length;
    for await (const piece of deflateEntry(entry.content, w)) yield piece;
    offset += w.compressed;
    const descriptor = dataDescriptor(w);
    yield descriptor;
    offset += descriptor.length;
    written.push(w);
  }
  const central = Buffer.concat(written.map((w) => centralHeader(w, stamp)));
  yield central;
  yield endOfCentralDirectory(written.length, central.length, checkLimit(offset));
}

/** The whole archive in one buffer (small archives, tests). */
export async function zipBuffer(entries: ZipEntry[], modified?: Date): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of zipStream(entries, modified)) parts.push(part);
  return Buffer.concat(parts);
}
