import { describe, expect, it } from 'vitest';
import { countMarks, withoutAnimation, xAxisBounds } from './EchartsRenderer.js';

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

describe('xAxisBounds', () => {
  it("is the first x axis' fixed min and max, null where the axis fits the data", () => {
    expect(xAxisBounds({ xAxis: { type: 'time', min: 10, max: 20 } })).toEqual([10, 20]);
    expect(xAxisBounds({ xAxis: [{ min: 'dataMin' }, { min: 5 }] })).toEqual(['dataMin', null]);
    expect(xAxisBounds({ xAxis: { min: () => 3 } })).toEqual([null, null]);
    expect(xAxisBounds({})).toEqual([null, null]);
  });
});
