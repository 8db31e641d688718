/** How each annotation layer's display configuration reaches the chart (Superset's layers). */
import { describe, expect, it } from 'vitest';
import type { ColorScale } from '../color/colorScale.js';
import { annotationSeries, type AnnotationLayer } from './annotations.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const colorScale = Object.assign(() => '#1f77b4', {
  schemeId: 'test',
  colors: ['#1f77b4'],
}) as ColorScale;
const T1 = Date.UTC(2020, 0, 1);
const T2 = Date.UTC(2020, 0, 2);
const data = [{ ds: T1 }, { ds: T2 }];

function render(layer: Partial<AnnotationLayer>, annotationData: Opt = {}): Opt[] {
  return annotationSeries([{ name: 'Layer', show: true, annotationType: 'FORMULA', ...layer }], {
    data,
    annotationData,
    xAxisLabel: 'ds',
    xAxisType: 'time',
    colorScale,
    theme: 'light',
    markerSize: 7,
  }) as Opt[];
}

const tableRecords = {
  Layer: {
    records: [{ at: T1, until: T2, what: 'Launch', who: 'Ann', why: 'v2', start_dttm: 0 }],
  },
};

describe('annotation display configuration', () => {
  it('draws a formula line with the chosen colour, opacity, style and width', () => {
    const [line] = render({
      value: '2x',
      color: '#ff0000',
      opacity: 'opacityLow',
      style: 'longDashed',
      width: 3,
    });
    expect(line.itemStyle.color).toBe('#ff0000');
    expect(line.lineStyle).toEqual({ opacity: 0.2, type: [10, 5], width: 3 });
    expect(line.symbolSize).toBe(0);
  });

  it('uses the automatic colour and full opacity by default', () => {
    const [line] = render({ value: '2x', color: '', opacity: '', style: 'dotted' });
    expect(line.itemStyle.color).toBe('#1f77b4');
    expect(line.lineStyle).toMatchObject({ opacity: 1, type: 'dotted' });
  });

  it('shows markers and hides the line of a formula when asked', () => {
    const [line] = render({ value: '2x', showMarkers: true, hideLine: true, width: 2 });
    expect(line.symbolSize).toBe(7);
    expect(line.lineStyle.width).toBe(0);
  });

  it('shows markers and hides the line of a time series layer', () => {
    const series = render(
      { annotationType: 'TIME_SERIES', showMarkers: true, hideLine: true },
      {
        Layer: [{ key: 'Sales', values: [{ x: T1, y: 1 }] }],
      },
    );
    expect(series[0]).toMatchObject({ name: 'Sales', symbolSize: 7 });
    expect(series[0].lineStyle.width).toBe(0);
  });

  it('styles an event line and always shows its label with "Show label"', () => {
    const [event] = render(
      {
        annotationType: 'EVENT',
        sourceType: 'table',
        style: 'dashed',
        width: 4,
        opacity: 'opacityHigh',
        color: '#00ff00',
        showLabel: true,
        timeColumn: 'at',
        titleColumn: 'what',
        descriptionColumns: ['who', 'why'],
      },
      tableRecords,
    );
    expect(event.markLine.lineStyle).toEqual({
      width: 4,
      type: 'dashed',
      color: '#00ff00',
      opacity: 0.8,
    });
    expect(event.markLine.label.show).toBe(true);
    expect(event.markLine.data).toEqual([{ name: 'Layer - Launch\n\nAnn\nv2', xAxis: T1 }]);
  });

  it('spans an interval from the time column to the interval end column', () => {
    const [interval] = render(
      {
        annotationType: 'INTERVAL',
        sourceType: 'table',
        opacity: 'opacityLow',
        timeColumn: 'at',
        intervalEndColumn: 'until',
        titleColumn: 'what',
        descriptionColumns: ['who'],
      },
      tableRecords,
    );
    expect(interval.markArea.label.show).toBe(false);
    expect(interval.markArea.emphasis.label.show).toBe(true);
    expect(interval.markArea.itemStyle.opacity).toBe(0.2);
    expect(interval.markArea.data).toEqual([
      [{ name: 'Layer - Launch\n\nAnn', xAxis: T1 }, { xAxis: T2 }],
    ]);
  });
});
