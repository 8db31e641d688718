import { verboseMapOf } from '../shared/format/verboseMap.js';
import { SMART_DATE_ID, TimeFormats, getNumberFormatter, getTimeFormatter } from '@tessera/core';
import type { NumberFormatter } from '@tessera/core';
import { cellBackground, getColorFormatters } from '../shared/format/conditionalFormatting.js';
import type { ConditionalFormattingConfig } from '../shared/format/conditionalFormatting.js';
import { chartCurrency, getValueFormatter } from '../shared/format/valueFormatter.js';
import { formBoolean, formValue } from '../shared/formDataValue.js';
import { NULL_STRING } from '../shared/echarts/constants.js';
import { pivotDrill } from './contextMenu.js';
import { getColumnLabel, getMetricLabel, isQueryFormColumn } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import { GenericDataType } from '../types.js';
import type { ChartProps, DataRecord, DataRecordValue, QueryFormMetric } from '../types.js';
import { getAggregator } from './aggregators.js';
import { METRIC_KEY } from './crossFilter.js';
import type { SelectedFilters } from './crossFilter.js';
import { PivotData } from './pivotData.js';
import type { SortOrder } from './pivotData.js';
import { buildColumnHeaders, buildLeaves, buildRowLabels } from './pivotLayout.js';
import type { PivotCell, PivotTableChartProps } from './types.js';

export { METRIC_KEY };
const VALUE_KEY = '__pivot_value__';

/**
 * Pivot table: the flat result unpivoted per metric, pivoted on rows × columns (the
 * metric level on the columns or rows, first or last with `combineMetric`, swapped by
 * `transposePivot`), every cell, subtotal and total re-aggregated with
 * `aggregateFunction`, then formatted and coloured by conditional formatting.
 */
export default function transformProps(chartProps: ChartProps): PivotTableChartProps {
  const { formData, queriesData, width, height, theme, datasource } = chartProps;
  const { data = [], colnames = [], coltypes = [] } = queriesData[0] ?? {};
  const verboseMap = verboseMapOf(datasource);
  const metrics = ensureIsArray(formData.metrics as QueryFormMetric[] | undefined);
  const metricLabels = metrics.map(getMetricLabel);
  const columnsOf = (key: string) =>
    ensureIsArray(formData[key] as unknown[] | undefined).filter(isQueryFormColumn);
  const groupbyRows = columnsOf('groupbyRows').map(getColumnLabel);
  const groupbyColumns = columnsOf('groupbyColumns').map(getColumnLabel);
  const transpose = formBoolean(formData, 'transposePivot', false);
  const combineMetric = formBoolean(formData, 'combineMetric', false);
  const metricsOnRows = formValue<string>(formData, 'metricsLayout', 'COLUMNS') === 'ROWS';
  let [rowAttrs, colAttrs] = transpose
    ? [groupbyColumns, groupbyRows]
    : [groupbyRows, groupbyColumns];
  if (metricsOnRows)
    rowAttrs = combineMetric ? [...rowAttrs, METRIC_KEY] : [METRIC_KEY, ...rowAttrs];
  else colAttrs = combineMetric ? [...colAttrs, METRIC_KEY] : [METRIC_KEY, ...colAttrs];

  const records: DataRecord[] = data.flatMap((row) =>
    metricLabels.map((metric) => ({ ...row, [METRIC_KEY]: metric, [VALUE_KEY]: row[metric] })),
  );
  const aggregateFunction = String(formValue(formData, 'aggregateFunction', 'Sum'));
  const spec = getAggregator(aggregateFunction);
  const pivot = new PivotData(
    records,
    rowAttrs,
    colAttrs,
    spec,
    VALUE_KEY,
    formValue<SortOrder>(formData, 'rowOrder', 'key_a_to_z'),
    formValue<SortOrder>(formData, 'colOrder', 'key_a_to_z'),
    { [METRIC_KEY]: metricLabels },
  );

  // Header values: metric names verbose, temporal values in the date format.
  const granularity = formValue<string | undefined>(formData, 'time_grain_sqla', undefined);
  const dateFormat = String(formValue(formData, 'date_format', SMART_DATE_ID));
  const temporal = new Set(colnames.filter((_, i) => coltypes[i] === GenericDataType.TEMPORAL));
  const dateFormatter =
    dateFormat === SMART_DATE_ID
      ? granularity
        ? getTimeFormatter(undefined, granularity)
        : getTimeFormatter(TimeFormats.DATABASE_DATETIME)
      : getTimeFormatter(dateFormat);
  const displayFor = (attrs: string[]) => (value: DataRecordValue, level: number) => {
    const attr = attrs[level];
    if (value === null || value === undefined) return NULL_STRING;
    if (attr === METRIC_KEY) return verboseMap[String(value)] ?? String(value);
    if (temporal.has(attr) && (typeof value === 'number' || typeof value === 'string'))
      return dateFormatter(value);
    return String(value);
  };

  const totalLabel = `Total (${aggregateFunction})`;
  const rowLeaves = buildLeaves(pivot.rowKeys, rowAttrs.length, {
    subtotals: formBoolean(formData, 'rowSubTotals', false),
    subtotalsFirst: formBoolean(formData, 'rowSubtotalPosition', false),
    totals: formBoolean(formData, 'rowTotals', false),
  });
  const colLeaves = buildLeaves(pivot.colKeys, colAttrs.length, {
    subtotals: formBoolean(formData, 'colSubTotals', false),
    subtotalsFirst: formBoolean(formData, 'colSubtotalPosition', false),
    totals: formBoolean(formData, 'colTotals', false),
  });

  const valueFormat = String(formValue(formData, 'valueFormat', 'SMART_NUMBER'));
  const currency = chartCurrency(formData.currency_format);
  const formatters = new Map<string, NumberFormatter>();
  const formatterFor = (metric?: string) => {
    const key = metric ?? '';
    let formatter = formatters.get(key);
    if (!formatter) {
      formatter = getValueFormatter(
        metric ? metrics.find((m) => getMetricLabel(m) === metric) : undefined,
        datasource.currency_formats,
        datasource.column_formats,
        valueFormat,
        currency,
      );
      formatters.set(key, formatter);
    }
    return formatter;
  };
  const integer = getNumberFormatter(',d');
  const percent = getNumberFormatter(',.1%');
  const formatValue = (value: number | string | null, metric?: string): string => {
    if (value === null) return '';
    if (typeof value === 'string') return value;
    if (spec.format === 'integer') return integer(value);
    if (spec.format === 'percent') return percent(value);
    return formatterFor(metric)(value);
  };
  const colorFormatters = getColorFormatters(
    formValue<ConditionalFormattingConfig[]>(formData, 'conditional_formatting', []),
    data,
  );
  const metricRowIndex = rowAttrs.indexOf(METRIC_KEY);
  const metricColIndex = colAttrs.indexOf(METRIC_KEY);

  const rowLabels = buildRowLabels(rowLeaves, rowAttrs.length, displayFor(rowAttrs), totalLabel);
  const rows = rowLeaves.map((rowLeaf, r) => ({
    labels: rowLabels[r],
    kind: rowLeaf.kind,
    path: rowLeaf.path,
    cells: colLeaves.map((colLeaf): PivotCell => {
      const metric = (rowLeaf.path[metricRowIndex] ?? colLeaf.path[metricColIndex]) as
        string | undefined;
      const value = pivot.value(rowLeaf.path, colLeaf.path);
      const kind =
        rowLeaf.kind === 'total' || colLeaf.kind === 'total'
          ? 'total'
          : rowLeaf.kind === 'subtotal' || colLeaf.kind === 'subtotal'
            ? 'subtotal'
            : 'data';
      const background =
        kind === 'data' && metric !== undefined
          ? cellBackground(colorFormatters, metric, value)
          : undefined;
      return {
        value,
        text: formatValue(value, metric),
        kind,
        ...(background ? { background } : {}),
      };
    }),
  }));

  return {
    width,
    height,
    theme,
    formData,
    model: {
      rowAttrs: rowAttrs.map((a) => verboseMap[a] ?? a),
      colAttrs: colAttrs.map((a) => verboseMap[a] ?? a),
      rowAttrKeys: rowAttrs,
      colAttrKeys: colAttrs,
      headerRows: colAttrs.length
        ? buildColumnHeaders(colLeaves, colAttrs.length, displayFor(colAttrs), totalLabel)
        : [[{ label: aggregateFunction, span: 1, kind: 'data' }]],
      rows,
      columnCount: colLeaves.length,
      columnPaths: colLeaves.map((leaf) => leaf.path),
    },
    groupby: [...columnsOf('groupbyRows'), ...columnsOf('groupbyColumns')],
    selectedFilters:
      (chartProps.filterState as { selectedFilters?: SelectedFilters | null } | undefined)
        ?.selectedFilters ?? null,
    hooks: chartProps.hooks,
    emitCrossFilters: chartProps.emitCrossFilters,
    allowRenderHtml: formBoolean(formData, 'allow_render_html', true),
    drill: pivotDrill(rowAttrs, colAttrs, [...temporal], granularity, displayFor),
  };
}
