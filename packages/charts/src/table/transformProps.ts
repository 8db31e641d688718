import { DTTM_ALIAS } from '@tessera/core';
import { getColorFormatters } from '../shared/format/conditionalFormatting.js';
import type { ConditionalFormattingConfig } from '../shared/format/conditionalFormatting.js';
import { formBoolean, formValue } from '../shared/formDataValue.js';
import { getMetricLabel } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import { GenericDataType } from '../types.js';
import type { ChartProps, QueryFormMetric } from '../types.js';
import { processColumns } from './columns.js';
import type { TableColumnConfig } from './columns.js';
import { getQueryMode } from './queryMode.js';
import { processComparisonColumns, processComparisonRecords } from './timeComparison.js';
import type { TableChartProps } from './types.js';

/**
 * Table: the result columns classified and formatted (column config, dataset formats,
 * time grain), time comparison columns folded into Main / # / △ / %, the summary row,
 * conditional formatting, cell bar extents, and paging (client or server).
 */
export default function transformProps(chartProps: ChartProps): TableChartProps {
  const { formData, queriesData, width, height, theme, datasource, ownState = {} } = chartProps;
  const queryMode = getQueryMode(formData);
  const serverPagination = formBoolean(formData, 'server_pagination', false);
  const [base = { colnames: [], coltypes: [], data: [], rowcount: 0 }] = queriesData;
  const rawData = base.data ?? [];
  const metricLabels =
    queryMode === 'aggregate'
      ? ensureIsArray(formData.metrics as QueryFormMetric[] | undefined).map(getMetricLabel)
      : [];
  const percentMetricLabels =
    queryMode === 'aggregate'
      ? ensureIsArray(formData.percent_metrics as QueryFormMetric[] | undefined).map(getMetricLabel)
      : [];
  const timeCompare = ensureIsArray(formData.time_compare as string[] | undefined);
  const comparisonType = formValue(formData, 'comparison_type', 'values');
  const comparing =
    queryMode === 'aggregate' && timeCompare.length > 0 && comparisonType === 'values';
  const granularity =
    queryMode === 'aggregate'
      ? (formData.extra_form_data?.time_grain_sqla ?? formData.time_grain_sqla ?? undefined)
      : undefined;
  // Hide the time comparison's extra columns; they are folded into the metric's group.
  const suffix = comparing ? String(timeCompare[0]) : '';
  const colnames = base.colnames ?? [];
  const visible = colnames
    .map((name, index) => ({ name, type: base.coltypes?.[index] ?? GenericDataType.STRING }))
    .filter(({ name }) => !(comparing && timeCompare.some((o) => name.endsWith(`__${o}`))));

  let columns = processColumns({
    colnames: visible.map((c) => c.name),
    coltypes: visible.map((c) => c.type),
    data: rawData,
    metricLabels,
    percentMetricLabels,
    columnConfig: formValue<Record<string, TableColumnConfig>>(formData, 'column_config', {}),
    datasource,
    tableTimestampFormat: String(formValue(formData, 'table_timestamp_format', 'smart_date')),
    granularity: granularity ?? undefined,
    showCellBars: formBoolean(formData, 'show_cell_bars', true),
    alignPositiveNegative: formBoolean(formData, 'align_pn', false),
    colorPositiveNegative: formBoolean(formData, 'color_pn', true),
    isRawRecords: queryMode === 'raw',
  });
  let data = rawData;
  if (comparing) {
    data = processComparisonRecords(rawData, columns, suffix);
    columns = processComparisonColumns(columns, suffix);
  }
  const showTotals = formBoolean(formData, 'show_totals', false) && queryMode === 'aggregate';
  const totals = showTotals
    ? (serverPagination ? queriesData[2] : queriesData[1])?.data?.[0]
    : undefined;
  const rowCount = serverPagination
    ? Number(queriesData[1]?.data?.[0]?.rowcount ?? base.rowcount ?? rawData.length)
    : (base.rowcount ?? rawData.length);
  const pageLength = Number(formValue(formData, 'page_length', 0)) || 0;
  const serverPageLength = Number(formValue(formData, 'server_page_length', 10)) || 10;
  const sortBy = ownState.sortBy?.[0];
  const firstText = columns.find(
    (c) => c.dataType === GenericDataType.STRING && !c.isMetric && c.key !== DTTM_ALIAS,
  );
  return {
    width,
    height,
    theme,
    formData,
    columns,
    data,
    totals,
    rowCount,
    serverPagination,
    pageSize: serverPagination ? Number(ownState.pageSize ?? serverPageLength) : pageLength,
    currentPage: serverPagination ? Number(ownState.currentPage ?? 0) : 0,
    includeSearch: formBoolean(formData, 'include_search', false),
    searchText: String(ownState.searchText ?? ''),
    searchColumn: (ownState.searchColumn as string | undefined) ?? firstText?.key,
    sortBy: sortBy ? { key: sortBy.key, desc: Boolean(sortBy.desc) } : undefined,
    colorFormatters: getColorFormatters(
      formValue<ConditionalFormattingConfig[]>(formData, 'conditional_formatting', []),
      data,
    ),
    hooks: chartProps.hooks,
    emitCrossFilters: chartProps.emitCrossFilters,
    filterState: chartProps.filterState,
    allowRenderHtml: formBoolean(formData, 'allow_render_html', true),
    allowRearrangeColumns: formBoolean(formData, 'allow_rearrange_columns', false),
  };
}
