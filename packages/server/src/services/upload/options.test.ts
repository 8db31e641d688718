import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../errors.js';
import { parseUploadForm, type FormFields } from './options.js';

const file = { path: '/tmp/x', filename: 'data.csv', size: 1 };
const parse = (fields: FormFields) =>
  parseUploadForm({ type: ['csv'], table_name: ['t'], ...fields }, file);

describe('parseUploadForm', () => {
  it('reads Superset defaults', () => {
    const form = parse({});
    expect(form).toMatchObject({
      type: 'csv',
      tableName: 't',
      schema: null,
      alreadyExists: 'fail',
    });
    expect(form.read).toMatchObject({
      delimiter: ',',
      headerRow: 0,
      skipRows: 0,
      rowsToRead: null,
      nullValues: null,
      decimalCharacter: '.',
      dataframeIndex: false,
    });
  });

  it('reads lists as comma-separated text, repeated fields or a JSON array', () => {
    expect(parse({ null_values: [',NA'] }).read.nullValues).toEqual(['', 'NA']);
    expect(parse({ column_dates: ['a', 'b,c'] }).read.columnDates).toEqual(['a', 'b,c']);
    expect(parse({ columns_read: ['["x","y,z"]'] }).read.columnsRead).toEqual(['x', 'y,z']);
  });

  it('maps pandas dtypes and reads booleans and an empty header row', () => {
    const form = parse({
      column_data_types: ['{"a": "int64", "b": "str", "c": "decimal(10,2)"}'],
      dataframe_index: ['True'],
      header_row: [''],
    });
    expect(form.read.columnDataTypes).toEqual({ a: 'BIGINT', b: 'VARCHAR', c: 'DECIMAL(10,2)' });
    expect(form.read.dataframeIndex).toBe(true);
    expect(form.read.headerRow).toBeNull();
  });

  it('names every bad field', () => {
    try {
      parse({ delimiter: [''], decimal_character: [';'], skip_rows: ['-1'], day_first: ['maybe'] });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ValidationError);
      expect((e as ValidationError).fields).toEqual({
        delimiter: ['The delimiter cannot be empty.'],
        decimal_character: ["The decimal character must be '.' or ','."],
        skip_rows: ['Must be greater than or equal to 0.'],
        day_first: ['Not a valid boolean.'],
      });
    }
  });
});
