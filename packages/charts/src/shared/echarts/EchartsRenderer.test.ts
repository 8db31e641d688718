import { describe, expect, it } from 'vitest';
import { countMarks, optionToDraw, withoutAnimation, xAxisBounds } from './EchartsRenderer.js';

describe('countMarks', () => {
  it('counts every series item, nested children, graph nodes and links', () => {
    expect(
      countMarks({
        series: [
          { type: 'bar', data: [1, 2, 3] },
          { type: 'treemap', data: [{ name: 'a', children: [{ name: 'b' }, { name: 'c' }] }] },
          { type: 'graph', nodes: [{}, {}], links: [{}] },
        ],
      }),
    ).toBe(3 + 3 + 3);
  });

  it('is 0 for an option without series', () => {
    expect(countMarks({})).toBe(0);
  });
});

describe('withoutAnimation', () => {
  it("turns the chart's and every series' own animation off", () => {
    expect(
      withoutAnimation({
        animation: true,
        series: [{ type: 'bar', animation: true }, { type: 'line' }],
      }),
    ).toEqual({
      animation: false,
      series: [
        { type: 'bar', animation: false },
        { type: 'line', animation: false },
      ],
    });
    expect(withoutAnimation({ series: { type: 'gauge', animation: true } })).toEqual({
      animation: false,
      series: { type: 'gauge', animation: false },
    });
    expect(withoutAnimation({})).toEqual({ animation: false });
  });
});

describe('optionToDraw', () => {
  const bars = { series: [{ type: 'bar', data: [1, 2, 3] }] };
  const animated = (o: object) => (o as { animation?: boolean }).animation !== false;

  it('animates the first drawing only: a redraw with a new answer shows it at once', () => {
    expect(animated(optionToDraw(bars, { drawnBefore: false, reducedMotion: false }))).toBe(true);
    const redrawn = optionToDraw(bars, { drawnBefore: true, reducedMotion: false });
    expect(redrawn).toEqual({
      backgroundColor: 'transparent',
      animation: false,
      series: [{ type: 'bar', data: [1, 2, 3], animation: false }],
    });
  });

  it('never animates for reduced motion, nor a series past the threshold', () => {
    expect(animated(optionToDraw(bars, { drawnBefore: false, reducedMotion: true }))).toBe(false);
    const large = { series: [{ type: 'line', data: Array.from({ length: 2001 }, (_, i) => i) }] };
    expect(animated(optionToDraw(large, { drawnBefore: false, reducedMotion: false }))).toBe(false);
  });
});

describe('xAxisBounds', () => {
  it("is the first x axis' fixed min and max, null where the axis fits the data", () => {
    expect(xAxisBounds({ xAxis: { type: 'time', min: 10, max: 20 } })).toEqual([10, 20]);
    expect(xAxisBounds({ xAxis: [{ min: 'dataMin' }, { min: 5 }] })).toEqual(['dataMin', null]);
    expect(xAxisBounds({ xAxis: { min: () => 3 } })).toEqual([null, null]);
    expect(xAxisBounds({})).toEqual([null, null]);
  });
});
