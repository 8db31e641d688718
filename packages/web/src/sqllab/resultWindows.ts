/**
 * The result grid's row cache: a large result is read from the server in windows of
 * `windowSize` rows as the grid scrolls, and only the `maxWindows` most recently used
 * windows are kept, so a million-row result never sits in the browser whole.
 */
export type Row = Record<string, unknown>;

export class ResultWindows {
  private readonly windows = new Map<number, Row[]>();
  private readonly pending = new Set<number>();

  constructor(
    /** How many rows the whole result holds. */
    readonly total: number,
    readonly windowSize = 500,
    readonly maxWindows = 8,
  ) {}

  /** Seeds the cache with rows starting at `offset` (e.g. the first rows the run returned). */
  seed(offset: number, rows: Row[]): void {
    for (let i = 0; i * this.windowSize < rows.length; i += 1) {
      const start = offset + i * this.windowSize;
      if (start % this.windowSize !== 0) continue;
      const chunk = rows.slice(i * this.windowSize, (i + 1) * this.windowSize);
      if (chunk.length === this.windowSize || start + chunk.length >= this.total)
        this.store(start / this.windowSize, chunk);
    }
  }

  windowOf(rowIndex: number): number {
    return Math.floor(rowIndex / this.windowSize);
  }

  /** The row at `index`, or undefined while its window is not loaded. */
  row(index: number): Row | undefined {
    const w = this.windows.get(this.windowOf(index));
    return w?.[index % this.windowSize];
  }

  /** Windows covering rows first..last (inclusive) that are neither held nor being fetched. */
  missing(first: number, last: number): number[] {
    if (this.total === 0) return [];
    const from = this.windowOf(Math.max(0, first));
    const to = this.windowOf(Math.min(this.total - 1, Math.max(first, last)));
    const out: number[] = [];
    for (let w = from; w <= to; w += 1) {
      if (!this.windows.has(w) && !this.pending.has(w)) out.push(w);
    }
    return out;
  }

  /** The offset and limit to ask the server for to fill a window. */
  range(window: number): { offset: number; limit: number } {
    const offset = window * this.windowSize;
    return { offset, limit: Math.min(this.windowSize, this.total - offset) };
  }

  markPending(window: number): void {
    this.pending.add(window);
  }

  /** A fetch failed or was abandoned: the window may be asked for again. */
  release(window: number): void {
    this.pending.delete(window);
  }

  /** Stores a fetched window and forgets the least recently used beyond `maxWindows`. */
  store(window: number, rows: Row[]): void {
    this.pending.delete(window);
    this.windows.delete(window);
    this.windows.set(window, rows);
    while (this.windows.size > this.maxWindows) {
      const oldest = this.windows.keys().next().value as number;
      this.windows.delete(oldest);
    }
  }

  /** Marks windows as just used (so scrolling back and forth keeps them). */
  touch(first: number, last: number): void {
    for (let w = this.windowOf(first); w <= this.windowOf(last); w += 1) {
      const rows = this.windows.get(w);
      if (rows) {
        this.windows.delete(w);
        this.windows.set(w, rows);
      }
    }
  }

  heldWindows(): number[] {
    return [...this.windows.keys()];
  }

  /** Whether every row is held (then the grid may sort and filter in the browser). */
  complete(): boolean {
    let held = 0;
    for (const rows of this.windows.values()) held += rows.length;
    return held >= this.total;
  }

  /** Every row in order; only meaningful when complete(). */
  allRows(): Row[] {
    return [...this.windows.entries()].sort((a, b) => a[0] - b[0]).flatMap(([, rows]) => rows);
  }
}
