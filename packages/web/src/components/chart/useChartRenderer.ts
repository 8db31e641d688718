/** What drawing a chart needs: its area's size and its chart type's lazily loaded renderer. */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadChartRenderer, loadedChartRenderer, type AnyChartRenderer } from '@tessera/charts';

/**
 * The element's size: measured before the first paint (so that a chart whose data and
 * renderer are at hand draws in the page's first frame), then followed as it changes.
 */
export function useElementSize() {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = (width: number, height: number) =>
      setSize((s) =>
        s.width === Math.floor(width) && s.height === Math.floor(height)
          ? s
          : { width: Math.floor(width), height: Math.floor(height) },
      );
    measure(el.clientWidth, el.clientHeight);
    const observer = new ResizeObserver(([entry]) =>
      measure(entry.contentRect.width, entry.contentRect.height),
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, ...size };
}

type LoadedRenderer = { vizType: string; renderer?: AnyChartRenderer; error?: string };

/** The chart type's renderer: at once when it has loaded already, else once it loads. */
export function useChartRenderer(vizType: string) {
  const [loaded, setLoaded] = useState<LoadedRenderer | null>(null);
  const ready = loadedChartRenderer(vizType);
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    loadChartRenderer(vizType)
      ?.then((renderer) => live && setLoaded({ vizType, renderer }))
      .catch(
        (e: unknown) => live && setLoaded({ vizType, error: String((e as Error)?.message ?? e) }),
      );
    return () => {
      live = false;
    };
  }, [vizType, ready]);
  if (ready) return { renderer: ready, error: null };
  const current = loaded?.vizType === vizType ? loaded : null;
  return { renderer: current?.renderer ?? null, error: current?.error ?? null };
}
