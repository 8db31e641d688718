/** The annotation layer editor's display and slice sections (Superset's AnnotationLayer). */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AnnotationDisplaySection, AnnotationSliceSection } from './AnnotationLayerSections';
import { newAnnotationLayer, type AnnotationLayerValue } from './annotationLayers';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const display = (layer: AnnotationLayerValue) =>
  text(renderToStaticMarkup(<AnnotationDisplaySection layer={layer} onChange={() => {}} />));
const slice = (layer: AnnotationLayerValue) =>
  text(
    renderToStaticMarkup(
      <AnnotationSliceSection
        layer={layer}
        onChange={() => {}}
        columns={{ columns: ['name', 'ds'], timeColumns: ['__timestamp', 'name', 'ds'] }}
      />,
    ),
  );

describe('annotation layer display configuration', () => {
  it('offers style, opacity, colour and line width with Superset defaults', () => {
    const shown = display(newAnnotationLayer('EVENT'));
    expect(shown).toContain('Display configuration');
    for (const label of ['Style', 'Opacity', 'Color', 'Automatic Color', 'Line width'])
      expect(shown).toContain(label);
    expect(shown).toContain('Solid');
    expect(shown).not.toContain('Show Markers');
  });

  it('offers markers and hiding the line for formula and time series layers', () => {
    for (const type of ['FORMULA', 'TIME_SERIES'] as const) {
      const shown = display(newAnnotationLayer(type));
      expect(shown).toContain('Show Markers');
      expect(shown).toContain('Hide Line');
    }
  });

  it('shows the chosen style', () => {
    expect(display({ ...newAnnotationLayer('FORMULA'), style: 'longDashed' })).toContain(
      'Long dashed',
    );
  });
});

describe('annotation slice configuration', () => {
  const event = { ...newAnnotationLayer('EVENT'), sourceType: 'table', value: 4 };

  it("labels an event's columns as Superset does", () => {
    const shown = slice(event);
    expect(shown).toContain('Annotation Slice Configuration');
    for (const label of ['Event time column', 'Title Column', 'Description Columns'])
      expect(shown).toContain(label);
    expect(shown).not.toContain('Interval End column');
  });

  it('asks an interval for its start and end columns', () => {
    const shown = slice({ ...event, annotationType: 'INTERVAL', timeColumn: 'ds' });
    expect(shown).toContain('Interval start column');
    expect(shown).toContain('Interval End column');
  });
});
