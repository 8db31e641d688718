import { describe, expect, it } from 'vitest';
import { STORED_LIMITS } from './bounded.js';
import { DashboardPermalinkBody, dashboardPermalinkState } from './dashboardPermalink.js';

describe('dashboard permalink bodies', () => {
  it('keeps the state, with absent fields empty', () => {
    const body = DashboardPermalinkBody.parse({
      activeTabs: ['TAB-b'],
      anchor: 'CHART-1',
      urlParams: [['foo', 'bar']],
    });
    expect(dashboardPermalinkState(body)).toEqual({
      dataMask: {},
      activeTabs: ['TAB-b'],
      anchor: 'CHART-1',
      urlParams: [['foo', 'bar']],
    });
    expect(dashboardPermalinkState(DashboardPermalinkBody.parse({}))).toEqual({
      dataMask: {},
      activeTabs: [],
      anchor: null,
      urlParams: [],
    });
  });

  it("maps older clients' filterState and hash", () => {
    const mask = { 'NATIVE_FILTER-1': { filterState: { value: ['a'] } } };
    const body = DashboardPermalinkBody.parse({ filterState: mask, hash: '#CHART-2' });
    expect(dashboardPermalinkState(body)).toMatchObject({ dataMask: mask, anchor: 'CHART-2' });
  });

  it('refuses bad fields and values past the stored limits', () => {
    const paths = (value: unknown) =>
      DashboardPermalinkBody.safeParse(value).error?.issues.map((i) => i.path.join('.'));
    expect(paths({ activeTabs: 'TAB-a' })).toEqual(['activeTabs']);
    expect(paths({ urlParams: [['only-a-name']] })).toEqual(['urlParams.0']);
    expect(paths({ dataMask: [] })).toEqual(['dataMask']);
    let deep: unknown = {};
    for (let i = 0; i < STORED_LIMITS.jsonDepth + 2; i += 1) deep = { a: deep };
    expect(DashboardPermalinkBody.safeParse({ dataMask: { f: deep } }).success).toBe(false);
  });
});
