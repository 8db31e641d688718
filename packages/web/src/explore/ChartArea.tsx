/**
 * The chart area: the chart drawn by its type's lazy renderer, a spinner while a query
 * runs, and every failure as an error box with the server's message (never a blank area).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Alert, Spin } from 'antd';
import {
  getChartPlugin,
  getControlConfig,
  hasChartRenderer,
  loadChartRenderer,
  loadedChartRenderer,
  renderChart,
  type AnyChartRenderer,
  type ChartDataResult,
  type ChartDatasource,
  type QueryFormData,
} from '@tessera/charts';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { ApiErrorMessage } from '../components/ErrorMessage';
import { useThemeMode } from '../app/ThemeProvider';
import { GALLERY_TEXTS } from './controls/galleryTexts';
import type { ChartQueryState } from './useChartQuery';
import type { ExploreDataset } from '@tessera/core';

/**
 * The element's size: measured before the first paint (so that a chart whose data and
 * renderer are at hand draws in the page's first frame), then followed as it changes.
 */
function useSize() {
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
function useRenderer(vizType: string) {
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

export interface ChartAreaProps {
  /** The form data to draw with (render-only changes apply without a query). */
  formData: QueryFormData;
  query: ChartQueryState;
  datasource: ExploreDataset;
  validationErrors: Record<string, string[]>;
}

/** One line per invalid control, named by its label as Superset words them. */
export function validationLines(errors: Record<string, string[]>, vizType: string): string[] {
  const panel = getChartPlugin(vizType)?.controlPanel;
  return Object.entries(errors).map(([name, messages]) => {
    const label = (panel && getControlConfig(panel, name)?.label) || name;
    return `Control labeled "${label}": ${messages.join(', ')}`;
  });
}

export function ChartArea({ formData, query, datasource, validationErrors }: ChartAreaProps) {
  const { ref, width, height } = useSize();
  const { resolved } = useThemeMode();
  const supported = hasChartRenderer(formData.viz_type);
  const { renderer, error: loadError } = useRenderer(formData.viz_type);
  const errorList = Object.entries(validationErrors);

  let content;
  if (!supported) {
    content = <Alert type="error" showIcon role="alert" title={GALLERY_TEXTS.unsupported} />;
  } else if (errorList.length > 0 && query.status !== 'success') {
    content = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title="Some controls need attention"
        description={
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {validationLines(validationErrors, formData.viz_type).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        }
      />
    );
  } else if (loadError) {
    content = <ApiErrorMessage error={{ status: 0, message: loadError }} />;
  } else if (query.error && query.status !== 'loading') {
    content = (
      <ApiErrorMessage
        error={query.error}
        title={query.status === 'stopped' ? 'Stopped' : 'Chart error'}
      />
    );
  } else if (
    query.queriesResponse &&
    query.resultFormData?.viz_type === formData.viz_type &&
    renderer &&
    width > 0 &&
    height > 0
  ) {
    const chartDatasource: ChartDatasource = {
      columns: datasource.columns.map((c) => ({ ...c, type_generic: c.type_generic as never })),
      metrics: datasource.metrics,
      verbose_map: datasource.verbose_map,
      column_formats: datasource.column_formats,
    };
    content = (
      <ErrorBoundary resetKey={query.updatedAt}>
        {renderChart(renderer, {
          formData,
          queriesData: query.queriesResponse as unknown as ChartDataResult[],
          width,
          height,
          theme: resolved,
          datasource: chartDatasource,
        })}
      </ErrorBoundary>
    );
  }

  return (
    <div
      ref={ref}
      data-test="chart-container"
      data-status={query.status}
      style={{ position: 'relative', flex: 1, minHeight: 300, overflow: 'hidden' }}
    >
      {content}
      {query.status === 'loading' && (
        <div
          style={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Spin size="large" aria-label="Loading chart" />
        </div>
      )}
    </div>
  );
}
