import { describe, expect, it } from 'vitest';
import { breadthFirst, forceLayout, forceLayoutBox } from './forceLayout.js';

const SETTINGS = { edgeLength: 100, repulsion: 1000, gravity: 0.3 };
const distance = (a: [number, number], b: [number, number]) => Math.hypot(a[0] - b[0], a[1] - b[1]);
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** Two groups of `size` nodes, each node linked to three others of its group; one link across. */
function twoGroups(size: number) {
  const links: { source: number; target: number }[] = [];
  for (const offset of [0, size]) {
    for (let i = 0; i < size; i += 1) {
      for (const [a, b] of [
        [7, 1],
        [13, 5],
        [31, 11],
      ]) {
        links.push({ source: offset + i, target: offset + ((i * a + b) % size) });
      }
    }
  }
  links.push({ source: 0, target: size });
  return links;
}

describe('graph force layout', () => {
  it('keeps linked nodes together and groups apart', () => {
    const size = 150;
    const links = twoGroups(size);
    const positions = forceLayout(2 * size, links, SETTINGS);
    expect(positions).toHaveLength(2 * size);
    expect(positions.flat().every(Number.isFinite)).toBe(true);
    const linked = mean(links.map((l) => distance(positions[l.source], positions[l.target])));
    const pairs = (a: number, b: number) =>
      mean(Array.from({ length: size }, (_, i) => distance(positions[a + i], positions[b + i])));
    // linked nodes nearer than any two, a group's nodes nearer each other than the other group's
    expect(linked).toBeLessThan(0.7 * pairs(0, 1));
    expect(pairs(0, 1)).toBeLessThan(0.7 * pairs(0, size));
  });

  it('is the same every time, centred on the middle of the graph', () => {
    const links = twoGroups(150);
    const positions = forceLayout(300, links, SETTINGS);
    expect(forceLayout(300, links, SETTINGS)).toEqual(positions);
    const xs = positions.map((p) => p[0]);
    expect(Math.min(...xs) + Math.max(...xs)).toBeCloseTo(0);
  });

  it('longer edges and more repulsion spread the graph, more gravity gathers it', () => {
    const links = twoGroups(150);
    const width = (settings: typeof SETTINGS) => {
      const xs = forceLayout(300, links, settings).map((p) => p[0]);
      return Math.max(...xs) - Math.min(...xs);
    };
    const base = width(SETTINGS);
    expect(width({ ...SETTINGS, edgeLength: 300 })).toBeGreaterThan(base);
    expect(width({ ...SETTINGS, repulsion: 5000 })).toBeGreaterThan(base);
    expect(width({ ...SETTINGS, gravity: 2 })).toBeLessThan(base);
  });

  it('starts from a breadth-first order, every part of the graph included', () => {
    const links = [
      { source: 0, target: 3 },
      { source: 3, target: 1 },
      { source: 2, target: 4 },
    ];
    expect(breadthFirst(6, links)).toEqual([0, 3, 1, 2, 4, 5]);
  });

  it('gives the series box that draws the layout a pixel a unit, centred in the chart', () => {
    const chart = { left: 0, top: 40, width: 800, height: 560 };
    expect(
      forceLayoutBox(
        [
          [-1000, 50],
          [600, -300],
        ],
        chart,
      ),
    ).toEqual({ left: -600, top: 20, width: 2000, height: 600 });
    // a single node: ECharts' box of 2 × 2 around it
    expect(forceLayoutBox([[0, 0]], chart)).toEqual({ left: 399, top: 319, width: 2, height: 2 });
  });
});
