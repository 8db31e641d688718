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
import { openWorkbook, pickSheet } from './xlsxWorkbook.js';
import { readSheetRows, sheetToCsv, type Cells } from './xlsxSheet.js';

export async function planExcel(
  duck: Engine,
  file: ReceivedFile,
  read: ReadOptions,
  workDir: string,
  confirm = false,
): Promise<SourcePlan> {
  const workbook = await openWorkbook(file.path, file.size);
  const sheet = pickSheet(workbook, read.sheetName);
  const csv = join(workDir, 'sheet.csv');
  const { width } = await sheetToCsv(workbook, sheet, csv);
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
  const workbook = await openWorkbook(file.path, file.size);
  const headerAt = read.skipRows + (read.headerRow ?? 0);
  const items = [];
  for (const sheet of workbook.sheets) {
    let header: Cells = [];
    await readSheetRows(workbook, sheet, (cells, index) => {
      if (index < headerAt) return true;
      header = cells;
      return false;
    });
    const names = columnNames(
      read.headerRow === null ? null : header.map((c) => c ?? ''),
      header.length,
    );
    items.push({ sheet_name: sheet.name, column_names: names });
  }
  return items;
}
