import { describe, expect, it } from 'vitest';
import { newDividerDraft, newFilterDraft, type FilterDraft } from './filterDraft';
import { hasCircularDependency, validateItems, VALIDATION_TEXTS } from './filterValidation';

const filter = (id: string, change: Partial<FilterDraft> = {}): FilterDraft => ({
  ...newFilterDraft(id, 1),
  name: id,
  column: 'gender',
  ...change,
});

describe('validateItems', () => {
  it('passes complete filters and dividers', () => {
    expect(validateItems([filter('a'), { ...newDividerDraft('d'), title: 'T' }])).toEqual({
      errors: {},
    });
  });

  it("names the first invalid item (in the list's order) and its first invalid field", () => {
    const result = validateItems([
      filter('a'),
      filter('b', { name: ' ', column: undefined }),
      { ...newDividerDraft('d'), title: '' },
    ]);
    expect(result.errors).toEqual({
      b: { name: VALIDATION_TEXTS.name, column: VALIDATION_TEXTS.column },
      d: { title: VALIDATION_TEXTS.title },
    });
    expect(result.first).toEqual({ id: 'b', field: 'name' });
  });

  it('asks a dataset of every type but the time range, and a column of values and ranges', () => {
    const noDataset = { datasetId: undefined, column: undefined };
    expect(
      validateItems([filter('a', { ...noDataset, filterType: 'filter_time' })]).errors,
    ).toEqual({});
    expect(
      validateItems([filter('a', { ...noDataset, filterType: 'filter_timegrain' })]).errors,
    ).toEqual({ a: { dataset: VALIDATION_TEXTS.dataset } });
    expect(
      validateItems([filter('a', { column: undefined, filterType: 'filter_range' })]).errors,
    ).toEqual({ a: { column: VALIDATION_TEXTS.column } });
  });

  it('asks a pre-filter when switched on, and a default value when on or required', () => {
    expect(validateItems([filter('a', { preFiltered: true })]).errors.a).toEqual({
      preFilter: VALIDATION_TEXTS.preFilter,
    });
    expect(
      validateItems([filter('a', { preFiltered: true, timeRange: 'No filter' })]).errors.a,
    ).toEqual({ preFilter: VALIDATION_TEXTS.preFilter });
    expect(
      validateItems([filter('a', { preFiltered: true, timeRange: 'Last week' })]).errors,
    ).toEqual({});
    expect(validateItems([filter('a', { hasDefault: true, defaultValue: [] })]).errors.a).toEqual({
      defaultValue: VALIDATION_TEXTS.defaultValue,
    });
    const required = { ...newFilterDraft('a').controlValues, enableEmptyFilter: true };
    expect(validateItems([filter('a', { controlValues: required })]).errors.a).toEqual({
      defaultValue: VALIDATION_TEXTS.defaultValue,
    });
    expect(
      validateItems([filter('a', { controlValues: { ...required, defaultToFirstItem: true } })])
        .errors,
    ).toEqual({});
  });

  it('finds parents that make a cycle', () => {
    const result = validateItems([
      filter('a', { dependent: true, parentIds: ['b'] }),
      filter('b', { dependent: true, parentIds: ['a'] }),
      filter('c', { dependent: true, parentIds: ['a'] }),
    ]);
    expect(result.errors).toEqual({
      a: { parents: VALIDATION_TEXTS.cycle },
      b: { parents: VALIDATION_TEXTS.cycle },
      c: { parents: VALIDATION_TEXTS.cycle },
    });
    // parents switched off do not count
    expect(
      validateItems([
        filter('a', { dependent: true, parentIds: ['b'] }),
        filter('b', { dependent: false, parentIds: ['a'] }),
      ]).errors,
    ).toEqual({});
  });
});

describe('hasCircularDependency', () => {
  const parents = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', []],
  ]);
  it('follows the parents', () => {
    expect(hasCircularDependency(parents, 'a')).toBe(false);
    expect(hasCircularDependency(new Map([...parents, ['c', ['a']]]), 'a')).toBe(true);
    expect(hasCircularDependency(new Map([['a', ['a']]]), 'a')).toBe(true);
  });
});
