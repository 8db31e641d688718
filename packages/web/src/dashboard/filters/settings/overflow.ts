/**
 * How many of the horizontal filter bar's items fit on its line (Superset's DropdownContainer):
 * all of them when they fit side by side; otherwise as many as leave room for the "More
 * filters" button, the rest going into its dropdown.
 */
export interface OverflowMeasures {
  /** Each item's width, in order. */
  widths: readonly number[];
  /** The width of the line. */
  available: number;
  /** The space between two items (and between the last shown and the button). */
  gap: number;
  /** The width of the "More filters" button. */
  trigger: number;
}

/** The number of items shown on the line (the others overflow). */
export function fittingCount({ widths, available, gap, trigger }: OverflowMeasures): number {
  const total = widths.reduce((sum, w, i) => sum + w + (i ? gap : 0), 0);
  if (total <= available) return widths.length;
  let used = trigger;
  let count = 0;
  for (const width of widths) {
    used += width + gap;
    if (used > available) break;
    count++;
  }
  return count;
}
