/**
 * The SQL and parameters the compiler writes for each engine, for the query objects the
 * chart types build (charts-catalogue.md §2). Read the snapshots to review the dialects.
 */
import type { QueryObjectInput } from '@tessera/core';
import { naive } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { ENGINE_SPECS } from '../../engines/index.js';
import type { EngineSpec } from '../../engines/types.js';
import { compileQuery } from './compileQuery.js';
import { birthNames, queryObject } from './testDataset.js';
import type { CompileContext, CompilerDataset } from './types.js';

const ENGINES = ['duckdb', 'postgresql', 'mysql', 'sqlite'];
const NOW = naive(2024, 5, 15, 10, 30, 0);

const xAxis = {
  label: 'ds',
  sqlExpression: 'ds',
  columnType: 'BASE_AXIS' as const,
  timeGrain: 'P1M',
  expressionType: 'SQL' as const,
};
const sumNum = {
  expressionType: 'SIMPLE' as const,
  aggregate: 'SUM' as const,
  column: { column_name: 'num' },
  label: 'SUM(num)',
};

const virtualDataset: CompilerDataset = {
  ...birthNames(),
  sql: "SELECT * FROM birth_names WHERE state <> 'other'; -- trailing comment",
  table_name: 'virtual_births',
};

interface Case {
  name: string;
  query: QueryObjectInput;
  dataset?: CompilerDataset;
  context?: CompileContext;
  /** Engines the case does not apply to (their refusal is tested in compileQuery.test.ts). */
  notOn?: string[];
}

const CASES: Case[] = [
  {
    name: 'aggregate by month on the x-axis with a SUM metric',
    query: {
      columns: [xAxis],
      metrics: [sumNum],
      orderby: [[sumNum, false]],
      row_limit: 10000,
      extras: { time_grain_sqla: 'P1M' },
    },
  },
  {
    name: 'filters of every operator',
    query: {
      columns: ['name'],
      metrics: ['count'],
      filters: [
        { col: 'gender', op: '==', val: 'boy' },
        { col: 'state', op: '!=', val: 'CA' },
        { col: 'num', op: '>', val: '5' },
        { col: 'num', op: '<', val: 1000 },
        { col: 'num', op: '>=', val: 6 },
        { col: 'num', op: '<=', val: '999.5' },
        { col: 'state', op: 'IN', val: ['CA', 'NY', '<NULL>'] },
        { col: 'state', op: 'NOT IN', val: ['TX'] },
        { col: 'name', op: 'LIKE', val: 'A%' },
        { col: 'name', op: 'NOT LIKE', val: '%z' },
        { col: 'name', op: 'ILIKE', val: '%an%' },
        { col: 'state', op: 'IS NOT NULL' },
        { col: 'gender', op: 'IS NULL' },
        { col: 'is_ca', op: 'IS TRUE' },
        { col: 'is_ca', op: 'IS FALSE' },
        { col: 'num', op: 'LIKE', val: '1%' },
      ],
    },
  },
  {
    name: 'REGEX (refused on SQLite)',
    query: { columns: ['name'], filters: [{ col: 'name', op: 'REGEX', val: '^[A-M]' }] },
    notOn: ['sqlite'],
  },
  {
    name: 'HAVING from extras and from a filter on a metric',
    query: {
      columns: ['state'],
      metrics: ['count', sumNum],
      filters: [{ col: 'count', op: '>', val: '10' }],
      extras: { having: 'SUM(num) > 100', where: "gender = 'girl'" },
    },
  },
  {
    name: 'series limit on the top 5 names',
    query: {
      columns: [xAxis, 'name'],
      metrics: [sumNum],
      series_columns: ['name'],
      series_limit: 5,
      series_limit_metric: 'sum__num',
      order_desc: true,
      filters: [{ col: 'gender', op: '==', val: 'girl' }],
    },
  },
  {
    name: 'virtual dataset',
    query: { columns: ['state'], metrics: ['count'], row_limit: 50 },
    dataset: virtualDataset,
  },
  {
    name: 'calculated columns',
    query: {
      columns: ['is_ca'],
      metrics: [{ ...sumNum, column: { column_name: 'num_boys' }, label: 'boys' }],
      filters: [{ col: 'num_boys', op: '>', val: 0 }],
    },
  },
  {
    name: 'row count of a paginated table',
    query: { columns: ['name', 'state'], metrics: ['count'], row_limit: 0, is_rowcount: true },
    context: { defaultRowLimit: 50000 },
  },
  {
    name: 'raw mode ordered with an offset',
    query: {
      columns: ['ds', 'name', 'num'],
      orderby: [
        ['num', false],
        ['name', true],
      ],
      row_limit: 25,
      row_offset: 50,
    },
  },
  {
    name: 'TEMPORAL_RANGE on a timestamp and an epoch column',
    query: {
      columns: [],
      metrics: ['count'],
      filters: [
        { col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last year' },
        { col: 'ds_epoch', op: 'TEMPORAL_RANGE', val: '2000-01-01 : 2000-02-01' },
        { col: 'ds', op: 'TEMPORAL_RANGE', val: 'No filter' },
      ],
    },
  },
  {
    name: 'legacy granularity time series with time_range',
    query: {
      granularity_sqla: 'ds',
      is_timeseries: true,
      time_range: '2000-01-01 : 2005-01-01',
      columns: ['gender'],
      metrics: ['sum__num'],
      extras: { time_grain_sqla: 'P1Y' },
      timeseries_limit: 2,
    },
  },
  {
    name: 'Jinja in a virtual dataset',
    query: { columns: ['name'], metrics: ['count'], url_params: { state: "O'Hare" } },
    dataset: {
      ...birthNames(),
      sql: "SELECT * FROM birth_names WHERE state = '{{ url_param('state') }}' AND name IN {{ filter_values('name', 'Amy')|where_in }}",
    },
    context: { templateProcessing: true },
  },
];

function specFor(engine: string): EngineSpec {
  return ENGINE_SPECS.find((s) => s.engine === engine)!;
}

describe.each(ENGINES)('compileQuery on %s', (engine) => {
  for (const c of CASES.filter((x) => !x.notOn?.includes(engine))) {
    it(c.name, () => {
      const compiled = compileQuery(
        queryObject(c.query),
        c.dataset ?? birthNames(),
        specFor(engine),
        {
          now: NOW,
          ...c.context,
        },
      );
      expect(`${compiled.sql}\n-- params: ${JSON.stringify(compiled.params)}`).toMatchSnapshot();
    });
  }
});
