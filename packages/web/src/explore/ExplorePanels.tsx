/**
 * The explore page's panels: the bordered box each of its three columns sits in, and the
 * controls column (chart type, then the control panel).
 */
import { lazy, Suspense, type CSSProperties, type ReactNode } from 'react';
import { Skeleton, theme } from 'antd';
import type { ExploreDataset } from '@tessera/core';
import type { QueryFormData } from '@tessera/charts';
import { VizTypeControl } from './controls/VizTypeControl';

// Loaded apart, so that the chart's first draw does not wait for it: the control panel
// renders just after the chart (ExploreView's `panelShown`).
const ControlPanel = lazy(() =>
  import('./controls/ControlPanel').then((m) => ({ default: m.ControlPanel })),
);

const PANEL_PLACEHOLDER = <Skeleton active title={false} paragraph={{ rows: 8 }} />;

/** One of the page's columns: a bordered box on the container background. */
export function ExplorePanel({
  style,
  children,
  'data-test': dataTest,
}: {
  style: CSSProperties;
  children: ReactNode;
  'data-test'?: string;
}) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: 12,
        minHeight: 0,
        ...style,
      }}
      data-test={dataTest}
    >
      {children}
    </div>
  );
}

/** The chart type, then the control panel once shown (a placeholder till then). */
export function ExploreControls({
  formData,
  renderedVizType,
  datasource,
  panelShown,
  onVizTypeChange,
  onChange,
  onValidationChange,
}: {
  formData: QueryFormData;
  /** The type the chart was last drawn as. */
  renderedVizType: string | undefined;
  datasource: ExploreDataset;
  panelShown: boolean;
  onVizTypeChange(vizType: string): void;
  onChange(next: QueryFormData): void;
  onValidationChange(errors: Record<string, string[]>): void;
}) {
  return (
    <>
      <div style={{ marginBottom: 12 }}>
        <VizTypeControl
          value={formData.viz_type}
          renderedVizType={renderedVizType}
          onChange={onVizTypeChange}
        />
      </div>
      {datasource.id !== undefined &&
        datasource.id !== null &&
        (panelShown ? (
          <Suspense fallback={PANEL_PLACEHOLDER}>
            <ControlPanel
              vizType={formData.viz_type}
              formData={formData}
              datasource={{ ...datasource, id: datasource.id }}
              onChange={onChange}
              onValidationChange={onValidationChange}
            />
          </Suspense>
        ) : (
          PANEL_PLACEHOLDER
        ))}
    </>
  );
}
