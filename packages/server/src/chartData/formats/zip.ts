/**
 * ZIP archives of exported files, written by yazl as a stream: entries are deflated one after
 * another as their content is read (each entry's content is asked for only when its turn
 * comes), sizes follow in data descriptors, names are UTF-8, and ZIP64 is used past 4 GiB.
 */
import { PassThrough, Readable } from 'node:stream';
import yazl from 'yazl';

export interface ZipEntry {
  name: string;
  /** The entry's content, in pieces; read only when the entry is written. */
  content: AsyncIterable<Buffer | string> | Iterable<Buffer | string>;
}

const BLOCK = 64 * 1024;

/** The content in blocks of at least 64 KiB: compressing costs per write. */
async function* blocks(content: ZipEntry['content']): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let size = 0;
  for await (const piece of content) {
    const buf = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
    pending.push(buf);
    size += buf.length;
    if (size >= BLOCK) {
      yield Buffer.concat(pending, size);
      pending = [];
      size = 0;
    }
  }
  if (size) yield Buffer.concat(pending, size);
}

/** The ZIP archive of the entries, as a stream (it fails when an entry's content fails). */
export function zipStream(entries: Iterable<ZipEntry>, modified: Date = new Date()): Readable {
  const zip = new yazl.ZipFile();
  // yazl's output has no error of its own: a failure ends the archive through this stream.
  const out = new PassThrough();
  const fail = (error: unknown) => out.destroy(error as Error);
  zip.on('error', fail);
  (zip.outputStream as Readable).on('error', fail).pipe(out);
  // One listener for every entry's content (one each would pass Node's limit of 10).
  const open = new Set<Readable>();
  out.once('close', () => open.forEach((content) => content.destroy()));
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.name, { mtime: modified, mode: 0o100644 }, (cb) => {
      const content = Readable.from(blocks(entry.content), { objectMode: false });
      content.on('error', fail);
      open.add(content);
      content.once('close', () => open.delete(content));
      cb(null, content);
    });
  }
  zip.end();
  return out;
}

/** The whole archive in one buffer (small archives, tests). */
export async function zipBuffer(entries: ZipEntry[], modified?: Date): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of zipStream(entries, modified)) parts.push(part as Buffer);
  return Buffer.concat(parts);
}
