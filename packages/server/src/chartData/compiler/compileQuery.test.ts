import type { QueryObjectInput } from '@tessera/core';
import { naive } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { duckdbSpec, mysqlSpec, postgresSpec, sqliteSpec } from '../../engines/index.js';
import type { EngineSpec } from '../../engines/types.js';
import { compileQuery } from './compileQuery.js';
import { QueryObjectValidationError } from './errors.js';
import { birthNames, queryObject } from './testDataset.js';
import type { CompileContext } from './types.js';

const NOW = naive(2024, 5, 15, 10, 30, 0);

function compile(
  query: QueryObjectInput,
  spec: EngineSpec = postgresSpec,
  context: CompileContext = {},
) {
  return compileQuery(queryObject(query), birthNames(), spec, { now: NOW, ...context });
}

describe('compileQuery errors (400, Superset texts)', () => {
  it('names columns and metrics the dataset lacks', () => {
    expect(() => compile({ columns: ['foo'], metrics: ['count'] })).toThrow(
      "Columns missing in dataset: ['foo']",
    );
    const simple = {
      expressionType: 'SIMPLE' as const,
      aggregate: 'SUM' as const,
      column: { column_name: 'bar' },
    };
    expect(() => compile({ columns: ['foo'], metrics: [simple] })).toThrow(
      "Columns missing in dataset: ['foo', 'bar']",
    );
    expect(() => compile({ columns: ['name'], metrics: ['nope'] })).toThrow(
      "Metric 'nope' does not exist",
    );
    const error = (() => {
      try {
        compile({ columns: ['foo'], metrics: ['count'] });
      } catch (e) {
        return e as QueryObjectValidationError;
      }
    })();
    expect(error).toBeInstanceOf(QueryObjectValidationError);
    expect(error?.status).toBe(400);
    expect(error?.errorType).toBe('COLUMN_DOES_NOT_EXIST_ERROR');
  });

  it('refuses unknown operators, duplicate labels and empty queries', () => {
    expect(() =>
      compile({
        columns: ['name'],
        metrics: ['count'],
        filters: [{ col: 'name', op: 'BETWEEN', val: 1 }],
      }),
    ).toThrow('Invalid filter operation type: BETWEEN');
    expect(() =>
      compile({
        columns: ['name'],
        metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'name' }],
      }),
    ).toThrow(
      'Duplicate column/metric labels: "name". Please make sure all columns and metrics have a unique label.',
    );
    expect(() => compile({ columns: [], metrics: [] })).toThrow('Empty query?');
    expect(() =>
      compile({ columns: ['name'], series_columns: ['state'], metrics: ['count'] }),
    ).toThrow('The following entries in `series_columns` are missing in `columns`: "state". ');
    expect(() =>
      compile({ columns: ['name'], metrics: ['count'], orderby: [['zzz', true]] }),
    ).toThrow('Unknown column used in orderby: zzz');
  });

  it('refuses a value the column type cannot hold, naming the column', () => {
    expect(() =>
      compile({
        columns: ['name'],
        metrics: ['count'],
        filters: [{ col: 'num', op: '>', val: 'abc' }],
      }),
    ).toThrow(`Invalid filter value "abc" for column 'num': expected a number`);
    expect(() =>
      compile({
        columns: ['name'],
        metrics: ['count'],
        filters: [{ col: 'ds', op: '>=', val: 'soon' }],
      }),
    ).toThrow(/for column 'ds'/);
    expect(() =>
      compile({
        columns: ['name'],
        metrics: ['count'],
        filters: [{ col: 'num', op: '>', val: null }],
      }),
    ).toThrow('Must specify a value for filters with comparison operators');
  });

  it('refuses REGEX where the engine has none', () => {
    const query = {
      columns: ['name'],
      metrics: ['count'],
      filters: [{ col: 'name', op: 'regex', val: 'a' }],
    };
    expect(() => compile(query, sqliteSpec)).toThrow(
      'The REGEX filter operator is not supported by SQLite',
    );
    expect(compile(query, duckdbSpec).sql).toContain('regexp_matches("name", $1)');
  });

  it('refuses custom SQL that is not one expression, before anything runs', () => {
    const where = (w: string) => () =>
      compile({ columns: ['name'], metrics: ['count'], extras: { where: w } });
    expect(where('1=1); DROP TABLE birth_names; --')).toThrow(
      /WHERE clause must be a single SQL expression/,
    );
    expect(where("name = 'a;b' AND \"name\" <> 'x'")).not.toThrow();
    const metric = {
      expressionType: 'SQL' as const,
      sqlExpression: 'COUNT(*) FROM secret',
      label: 'x',
    };
    expect(() => compile({ columns: ['name'], metrics: [metric] })).toThrow(
      'adhoc metric "x" must be a single SQL expression: it contains the clause keyword FROM',
    );
    const column = { label: 'c', sqlExpression: '(SELECT 1)', expressionType: 'SQL' as const };
    expect(() => compile({ columns: [column], metrics: ['count'] })).toThrow(
      'Custom SQL fields cannot contain sub-queries.',
    );
    expect(() =>
      compile({ columns: [column], metrics: ['count'] }, postgresSpec, {
        allowAdhocSubquery: true,
      }),
    ).not.toThrow();
  });
});

describe('compileQuery values and reports', () => {
  it('binds values coerced to the column type', () => {
    const compiled = compile({
      columns: ['name'],
      metrics: ['count'],
      filters: [
        { col: 'num', op: 'IN', val: ['5', 6, ' 7\n'] },
        { col: 'state', op: '==', val: 12 },
        { col: 'ds', op: '>=', val: 946684800000 },
        { col: 'is_ca', op: '==', val: 'true' },
      ],
    });
    expect(compiled.params).toEqual([5, 6, 7, '12', '2000-01-01 00:00:00', true]);
    expect(compiled.sql).not.toContain("'12'");
  });

  it('reports applied and rejected filters and the time bounds', () => {
    const compiled = compile({
      columns: ['name'],
      metrics: ['count'],
      filters: [
        { col: 'state', op: '==', val: 'CA' },
        { col: 'country', op: '==', val: 'US' },
        { col: 'ds', op: 'TEMPORAL_RANGE', val: '2000-01-01 : 2001-01-01' },
      ],
    });
    expect(compiled.appliedFilters).toEqual([{ column: 'state' }, { column: 'ds' }]);
    expect(compiled.rejectedFilters).toEqual([{ column: 'country', reason: 'not_in_datasource' }]);
    expect(compiled.fromDttm).toBe(Date.UTC(2000, 0, 1));
    expect(compiled.toDttm).toBe(Date.UTC(2001, 0, 1));
    expect(compiled.sql).not.toContain('country');
    const none = compile({ columns: ['name'], metrics: ['count'] });
    expect([none.fromDttm, none.toDttm]).toEqual([null, null]);
  });

  it('labels metrics as Superset does and describes the output columns', () => {
    const compiled = compile({
      columns: [{ label: 'month', sqlExpression: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1M' }],
      metrics: [
        { expressionType: 'SIMPLE', aggregate: 'COUNT_DISTINCT', column: { column_name: 'name' } },
        { expressionType: 'SQL', sqlExpression: 'COUNT(*)' },
        {
          expressionType: 'SIMPLE',
          aggregate: 'MAX',
          column: { column_name: 'num' },
          label: 'Top',
          hasCustomLabel: true,
        },
      ],
    });
    expect(compiled.labels).toEqual(['month', 'COUNT_DISTINCT(name)', 'COUNT(*)', 'Top']);
    expect(compiled.sql).toContain('COUNT(DISTINCT "name") AS "COUNT_DISTINCT(name)"');
    expect(compiled.columns[0]).toEqual({
      label: 'month',
      kind: 'column',
      isDttm: true,
      generic: 'TEMPORAL',
    });
    expect(compiled.columns[3].kind).toBe('metric');
  });

  it('applies row level security: groups ORed, groups ANDed, Base for the unlisted', () => {
    const compiled = compile({ columns: ['name'], metrics: ['count'] }, postgresSpec, {
      roleIds: [2],
      rlsRules: [
        {
          clause: "state = 'CA'",
          group_key: 'region',
          filter_type: 'Regular',
          role_ids: [2],
          table_ids: [1],
        },
        {
          clause: "state = 'NY'",
          group_key: 'region',
          filter_type: 'Regular',
          role_ids: [2],
          table_ids: [1],
        },
        {
          clause: "gender = 'boy'",
          group_key: null,
          filter_type: 'Base',
          role_ids: [9],
          table_ids: [1],
        },
        {
          clause: 'num > 100',
          group_key: null,
          filter_type: 'Base',
          role_ids: [2],
          table_ids: [1],
        },
        {
          clause: 'num < 0',
          group_key: null,
          filter_type: 'Regular',
          role_ids: [2],
          table_ids: [7],
        },
      ],
    });
    expect(compiled.sql).toContain(
      "WHERE ((gender = 'boy')) AND (((state = 'CA') OR (state = 'NY')))",
    );
    expect(compiled.sql).not.toContain('num');
  });

  it('adds the values predicate only when the query asks for it, after RLS', () => {
    const dataset = { ...birthNames(), fetch_values_predicate: "state <> 'XX' -- no test rows" };
    const context = {
      roleIds: [2],
      rlsRules: [
        {
          clause: "gender = 'girl'",
          group_key: null,
          filter_type: 'Regular' as const,
          role_ids: [2],
          table_ids: [1],
        },
      ],
    };
    const values = compileQuery(
      queryObject({ columns: ['name'], metrics: [], apply_fetch_values_predicate: true }),
      dataset,
      postgresSpec,
      context,
    );
    expect(values.sql).toContain("WHERE ((gender = 'girl')) AND (state <> 'XX')");
    const chart = compileQuery(queryObject({ columns: ['name'] }), dataset, postgresSpec, context);
    expect(chart.sql).not.toContain('XX');
    expect(() =>
      compileQuery(
        queryObject({ columns: ['name'], apply_fetch_values_predicate: true }),
        { ...dataset, fetch_values_predicate: '1 = 1) OR (1 = 1' },
        postgresSpec,
      ),
    ).toThrow(QueryObjectValidationError);
  });

  it('writes values as literals on MySQL when the text itself has a question mark', () => {
    const compiled = compile(
      {
        columns: ['name'],
        metrics: ['count'],
        filters: [{ col: 'state', op: '==', val: "O'Hare" }],
        extras: { where: "name <> 'who?'" },
      },
      mysqlSpec,
    );
    expect(compiled.params).toEqual([]);
    expect(compiled.sql).toContain("`state` = 'O''Hare'");
  });

  it('keeps long labels intact on PostgreSQL through a hashed alias', () => {
    const label = 'a metric label that is much longer than sixty-three bytes in total length';
    const compiled = compile({
      columns: ['name'],
      metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label }],
    });
    expect(compiled.labels).toEqual(['name', label]);
    expect(compiled.sql).toMatch(/COUNT\(\*\) AS "[0-9a-f]{32}"/);
  });

  it('applies the row limit defaults and cap', () => {
    expect(
      compile({ columns: ['name'], row_limit: 0 }, postgresSpec, { defaultRowLimit: 100 }).sql,
    ).toMatch(/LIMIT 100$/);
    expect(
      compile({ columns: ['name'], row_limit: 5000 }, postgresSpec, { maxRowLimit: 1000 }).sql,
    ).toMatch(/LIMIT 1000$/);
    expect(compile({ columns: ['name'] }).sql).not.toContain('LIMIT');
  });

  it('lets a template take over a filter (remove_filter=True)', () => {
    const dataset = {
      ...birthNames(),
      sql: "SELECT * FROM birth_names WHERE state IN {{ filter_values('state', remove_filter=True)|where_in }}",
    };
    const compiled = compileQuery(
      queryObject({
        columns: ['name'],
        metrics: ['count'],
        filters: [{ col: 'state', op: 'IN', val: ['CA'] }],
      }),
      dataset,
      postgresSpec,
      { templateProcessing: true },
    );
    expect(compiled.sql).toContain("WHERE state IN ('CA')");
    expect(compiled.sql).not.toContain('$1');
    expect(compiled.appliedTemplateFilters).toEqual(['state']);
    expect(() =>
      compileQuery(
        queryObject({ columns: ['name'] }),
        { ...dataset, sql: '{{ oops( }}' },
        postgresSpec,
        {
          templateProcessing: true,
        },
      ),
    ).toThrow(/^Error while rendering virtual dataset query: Jinja template error:/);
  });
});

describe('compileQuery: a year kept as a number', () => {
  const withYear = () => {
    const dataset = birthNames();
    dataset.columns.push({
      column_name: 'year',
      type: 'BIGINT',
      type_generic: 0,
      is_dttm: true,
      python_date_format: '%Y',
    });
    return dataset;
  };
  const byYear = (spec: EngineSpec, format = '%Y') => {
    const dataset = withYear();
    dataset.columns.at(-1)!.python_date_format = format;
    return compileQuery(
      queryObject({
        columns: [
          { label: 'year', sqlExpression: 'year', columnType: 'BASE_AXIS', timeGrain: 'P1Y' },
        ],
        metrics: ['count'],
      }),
      dataset,
      spec,
      { now: NOW },
    ).sql;
  };

  it('is read with its python_date_format before a time grain truncates it', () => {
    expect(byYear(duckdbSpec)).toContain(`strptime(CAST("year" AS VARCHAR), '%Y')`);
    expect(byYear(postgresSpec)).toContain(`TO_TIMESTAMP(CAST("year" AS VARCHAR), 'YYYY')`);
    expect(byYear(postgresSpec, '%d/%m/%Y')).toContain(`'DD/MM/YYYY'`);
  });

  it('is left as it is where the engine cannot read it, or the format is not plain strftime', () => {
    expect(byYear(sqliteSpec)).not.toContain('strptime');
    expect(byYear(duckdbSpec, "%Y') OR 1=1 --")).not.toContain('OR 1=1');
    expect(byYear(postgresSpec, '%Q')).not.toContain('TO_TIMESTAMP(CAST');
  });
});
