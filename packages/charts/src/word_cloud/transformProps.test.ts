import { describe, expect, it } from 'vitest';
import { chartProps, queryResult } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import { rotationOf, seededRandom } from './layout.js';
import transformProps, { fontSizeScale } from './transformProps.js';

const FORM: Partial<QueryFormData> = {
  viz_type: 'word_cloud',
  series: 'name',
  metric: SUM_NUM,
  color_scheme: 'd3Category10',
  size_from: 10,
  size_to: 70,
  rotation: 'square',
};
const cloud = (rows: Record<string, string | number | null>[], fd: Partial<QueryFormData> = {}) =>
  transformProps(chartProps({ ...FORM, ...fd }, [queryResult(rows)]));

describe('word_cloud transformProps', () => {
  it('one word per row, font size linear in the metric from zero, coloured by word', () => {
    const props = cloud([
      { name: 'Michael', 'SUM(num)': 1000 },
      { name: 'Anna', 'SUM(num)': 500 },
      { name: 'Zoe', 'SUM(num)': 0 },
    ]);
    expect(props.words.map((w) => [w.text, w.size, w.color])).toEqual([
      ['Michael', 70, '#1f77b4'],
      ['Anna', 40, '#ff7f0e'],
      ['Zoe', 10, '#2ca02c'],
    ]);
    expect(props.rotation).toBe('square');
  });
  it('sizes from text controls, rotation fallback, biggest first', () => {
    const props = cloud(
      [
        { name: 'a', 'SUM(num)': 1 },
        { name: 'b', 'SUM(num)': 4 },
      ],
      { size_from: '20', size_to: '40', rotation: 'sideways' },
    );
    expect(props.words.map((w) => [w.text, w.size])).toEqual([
      ['b', 40],
      ['a', 25],
    ]);
    expect(props.rotation).toBe('flat');
  });
  it('empty data, nulls, one row and negative values', () => {
    expect(cloud([]).words).toEqual([]);
    const props = cloud([
      { name: null, 'SUM(num)': null },
      { name: 'only', 'SUM(num)': -5 },
      { name: 'up', 'SUM(num)': 5 },
    ]);
    expect(props.words.map((w) => [w.text, w.size])).toEqual([
      ['up', 70],
      ['<NULL>', 10],
      ['only', 10],
    ]);
    expect(cloud([{ name: 'one', 'SUM(num)': 3 }]).words[0].size).toBe(70);
  });
  it('thousands of words', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({ name: `w${i}`, 'SUM(num)': i }));
    const props = cloud(rows);
    expect(props.words).toHaveLength(5000);
    expect(props.words[0]).toMatchObject({ text: 'w4999', size: 70 });
  });
  it('the scale keeps sizes in range, the rotations are Superset’s', () => {
    const scale = fontSizeScale([2, 8], 10, 70);
    expect(scale(8)).toBe(70);
    expect(scale(null)).toBe(10);
    const random = seededRandom(3);
    const square = rotationOf('square', random);
    const randomRot = rotationOf('random', random);
    for (let i = 0; i < 50; i += 1) {
      expect([0, 90]).toContain(square());
      expect([-90, -60, -30, 0, 30, 60]).toContain(randomRot());
    }
    expect(rotationOf('flat', random)()).toBe(0);
  });
});
