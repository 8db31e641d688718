import { describe, expect, it } from 'vitest';
import {
  galleryCategories,
  galleryEntries,
  galleryTags,
  searchGallery,
  sectionEntries,
  selectionAfterSection,
} from './gallery';

const entries = galleryEntries();
const keys = (list: { key: string }[]) => list.map((e) => e.key);

describe('chart gallery', () => {
  it('lists every registered, non-deprecated chart in gallery order', () => {
    // 45 registered; the legacy filter box and bubble chart are hidden (deprecated)
    expect(entries.length).toBe(43);
    expect(keys(entries).slice(0, 4)).toEqual([
      'big_number',
      'big_number_total',
      'table',
      'pivot_table_v2',
    ]);
  });

  it('finds the pie chart first when searching "pie"', () => {
    expect(keys(searchGallery(entries, 'pie'))[0]).toBe('pie');
  });

  it('ranks name matches above tag and description matches', () => {
    const results = keys(searchGallery(entries, 'table'));
    // the four whose names hold "table" come before any chart found by its tags or description
    expect(results.slice(0, 4).sort()).toEqual([
      'paired_ttest',
      'pivot_table_v2',
      'table',
      'time_table',
    ]);
  });

  it('returns nothing for text far from every chart', () => {
    expect(searchGallery(entries, 'zzqqxx')).toEqual([]);
  });

  it('filters by category and by tag', () => {
    expect(galleryCategories(entries)).toContain('Evolution');
    const kpi = keys(sectionEntries(entries, { kind: 'category', value: 'KPI' }));
    expect(kpi.sort()).toEqual([
      'big_number',
      'big_number_total',
      'bullet',
      'funnel',
      'gauge_chart',
      'pop_kpi',
    ]);
    const echarts = keys(sectionEntries(entries, { kind: 'tag', value: 'ECharts' }));
    expect(echarts).toContain('pie');
    expect(echarts).not.toContain('table');
    expect(galleryTags(entries)).not.toContain('ECharts');
  });

  it('clears the selection when the new section does not hold it', () => {
    expect(selectionAfterSection('pie', { kind: 'category', value: 'KPI' }, entries)).toBeNull();
    expect(selectionAfterSection('pie', { kind: 'tag', value: 'ECharts' }, entries)).toBe('pie');
    expect(selectionAfterSection('pie', { kind: 'all' }, entries)).toBe('pie');
  });
});
