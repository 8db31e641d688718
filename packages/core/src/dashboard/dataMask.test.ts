import { describe, expect, it } from 'vitest';
import {
  applyDataMask,
  masksApplyingTo,
  mergeExtraFormData,
  ownStateOf,
  type DashboardDataMask,
} from './dataMask.js';

const formData = { viz_type: 'table', datasource: '1__table', time_range: 'Last week' };

describe('mergeExtraFormData', () => {
  it('appends lists and lets the newer override the rest', () => {
    expect(
      mergeExtraFormData(
        { filters: [{ col: 'a', op: '==', val: 1 }], time_range: 'Last day', custom_form_data: {} },
        { filters: [{ col: 'b', op: 'IN', val: [2] }], time_range: 'Last year' },
      ),
    ).toEqual({
      filters: [
        { col: 'a', op: '==', val: 1 },
        { col: 'b', op: 'IN', val: [2] },
      ],
      custom_form_data: [{}],
      time_range: 'Last year',
    });
  });

  it('keeps an overridden key the newer does not set', () => {
    expect(mergeExtraFormData({ time_grain_sqla: 'P1D' }, {})).toEqual({ time_grain_sqla: 'P1D' });
    expect(mergeExtraFormData()).toEqual({});
  });
});

describe('applyDataMask', () => {
  it('leaves the form data as it is under an empty mask (a new object)', () => {
    const out = applyDataMask(formData, {}, 7);
    expect(out).toEqual(formData);
    expect(out).not.toBe(formData);
  });

  it('keeps the chart’s own extra_form_data when no mask applies', () => {
    const own = { ...formData, extra_form_data: { time_range: 'Last month' } };
    expect(applyDataMask(own, { x: { filterState: { value: 1 } } }, 7).extra_form_data).toEqual({
      time_range: 'Last month',
    });
  });

  it('merges the masks in scope, in order, into extra_form_data', () => {
    const mask: DashboardDataMask = {
      'NATIVE_FILTER-a': { extraFormData: { filters: [{ col: 'g', op: 'IN', val: ['x'] }] } },
      'NATIVE_FILTER-b': { extraFormData: { time_range: 'Last quarter' } },
      'NATIVE_FILTER-c': { extraFormData: { time_range: 'Last year' } },
    };
    const out = applyDataMask(formData, mask, 7, {
      chartsInScope: { 'NATIVE_FILTER-c': [8] },
    });
    expect(out.extra_form_data).toEqual({
      filters: [{ col: 'g', op: 'IN', val: ['x'] }],
      time_range: 'Last quarter',
    });
    expect(out.time_range).toBe('Last week');
  });

  it('does not apply a chart’s own cross-filter to itself', () => {
    const mask: DashboardDataMask = {
      '7': { extraFormData: { filters: [{ col: 'g', op: 'IN', val: ['x'] }] } },
    };
    expect(masksApplyingTo(mask, 7)).toEqual([]);
    expect(masksApplyingTo(mask, 8)).toEqual(['7']);
    expect(applyDataMask(formData, mask, 8).extra_form_data).toEqual({
      filters: [{ col: 'g', op: 'IN', val: ['x'] }],
    });
  });

  it('adds the dashboard’s colours and id', () => {
    const out = applyDataMask({ ...formData, color_scheme: 'own' }, {}, 7, {
      dashboardId: 3,
      colorScheme: 'supersetColors',
      labelColors: { boy: '#111111' },
      sharedLabelColors: ['girl'],
    });
    expect(out).toMatchObject({
      dashboardId: 3,
      color_scheme: 'supersetColors',
      label_colors: { boy: '#111111' },
      shared_label_colors: ['girl'],
    });
    expect(applyDataMask({ ...formData, color_scheme: 'own' }, {}, 7, {}).color_scheme).toBe('own');
  });

  it('reads a chart’s own state', () => {
    expect(ownStateOf({ '7': { ownState: { currentPage: 2 } } }, 7)).toEqual({ currentPage: 2 });
    expect(ownStateOf({}, 7)).toBeUndefined();
  });
});
