import { describe, expect, it } from 'vitest';
import { fitCloud, seededRandom } from './layout.js';
import { placeWords, type Placement, type Sprite } from './placement.js';

/** A word whose ink fills a box of width × height cells, anchored at its centre. */
function block(width: number, height: number): Sprite {
  const cols = Math.ceil(width / 32);
  const bits = new Int32Array(cols * height);
  for (let j = 0; j < height; j += 1) {
    for (let x = 0; x < width; x += 1) bits[j * cols + (x >> 5)] |= 1 << (31 - (x & 31));
  }
  return { bits, cols, rows: height, left: -Math.floor(width / 2), top: -Math.floor(height / 2) };
}

/** The boxes the placed words' ink covers, from the canvas's top-left corner. */
function inkBoxes(sprites: Sprite[], widths: number[], placed: Placement[], w: number, h: number) {
  return placed.map(({ index, x, y }) => {
    const s = sprites[index];
    const x0 = x + w / 2 + s.left;
    const y0 = y + h / 2 + s.top;
    return { x0, y0, x1: x0 + widths[index], y1: y0 + s.rows };
  });
}

const overlaps = (a: { x0: number; y0: number; x1: number; y1: number }, b: typeof a) =>
  a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

describe('word cloud placement', () => {
  it('places words apart and inside the canvas, and drops those that find no room', () => {
    const widths = Array.from({ length: 60 }, (_, i) => 20 + ((i * 37) % 70));
    const sprites = widths.map((w, i) => block(w, 10 + (i % 4) * 5));
    const placed = placeWords(sprites, 200, 120, seededRandom(3))!;
    // the canvas holds some of them only: the rest are left out, the call returns
    expect(placed.length).toBeGreaterThan(5);
    expect(placed.length).toBeLessThan(60);
    const boxes = inkBoxes(sprites, widths, placed, 200, 120);
    for (const [i, a] of boxes.entries()) {
      expect(a.x0).toBeGreaterThanOrEqual(0);
      expect(a.y0).toBeGreaterThanOrEqual(0);
      expect(a.x1).toBeLessThanOrEqual(200);
      expect(a.y1).toBeLessThanOrEqual(120);
      for (const b of boxes.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
    }
    // the biggest first: the first word always finds its place
    expect(placed[0].index).toBe(0);
  });

  it('drops a word bigger than the canvas, and words without ink take no room', () => {
    const empty: Sprite = { bits: new Int32Array(0), cols: 1, rows: 0, left: 0, top: 0 };
    const placed = placeWords([block(300, 10), empty, block(40, 10)], 200, 100, seededRandom(1));
    expect(placed?.map((p) => p.index)).toEqual([1, 2]);
  });

  it('gives up at once when one of the words that must be placed cannot be', () => {
    const sprites = [block(150, 40), block(150, 40), block(150, 40), block(10, 10)];
    expect(placeWords(sprites, 200, 100, seededRandom(1), 3)).toBeUndefined();
    expect(placeWords(sprites, 200, 100, seededRandom(1))?.length).toBeGreaterThan(0);
  });

  it('grows the canvas until the top tenth fits, up to 3×, and keeps what fits there', () => {
    // ten words too wide for 1× and 1.5× together, fitting on the canvas twice as big
    const top = Array.from({ length: 10 }, () => block(250, 30));
    const rest = Array.from({ length: 200 }, () => block(120, 20));
    const fit = fitCloud([...top, ...rest], 400, 200);
    expect(fit.scaleFactor).toBeGreaterThan(1);
    expect(fit.scaleFactor).toBeLessThanOrEqual(3);
    const indices = new Set(fit.placements.map((p) => p.index));
    for (let i = 0; i < 10; i += 1) expect(indices.has(i)).toBe(true);
    // not all 210 fit: the small ones that find no room are dropped
    expect(fit.placements.length).toBeLessThan(210);
    // the same input gives the same cloud
    expect(fitCloud([...top, ...rest], 400, 200)).toEqual(fit);

    const never = fitCloud([block(2000, 30), block(20, 10)], 100, 100);
    expect(never).toMatchObject({ scaleFactor: 3 });
    expect(never.placements.map((p) => p.index)).toEqual([1]);
  });

  it('lays out thousands of words, placing what fits (px positions in cells of 2)', () => {
    const sprites = Array.from({ length: 3000 }, (_, i) => block(20 + (i % 60), 6 + (i % 9)));
    const fit = fitCloud(sprites, 500, 300, 2);
    expect(fit.placements.length).toBeGreaterThan(50);
    expect(fit.placements.length).toBeLessThan(3000);
    for (const p of fit.placements) {
      expect(Math.abs(p.x)).toBeLessThanOrEqual((500 * fit.scaleFactor) / 2);
      expect(Math.abs(p.y)).toBeLessThanOrEqual((300 * fit.scaleFactor) / 2);
    }
  });
});
