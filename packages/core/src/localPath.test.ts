import { describe, expect, it } from 'vitest';
import { localPath } from './localPath.js';

describe('localPath', () => {
  it('keeps a path on this site with its query and hash', () => {
    for (const next of [
      '/superset/welcome/',
      '/explore/?slice_id=1&form_data_key=abc',
      '/sqllab/?q=a%20b#tab-1',
      '/dashboard/list/?_flt_0=caf%C3%A9',
      '/chart/list/?next=//not-a-redirect',
    ]) {
      expect(localPath(next), next).toBe(next);
    }
  });

  it('refuses every way of leaving the site', () => {
    for (const next of [
      '//evil.example',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      '\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '\t//evil.example',
      ' //evil.example',
      '/%5Cevil.example',
      '/%5cevil.example',
      '/%2F/evil.example',
      '/%2fevil.example',
      '/%252F/evil.example',
      '/%255Cevil.example',
      '/%09/evil.example',
      '/%00',
      '/%E2%80%A8',
      'https://evil.example/',
      'http:evil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'evil.example',
      '',
      '/\u0000',
      '/\u2028',
      '/a\u00a0b',
      '/%ZZ',
      `/${'a'.repeat(3000)}`,
    ]) {
      expect(localPath(next), JSON.stringify(next)).toBeNull();
    }
    expect(localPath(undefined)).toBeNull();
    expect(localPath(['/a'])).toBeNull();
  });
});
