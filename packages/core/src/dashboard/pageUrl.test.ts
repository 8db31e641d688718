import { describe, expect, it } from 'vitest';
import {
  activeTabsOf,
  anchorOf,
  dashboardIdOrSlug,
  dashboardPageUrl,
  dashboardPermalinkKey,
  displayModeOf,
  permalinkKeyOf,
} from './pageUrl.js';

describe('the dashboard page address', () => {
  it('names the dashboard by id or slug', () => {
    expect(dashboardIdOrSlug('/superset/dashboard/12/')).toBe('12');
    expect(dashboardIdOrSlug('/superset/dashboard/my%20board')).toBe('my board');
    expect(dashboardIdOrSlug('/superset/dashboard/p/abc/')).toBeUndefined();
    expect(dashboardIdOrSlug('/superset/dashboard/p/')).toBeUndefined();
    expect(dashboardIdOrSlug('/dashboard/list/')).toBeUndefined();
  });

  it('makes a dashboard’s page address, which reads back as its id or slug', () => {
    expect(dashboardPageUrl(12)).toBe('/superset/dashboard/12/');
    expect(dashboardPageUrl('my board')).toBe('/superset/dashboard/my%20board/');
    expect(dashboardIdOrSlug(dashboardPageUrl('my board'))).toBe('my board');
  });

  it('reads the chosen tabs, the hash and the display mode', () => {
    expect(activeTabsOf('?activeTabs=TAB-a,TAB-b')).toEqual(['TAB-a', 'TAB-b']);
    expect(activeTabsOf('')).toEqual([]);
    expect(anchorOf('#CHART-x')).toBe('CHART-x');
    expect(anchorOf('')).toBeUndefined();
    expect(displayModeOf('?standalone=2')).toBe(2);
    expect(displayModeOf('?standalone=true')).toBe(1);
    expect(displayModeOf('?standalone=7')).toBe(0);
  });

  it('reads a permalink page and the permalink a page opens with', () => {
    expect(dashboardPermalinkKey('/superset/dashboard/p/abc_DEF-1/')).toBe('abc_DEF-1');
    expect(dashboardPermalinkKey('/superset/dashboard/p/abc')).toBe('abc');
    expect(dashboardPermalinkKey('/superset/dashboard/12/')).toBeUndefined();
    expect(dashboardPermalinkKey('/superset/dashboard/p/%E0%A4%A/')).toBeUndefined();
    expect(permalinkKeyOf('?permalink_key=k1&activeTabs=TAB-a')).toBe('k1');
    expect(permalinkKeyOf('?permalink_key=')).toBeUndefined();
  });
});
