import { describe, expect, it } from 'vitest';
import type { PermissionPair } from '@tessera/core';
import { dashboardPermissions } from './permissions';

const writer: PermissionPair[] = [
  ['can_read', 'Dashboard'],
  ['can_write', 'Dashboard'],
];

describe('dashboardPermissions', () => {
  it('lets owners and admins with can_write edit', () => {
    expect(dashboardPermissions({ Alpha: writer }, 5, [{ id: 5 }]).canEdit).toBe(true);
    expect(dashboardPermissions({ Alpha: writer }, 5, [{ id: 6 }]).canEdit).toBe(false);
    expect(dashboardPermissions({ Admin: writer }, 5, []).canEdit).toBe(true);
  });

  it('needs can_write even for owners', () => {
    const reader: PermissionPair[] = [['can_read', 'Dashboard']];
    const p = dashboardPermissions({ Gamma: reader }, 5, [{ id: 5 }]);
    expect(p.canEdit).toBe(false);
    expect(p.canSaveAs).toBe(false);
  });

  it('reads the sharing, explore and export permissions by name', () => {
    const p = dashboardPermissions(
      {
        Gamma: [
          ['can_share_dashboard', 'Superset'],
          ['can_csv', 'Superset'],
        ],
      },
      1,
      [],
    );
    expect(p).toMatchObject({
      canShare: true,
      canExportData: true,
      canExplore: false,
      canShareChart: false,
    });
  });
});
