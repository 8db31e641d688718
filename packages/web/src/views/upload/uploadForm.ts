/**
 * The upload form's multipart body for `POST /api/v1/database/{pk}/upload/` (Superset's
 * contract): only the fields of the file's type, lists as JSON arrays, and nothing for
 * options left empty (the server's defaults then apply).
 */
export type UploadType = 'csv' | 'excel' | 'columnar';

export interface UploadValues {
  table_name: string;
  schema?: string | null;
  already_exists: 'fail' | 'replace' | 'append';
  delimiter?: string;
  sheet_name?: string;
  header_row?: number | null;
  skip_rows?: number | null;
  rows_to_read?: number | null;
  null_values?: string[];
  column_dates?: string[];
  decimal_character?: string;
  index_column?: string | null;
  index_label?: string;
  columns_read?: string[];
  column_data_types?: string;
  dataframe_index?: boolean;
  skip_blank_lines?: boolean;
  skip_initial_space?: boolean;
  day_first?: boolean;
}

export const UPLOAD_TITLES: Record<UploadType, string> = {
  csv: 'CSV Upload',
  excel: 'Excel Upload',
  columnar: 'Columnar Upload',
};

/** The menu entries that open the form. */
export const UPLOAD_MENU_LABELS: Record<UploadType, string> = {
  csv: 'Upload CSV to database',
  excel: 'Upload Excel to database',
  columnar: 'Upload Columnar file to database',
};

/** Superset's CSV_EXTENSIONS, EXCEL_EXTENSIONS and COLUMNAR_EXTENSIONS. */
export const UPLOAD_EXTENSIONS: Record<UploadType, string[]> = {
  csv: ['csv', 'tsv', 'txt'],
  excel: ['xlsx', 'xls'],
  columnar: ['parquet', 'zip'],
};

export function hasAllowedExtension(fileName: string, type: UploadType): boolean {
  const ext = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return !!ext && UPLOAD_EXTENSIONS[type].includes(ext);
}

const CSV_ONLY = [
  'delimiter',
  'column_data_types',
  'skip_blank_lines',
  'skip_initial_space',
  'day_first',
] as const;
const EXCEL_ONLY = ['sheet_name'] as const;

/** The form's fields as [name, text] pairs, in the order they are sent. */
export function uploadFields(type: UploadType, values: UploadValues): [string, string][] {
  const out: [string, string][] = [['type', type]];
  const skip = new Set<string>([
    ...(type === 'csv' ? [] : CSV_ONLY),
    ...(type === 'excel' ? [] : EXCEL_ONLY),
  ]);
  const add = (name: keyof UploadValues, value: unknown) => {
    if (skip.has(name) || value === undefined || value === null) return;
    if (Array.isArray(value)) {
      if (value.length) out.push([name, JSON.stringify(value)]);
      return;
    }
    if (typeof value === 'string' && value.trim() === '' && name !== 'delimiter') return;
    out.push([name, String(value)]);
  };
  add('table_name', values.table_name.trim());
  add('schema', values.schema);
  add('already_exists', values.already_exists);
  add('delimiter', values.delimiter);
  add('sheet_name', values.sheet_name);
  add('header_row', values.header_row ?? 0);
  add('skip_rows', values.skip_rows ?? 0);
  add('rows_to_read', values.rows_to_read);
  add('null_values', values.null_values);
  add('column_dates', values.column_dates);
  add('decimal_character', values.decimal_character);
  add('index_column', values.index_column);
  add('index_label', values.index_label);
  add('columns_read', values.columns_read);
  add('column_data_types', values.column_data_types);
  add('dataframe_index', values.dataframe_index ?? false);
  add('skip_blank_lines', values.skip_blank_lines ?? false);
  add('skip_initial_space', values.skip_initial_space ?? false);
  add('day_first', values.day_first ?? false);
  return out;
}

export function uploadFormData(
  type: UploadType,
  values: UploadValues,
  file: Blob,
  fileName: string,
) {
  const data = new FormData();
  for (const [name, value] of uploadFields(type, values)) data.append(name, value);
  data.append('file', file, fileName);
  return data;
}
