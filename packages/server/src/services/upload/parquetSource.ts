/**
 * Reading a columnar upload as pandas' `read_parquet` does for Superset: a Parquet file,
 * or a .zip of Parquet files read as one table (columns matched by name). Column types
 * are the file's; `columns_read` and the dataframe index options apply.
 */
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { BUNDLE_LIMITS } from '../bundles/archive.js';
import type { Engine } from '../../engines/types.js';
import { UploadFailedError, readError } from './errors.js';
import type { ReadOptions, ReceivedFile } from './options.js';
import {
  checkColumnsExist,
  describePlan,
  readColumnNames,
  sqlName,
  sqlString,
  tableColumns,
  type SourcePlan,
} from './sourcePlan.js';

/** Entries a columnar upload's zip may hold. */
export const COLUMNAR_ZIP_MAX_ENTRIES = 1_000;
/** All its `.parquet` files together, inflated. */
export const COLUMNAR_ZIP_MAX_INFLATED_BYTES = 8 * 1024 ** 3;

/**
 * Refuses a zip entry Superset's `check_is_safe_zip` refuses (inflated over compressed size
 * past `ZIP_FILE_MAX_COMPRESS_RATIO`, the bundles' 200), or one that takes the inflated total
 * past its limit: a zip bomb never reaches the disk.
 */
function checkEntry(entry: yauzl.Entry, inflatedSoFar: number): void {
  const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
  if (ratio > BUNDLE_LIMITS.compressionRatio)
    throw new UploadFailedError('Parsing error: Zip compress ratio above allowed threshold');
  if (inflatedSoFar + entry.uncompressedSize > COLUMNAR_ZIP_MAX_INFLATED_BYTES)
    throw new UploadFailedError(
      'Parsing error: the zip file is larger than allowed once inflated (8 GiB)',
    );
}

/**
 * The Parquet files of the upload: itself, or the `.parquet` entries of a zip, extracted
 * (yauzl reads the zip's directory and inflates each entry, checking it holds the size it
 * declares; {@link checkEntry} refuses zip bombs before anything is inflated).
 */
async function parquetFiles(file: ReceivedFile, workDir: string): Promise<string[]> {
  if (!/\.zip$/i.test(file.filename)) return [file.path];
  const paths: string[] = [];
  let zip: yauzl.ZipFile | undefined;
  try {
    zip = await yauzl.openPromise(file.path, { lazyEntries: true, autoClose: false });
    if (zip.entryCount > COLUMNAR_ZIP_MAX_ENTRIES)
      throw new UploadFailedError(
        `Parsing error: the zip file holds more than ${COLUMNAR_ZIP_MAX_ENTRIES} files`,
      );
    let inflated = 0;
    for await (const entry of zip.eachEntry()) {
      if (!/\.parquet$/i.test(entry.fileName) || entry.fileName.startsWith('__MACOSX/')) continue;
      checkEntry(entry, inflated);
      inflated += entry.uncompressedSize;
      const dest = join(workDir, `part-${paths.length}.parquet`);
      await pipeline(await zip.openReadStreamPromise(entry), createWriteStream(dest));
      paths.push(dest);
    }
  } catch (error) {
    if (error instanceof UploadFailedError) throw error;
    if ((error as NodeJS.ErrnoException).syscall) throw error; // the scratch folder's, not the zip's
    throw new UploadFailedError(
      `Parsing error: not a valid zip file (${(error as Error).message})`,
    );
  } finally {
    zip?.close();
  }
  if (!paths.length)
    throw new UploadFailedError('Parsing error: the zip file holds no .parquet files');
  return paths;
}

function readerSql(paths: string[]): string {
  return `read_parquet([${paths.map(sqlString).join(', ')}], union_by_name=true)`;
}

async function fileColumnNames(duck: Engine, from: string): Promise<string[]> {
  try {
    const described = await duck.execute(`DESCRIBE SELECT * FROM ${from}`);
    const at = described.columns.findIndex((c) => c.name === 'column_name');
    return described.rows.map((r) => String(r[at]));
  } catch (error) {
    throw readError(error);
  }
}

export async function planParquet(
  duck: Engine,
  file: ReceivedFile,
  read: ReadOptions,
  workDir: string,
): Promise<SourcePlan> {
  const from = readerSql(await parquetFiles(file, workDir));
  const names = await fileColumnNames(duck, from);
  checkColumnsExist(names, { ...read, columnDates: [] });
  const columns = readColumnNames(names, read).map((name) => ({ name, expr: sqlName(name) }));
  return describePlan(duck, tableColumns(columns, read), from, null);
}

export async function parquetColumnNames(
  duck: Engine,
  file: ReceivedFile,
  workDir: string,
): Promise<string[]> {
  return fileColumnNames(duck, readerSql(await parquetFiles(file, workDir)));
}
