import { describe, expect, it } from 'vitest';
import {
  CATEGORICAL_SCHEMES,
  LabelColorNamespace,
  addAlpha,
  getCategoricalScheme,
} from './index.js';

describe('categorical schemes', () => {
  it("has Superset's schemes with their colours", () => {
    expect(getCategoricalScheme('supersetColors').colors.slice(0, 3)).toEqual([
      '#1FA8C9',
      '#454E7C',
      '#5AC189',
    ]);
    expect(getCategoricalScheme('d3Category10').colors[1]).toBe('#ff7f0e');
    expect(getCategoricalScheme('bnbColors').colors[0]).toBe('#29696B');
    expect(getCategoricalScheme('googleCategory10c').colors[0]).toBe('#3366cc');
    expect(getCategoricalScheme('lyftColors').colors[0]).toBe('#EA0B8C');
    expect(getCategoricalScheme('echarts5').colors[0]).toBe('#5470C6');
    expect(getCategoricalScheme('echarts4Colors').colors[0]).toBe('#c23531');
    expect(getCategoricalScheme('presetColors').colors[0]).toBe('#6BD3B3');
    expect(getCategoricalScheme('d3Category20c').colors).toHaveLength(20);
    expect(CATEGORICAL_SCHEMES.map((s) => s.id)).toContain('d3Category20b');
  });
  it('SUPERSET_DEFAULT, empty and unknown ids fall back to supersetColors', () => {
    for (const id of ['SUPERSET_DEFAULT', '', undefined, 'nope']) {
      expect(getCategoricalScheme(id).id).toBe('supersetColors');
    }
  });
});

describe('label colour map', () => {
  it('gives labels the scheme colours in first-seen order, cycling', () => {
    const ns = new LabelColorNamespace();
    const scale = ns.getScale('d3Category10');
    expect(['a', 'b', 'c'].map(scale)).toEqual(['#1f77b4', '#ff7f0e', '#2ca02c']);
    for (let i = 0; i < 7; i += 1) scale(`x${i}`);
    expect(scale('wrapped')).toBe('#1f77b4');
  });
  it('keeps a label in the same colour across charts', () => {
    const ns = new LabelColorNamespace();
    const first = ns.getScale('supersetColors');
    expect(first('boy')).toBe('#1FA8C9');
    expect(first('girl')).toBe('#454E7C');
    const second = ns.getScale('supersetColors');
    expect(second('girl')).toBe('#454E7C');
    expect(second('other')).toBe('#5AC189');
    expect(ns.peek(' girl ', 'supersetColors')).toBe('#454E7C');
  });
  it('forced colours (dashboard label colours) win', () => {
    const ns = new LabelColorNamespace();
    ns.setColor('boy', '#000000');
    expect(ns.getScale('supersetColors')('boy')).toBe('#000000');
    expect(ns.getScale('supersetColors', { girl: '#ffffff' })('girl')).toBe('#ffffff');
  });
  it('addAlpha appends an alpha byte', () => {
    expect(addAlpha('#ACE1C4', 1)).toBe('#ACE1C4FF');
    expect(addAlpha('#ACE1C4', 0.05)).toBe('#ACE1C40D');
    expect(() => addAlpha('#000000', 2)).toThrow();
  });
});
