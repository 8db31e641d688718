import { describe, expect, it } from 'vitest';
import { hasAllowedExtension, uploadFields, uploadFormData } from './uploadForm';

describe('the upload form body', () => {
  it("sends a CSV's options, lists as JSON, and leaves empty options out", () => {
    const fields = uploadFields('csv', {
      table_name: ' sales_2024 ',
      schema: 'uploads',
      already_exists: 'replace',
      delimiter: ';',
      sheet_name: 'ignored for csv',
      header_row: 0,
      skip_rows: 1,
      rows_to_read: null,
      null_values: ['', 'N/A'],
      column_dates: ['sold_at'],
      decimal_character: ',',
      index_column: '',
      columns_read: [],
    });
    expect(Object.fromEntries(fields)).toEqual({
      type: 'csv',
      table_name: 'sales_2024',
      schema: 'uploads',
      already_exists: 'replace',
      delimiter: ';',
      header_row: '0',
      skip_rows: '1',
      null_values: '["","N/A"]',
      column_dates: '["sold_at"]',
      decimal_character: ',',
      dataframe_index: 'false',
      skip_blank_lines: 'false',
      skip_initial_space: 'false',
      day_first: 'false',
    });
  });

  it('sends the sheet name for Excel and no CSV-only fields', () => {
    const names = uploadFields('excel', {
      table_name: 't',
      already_exists: 'fail',
      delimiter: ',',
      sheet_name: 'Sheet2',
      day_first: true,
    }).map(([n]) => n);
    expect(names).toContain('sheet_name');
    expect(names).not.toContain('delimiter');
    expect(names).not.toContain('day_first');
  });

  it('puts the file in the multipart body', () => {
    const data = uploadFormData(
      'csv',
      { table_name: 't', already_exists: 'fail' },
      new Blob(['a,b\n1,2\n']),
      'data.csv',
    );
    expect((data.get('file') as File).name).toBe('data.csv');
    expect(data.get('type')).toBe('csv');
  });

  it('knows which files each type accepts', () => {
    expect(hasAllowedExtension('x.CSV', 'csv')).toBe(true);
    expect(hasAllowedExtension('x.parquet', 'csv')).toBe(false);
    expect(hasAllowedExtension('noext', 'excel')).toBe(false);
  });
});
