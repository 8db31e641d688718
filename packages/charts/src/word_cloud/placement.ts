/**
 * Word placement of Feinberg's Wordle algorithm, as d3-cloud (Superset's layout) does it: the
 * words in order, each started near the middle and moved along an Archimedean spiral until
 * its ink (a bit mask) overlaps no ink placed before. Here the masks are typed arrays made once
 * per word, and the spiral ends where it has left the canvas for good, so a word that cannot be
 * placed costs one walk over the canvas and is dropped.
 */

/** A word's ink (its text and the padding around it) as rows of 32-pixel bit words. */
export interface Sprite {
  /** rows × cols words; bit 31 of a word is its leftmost pixel. */
  bits: Int32Array;
  /** 32-pixel words per row. */
  cols: number;
  rows: number;
  /** The sprite's top-left corner from the word's anchor (the middle of its baseline). */
  left: number;
  top: number;
}

/** A placed word: its index in the input and its anchor from the canvas's centre. */
export interface Placement {
  index: number;
  x: number;
  y: number;
}

/** The canvas's ink, a row of `stride` 32-pixel words per pixel row. */
class Board {
  readonly stride: number;
  readonly bits: Int32Array;

  constructor(width: number, height: number) {
    // two spare words a row: a sprite shifted off the word grid spills into the next word
    this.stride = (width >> 5) + 2;
    this.bits = new Int32Array(this.stride * height);
  }

  /** Whether row `j` of a sprite with its top-left corner at (x, y) overlaps ink on the board. */
  private rowCollides(sprite: Sprite, x: number, y: number, j: number): boolean {
    const { bits, cols } = sprite;
    const board = this.bits;
    const shift = x & 31;
    const at = (y + j) * this.stride + (x >> 5);
    let carry = 0;
    for (let i = 0, s = j * cols; i < cols; i += 1, s += 1) {
      const word = bits[s];
      if (((word >>> shift) | carry) & board[at + i]) return true;
      carry = shift ? word << (32 - shift) : 0;
    }
    return (carry & board[at + cols]) !== 0;
  }

  /** Whether a sprite with its top-left corner at (x, y) overlaps ink on the board. */
  collides(sprite: Sprite, x: number, y: number): boolean {
    // the middle row, where a word's ink is densest, first: most tries end there
    const middle = sprite.rows >> 1;
    if (sprite.rows && this.rowCollides(sprite, x, y, middle)) return true;
    for (let j = 0; j < sprite.rows; j += 1) {
      if (j !== middle && this.rowCollides(sprite, x, y, j)) return true;
    }
    return false;
  }

  /** Draws a sprite's ink on the board with its top-left corner at (x, y). */
  put(sprite: Sprite, x: number, y: number): void {
    const { bits, cols, rows } = sprite;
    const board = this.bits;
    const shift = x & 31;
    let at = y * this.stride + (x >> 5);
    for (let j = 0, s = 0; j < rows; j += 1, at += this.stride) {
      let carry = 0;
      for (let i = 0; i < cols; i += 1, s += 1) {
        const word = bits[s];
        board[at + i] |= (word >>> shift) | carry;
        carry = shift ? word << (32 - shift) : 0;
      }
      board[at + cols] |= carry;
    }
  }
}

/**
 * d3-cloud's spiral on the board: the angle grows by 0.1 radian a step and the radius by 0.1
 * cell, the spiral stretched to the canvas's shape.
 */
const ANGLE_STEP = 0.1;
const RADIUS_STEP = 0.1;
const COS_STEP = Math.cos(ANGLE_STEP);
const SIN_STEP = Math.sin(ANGLE_STEP);

/**
 * Moves a sprite from its start along the spiral to the first free spot inside the canvas:
 * that spot's top-left corner, or undefined once the spiral has gone past every spot where the
 * sprite would lie inside the canvas.
 */
function findSpot(
  board: Board,
  sprite: Sprite,
  start: [number, number],
  direction: 1 | -1,
  size: [number, number],
  placed: { x0: number; y0: number; x1: number; y1: number } | null,
): [number, number] | undefined {
  const [width, height] = size;
  const spriteWidth = sprite.cols * 32;
  // where the sprite's top-left corner may lie
  const minX = 0;
  const maxX = width - spriteWidth;
  const minY = 0;
  const maxY = height - sprite.rows;
  if (maxX < minX || maxY < minY) return undefined;
  const x0 = start[0] + sprite.left;
  const y0 = start[1] + sprite.top;
  const aspect = width / height;
  // The spiral's point at radius r lies within (ax, ay) of the start only while r is at most
  // hypot(ax / aspect, ay): past that radius every spot is outside the canvas.
  const reachX = Math.max(x0 - minX, maxX - x0) / aspect;
  const reachY = Math.max(y0 - minY, maxY - y0);
  const steps = Math.ceil(Math.hypot(reachX, reachY) / RADIUS_STEP) + 1;
  let cos = 1;
  let sin = 0;
  let lastX = NaN;
  let lastY = NaN;
  for (let k = 0; k <= steps; k += 1) {
    const r = k * RADIUS_STEP;
    const x = x0 + direction * ~~(aspect * r * cos);
    const y = y0 + ~~(r * sin);
    // the next angle, by rotation (sin and cos of every step cost more than the search)
    const nextCos = cos * COS_STEP - sin * SIN_STEP;
    sin = sin * COS_STEP + cos * SIN_STEP;
    cos = nextCos;
    if (x === lastX && y === lastY) continue;
    lastX = x;
    lastY = y;
    if (x < minX || x > maxX || y < minY || y > maxY) continue;
    // outside the box of the words placed so far nothing can collide
    const clear =
      !placed ||
      x + spriteWidth <= placed.x0 ||
      x >= placed.x1 ||
      y + sprite.rows <= placed.y0 ||
      y >= placed.y1;
    if (clear || !board.collides(sprite, x, y)) return [x, y];
  }
  return undefined;
}

/**
 * Places the sprites in order on a canvas of the given size (the order is the cloud's: the
 * biggest words first). A sprite that finds no free spot is left out; when one of the first
 * `mustPlace` cannot be placed, the whole layout is given up (undefined) at once. Sizes,
 * sprites and placements are in the board's cells.
 */
export function placeWords(
  sprites: (Sprite | null)[],
  width: number,
  height: number,
  random: () => number,
  mustPlace = 0,
): Placement[] | undefined {
  const w = Math.max(1, Math.floor(width));
  const h = Math.max(1, Math.floor(height));
  const board = new Board(w, h);
  const placements: Placement[] = [];
  let placed: { x0: number; y0: number; x1: number; y1: number } | null = null;
  for (let index = 0; index < sprites.length; index += 1) {
    const sprite = sprites[index];
    let spot: [number, number] | undefined;
    if (sprite) {
      const start: [number, number] = [(w * (random() + 0.5)) >> 1, (h * (random() + 0.5)) >> 1];
      const direction = random() < 0.5 ? 1 : -1;
      spot = findSpot(board, sprite, start, direction, [w, h], placed);
    }
    if (!sprite || !spot) {
      if (index < mustPlace) return undefined;
      continue;
    }
    const [x, y] = spot;
    board.put(sprite, x, y);
    const right = x + sprite.cols * 32;
    const bottom = y + sprite.rows;
    placed = placed
      ? {
          x0: Math.min(placed.x0, x),
          y0: Math.min(placed.y0, y),
          x1: Math.max(placed.x1, right),
          y1: Math.max(placed.y1, bottom),
        }
      : { x0: x, y0: y, x1: right, y1: bottom };
    placements.push({ index, x: x - sprite.left - w / 2, y: y - sprite.top - h / 2 });
  }
  return placements;
}
