/** Applies antd's light or dark algorithm and lets the nav switch between them. */
import { createContext, use, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
import {
  readStoredThemeMode,
  resolveTheme,
  storeThemeMode,
  type ResolvedTheme,
  type ThemeMode,
} from './themeMode';

interface ThemeModeContextValue {
  mode: ThemeMode;
  resolved: ResolvedTheme;
  setMode(mode: ThemeMode): void;
}

const ThemeModeContext = createContext<ThemeModeContextValue>({
  mode: 'system',
  resolved: 'light',
  setMode: () => undefined,
});

export function useThemeMode(): ThemeModeContextValue {
  return use(ThemeModeContext);
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystemTheme(onChange: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function systemPrefersDark(): boolean {
  return window.matchMedia(DARK_QUERY).matches;
}

export const BRAND_COLOR = '#1668dc';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(readStoredThemeMode);
  const prefersDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark);
  const resolved = resolveTheme(mode, prefersDark);

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = resolved;
    root.style.colorScheme = resolved;
    document.body.style.background = resolved === 'dark' ? '#000000' : '#f5f5f5';
  }, [resolved]);

  const value = useMemo<ThemeModeContextValue>(
    () => ({
      mode,
      resolved,
      setMode(next) {
        storeThemeMode(next);
        setModeState(next);
      },
    }),
    [mode, resolved],
  );

  const themeConfig = useMemo(
    () => ({
      algorithm: resolved === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
      token: { colorPrimary: BRAND_COLOR, borderRadius: 8 },
    }),
    [resolved],
  );

  return (
    <ThemeModeContext value={value}>
      <ConfigProvider theme={themeConfig}>{children}</ConfigProvider>
    </ThemeModeContext>
  );
}
