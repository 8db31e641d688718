/**
 * Reads a ZIP archive back as an unzip tool does, through yauzl (which checks the archive's
 * structure, entry sizes and names), and checks each entry's CRC-32 against its bytes, as
 * `unzip -t` does. For the tests of Tessera's own ZIP and XLSX writers.
 */
import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';

export interface UnzippedEntry {
  name: string;
  data: Buffer;
  modified: Date;
}

export async function unzip(archive: Buffer): Promise<UnzippedEntry[]> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      archive,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: true },
      (error, file) => (error ? reject(error) : resolve(file)),
    ),
  );
  const entries: UnzippedEntry[] = [];
  return new Promise((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, async (error, stream) => {
        if (error) return reject(error);
        try {
          const parts: Buffer[] = [];
          for await (const part of stream) parts.push(part as Buffer);
          const data = Buffer.concat(parts);
          if (crc32(data) >>> 0 !== entry.crc32) {
            throw new Error(`${entry.fileName}: CRC-32 does not match its bytes`);
          }
          entries.push({ name: entry.fileName, data, modified: entry.getLastModDate() });
          zip.readEntry();
        } catch (e) {
          reject(e);
        }
      });
    });
    zip.readEntry();
  });
}
