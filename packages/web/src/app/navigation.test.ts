import { describe, expect, it } from 'vitest';
import type { PermissionPair } from '@tessera/core';
import {
  NAVIGATION,
  entryForPath,
  isPermitted,
  navigationEntry,
  visibleEntries,
} from './navigation';

const ADMIN: Record<string, PermissionPair[]> = {
  Admin: [
    ['can_read', 'User'],
    ['can_read', 'Role'],
    ['can_read', 'Dashboard'],
    ['can_sqllab', 'Superset'],
  ],
};
const GAMMA: Record<string, PermissionPair[]> = {
  Gamma: [
    ['can_read', 'Dashboard'],
    ['can_read', 'Chart'],
  ],
};

describe('navigation registry', () => {
  it('shows an admin Home, Dashboards, SQL Lab, Users and Roles, and nothing this build lacks', () => {
    expect(visibleEntries(ADMIN).map((e) => e.label)).toEqual([
      'Home',
      'Dashboards',
      'SQL Lab',
      'Users',
      'Roles',
    ]);
    expect(visibleEntries(ADMIN, 'settings').map((e) => e.path)).toEqual([
      '/users/list/',
      '/roles/list/',
    ]);
  });

  it('shows a Gamma user Home, Dashboards and Charts', () => {
    expect(visibleEntries(GAMMA).map((e) => e.key)).toEqual(['home', 'dashboards', 'charts']);
  });

  it('names a permission pair for every area but home', () => {
    for (const e of NAVIGATION) {
      if (e.key !== 'home') expect(e.permission, e.key).not.toBeNull();
    }
  });

  it('finds the area of a path with or without its trailing slash', () => {
    expect(entryForPath('/users/list')?.key).toBe('users');
    expect(entryForPath('/roles/list/')?.key).toBe('roles');
    expect(entryForPath('/nowhere/')).toBeUndefined();
  });

  it('offers Datasets to readers and Databases only with its menu access, as Superset', () => {
    const reader: Record<string, PermissionPair[]> = {
      Alpha: [
        ['can_read', 'Dataset'],
        ['can_read', 'Database'],
      ],
    };
    expect(visibleEntries(reader).map((e) => e.path)).toEqual([
      '/superset/welcome/',
      '/tablemodelview/list/',
    ]);
    const admin = { Admin: [...reader.Alpha, ['menu_access', 'Databases'] as PermissionPair] };
    expect(visibleEntries(admin, 'settings').map((e) => e.path)).toEqual(['/databaseview/list/']);
    // The page itself needs only can_read on Database.
    expect(isPermitted(navigationEntry('databases'), reader)).toBe(true);
  });

  it('highlights Datasets on the create-dataset page', () => {
    expect(entryForPath('/dataset/add/')?.key).toBe('datasets');
  });

  it('highlights Charts on the chart list and the create-chart page', () => {
    expect(entryForPath('/chart/list/')?.key).toBe('charts');
    expect(entryForPath('/chart/add/')?.key).toBe('charts');
  });

  it('offers Query history to those who may read runs, and highlights it on its page', () => {
    const sqlLab: Record<string, PermissionPair[]> = { sql_lab: [['can_read', 'Query']] };
    expect(visibleEntries(sqlLab, 'sql').map((e) => e.path)).toEqual(['/sqllab/history/']);
    expect(visibleEntries(GAMMA, 'sql')).toEqual([]);
    expect(entryForPath('/sqllab/history/')?.key).toBe('queryHistory');
  });
});
