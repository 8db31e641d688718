/** A colour picker's value (`{r, g, b, a}`, Superset's ColorPickerControl) as CSS. */
export interface RgbaValue {
  r: number;
  g: number;
  b: number;
  a?: number;
}

const isRgba = (value: unknown): value is RgbaValue =>
  typeof value === 'object' &&
  value !== null &&
  ['r', 'g', 'b'].every((k) => Number.isFinite(Number((value as Record<string, unknown>)[k])));

const hex2 = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0');

/** `#rrggbb` of an `{r, g, b}` value (the fallback when the value is not one). */
export function rgbToHex(value: unknown, fallback: RgbaValue): string {
  const { r, g, b } = isRgba(value) ? value : fallback;
  return `#${hex2(Number(r))}${hex2(Number(g))}${hex2(Number(b))}`;
}

/** `rgba(r,g,b,a)` of an `{r, g, b, a}` value (the fallback when the value is not one). */
export function rgbaString(value: unknown, fallback: RgbaValue): string {
  const c = isRgba(value) ? value : fallback;
  const a = Number.isFinite(Number(c.a)) ? Number(c.a) : 1;
  return `rgba(${Number(c.r)},${Number(c.g)},${Number(c.b)},${a})`;
}
