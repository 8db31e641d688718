import { describe, expect, it } from 'vitest';
import { displayName, parseBootstrapData } from './bootstrap';

describe('parseBootstrapData', () => {
  it('reads the user and their roles', () => {
    const data = parseBootstrapData(
      JSON.stringify({
        user: {
          userId: 1,
          username: 'ada',
          firstName: 'Ada',
          lastName: 'Lovelace',
          isActive: true,
          isAnonymous: false,
          roles: { Admin: [['can_read', 'User']] },
        },
        common: {
          feature_flags: { DRILL_BY: true },
          conf: {},
          application_root: '/',
          version: '0.1.0',
        },
      }),
    );
    expect(data.user.roles.Admin).toEqual([['can_read', 'User']]);
    expect(data.common.feature_flags.DRILL_BY).toBe(true);
    expect(displayName(data.user)).toBe('Ada Lovelace');
  });

  it('keeps the query another page posted to SQL Lab', () => {
    const requested = { datasourceKey: '7__table', sql: 'SELECT 1' };
    const data = parseBootstrapData(JSON.stringify({ user: {}, requested_query: requested }));
    expect(data.requested_query).toEqual(requested);
    expect(parseBootstrapData(JSON.stringify({ user: {} })).requested_query).toBeUndefined();
  });

  it('treats a page without (or with broken) bootstrap data as anonymous', () => {
    expect(parseBootstrapData(null).user.isAnonymous).toBe(true);
    expect(parseBootstrapData('{not json').user.isAnonymous).toBe(true);
  });
});
