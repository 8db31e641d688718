import type {
  ChartHooks,
  ChartTheme,
  DataRecordValue,
  QueryFormColumn,
  QueryFormData,
} from '../types.js';
import type { PivotDrill } from './contextMenu.js';
import type { SelectedFilters } from './crossFilter.js';
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
  /** The row and column attributes as keyed in the data (cross-filters, highlighting). */
  rowAttrKeys: string[];
  colAttrKeys: string[];
  headerRows: HeaderSpan[][];
  rows: PivotRow[];
  columnCount: number;
  /** Each value column's key values (empty for the total column). */
  columnPaths: DataRecordValue[][];
}

export interface PivotTableChartProps {
  width: number;
  height: number;
  theme: ChartTheme;
  formData: QueryFormData;
  model: PivotTableModel;
  /** The rows' and columns' groupby columns, which a header click cross-filters. */
  groupby: QueryFormColumn[];
  /** The header values selected as a cross-filter (highlighted). */
  selectedFilters: SelectedFilters | null;
  hooks?: ChartHooks;
  emitCrossFilters?: boolean;
  /** `allow_render_html`: headers and text cells holding HTML render it, sanitised. */
  allowRenderHtml: boolean;
  /** How a right-click's drill filters read the pivot's keys. */
  drill: PivotDrill;
}
