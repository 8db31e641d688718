import type { ChartHooks, ChartTheme, DataRecord, QueryFormData } from '../types.js';
import type { ColorFormatter } from '../shared/format/conditionalFormatting.js';
import type { TableColumn } from './columns.js';

export interface TableChartProps {
  width: number;
  height: number;
  theme: ChartTheme;
  formData: QueryFormData;
  columns: TableColumn[];
  data: DataRecord[];
  /** The summary row (`show_totals`). */
  totals?: DataRecord;
  /** All rows the query matched (server pagination), else the rows received. */
  rowCount: number;
  serverPagination: boolean;
  /** Rows per page: the server page size, else `page_length` (0 = one virtualised list). */
  pageSize: number;
  currentPage: number;
  includeSearch: boolean;
  searchText: string;
  /** The column a server-side search filters on. */
  searchColumn?: string;
  sortBy?: { key: string; desc: boolean };
  colorFormatters: ColorFormatter[];
  hooks?: ChartHooks;
  emitCrossFilters?: boolean;
  /** What the page has selected of this chart's cross-filter (cleared there: none here). */
  filterState?: { selectedValues?: unknown[] | null };
  /** `allow_render_html`: string cells holding HTML render it, sanitised. */
  allowRenderHtml: boolean;
  /** `allow_rearrange_columns`: headers can be dragged to reorder the columns. */
  allowRearrangeColumns: boolean;
}
