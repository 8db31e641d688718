/**
 * Reading an .xlsx sheet as pandas' `read_excel` does for Superset: the sheet is written
 * out as CSV (cells as text, date cells as timestamps) and read by the CSV reader with the
 * same header, skip, null, index and column options; columns holding only date cells
 * become timestamps.
 */
import { join } from 'node:path';
import type { Engine } from '../../engines/types.js';
import { columnNames } from './csvHeader.js';
import { planCsv } from './csvSource.js';
import type { ReadOptions, ReceivedFile } from './options.js';
import type { SourcePlan } from './sourcePlan.js';
import { readWorkbook, sheetToCsv, type Cells } from './xlsxReader.js';

export async function planExcel(
  duck: Engine,
  file: ReceivedFile,
  read: ReadOptions,
  workDir: string,
  confirm = false,
): Promise<SourcePlan> {
  const csv = join(workDir, 'sheet.csv');
  const { width } = await sheetToCsv(file.path, read.sheetName, csv);
  return planCsv(
    duck,
    {
      path: csv,
      read: { ...read, delimiter: ',', decimalCharacter: '.', skipInitialSpace: false },
      width: Math.max(width, 1),
      nullPadding: true,
      inferTimestamps: true,
    },
    confirm,
  );
}

/** Every sheet's name and column names (its header row, as the upload would read it). */
export async function excelMetadata(
  file: ReceivedFile,
  read: ReadOptions,
): Promise<{ sheet_name: string; column_names: string[] }[]> {
  const headerAt = read.skipRows + (read.headerRow ?? 0);
  const headers = new Map<string, Cells>();
  const sheets = await readWorkbook(file.path, (name) => {
    headers.set(name, []);
    return (cells, index) => {
      if (index < headerAt) return true;
      headers.set(name, cells);
      return false;
    };
  });
  return sheets.map((name) => {
    const header = headers.get(name) ?? [];
    const names = columnNames(
      read.headerRow === null ? null : header.map((c) => c ?? ''),
      header.length,
    );
    return { sheet_name: name, column_names: names };
  });
}
