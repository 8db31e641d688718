import { useEffect, useLayoutEffect, useRef } from 'react';
import { init, use } from 'echarts/core';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { BarChart, LineChart, PieChart, ScatterChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GraphicComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TitleComponent,
  ToolboxComponent,
  TooltipComponent,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartTheme } from '../../types.js';

use([
  LineChart,
  BarChart,
  PieChart,
  ScatterChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  MarkLineComponent,
  MarkAreaComponent,
  TitleComponent,
  ToolboxComponent,
  GraphicComponent,
  CanvasRenderer,
]);

interface LegendOption {
  show?: boolean;
  data?: (string | { name?: string })[];
}
interface SeriesOption {
  name?: string;
  type?: string;
  data?: unknown[];
}

/** The names the chart's legend shows (none when it is hidden). */
function shownLegend(option: Record<string, unknown>): string[] {
  const legend = [option.legend].flat()[0] as LegendOption | undefined;
  if (!legend || legend.show === false) return [];
  if (legend.data) return legend.data.map((d) => (typeof d === 'string' ? d : String(d.name)));
  return ([option.series].flat().filter(Boolean) as SeriesOption[]).flatMap((s) =>
    s.type === 'pie'
      ? (s.data ?? []).map((d) => String((d as { name?: unknown }).name))
      : [String(s.name)],
  );
}

interface MarkItem {
  children?: unknown[];
}

/** Data items under a list, nested children (trees, treemaps, sunbursts) included. */
function countItems(items: unknown[] | undefined): number {
  return (items ?? []).reduce<number>((n, item) => {
    const children = (item as MarkItem | null)?.children;
    return n + 1 + (Array.isArray(children) ? countItems(children) : 0);
  }, 0);
}

/**
 * The marks an option draws: every series' data items (a graph's nodes and links, a tree's
 * nodes): a test hook that says what a chart drew when its canvas cannot be read.
 */
export function countMarks(option: Record<string, unknown>): number {
  const series = [option.series].flat().filter(Boolean) as (SeriesOption & {
    nodes?: unknown[];
    links?: unknown[];
    edges?: unknown[];
  })[];
  return series.reduce(
    (n, s) => n + countItems(s.data ?? s.nodes) + (s.links ?? s.edges ?? []).length,
    0,
  );
}

/**
 * The first x axis' fixed start and end (null where ECharts fits the axis to the data): a test
 * hook that says where the drawn axis begins and ends when its canvas cannot be read.
 */
export function xAxisBounds(option: Record<string, unknown>): [unknown, unknown] {
  const axis = [option.xAxis].flat()[0] as { min?: unknown; max?: unknown } | undefined;
  const fixed = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? v : null);
  return [fixed(axis?.min), fixed(axis?.max)];
}

/**
 * ECharts' own animation threshold: past it a series is not animated, yet a line series still
 * diffs every point against the last drawing for an update animation it then skips.
 */
const ANIMATION_THRESHOLD = 2000;

/** Whether a series holds more points than ECharts animates. */
function isLarge(option: EChartsCoreOption): boolean {
  const series = [(option as { series?: unknown }).series].flat() as SeriesOption[];
  return series.some((s) => Array.isArray(s?.data) && s.data.length > ANIMATION_THRESHOLD);
}

/**
 * The option's animation turned off, the series' own `animation` too (a series' setting wins
 * over the chart's in ECharts).
 */
export function withoutAnimation(option: EChartsCoreOption): Record<string, unknown> {
  const { series } = option as { series?: unknown };
  const still = (s: unknown) =>
    s && typeof s === 'object' ? { ...(s as object), animation: false } : s;
  return {
    animation: false,
    ...(series === undefined
      ? {}
      : { series: Array.isArray(series) ? series.map(still) : still(series) }),
  };
}

/**
 * The option an ECharts instance is given: only its first drawing is animated, and not for
 * people who ask for reduced motion or a series past ECharts' threshold; a new answer replaces
 * the drawing at once (each chart's frames would hold back the next chart's drawing).
 */
export function optionToDraw(
  option: EChartsCoreOption,
  { drawnBefore, reducedMotion }: { drawnBefore: boolean; reducedMotion: boolean },
): EChartsCoreOption {
  const still = drawnBefore || reducedMotion || isLarge(option);
  return { backgroundColor: 'transparent', ...option, ...(still ? withoutAnimation(option) : {}) };
}

/** People who ask their system for reduced motion get charts without animation. */
function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Resizes the chart to its element, only when the size differs: a resize lays the whole chart
 * out again, and the observer's first call (and a render with the same size) would redo the
 * drawing just done.
 */
function resizeIfChanged(chart: EChartsType, element: HTMLElement): void {
  if (chart.isDisposed()) return;
  if (chart.getWidth() === element.clientWidth && chart.getHeight() === element.clientHeight)
    return;
  chart.resize();
}

/**
 * Handlers by ECharts event name; a name prefixed `zr:` listens on the chart's zrender instead
 * (`zr:click` hears clicks on the background too, where ECharts' own events are silent: their
 * event's `target` is then undefined). Each is handed the chart as well, for what only the
 * instance can do (a tree's labels laid out again after a zoom).
 */
export type EchartsEventHandlers = Record<string, (params: unknown, chart: EChartsType) => void>;

const ZR = 'zr:';

export interface EchartsRendererProps {
  option: EChartsCoreOption;
  width: number;
  height: number;
  theme: ChartTheme;
  eventHandlers?: EchartsEventHandlers;
}

/**
 * An ECharts instance in a div: created per theme (on a canvas), given the whole option on
 * every change (render-only controls only change the option), resized with its container,
 * disposed on unmount. Its first drawing is animated (ECharts' entry animation, unless the
 * person asks for reduced motion or a series is past ECharts' threshold); an option after it (a
 * new answer: a filter applied, a control changed) replaces the drawing at once: a dashboard's
 * filter redraws many charts together, and each one's second of animation frames held back the
 * drawing of the next (a cross-filter over 24 charts: 0.7 s with, 0.55 s without).
 */
export function EchartsRenderer({
  option,
  width,
  height,
  theme,
  eventHandlers,
}: EchartsRendererProps) {
  const divRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);
  /** Whether this ECharts instance has drawn an option already (the next is not animated). */
  const drawnBefore = useRef(false);

  useEffect(() => {
    const element = divRef.current;
    if (!element) return undefined;
    const chart = init(element, theme === 'dark' ? 'dark' : undefined, { renderer: 'canvas' });
    chartRef.current = chart;
    drawnBefore.current = false;
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => resizeIfChanged(chart, element));
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, [theme]);

  // Test hook: data-drawing marks an option not yet drawn to the end. Set in the commit that
  // brings the option (before any other task runs), cleared when ECharts has finished.
  useLayoutEffect(() => {
    if (divRef.current) divRef.current.dataset.drawing = 'true';
  }, [option, theme]);

  useEffect(() => {
    const chart = chartRef.current;
    const element = divRef.current;
    if (!chart || !element) return undefined;
    // Test and benchmark hooks: the legend shown, the marks drawn, the x axis' fixed bounds, a
    // count of first frames painted for an option, and a count of finished draws (animations
    // included).
    const painted = () => {
      chart.off('rendered', painted);
      element.dataset.painted = String(Number(element.dataset.painted ?? 0) + 1);
    };
    const finished = () => {
      element.dataset.legend = JSON.stringify(shownLegend(option as Record<string, unknown>));
      element.dataset.marks = String(countMarks(option as Record<string, unknown>));
      element.dataset.xBounds = JSON.stringify(xAxisBounds(option as Record<string, unknown>));
      element.dataset.drawn = String(Number(element.dataset.drawn ?? 0) + 1);
      delete element.dataset.drawing;
    };
    chart.on('rendered', painted);
    chart.on('finished', finished);
    const drawn = optionToDraw(option, {
      drawnBefore: drawnBefore.current,
      reducedMotion: prefersReducedMotion(),
    });
    drawnBefore.current = true;
    chart.setOption(drawn, { notMerge: true });
    return () => {
      chart.off('rendered', painted);
      chart.off('finished', finished);
    };
  }, [option, theme]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || !eventHandlers) return undefined;
    const entries = Object.entries(eventHandlers).map(
      ([name, handler]) => [name, (params: unknown) => handler(params, chart)] as const,
    );
    const zr = chart.getZr();
    for (const [name, handler] of entries) {
      if (name.startsWith(ZR)) zr.on(name.slice(ZR.length), handler);
      else chart.on(name, handler);
    }
    return () => {
      for (const [name, handler] of entries) {
        if (name.startsWith(ZR)) zr.off(name.slice(ZR.length), handler);
        else chart.off(name, handler);
      }
    };
  }, [eventHandlers, theme]);

  useEffect(() => {
    if (chartRef.current && divRef.current) resizeIfChanged(chartRef.current, divRef.current);
  }, [width, height]);

  return <div ref={divRef} data-testid="echarts" style={{ width, height }} />;
}
