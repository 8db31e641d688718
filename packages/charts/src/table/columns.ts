import { verboseMapOf } from '../shared/format/verboseMap.js';
import {
  NumberFormats,
  SMART_DATE_ID,
  TimeFormats,
  createCurrencyFormatter,
  getNumberFormatter,
  getTimeFormatter,
  hasValidCurrency,
} from '@tessera/core';
import type { CurrencyFormat } from '@tessera/core';
import { GenericDataType } from '../types.js';
import type { ChartDatasource, DataRecord, DataRecordValue } from '../types.js';

/** `column_config[column]`: how one column shows. */
export interface TableColumnConfig {
  d3NumberFormat?: string;
  d3SmallNumberFormat?: string;
  d3TimeFormat?: string;
  columnWidth?: number;
  horizontalAlign?: 'left' | 'right' | 'center';
  showCellBars?: boolean;
  alignPositiveNegative?: boolean;
  colorPositiveNegative?: boolean;
  truncateLongCells?: boolean;
  currencyFormat?: CurrencyFormat;
  /** The column a click on this column's cells cross-filters (Superset's "Emit Target"). */
  emitTarget?: string;
}

export type CellFormatter = (value: DataRecordValue | undefined) => string;

export interface TableColumn {
  /** The data key. */
  key: string;
  /** The header text. */
  label: string;
  /** Over the header, e.g. the metric over its time comparison columns. */
  groupLabel?: string;
  dataType: GenericDataType;
  isNumeric: boolean;
  isMetric: boolean;
  isPercentMetric: boolean;
  config: TableColumnConfig;
  formatter?: CellFormatter;
  align: 'left' | 'right' | 'center';
  /** Cell bar extent `[min, max]` (`[0, max|v|]` when aligning +/-), or null for no bars. */
  valueRange: [number, number] | null;
  alignPositiveNegative: boolean;
  colorPositiveNegative: boolean;
}

export const isNumericColumn = (key: string, data: DataRecord[]) =>
  data.some((row) => typeof row[key] === 'number');

/** A formatter that takes any cell value (numbers only get number formats). */
function numberCellFormatter(format?: string, currency?: CurrencyFormat): CellFormatter {
  const formatter = hasValidCurrency(currency)
    ? createCurrencyFormatter(currency, format ?? null)
    : getNumberFormatter(format);
  return (value) => (typeof value === 'number' ? formatter(value) : String(value));
}

function timeCellFormatter(format: string | undefined, granularity?: string): CellFormatter {
  const formatter = getTimeFormatter(format, granularity);
  return (value) =>
    typeof value === 'number' || typeof value === 'string' ? formatter(value) : String(value);
}

export interface ProcessColumnsOptions {
  colnames: string[];
  coltypes: GenericDataType[];
  data: DataRecord[];
  metricLabels: string[];
  percentMetricLabels: string[];
  columnConfig: Record<string, TableColumnConfig>;
  datasource: ChartDatasource;
  tableTimestampFormat: string;
  granularity?: string;
  showCellBars: boolean;
  alignPositiveNegative: boolean;
  colorPositiveNegative: boolean;
  isRawRecords: boolean;
}

export function valueRange(
  key: string,
  data: DataRecord[],
  alignPN: boolean,
): [number, number] | null {
  const numbers = data.map((row) => row[key]).filter((v): v is number => typeof v === 'number');
  if (numbers.length === 0) return null;
  if (alignPN) return [0, Math.max(...numbers.map(Math.abs))];
  return [Math.min(...numbers), Math.max(...numbers)];
}

/**
 * Classifies each result column (dimension, metric, `%` metric) and picks its formatter:
 * the column config, then the dataset's d3 format and currency, then SMART_NUMBER for
 * metrics and `,.3%` for percent metrics; temporal cells use the timestamp format (the
 * time grain's format under `smart_date`).
 */
export function processColumns(opts: ProcessColumnsOptions): TableColumn[] {
  const { data, datasource } = opts;
  const verboseMap = verboseMapOf(datasource);
  const metrics = new Set(opts.metricLabels);
  const percentMetrics = new Set(opts.percentMetricLabels.map((m) => `%${m}`));
  return opts.colnames.map((key, index) => {
    const dataType = opts.coltypes[index] ?? GenericDataType.STRING;
    const config = opts.columnConfig[key] ?? {};
    const numeric = isNumericColumn(key, data);
    const isMetric = metrics.has(key) && numeric;
    const isPercentMetric = percentMetrics.has(key);
    const label = isPercentMetric
      ? `%${verboseMap[key.slice(1)] ?? key.slice(1)}`
      : (verboseMap[key] ?? key);
    const isTime = dataType === GenericDataType.TEMPORAL;
    const isNumber = dataType === GenericDataType.NUMERIC;
    const savedFormat = datasource.column_formats?.[key];
    const currency = hasValidCurrency(config.currencyFormat)
      ? config.currencyFormat
      : datasource.currency_formats?.[key];
    const numberFormat = config.d3NumberFormat || savedFormat;
    let formatter: CellFormatter | undefined;
    if (isTime || config.d3TimeFormat) {
      const custom = config.d3TimeFormat;
      const timeFormat = custom || opts.tableTimestampFormat;
      if (timeFormat === SMART_DATE_ID) {
        if (opts.granularity && isTime) formatter = timeCellFormatter(undefined, opts.granularity);
        else if (custom) formatter = timeCellFormatter(custom);
        else if (numeric) formatter = timeCellFormatter(TimeFormats.DATABASE_DATETIME);
        else formatter = (value) => String(value);
      } else if (timeFormat) formatter = timeCellFormatter(timeFormat);
    } else if (isPercentMetric) {
      formatter = numberCellFormatter(numberFormat || NumberFormats.PERCENT_3_POINT);
    } else if (isMetric || (isNumber && (numberFormat || hasValidCurrency(currency)))) {
      formatter = numberCellFormatter(numberFormat, currency);
    }
    const alignPN = config.alignPositiveNegative ?? opts.alignPositiveNegative;
    const showBars = config.showCellBars ?? opts.showCellBars;
    const barsApply = isMetric || isPercentMetric || (opts.isRawRecords && numeric);
    return {
      key,
      label,
      dataType,
      isNumeric: numeric,
      isMetric,
      isPercentMetric,
      config,
      formatter,
      align: config.horizontalAlign ?? ((numeric || isNumber) && !isTime ? 'right' : 'left'),
      valueRange: showBars && barsApply ? valueRange(key, data, alignPN) : null,
      alignPositiveNegative: alignPN,
      colorPositiveNegative: config.colorPositiveNegative ?? opts.colorPositiveNegative,
    };
  });
}

/** The text of a cell: empty for a missing value, N/A for null, else formatted. */
export function formatCellValue(column: TableColumn, value: DataRecordValue | undefined): string {
  if (value === undefined) return '';
  if (value === null) return 'N/A';
  const small = column.config.d3SmallNumberFormat;
  if (
    small &&
    typeof value === 'number' &&
    Math.abs(value) < 1 &&
    column.dataType === GenericDataType.NUMERIC
  ) {
    return numberCellFormatter(small, column.config.currencyFormat)(value);
  }
  if (column.formatter) return column.formatter(value);
  return String(value);
}
