import { describe, expect, it } from 'vitest';
import { addedToDashboardMessage, dashboardOptions } from './saveDashboards';

describe('the save modal’s dashboard options', () => {
  const found = [
    { id: 1, dashboard_title: 'Sales' },
    { id: 2, dashboard_title: 'Sales team' },
  ];

  it('offers the found dashboards, then to create one by the typed name', () => {
    expect(dashboardOptions(found, ' Sal ').map((o) => o.label)).toEqual([
      'Sales',
      'Sales team',
      'Create "Sal"',
    ]);
    expect(dashboardOptions(found, 'Sal').at(-1)!.pick).toEqual({ id: null, title: 'Sal' });
  });

  it('offers no creation when nothing is typed or a dashboard has the name', () => {
    expect(dashboardOptions(found, '').map((o) => o.label)).toEqual(['Sales', 'Sales team']);
    expect(dashboardOptions(found, 'Sales').map((o) => o.label)).toEqual(['Sales', 'Sales team']);
  });

  it('names the dashboard in Superset’s messages', () => {
    expect(addedToDashboardMessage('Pie', { id: 3, title: 'Sales' })).toBe(
      'Chart [Pie] was added to dashboard [Sales]',
    );
    expect(addedToDashboardMessage('Pie', { id: null, title: 'New' })).toBe(
      'Dashboard [New] just got created and chart [Pie] was added to it',
    );
  });
});
