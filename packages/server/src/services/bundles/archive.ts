/**
 * Reads an uploaded bundle archive (a ZIP) into its text files, refusing hostile archives
 * before anything is inflated: too many entries, an entry or a whole larger than the limits,
 * a compression ratio past Superset's (`ZIP_FILE_MAX_COMPRESS_RATIO`), names that climb out
 * of the archive (`../`, absolute or drive paths, backslashes) or are not UTF-8. Sizes are
 * the declared ones, which yauzl holds every entry to while inflating (`validateEntrySizes`);
 * the bytes read are counted again all the same.
 */
import yauzl from 'yauzl';
import { BundleRefusedError } from './bundleErrors.js';

export const BUNDLE_LIMITS = {
  /** The uploaded archive itself. */
  archiveBytes: 32 * 1024 * 1024,
  /** Entries (files and folders) in one archive. */
  entries: 5_000,
  /** One file, inflated. */
  entryBytes: 16 * 1024 * 1024,
  /** Every file together, inflated. */
  totalBytes: 64 * 1024 * 1024,
  /** Inflated size over compressed size, per file (Superset's 200). */
  compressionRatio: 200,
  /** Characters of one entry's name. */
  nameLength: 1_024,
} as const;

/** A file of the archive, read: its path as written and its bytes. */
export interface ArchiveFile {
  path: string;
  bytes: Buffer;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The entry's name as text, or why it may not be used. */
function entryName(raw: Buffer): string {
  let name: string;
  try {
    name = utf8.decode(raw);
  } catch {
    throw new BundleRefusedError('The archive has a file name that is not UTF-8.');
  }
  const unsafe =
    name.length > BUNDLE_LIMITS.nameLength ||
    name.includes('\0') ||
    name.includes('\\') ||
    name.startsWith('/') ||
    /^[A-Za-z]:/.test(name) ||
    name.split('/').some((part) => part === '..');
  if (unsafe)
    throw new BundleRefusedError(`The archive has an unsafe file name: ${name.slice(0, 200)}`);
  return name;
}

/** Refuses an entry whose declared sizes break the limits. */
function checkSizes(entry: yauzl.Entry, total: number): void {
  if (entry.uncompressedSize > BUNDLE_LIMITS.entryBytes)
    throw new BundleRefusedError('Found file with size above allowed threshold');
  const ratio =
    entry.compressedSize > 0
      ? entry.uncompressedSize / entry.compressedSize
      : entry.uncompressedSize;
  if (ratio > BUNDLE_LIMITS.compressionRatio)
    throw new BundleRefusedError('Zip compress ratio above allowed threshold');
  if (total > BUNDLE_LIMITS.totalBytes)
    throw new BundleRefusedError('The archive is larger than allowed once inflated');
}

function openZip(buffer: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(
      buffer,
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: true },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    ),
  );
}

/** Whether the bytes are a ZIP archive (its end-of-central-directory record is there). */
export async function isZip(buffer: Buffer): Promise<boolean> {
  try {
    (await openZip(buffer)).close();
    return true;
  } catch {
    return false;
  }
}

async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (error, s) => (error ? reject(error) : resolve(s))),
  );
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of stream) {
    size += (part as Buffer).length;
    if (size > BUNDLE_LIMITS.entryBytes)
      throw new BundleRefusedError('Found file with size above allowed threshold');
    parts.push(part as Buffer);
  }
  return Buffer.concat(parts);
}

/**
 * The files of the archive that `wanted` picks (by name), read whole; every entry's name and
 * sizes are checked first, so a hostile archive is refused before anything is inflated.
 */
export async function readArchive(
  buffer: Buffer,
  wanted: (path: string) => boolean,
): Promise<ArchiveFile[]> {
  if (buffer.length > BUNDLE_LIMITS.archiveBytes)
    throw new BundleRefusedError('The archive is larger than allowed');
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(buffer);
  } catch {
    throw new BundleRefusedError('Not a ZIP file');
  }
  if (zip.entryCount > BUNDLE_LIMITS.entries)
    throw new BundleRefusedError('The archive has more files than allowed');
  try {
    const picked: { path: string; entry: yauzl.Entry }[] = [];
    let total = 0;
    for (;;) {
      const entry = await nextEntry(zip);
      if (!entry) break;
      const path = entryName(entry.fileName as unknown as Buffer);
      total += entry.uncompressedSize;
      checkSizes(entry, total);
      if (!path.endsWith('/') && wanted(path)) picked.push({ path, entry });
    }
    const files: ArchiveFile[] = [];
    for (const { path, entry } of picked) files.push({ path, bytes: await readEntry(zip, entry) });
    return files;
  } catch (error) {
    if (error instanceof BundleRefusedError) throw error;
    throw new BundleRefusedError(`Not a valid ZIP file: ${(error as Error).message}`);
  } finally {
    zip.close();
  }
}

/** The next entry of the central directory, or null at its end. */
function nextEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | null> {
  return new Promise((resolve, reject) => {
    const onEntry = (entry: yauzl.Entry) => done(() => resolve(entry));
    const onEnd = () => done(() => resolve(null));
    const onError = (error: Error) => done(() => reject(error));
    const done = (then: () => void) => {
      zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
      then();
    };
    zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
    zip.readEntry();
  });
}
