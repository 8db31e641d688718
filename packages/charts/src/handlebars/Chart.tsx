import { useId, useMemo } from 'react';
import { themeColors } from '../shared/echarts/constants.js';
import { scopeCss } from './scopeCss.js';
import type { HandlebarsChartProps } from './transformProps.js';

/**
 * The template's sanitised HTML in a box that contains it (it scrolls, and it is the
 * containing block of anything the template positions, even `fixed`), with the chart's CSS
 * scoped to the box.
 */
export default function HandlebarsChart(props: HandlebarsChartProps) {
  const { width, height, theme, html, error, styleTemplate } = props;
  const scopeId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const scope = `[data-handlebars-scope="${scopeId}"]`;
  const css = useMemo(() => scopeCss(styleTemplate, scope), [styleTemplate, scope]);
  const colors = themeColors(theme);
  return (
    <div
      className="handlebars-chart"
      data-testid="handlebars"
      data-handlebars-scope={scopeId}
      style={{
        width,
        height,
        overflow: 'auto',
        position: 'relative',
        contain: 'strict',
        color: colors.text,
      }}
    >
      {css ? <style>{css}</style> : null}
      {error ? (
        <pre role="alert" style={{ color: colors.negative, whiteSpace: 'pre-wrap' }}>
          {error}
        </pre>
      ) : (
        <div dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </div>
  );
}
