/** A birth_names-like dataset for the compiler's tests (unit and integration). */
import type { QueryObjectInput } from '@tessera/core';
import { QueryObject } from '@tessera/core';
import type { CompilerDataset } from './types.js';

export function birthNames(table = 'birth_names', schema: string | null = null): CompilerDataset {
  return {
    id: 1,
    table_name: table,
    schema,
    sql: null,
    main_dttm_col: 'ds',
    columns: [
      { column_name: 'ds', type: 'TIMESTAMP', type_generic: 2, is_dttm: true },
      { column_name: 'gender', type: 'VARCHAR(16)', type_generic: 1, is_dttm: false },
      { column_name: 'name', type: 'VARCHAR(255)', type_generic: 1, is_dttm: false },
      { column_name: 'num', type: 'BIGINT', type_generic: 0, is_dttm: false },
      { column_name: 'state', type: 'VARCHAR(10)', type_generic: 1, is_dttm: false },
      {
        column_name: 'num_boys',
        type: 'BIGINT',
        type_generic: 0,
        expression: "CASE WHEN gender = 'boy' THEN num ELSE 0 END -- boys only",
      },
      { column_name: 'is_ca', type: 'BOOLEAN', type_generic: 3, expression: "state = 'CA'" },
      {
        column_name: 'ds_epoch',
        type: 'BIGINT',
        type_generic: 0,
        is_dttm: true,
        python_date_format: 'epoch_s',
      },
    ],
    metrics: [
      { metric_name: 'count', expression: 'COUNT(*)' },
      { metric_name: 'sum__num', expression: 'SUM(num)' },
    ],
    template_params: null,
  };
}

/** A query object as the chart data endpoint would parse it. */
export function queryObject(input: QueryObjectInput): QueryObject {
  return QueryObject.parse(input);
}
