import cloud from 'd3-cloud';
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
const TOP_RESULTS_PERCENTAGE = 0.1;
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

function layoutOnce(
  words: WordCloudWord[],
  rotation: WordCloudRotation,
  width: number,
  height: number,
): PlacedWord[] {
  const random = seededRandom(7);
  let placed: PlacedWord[] = [];
  cloud<WordCloudWord & { x?: number; y?: number; rotate?: number }>()
    .size([Math.max(1, Math.floor(width)), Math.max(1, Math.floor(height))])
    .words(words.map((w) => ({ ...w })))
    .padding(5)
    .random(random)
    .rotate(rotationOf(rotation, random))
    .font(FONT_FAMILY)
    .fontWeight('bold')
    .fontSize((d) => d.size)
    .text((d) => d.text)
    .timeInterval(Infinity)
    .on('end', (out) => {
      placed = out.map((w) => ({
        text: w.text,
        size: w.size,
        color: w.color,
        value: w.value,
        x: w.x ?? 0,
        y: w.y ?? 0,
        rotate: w.rotate ?? 0,
      }));
    })
    .start();
  return placed;
}

/**
 * Lays the words out (d3-cloud, which measures them on a canvas): at the chart's size first,
 * then on bigger canvases until the top tenth of the words are all placed.
 */
export function layoutCloud(
  words: WordCloudWord[],
  rotation: WordCloudRotation,
  width: number,
  height: number,
): CloudLayout {
  const top = words.slice(0, Math.ceil(words.length * TOP_RESULTS_PERCENTAGE));
  let scaleFactor = 1;
  for (;;) {
    const placed = layoutOnce(words, rotation, width * scaleFactor, height * scaleFactor);
    const texts = new Set(placed.map((w) => w.text));
    if (top.every((w) => texts.has(w.text)) || scaleFactor >= MAX_SCALE_FACTOR) {
      return { words: placed, scaleFactor };
    }
    scaleFactor += SCALE_FACTOR_STEP;
  }
}
