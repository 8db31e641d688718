import { describe, expect, it } from 'vitest';
import { parseThemeMode, resolveTheme } from './themeMode';

describe('theme mode', () => {
  it('follows the system unless the person chose light or dark', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('reads an unknown stored value as system', () => {
    expect(parseThemeMode('dark')).toBe('dark');
    expect(parseThemeMode('purple')).toBe('system');
    expect(parseThemeMode(null)).toBe('system');
  });
});
