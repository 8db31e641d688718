/**
 * Reading a CSV file as pandas' `read_csv` does for Superset, with DuckDB's reader. The
 * dialect is never guessed: the delimiter, `"` quoting, header and skipped lines are the
 * options'. Types are pandas' choices over every row read (csvTypes.ts): booleans,
 * 64-bit integers, floats, otherwise text; `column_dates` are parsed as timestamps and
 * `column_data_types` override the rest. A row with the wrong number of fields, bytes that are not UTF-8 or a
 * value that does not convert fail with the file's line number.
 */
import type { Engine } from '../../engines/types.js';
import { readCsvLayout } from './csvHeader.js';
import { CsvTypeInference } from './csvTypes.js';
import type { ReadOptions } from './options.js';
import {
  checkColumnsExist,
  describePlan,
  readColumnNames,
  sqlString,
  tableColumns,
  type FileColumn,
  type SourcePlan,
} from './sourcePlan.js';

/** pandas' default `na_values` (used unless `null_values` is given). */
export const PANDAS_NULL_VALUES = [
  '',
  '#N/A',
  '#N/A N/A',
  '#NA',
  '-1.#IND',
  '-1.#QNAN',
  '-NaN',
  '-nan',
  '1.#IND',
  '1.#QNAN',
  '<NA>',
  'N/A',
  'NA',
  'NULL',
  'NaN',
  'None',
  'n/a',
  'nan',
  'null',
];

const MAX_LINE_BYTES = 32 * 1024 * 1024;
export interface CsvInput {
  path: string;
  read: ReadOptions;
  /** Columns the file has when known beforehand (an Excel sheet's width). */
  width?: number;
  /** Short rows are padded with NULLs (an Excel sheet's rows end at their last cell). */
  nullPadding?: boolean;
  /** Columns holding only `YYYY-MM-DD HH:MM:SS` values are timestamps (Excel date cells). */
  inferTimestamps?: boolean;
}

function readerSql(
  input: CsvInput,
  layout: { header: boolean; skip: number },
  types: string[],
): string {
  const { read } = input;
  const nulls = read.nullValues?.length ? read.nullValues : PANDAS_NULL_VALUES;
  const columns = types.map((t, i) => `${sqlString(`c${i}`)}: ${sqlString(t)}`).join(', ');
  return [
    `read_csv(${sqlString(input.path)}`,
    'auto_detect=false',
    `delim=${sqlString(read.delimiter)}`,
    `quote='"'`,
    `escape='"'`,
    `header=${layout.header}`,
    `skip=${layout.skip}`,
    `nullstr=[${nulls.map(sqlString).join(', ')}]`,
    `decimal_separator=${sqlString(read.decimalCharacter)}`,
    `null_padding=${input.nullPadding === true}`,
    `max_line_size=${MAX_LINE_BYTES}`,
    `columns={${columns}})`,
  ].join(', ');
}

/** The file's column names as the header (or `0..n-1`) gives them. */
export async function csvColumnNames(input: CsvInput): Promise<string[]> {
  return (await readCsvLayout(input.path, input.read, input.width)).names;
}

/**
 * The plan reading the CSV. Unless `confirm`, types may rest on the first rows
 * (`optimistic` plan): writing it fails with TYPE_MISMATCH when a later value does not
 * fit, and the caller plans again with `confirm`.
 */
export async function planCsv(duck: Engine, input: CsvInput, confirm = false): Promise<SourcePlan> {
  const { read } = input;
  const layout = await readCsvLayout(input.path, read, input.width);
  const names = layout.names;
  checkColumnsExist(names, read);
  const idOf = new Map(names.map((n, i) => [n, `c${i}`]));
  const nameOf = (id: string) => names[Number(id.slice(1))] ?? id;
  const used = readColumnNames(names, read);
  const dates = new Set(read.columnDates);
  const overrides = read.columnDataTypes;
  const varcharTypes = names.map(() => 'VARCHAR');
  const { columns: inferred, optimistic } = await new CsvTypeInference(
    duck,
    read.rowsToRead === null
      ? readerSql(input, layout, varcharTypes)
      : `(SELECT * FROM ${readerSql(input, layout, varcharTypes)} LIMIT ${read.rowsToRead})`,
    {
      decimal: read.decimalCharacter,
      skipInitialSpace: read.skipInitialSpace,
      dayFirst: read.dayFirst,
      timestamps: input.inferTimestamps === true,
    },
    nameOf,
  ).infer(
    used.filter((n) => !dates.has(n) && overrides[n] === undefined).map((n) => idOf.get(n)!),
    used.filter((n) => dates.has(n)).map((n) => idOf.get(n)!),
    confirm,
  );

  // The reader converts `column_data_types` itself, naming the line of a value that does
  // not convert; the inferred types are converted in the SELECT, every value having fit.
  const readerTypes = names.map((n) => (dates.has(n) ? 'VARCHAR' : (overrides[n] ?? 'VARCHAR')));
  const expression = (name: string): string => {
    const id = idOf.get(name)!;
    return inferred.get(id)?.expr ?? id;
  };
  const columns: FileColumn[] = used.map((name) => ({ name, expr: expression(name) }));
  const plan = await describePlan(
    duck,
    tableColumns(columns, read),
    readerSql(input, layout, readerTypes),
    read.rowsToRead,
    nameOf,
  );
  return { ...plan, optimistic };
}
