// The file formats of uploads and exports, measured in-process on the server's own code (bundled
// from packages/server/src with esbuild; no server, no HTTP), each case in a process of its own
// so that its peak resident memory is its own:
//   export-xlsx      a 100,000-row, 6-column table written as an .xlsx workbook (xlsxStream)
//   export-zip-csv   four 100,000-row tables as a ZIP of query_N.csv (a multi-query CSV export)
//   export-zip-xlsx  two 100,000-row tables as a ZIP of query_N.xlsx
//   upload-xlsx      a 100,000-row .xlsx (shared strings, a date column) read as an upload
//                    (planExcel: the sheet to CSV, then DuckDB's look at it)
//   upload-xlsx-meta the same workbook's sheet names and header row (excelMetadata)
//   upload-zip       a .zip of four 250,000-row Parquet files read as a columnar upload
//                    (planParquet: the entries extracted, then DuckDB's look at them)
// Each process first runs its case once on a small input (1,000 rows), as a running server has
// its modules loaded and its code compiled. Prints, per case, the median time of RUNS runs, the
// median CPU time of the process during the work (all its threads: steadier than the time on a
// busy machine), and the largest peak RSS of the process (and its RSS before the work, after the warm-up). ROWS
// (export and xlsx rows) and RUNS override; CASES picks cases (comma-separated); BUNDLE=<path inside the checkout> runs an earlier bundle of this script
// (one it left in node_modules/.cache/tessera-bench/, copied aside) instead of building one, to
// set two versions of the code side by side under the same load.
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { median } from './support.mjs';

const ROWS = Number(process.env.ROWS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 3);
const PARQUET_ROWS = 250_000;
const CASES = [
  'export-xlsx',
  'export-zip-csv',
  'export-zip-xlsx',
  'upload-xlsx',
  'upload-xlsx-meta',
  'upload-zip',
];
const BUNDLE = process.env.BUNDLE ?? 'node_modules/.cache/tessera-bench/fileFormats.mjs';

const rssMiB = () => process.memoryUsage().rss / 2 ** 20;
const peakMiB = () => process.resourceUsage().maxRSS / 1024;

/** One case, in this process; prints its figures as JSON. */
async function runCase(name, dir) {
  const m = await import(join(process.cwd(), BUNDLE));
  const day0 = Date.UTC(2024, 0, 1);
  const tableOf = (rowCount) => ({
    rowCount,
    columns: [
      { header: 'id', temporal: false, value: (r) => r + 1 },
      { header: 'customer', temporal: false, value: (r) => `customer_${r % 50000}` },
      { header: 'category', temporal: false, value: (r) => `cat_${r % 17}` },
      { header: 'amount', temporal: false, value: (r) => ((r * 7919) % 100000) / 100 },
      { header: 'paid', temporal: false, value: (r) => r % 3 === 0 },
      { header: 'placed', temporal: true, value: (r) => day0 + (r % 1000) * 3_600_000 },
    ],
  });
  const drain = async (stream) => {
    let bytes = 0;
    for await (const piece of stream) bytes += piece.length;
    return bytes;
  };
  const file = (path) => ({ path, filename: path.split('/').pop(), size: statSync(path).size });
  // work(small): the case on its full input, or on a small one (the warm-up).
  let work;
  const tableFor = (small) => tableOf(small ? 1000 : ROWS);
  if (name === 'export-xlsx') work = (small) => drain(m.xlsxStream(tableFor(small)));
  else if (name === 'export-zip-csv')
    work = (small) =>
      drain(
        m.zipStream(
          [1, 2, 3, 4].map((i) => ({
            name: `query_${i}.csv`,
            content: m.csvPieces(tableFor(small)),
          })),
        ),
      );
  else if (name === 'export-zip-xlsx')
    work = (small) =>
      drain(
        m.zipStream(
          [1, 2].map((i) => ({ name: `query_${i}.xlsx`, content: m.xlsxStream(tableFor(small)) })),
        ),
      );
  else {
    const type = name === 'upload-zip' ? 'columnar' : 'excel';
    const input = name === 'upload-zip' ? 'parts.zip' : 'orders.xlsx';
    work = async (small) => {
      const upload = file(join(dir, small ? `small-${input}` : input));
      const read = m.parseUploadForm({ type: [type], table_name: ['t'] }, upload).read;
      const scratch = mkdtempSync(join(dir, 'work-'));
      const duck = await m.DuckdbEngine.openScratch([`${scratch}/`, `${dir}/`]);
      try {
        if (name === 'upload-xlsx') await m.planExcel(duck, upload, read, scratch);
        else if (name === 'upload-xlsx-meta') await m.excelMetadata(upload, read);
        else await m.planParquet(duck, upload, read, scratch);
      } finally {
        await duck.close();
        rmSync(scratch, { recursive: true, force: true });
      }
      return upload.size;
    };
  }
  // A server has run the code before: modules loaded, functions compiled.
  await work(true);
  global.gc?.();
  const before = rssMiB();
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const bytes = await work(false);
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  console.log(JSON.stringify({ ms, cpuMs, bytes, before, peak: peakMiB() }));
}

/** The server code the cases call, bundled (third-party packages stay in node_modules). */
async function bundle() {
  const { build } = await import('esbuild');
  const src = './packages/server/src';
  await build({
    stdin: {
      contents: `
        export { xlsxStream } from '${src}/chartData/formats/xlsx.ts';
        export { zipStream } from '${src}/chartData/formats/zip.ts';
        export { csvPieces } from '${src}/chartData/formats/csv.ts';
        export { planExcel, excelMetadata } from '${src}/services/upload/excelSource.ts';
        export { planParquet } from '${src}/services/upload/parquetSource.ts';
        export { parseUploadForm } from '${src}/services/upload/options.ts';
        export { DuckdbEngine } from '${src}/engines/duckdb/engine.ts';`,
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    packages: 'external',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outfile: BUNDLE,
    logLevel: 'error',
  });
}

/** An .xlsx of `rows` rows made by ExcelJS (as Excel lays one out: shared strings, styles). */
async function writeXlsx(path, rows) {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useSharedStrings: true,
    useStyles: true,
  });
  const sheet = book.addWorksheet('Orders');
  sheet.addRow(['id', 'customer', 'category', 'amount', 'paid', 'placed']).commit();
  const dateStyle = { numFmt: 'yyyy-mm-dd hh:mm' };
  for (let i = 1; i <= rows; i++) {
    const row = sheet.addRow([
      i,
      `customer_${i % 50000}`,
      `cat_${i % 17}`,
      ((i * 7919) % 100000) / 100,
      i % 3 === 0,
      new Date(Date.UTC(2024, i % 12, (i % 28) + 1, i % 24)),
    ]);
    row.getCell(6).style = dateStyle;
    row.commit();
  }
  sheet.commit();
  await book.commit();
}

/** A zip of `parts` uncompressed Parquet files of `rows` rows each, written by DuckDB. */
async function writeParquetZip(dir, path, parts, rows) {
  const { DuckDBInstance } = await import('@duckdb/node-api');
  const duck = await DuckDBInstance.create(':memory:');
  const conn = await duck.connect();
  const { default: yazl } = await import('yazl');
  const zip = new yazl.ZipFile();
  for (let p = 0; p < parts; p++) {
    const part = join(dir, `part-${rows}-${p}.parquet`);
    await conn.run(
      `COPY (SELECT range + ${p * rows} AS id, 'customer_' || (range % 50000) AS customer, ` +
        `range % 17 AS category, (range * 7919 % 100000) / 100 AS amount, range % 3 = 0 AS paid, ` +
        `TIMESTAMP '2024-01-01' + to_hours(range % 1000) AS placed FROM range(${rows})) ` +
        `TO '${part}' (FORMAT PARQUET, COMPRESSION 'uncompressed')`,
    );
    zip.addFile(part, `parts/part-${p}.parquet`);
  }
  conn.closeSync();
  duck.closeSync();
  zip.end();
  const out = createWriteStream(path);
  await pipeline(zip.outputStream, out);
  if (!out.closed) await once(out, 'close');
}

/** The upload inputs, and small ones of the same kind for the warm-up. */
async function makeInputs(dir) {
  await writeXlsx(join(dir, 'orders.xlsx'), ROWS);
  await writeXlsx(join(dir, 'small-orders.xlsx'), 1000);
  await writeParquetZip(dir, join(dir, 'parts.zip'), 4, PARQUET_ROWS);
  await writeParquetZip(dir, join(dir, 'small-parts.zip'), 1, 1000);
}

const caseArg = process.argv.indexOf('--case');
if (caseArg > 0) {
  await runCase(process.argv[caseArg + 1], process.argv[caseArg + 2]);
} else {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-formats-bench-'));
  try {
    mkdirSync('node_modules/.cache/tessera-bench', { recursive: true });
    if (!process.env.BUNDLE) await bundle();
    await makeInputs(dir);
    const size = (f) => (statSync(join(dir, f)).size / 1e6).toFixed(1);
    console.log(
      `inputs: orders.xlsx ${size('orders.xlsx')} MB (${ROWS.toLocaleString('en')} rows), ` +
        `parts.zip ${size('parts.zip')} MB (4 × ${PARQUET_ROWS.toLocaleString('en')} rows)`,
    );
    const wanted = process.env.CASES ? process.env.CASES.split(',') : CASES;
    for (const name of wanted) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const child = spawnSync(
          process.execPath,
          ['--expose-gc', 'bench/fileFormats.bench.mjs', '--case', name, dir],
          { encoding: 'utf8', maxBuffer: 1 << 20 },
        );
        if (child.status !== 0) throw new Error(`${name}: ${child.stderr}`);
        runs.push(JSON.parse(child.stdout.trim().split('\n').pop()));
      }
      const ms = median(runs.map((r) => r.ms));
      const cpuMs = median(runs.map((r) => r.cpuMs));
      const peak = Math.max(...runs.map((r) => r.peak));
      const before = median(runs.map((r) => r.before));
      console.log(
        `${name.padEnd(17)} median ${(ms / 1000).toFixed(2)} s of ${RUNS} ` +
          `(${runs.map((r) => (r.ms / 1000).toFixed(2)).join(' / ')}), ` +
          `CPU ${(cpuMs / 1000).toFixed(2)} s, ` +
          `${(runs[0].bytes / 1e6).toFixed(1)} MB, peak RSS ${peak.toFixed(0)} MiB ` +
          `(before the work ${before.toFixed(0)} MiB)`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
