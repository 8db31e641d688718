/**
 * Light, dark, or whatever the system prefers (the default). The choice is remembered in
 * localStorage.
 */
export type ThemeMode = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'tessera.theme';
const MODES: readonly ThemeMode[] = ['light', 'dark', 'system'];

export function parseThemeMode(value: string | null | undefined): ThemeMode {
  return MODES.includes(value as ThemeMode) ? (value as ThemeMode) : 'system';
}

export function resolveTheme(mode: ThemeMode, systemPrefersDark: boolean): ResolvedTheme {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}

export function readStoredThemeMode(): ThemeMode {
  try {
    return parseThemeMode(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

export function storeThemeMode(mode: ThemeMode): void {
  try {
    if (mode === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // storage unavailable (private mode): the choice lasts for this page only
  }
}
