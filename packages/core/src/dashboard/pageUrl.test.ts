import { describe, expect, it } from 'vitest';
import { activeTabsOf, anchorOf, dashboardIdOrSlug, displayModeOf } from './pageUrl.js';

describe('the dashboard page address', () => {
  it('names the dashboard by id or slug', () => {
    expect(dashboardIdOrSlug('/superset/dashboard/12/')).toBe('12');
    expect(dashboardIdOrSlug('/superset/dashboard/my%20board')).toBe('my board');
    expect(dashboardIdOrSlug('/superset/dashboard/p/abc/')).toBeUndefined();
    expect(dashboardIdOrSlug('/superset/dashboard/p/')).toBeUndefined();
    expect(dashboardIdOrSlug('/dashboard/list/')).toBeUndefined();
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
});
