import { placeWords, type Placement, type Sprite } from './placement.js';
import { wordSprites } from './sprites.js';
import type { WordCloudRotation, WordCloudWord } from './transformProps.js';

export interface PlacedWord extends WordCloudWord {
  x: number;
  y: number;
  rotate: number;
}

export interface CloudLayout {
  words: PlacedWord[];
  /** The cloud was laid out on a canvas this many times the chart's size (drawn scaled down). */
  scaleFactor: number;
}

/** Superset's steps: the canvas grows by half its size until the top words fit, up to 3×. */
const SCALE_FACTOR_STEP = 0.5;
const MAX_SCALE_FACTOR = 3;
/** Superset's top words: the first tenth, at least ten. */
const TOP_RESULTS_PERCENTAGE = 0.1;
const TOP_RESULTS_MIN = 10;
/** Superset's padding around each word (px). */
const PADDING = 5;
/**
 * Words are laid out in cells of 2 × 2 px (ink in any pixel fills the cell): a quarter of the
 * pixels to read and compare, the words at most a pixel or two further apart.
 */
const CELL = 2;
export const FONT_FAMILY = 'Helvetica, Arial, sans-serif';

/** A small seeded generator, so a cloud is laid out the same at every render. */
export function seededRandom(seed = 1) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Superset's rotations: flat 0°, square 0° or 90°, random a multiple of 30° in [-90°, 60°]. */
export function rotationOf(rotation: WordCloudRotation, random: () => number): () => number {
  if (rotation === 'square') return () => Math.floor(random() * 2) * 90;
  if (rotation === 'random') return () => Math.floor(random() * 6 - 3) * 30;
  return () => 0;
}

/**
 * Superset's fitting: the sprites are placed on a canvas of the chart's size, then on ones half
 * as big again, until the top words are all placed (at 3× whatever is placed is kept). A try
 * ends as soon as a top word fails, and the words that find no room are dropped. The chart's
 * size and the placements are in px, the sprites in cells of `cell` px.
 */
export function fitCloud(
  sprites: (Sprite | null)[],
  width: number,
  height: number,
  cell = 1,
): { placements: Placement[]; scaleFactor: number } {
  const top = Math.min(
    sprites.length,
    Math.floor(Math.max(sprites.length * TOP_RESULTS_PERCENTAGE, TOP_RESULTS_MIN)),
  );
  for (let scaleFactor = 1; ; scaleFactor += SCALE_FACTOR_STEP) {
    const last = scaleFactor >= MAX_SCALE_FACTOR;
    const placements = placeWords(
      sprites,
      (width * scaleFactor) / cell,
      (height * scaleFactor) / cell,
      seededRandom(7),
      last ? 0 : top,
    );
    if (placements) {
      return {
        placements: placements.map((p) => ({ ...p, x: p.x * cell, y: p.y * cell })),
        scaleFactor,
      };
    }
  }
}

/**
 * Lays the words out as Superset's word cloud (d3-cloud's algorithm): each word's ink is drawn
 * once on a canvas, then placed biggest first on growing canvases (`fitCloud`).
 */
export function layoutCloud(
  words: WordCloudWord[],
  rotation: WordCloudRotation,
  width: number,
  height: number,
): CloudLayout {
  const rotate = rotationOf(rotation, seededRandom(11));
  const sized = words.map((w) => ({ ...w, size: Math.floor(w.size), rotate: rotate() }));
  const sprites = wordSprites(sized, {
    family: FONT_FAMILY,
    weight: 'bold',
    padding: PADDING,
    cell: CELL,
  });
  const { placements, scaleFactor } = fitCloud(sprites, width, height, CELL);
  return {
    words: placements.map(({ index, x, y }) => ({ ...sized[index], x, y })),
    scaleFactor,
  };
}
