import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@tessera/charts';
import { normalizeSelectValue, parseTextInput, spatialErrors } from './controlValues';
import { applyControlChange, panelErrors, panelFor, panelSections, panelState } from './panelModel';
import type { ExploreDatasource } from './types';

const ds: ExploreDatasource = {
  id: 3,
  type: 'table',
  database: { id: 1, backend: 'duckdb' },
  name: 'birth_names',
  columns: [
    { column_name: 'ds', is_dttm: true, type: 'TIMESTAMP' },
    { column_name: 'name', type: 'VARCHAR' },
  ],
  metrics: [{ metric_name: 'count' }],
  time_grain_sqla: [['P1D', 'Day']],
};
const table = panelFor('table')!;
const fd = (extra: Record<string, unknown>) =>
  ({ datasource: '3__table', viz_type: 'table', ...extra }) as QueryFormData;

describe('control panel model', () => {
  it('puts query sections on Data and options on Customize', () => {
    const state = panelState(fd({ query_mode: 'aggregate' }), ds);
    const data = panelSections(table, state, 'data').map((s) => s.label);
    const customize = panelSections(table, state, 'customize').map((s) => s.label);
    expect(data).toContain('Query');
    expect(customize).toContain('Options');
  });

  it('reports the table needs a dimension or metric, and the server pagination limit', () => {
    const errors = panelErrors(table, panelState(fd({ query_mode: 'aggregate' }), ds));
    expect(errors.metrics).toEqual(['Group By, Metrics or Percentage Metrics must have a value']);
    const big = panelErrors(
      table,
      panelState(fd({ query_mode: 'aggregate', groupby: ['name'], row_limit: 200000 }), ds),
    );
    expect(big.row_limit).toEqual(['Server pagination needs to be enabled for values over 100000']);
  });

  it('resets a control that becomes hidden to its default unless resetOnHide is false', () => {
    const on = fd({ server_pagination: true, server_page_length: 50 });
    const off = applyControlChange(table, on, 'server_pagination', false, ds);
    expect(off.server_page_length).toBe(10);
    const agg = fd({ query_mode: 'aggregate', groupby: ['name'] });
    const raw = applyControlChange(table, agg, 'query_mode', 'raw', ds);
    expect(raw.groupby).toEqual(['name']);
  });

  it('adds local errors to the validators', () => {
    const errors = panelErrors(table, panelState(fd({ groupby: ['name'] }), ds), {
      row_limit: ['is expected to be an integer'],
    });
    expect(errors.row_limit).toEqual(['is expected to be an integer']);
  });
});

describe('control values', () => {
  it('drops unknown values of fixed choices and wraps single values for multi', () => {
    const choices: [string, string][] = [
      ['a', 'A'],
      ['b', 'B'],
    ];
    expect(normalizeSelectValue('z', { choices })).toBeNull();
    expect(normalizeSelectValue('z', { choices, freeForm: true })).toBe('z');
    expect(normalizeSelectValue('a', { choices, multi: true })).toEqual(['a']);
    expect(normalizeSelectValue(['a', 'z'], { choices, multi: true })).toEqual(['a']);
  });
  it('parses ints and floats and reports bad numbers', () => {
    expect(parseTextInput('12', { isInt: true })).toEqual({ value: 12, errors: [] });
    expect(parseTextInput('1.5', { isFloat: true })).toEqual({ value: 1.5, errors: [] });
    expect(parseTextInput('x', { isFloat: true }).errors).toEqual(['is expected to be a number']);
    expect(parseTextInput('1.5', { isInt: true }).errors).toEqual(['is expected to be an integer']);
  });
  it('flags incomplete spatial configurations', () => {
    expect(spatialErrors({ type: 'latlong', latCol: 'lat' })).toEqual([
      'Invalid lat/long configuration.',
    ]);
    expect(spatialErrors({ type: 'delimited', lonlatCol: 'll', delimiter: ',' })).toEqual([]);
    expect(spatialErrors({ type: 'geohash' })).toEqual(['Invalid lat/long configuration.']);
  });
});
