/**
 * Applies antd's light or dark algorithm and lets the nav switch between them; turns antd's
 * motion off for people whose system asks for reduced motion. antd runs without its runtime
 * CSS-in-JS (zeroRuntime): its components' styles come from antd's prebuilt stylesheet, and
 * only the theme's CSS variables are computed in the page, so a page's first render does not
 * generate and insert every component's styles.
 */
import { createContext, use, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
import 'antd/dist/antd.css';
import {
  readStoredThemeMode,
  resolveTheme,
  storeThemeMode,
  type ResolvedTheme,
  type ThemeMode,
} from './themeMode';
import { readableColours } from './readableColours';

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
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether a media query matches now, following its changes. */
function useMediaQuery(query: string): boolean {
  const subscribe = useMemo(
    () => (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

export const BRAND_COLOR = '#1668dc';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(readStoredThemeMode);
  const prefersDark = useMediaQuery(DARK_QUERY);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
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

  const themeConfig = useMemo(() => {
    const readable = readableColours(resolved, BRAND_COLOR);
    return {
      algorithm: resolved === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
      token: {
        colorPrimary: BRAND_COLOR,
        borderRadius: 8,
        motion: !reducedMotion,
        ...readable.token,
      },
      components: readable.components,
      zeroRuntime: true,
    };
  }, [resolved, reducedMotion]);

  return (
    <ThemeModeContext value={value}>
      <ConfigProvider theme={themeConfig}>{children}</ConfigProvider>
    </ThemeModeContext>
  );
}
