import type { ChartTheme, DataRecordValue, QueryFormData } from '../types.js';
import type { HeaderSpan, PivotLeafKind } from './pivotLayout.js';

export interface PivotCell {
  value: number | string | null;
  text: string;
  kind: PivotLeafKind;
  background?: string;
}

export interface PivotRow {
  /** One label per row attribute ('' where the row above has the same group). */
  labels: string[];
  kind: PivotLeafKind;
  /** The row's key values (cross-filters). */
  path: DataRecordValue[];
  cells: PivotCell[];
}

/** The pivot as drawn: header rows over the value columns, then labelled rows. */
export interface PivotTableModel {
  /** Row attribute names (headers of the label columns). */
  rowAttrs: string[];
  /** Column attribute names (shown left of each header row). */
  colAttrs: string[];
  headerRows: HeaderSpan[][];
  rows: PivotRow[];
  columnCount: number;
}

export interface PivotTableChartProps {
  width: number;
  height: number;
  theme: ChartTheme;
  formData: QueryFormData;
  model: PivotTableModel;
}
