/**
 * The form fields of `POST /database/<pk>/upload/` and `/database/upload_metadata/`, read
 * as Superset's marshmallow schemas read them (`UploadPostSchema`,
 * `UploadFileMetadataPostSchema`): strings, integers and booleans from form text, lists as
 * comma-separated text (or repeated fields, or a JSON array). Problems are 400
 * `{message: {field: [..]}}`, each naming its field.
 */
import { ValidationError } from '../../errors.js';

export type UploadFileType = 'csv' | 'excel' | 'columnar';
export type AlreadyExists = 'fail' | 'replace' | 'append';

/** How the file is read (pandas' `read_csv` / `read_excel` / `read_parquet` options). */
export interface ReadOptions {
  delimiter: string;
  /** Row (after `skipRows`) holding the column names; null when the file has none. */
  headerRow: number | null;
  skipRows: number;
  rowsToRead: number | null;
  /** Strings read as NULL; null for pandas' defaults. */
  nullValues: string[] | null;
  columnDates: string[];
  decimalCharacter: '.' | ',';
  indexColumn: string | null;
  dataframeIndex: boolean;
  indexLabel: string | null;
  columnsRead: string[];
  /** Column name to DuckDB type, from `column_data_types`. */
  columnDataTypes: Record<string, string>;
  skipBlankLines: boolean;
  skipInitialSpace: boolean;
  dayFirst: boolean;
  sheetName: string | null;
}

export interface UploadForm {
  type: UploadFileType;
  tableName: string;
  schema: string | null;
  alreadyExists: AlreadyExists;
  read: ReadOptions;
}

export interface MetadataForm {
  type: UploadFileType;
  read: ReadOptions;
}

/** The form as received: every field's values in order (repeated fields keep them all). */
export type FormFields = Record<string, string[]>;

/** The uploaded file as the route saw it. */
export interface ReceivedFile {
  path: string;
  filename: string;
  size: number;
}

const TYPES: readonly UploadFileType[] = ['csv', 'excel', 'columnar'];
const MODES: readonly AlreadyExists[] = ['fail', 'replace', 'append'];
/** Superset's CSV_EXTENSIONS, EXCEL_EXTENSIONS and COLUMNAR_EXTENSIONS. */
export const EXTENSIONS: Record<UploadFileType, readonly string[]> = {
  csv: ['csv', 'tsv', 'txt'],
  excel: ['xlsx', 'xls'],
  columnar: ['parquet', 'zip'],
};
const REQUIRED = 'Missing data for required field.';
const TRUTHY = new Set(['true', 't', '1', 'yes', 'y', 'on']);
const FALSY = new Set(['false', 'f', '0', 'no', 'n', 'off']);

/** pandas dtypes (and plain SQL type names) of `column_data_types`, as DuckDB types. */
const DTYPES: Record<string, string> = {
  int: 'BIGINT',
  int64: 'BIGINT',
  int32: 'INTEGER',
  int16: 'SMALLINT',
  int8: 'TINYINT',
  uint8: 'UTINYINT',
  uint16: 'USMALLINT',
  uint32: 'UINTEGER',
  uint64: 'UBIGINT',
  float: 'DOUBLE',
  float64: 'DOUBLE',
  float32: 'FLOAT',
  str: 'VARCHAR',
  string: 'VARCHAR',
  object: 'VARCHAR',
  category: 'VARCHAR',
  bool: 'BOOLEAN',
  boolean: 'BOOLEAN',
  datetime64: 'TIMESTAMP',
  'datetime64[ns]': 'TIMESTAMP',
  'datetime64[us]': 'TIMESTAMP',
  'datetime64[ms]': 'TIMESTAMP',
  'datetime64[s]': 'TIMESTAMP',
  datetime: 'TIMESTAMP',
  date: 'DATE',
  bigint: 'BIGINT',
  integer: 'INTEGER',
  smallint: 'SMALLINT',
  double: 'DOUBLE',
  real: 'FLOAT',
  varchar: 'VARCHAR',
  text: 'VARCHAR',
  timestamp: 'TIMESTAMP',
};

class FieldReader {
  readonly errors: Record<string, string[]> = {};
  constructor(private readonly fields: FormFields) {}

  fail(field: string, message: string): undefined {
    (this.errors[field] ??= []).push(message);
    return undefined;
  }

  /** The field's last value, or undefined when it is absent. */
  raw(field: string): string | undefined {
    const values = this.fields[field];
    return values?.length ? values[values.length - 1] : undefined;
  }

  string(field: string): string | undefined {
    return this.raw(field);
  }

  /** A non-blank string, or null. */
  optionalName(field: string): string | null {
    const v = this.raw(field);
    return v === undefined || v.trim() === '' ? null : v;
  }

  integer(field: string, min: number): number | null | undefined {
    const v = this.raw(field);
    if (v === undefined || v.trim() === '' || v === 'null') return null;
    if (!/^\s*[+-]?\d+\s*$/.test(v)) return this.fail(field, 'Not a valid integer.');
    const n = Number(v);
    if (n < min) return this.fail(field, `Must be greater than or equal to ${min}.`);
    return n;
  }

  boolean(field: string): boolean {
    const v = this.raw(field);
    if (v === undefined || v.trim() === '') return false;
    const key = v.trim().toLowerCase();
    if (TRUTHY.has(key)) return true;
    if (!FALSY.has(key)) this.fail(field, 'Not a valid boolean.');
    return false;
  }

  /** Superset's DelimitedListField: `a,b`; also repeated fields and a JSON array. */
  list(field: string): string[] | undefined {
    const values = this.fields[field];
    if (!values?.length) return undefined;
    const out: string[] = [];
    for (const v of values) {
      const t = v.trim();
      if (t.startsWith('[')) {
        try {
          const parsed: unknown = JSON.parse(t);
          if (Array.isArray(parsed) && parsed.every((x) => typeof x === 'string')) {
            out.push(...(parsed as string[]));
            continue;
          }
        } catch {
          // not JSON: a plain delimited list
        }
      }
      if (values.length > 1) out.push(v);
      else if (v !== '') out.push(...v.split(','));
    }
    return out;
  }

  oneOf<T extends string>(field: string, choices: readonly T[], fallback?: T): T | undefined {
    const v = this.raw(field);
    if (v === undefined || v === '') {
      if (fallback !== undefined) return fallback;
      return this.fail(field, REQUIRED);
    }
    if ((choices as readonly string[]).includes(v)) return v as T;
    return this.fail(field, `Must be one of: ${choices.join(', ')}.`);
  }
}

function columnDataTypes(r: FieldReader): Record<string, string> {
  const text = r.raw('column_data_types');
  if (text === undefined || text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    r.fail('column_data_types', 'Invalid JSON format for column_data_types');
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    r.fail('column_data_types', 'column_data_types must be a JSON object of column: type');
    return {};
  }
  const out: Record<string, string> = {};
  for (const [column, dtype] of Object.entries(parsed as Record<string, unknown>)) {
    const key = typeof dtype === 'string' ? dtype.trim() : '';
    const decimal = /^decimal\((\d{1,2}),\s*(\d{1,2})\)$/i.exec(key);
    const mapped = DTYPES[key] ?? DTYPES[key.toLowerCase()];
    if (mapped) out[column] = mapped;
    else if (decimal && Number(decimal[2]) <= Number(decimal[1]) && Number(decimal[1]) <= 38)
      out[column] = `DECIMAL(${decimal[1]},${decimal[2]})`;
    else
      r.fail(
        'column_data_types',
        `Unsupported data type ${JSON.stringify(dtype)} for column "${column}" (use int64, float64, string, bool or datetime64)`,
      );
  }
  return out;
}

function readOptions(r: FieldReader): ReadOptions {
  const delimiter = r.string('delimiter') ?? ',';
  if (delimiter === '') r.fail('delimiter', 'The delimiter cannot be empty.');
  else if (Buffer.byteLength(delimiter) > 4)
    r.fail('delimiter', 'The delimiter can be at most 4 bytes long.');
  else if (/["\r\n]/.test(delimiter))
    r.fail('delimiter', 'The delimiter cannot be a quote or a line break.');
  const decimal = r.string('decimal_character') ?? '.';
  if (decimal !== '.' && decimal !== ',' && decimal !== '')
    r.fail('decimal_character', "The decimal character must be '.' or ','.");
  if (decimal === ',' && delimiter === ',')
    r.fail('decimal_character', 'The decimal character cannot be the delimiter.');
  const headerText = r.raw('header_row');
  return {
    delimiter,
    headerRow: headerText === undefined ? 0 : (r.integer('header_row', 0) ?? null),
    skipRows: r.integer('skip_rows', 0) ?? 0,
    rowsToRead: r.integer('rows_to_read', 1) ?? null,
    nullValues: r.list('null_values') ?? null,
    columnDates: (r.list('column_dates') ?? []).filter((c) => c !== ''),
    decimalCharacter: decimal === ',' ? ',' : '.',
    indexColumn: r.optionalName('index_column'),
    dataframeIndex: r.boolean('dataframe_index'),
    indexLabel: r.optionalName('index_label'),
    columnsRead: (r.list('columns_read') ?? []).filter((c) => c !== ''),
    columnDataTypes: columnDataTypes(r),
    skipBlankLines: r.boolean('skip_blank_lines'),
    skipInitialSpace: r.boolean('skip_initial_space'),
    dayFirst: r.boolean('day_first'),
    sheetName: r.optionalName('sheet_name'),
  };
}

function checkFile(r: FieldReader, type: UploadFileType | undefined, file: ReceivedFile | null) {
  if (!file) return r.fail('file', REQUIRED);
  if (!type) return;
  const ext = /\.([^.]+)$/.exec(file.filename)?.[1]?.toLowerCase();
  if (!ext || !EXTENSIONS[type].includes(ext)) r.fail('file', 'File extension is not allowed.');
  else if (ext === 'xls')
    r.fail('file', 'Only .xlsx Excel files can be read (the older .xls format is not supported).');
}

function done<T>(r: FieldReader, value: T): T {
  if (Object.keys(r.errors).length) throw new ValidationError(r.errors, 400);
  return value;
}

/** The fields of an upload; 400 naming every bad field. */
export function parseUploadForm(fields: FormFields, file: ReceivedFile | null): UploadForm {
  const r = new FieldReader(fields);
  const type = r.oneOf('type', TYPES);
  checkFile(r, type, file);
  const tableName = r.string('table_name');
  if (tableName === undefined) r.fail('table_name', REQUIRED);
  else if (tableName.trim() === '' || tableName.length > 10000)
    r.fail('table_name', 'Length must be between 1 and 10000.');
  const alreadyExists = r.oneOf('already_exists', MODES, 'fail');
  const read = readOptions(r);
  return done(r, {
    type: type!,
    tableName: tableName ?? '',
    schema: r.optionalName('schema'),
    alreadyExists: alreadyExists!,
    read,
  });
}

/** The fields of `upload_metadata`; 400 naming every bad field. */
export function parseMetadataForm(fields: FormFields, file: ReceivedFile | null): MetadataForm {
  const r = new FieldReader(fields);
  const type = r.oneOf('type', TYPES);
  checkFile(r, type, file);
  return done(r, { type: type!, read: readOptions(r) });
}
