import { LabelColorNamespace } from '../color/colorScale.js';
import { GenericDataType } from '../../types.js';
import type {
  ChartDataResult,
  ChartDatasource,
  ChartProps,
  DataRecord,
  QueryFormData,
} from '../../types.js';

/** birth_names as the examples dataset describes it. */
export const BIRTH_NAMES: ChartDatasource = {
  columns: [
    { column_name: 'ds', is_dttm: true, type_generic: GenericDataType.TEMPORAL },
    { column_name: 'gender', type_generic: GenericDataType.STRING },
    { column_name: 'name', type_generic: GenericDataType.STRING },
    { column_name: 'state', type_generic: GenericDataType.STRING },
    { column_name: 'num', type_generic: GenericDataType.NUMERIC },
  ],
  metrics: [{ metric_name: 'count', verbose_name: 'COUNT(*)', d3format: null }],
  verbose_map: { ds: 'ds', gender: 'gender', num: 'num' },
  column_formats: {},
  currency_formats: {},
};

export const utc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** A query result whose column types come from the first row (numbers, times by name). */
export function queryResult(
  data: DataRecord[],
  temporal: string[] = [],
  extra: Partial<ChartDataResult> = {},
): ChartDataResult {
  const colnames = Object.keys(data[0] ?? {});
  const coltypes = colnames.map((name) => {
    if (temporal.includes(name)) return GenericDataType.TEMPORAL;
    const value = data.find((row) => row[name] !== null && row[name] !== undefined)?.[name];
    if (typeof value === 'number') return GenericDataType.NUMERIC;
    if (typeof value === 'boolean') return GenericDataType.BOOLEAN;
    return GenericDataType.STRING;
  });
  return { colnames, coltypes, data, rowcount: data.length, ...extra };
}

/** Chart props with their own label colours (tests never share colour assignments). */
export function chartProps(
  formData: Partial<QueryFormData>,
  queriesData: ChartDataResult[],
  extra: Partial<ChartProps> = {},
): ChartProps {
  return {
    formData: { datasource: '3__table', viz_type: 'table', ...formData },
    queriesData,
    width: 800,
    height: 600,
    theme: 'light',
    datasource: BIRTH_NAMES,
    labelColors: new LabelColorNamespace(),
    ...extra,
  };
}
