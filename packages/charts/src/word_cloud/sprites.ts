import type { Sprite } from './placement.js';

export interface SpriteWord {
  text: string;
  /** Font size in px. */
  size: number;
  /** Degrees. */
  rotate: number;
}

export interface SpriteFont {
  family: string;
  weight: string;
  /** Ink added around the text (px), so that placed words keep apart. */
  padding: number;
  /** The side of a sprite's cell in px: a cell holds ink when any of its pixels does. */
  cell: number;
}

/** Words are drawn side by side on sheets this wide and high in cells (more for a bigger word). */
const SHEET_SIZE = 1024;
/**
 * Every word is measured and drawn in one font size, scaled to its own: a canvas sets up a
 * font (its fallbacks, its glyphs) for each size it meets, which costs more than the drawing.
 */
const FONT_SIZE = 100;
const RADIANS = Math.PI / 180;

/** A word's place on the sheet and its box from its anchor, in cells. */
interface Box {
  x: number;
  y: number;
  /** The box's top-left corner from the anchor. */
  left: number;
  top: number;
  /** A multiple of 32. */
  width: number;
  height: number;
}

type Context2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function context2d(width: number, height: number, willReadFrequently: boolean): Context2D {
  const canvas =
    typeof OffscreenCanvas !== 'undefined'
      ? new OffscreenCanvas(width, height)
      : Object.assign(document.createElement('canvas'), { width, height });
  const context = canvas.getContext('2d', { willReadFrequently }) as Context2D | null;
  if (!context) throw new Error('word cloud: no 2D canvas to draw words on');
  return context;
}

/** The box around a word's ink (its padding included), turned by its rotation, in cells. */
function boxOf(measure: Context2D, word: SpriteWord, font: SpriteFont): Box {
  const metrics = measure.measureText(word.text);
  const scale = word.size / FONT_SIZE;
  const pad = font.padding + 1;
  // the text's ink from its anchor (textAlign centre, alphabetic baseline)
  const x0 = -metrics.actualBoundingBoxLeft * scale - pad;
  const x1 = metrics.actualBoundingBoxRight * scale + pad;
  const y0 = -metrics.actualBoundingBoxAscent * scale - pad;
  const y1 = metrics.actualBoundingBoxDescent * scale + pad;
  const sin = Math.sin(word.rotate * RADIANS);
  const cos = Math.cos(word.rotate * RADIANS);
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [x, y] of [
    [x0, y0],
    [x1, y0],
    [x0, y1],
    [x1, y1],
  ]) {
    xs.push(x * cos - y * sin);
    ys.push(x * sin + y * cos);
  }
  const left = Math.floor(Math.min(...xs) / font.cell);
  const top = Math.floor(Math.min(...ys) / font.cell);
  const right = Math.ceil(Math.max(...xs) / font.cell);
  const bottom = Math.ceil(Math.max(...ys) / font.cell);
  return { x: 0, y: 0, left, top, width: (right - left + 31) & ~31, height: bottom - top };
}

/** The ink in a box of the sheet, a row of `box.width / 32` bit words per cell row. */
function inkOf(pixels: Uint32Array, sheetWidth: number, box: Box): Int32Array {
  const cols = box.width >> 5;
  const bits = new Int32Array(cols * box.height);
  for (let j = 0; j < box.height; j += 1) {
    const row = (box.y + j) * sheetWidth + box.x;
    for (let c = 0; c < cols; c += 1) {
      let word = 0;
      const from = row + (c << 5);
      for (let b = 0; b < 32; b += 1) if (pixels[from + b]) word |= 1 << (31 - b);
      bits[j * cols + c] = word;
    }
  }
  return bits;
}

/** Row `j` of the ink widened by `by` cells to each side, ORed into `out`. */
function widenRow(
  ink: Int32Array,
  cols: number,
  j: number,
  by: number,
  out: Int32Array,
  at: number,
) {
  const row = j * cols;
  for (let c = 0; c < cols; c += 1) {
    const word = ink[row + c];
    const before = c > 0 ? ink[row + c - 1] : 0;
    const after = c + 1 < cols ? ink[row + c + 1] : 0;
    let wide = word;
    for (let s = 1; s <= by; s += 1) {
      wide |= (word >>> s) | (before << (32 - s)) | (word << s) | (after >>> (32 - s));
    }
    out[at + c] |= wide;
  }
}

/**
 * The ink grown by a disc of `radius` cells (the padding that keeps words apart), as a sprite
 * with its empty rows above and below cut off.
 */
function paddedSprite(ink: Int32Array, box: Box, radius: number): Sprite {
  const cols = box.width >> 5;
  const reach = Math.floor(radius);
  const bits = new Int32Array(cols * box.height);
  for (let dy = -reach; dy <= reach; dy += 1) {
    const by = Math.floor(Math.sqrt(radius * radius - dy * dy));
    for (let j = Math.max(0, -dy); j < Math.min(box.height, box.height - dy); j += 1) {
      widenRow(ink, cols, j + dy, by, bits, j * cols);
    }
  }
  let first = -1;
  let last = -1;
  for (let j = 0; j < box.height; j += 1) {
    let seen = 0;
    for (let c = 0; c < cols; c += 1) seen |= bits[j * cols + c];
    if (seen) {
      if (first < 0) first = j;
      last = j;
    }
  }
  if (first < 0) return { bits: new Int32Array(0), cols, rows: 0, left: box.left, top: box.top };
  return {
    bits: bits.slice(first * cols, (last + 1) * cols),
    cols,
    rows: last - first + 1,
    left: box.left,
    top: box.top + first,
  };
}

/**
 * Each word's ink as a sprite of cells: the words are drawn shrunk to cells on a canvas, sheet
 * after sheet, read back once a sheet is full, and grown by the padding (as d3-cloud's stroke
 * of the text, without the canvas's cost of stroking glyph outlines). The anchor is the middle
 * of the text's baseline, as SVG draws `text-anchor="middle"`.
 */
export function wordSprites(words: SpriteWord[], font: SpriteFont): Sprite[] {
  if (!words.length) return [];
  const fontText = `${font.weight} ${FONT_SIZE}px ${font.family}`;
  const measure = context2d(1, 1, false);
  measure.font = fontText;
  measure.textAlign = 'center';
  const boxes = words.map((w) => boxOf(measure, w, font));
  const sheetWidth = Math.max(SHEET_SIZE, ...boxes.map((b) => b.width));
  const sheetHeight = Math.max(SHEET_SIZE, ...boxes.map((b) => b.height));
  const context = context2d(sheetWidth, sheetHeight, true);
  context.fillStyle = '#f00';
  context.font = fontText;
  context.textAlign = 'center';
  context.textBaseline = 'alphabetic';
  const radius = font.padding / font.cell;

  const sprites: Sprite[] = new Array<Sprite>(words.length);
  let sheet: number[] = [];
  let x = 0;
  let y = 0;
  let shelf = 0;
  const readSheet = () => {
    const used = y + shelf;
    const pixels = new Uint32Array(context.getImageData(0, 0, sheetWidth, used).data.buffer);
    for (const i of sheet) {
      sprites[i] = paddedSprite(inkOf(pixels, sheetWidth, boxes[i]), boxes[i], radius);
    }
    context.clearRect(0, 0, sheetWidth, used);
    sheet = [];
    x = y = shelf = 0;
  };
  // shelves of boxes of about one height waste the least of a sheet: tallest first
  const order = words.map((_, i) => i).sort((a, b) => boxes[b].height - boxes[a].height);
  for (const i of order) {
    const box = boxes[i];
    const word = words[i];
    if (x + box.width > sheetWidth) {
      x = 0;
      y += shelf;
      shelf = 0;
    }
    if (y + box.height > sheetHeight) readSheet();
    box.x = x;
    box.y = y;
    context.save();
    context.translate(x - box.left, y - box.top);
    if (word.rotate) context.rotate(word.rotate * RADIANS);
    const scale = word.size / FONT_SIZE / font.cell;
    context.scale(scale, scale);
    context.fillText(word.text, 0, 0);
    context.restore();
    sheet.push(i);
    x += box.width;
    shelf = Math.max(shelf, box.height);
  }
  readSheet();
  return sprites;
}
