import { describe, expect, it } from 'vitest';
import { afterSignInPath } from './signIn';

describe('afterSignInPath', () => {
  it('returns to the page the person came from', () => {
    expect(afterSignInPath('/users/list/?q=1')).toBe('/users/list/?q=1');
  });

  it('goes home when there is no local next page', () => {
    for (const next of [
      null,
      '',
      '/',
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      '/\t/evil.example',
      '/%5Cevil.example',
      'javascript:alert(1)',
      '/login/',
    ]) {
      expect(afterSignInPath(next)).toBe('/superset/welcome/');
    }
  });
});
