import { describe, expect, it } from 'vitest';
import { countMarks } from './EchartsRenderer.js';

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
