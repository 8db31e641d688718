import { describe, expect, it } from 'vitest';
import { withParams } from './dashboardUrl';

describe('withParams', () => {
  it('sets and removes parameters, keeping the rest and the hash', () => {
    const location = { pathname: '/superset/dashboard/1/', search: '?edit=true&a=1', hash: '#X' };
    expect(withParams(location, { edit: null, activeTabs: 'TAB-a,TAB-b' })).toBe(
      '/superset/dashboard/1/?a=1&activeTabs=TAB-a,TAB-b#X',
    );
  });
});
