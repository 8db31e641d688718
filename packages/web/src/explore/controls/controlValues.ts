/** Value rules of the simple controls (select, text, spatial, bounds). */
import { legacyValidateInteger, legacyValidateNumber, type ControlChoice } from '@tessera/charts';

/**
 * A select's value as shown: fixed choices (no freeForm) drop unknown values, multi
 * selects wrap single values in a list.
 */
export function normalizeSelectValue(
  value: unknown,
  options: { multi?: boolean; freeForm?: boolean; choices?: ControlChoice[] },
): unknown {
  const known = (v: unknown) =>
    options.freeForm || !options.choices || options.choices.some(([c]) => c === v);
  if (options.multi) {
    const list = value === undefined || value === null || value === '' ? [] : [value].flat();
    return list.filter(known);
  }
  if (Array.isArray(value)) return known(value[0]) ? value[0] : null;
  return value === undefined || known(value) ? value : null;
}

/** Text control input: parsed as a float or an int when asked; errors passed along. */
export function parseTextInput(
  text: string,
  options: { isInt?: boolean; isFloat?: boolean },
): { value: string | number; errors: string[] } {
  if (text === '') return { value: text, errors: [] };
  if (options.isFloat) {
    const error = legacyValidateNumber(text);
    if (error) return { value: text, errors: [error] };
    return { value: /[.0]$/.test(text) ? text : parseFloat(text), errors: [] };
  }
  if (options.isInt) {
    const error = legacyValidateInteger(text);
    if (error) return { value: text, errors: [error] };
    return { value: parseInt(text, 10), errors: [] };
  }
  return { value: text, errors: [] };
}

export interface SpatialValue {
  type: 'latlong' | 'delimited' | 'geohash';
  latCol?: string;
  lonCol?: string;
  lonlatCol?: string;
  delimiter?: string;
  geohashCol?: string;
  reverseCheckbox?: boolean;
}

export const SPATIAL_ERROR = 'Invalid lat/long configuration.';

export function spatialErrors(value: SpatialValue | null | undefined): string[] {
  if (!value) return [];
  const ok =
    value.type === 'latlong'
      ? Boolean(value.latCol && value.lonCol)
      : value.type === 'delimited'
        ? Boolean(value.lonlatCol && value.delimiter)
        : Boolean(value.geohashCol);
  return ok ? [] : [SPATIAL_ERROR];
}

/** Bounds accept numbers or empty. */
export function parseBound(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** `rgba(r,g,b,a)` of a colour picker value `{r,g,b,a}`. */
export function rgbaString(c: { r: number; g: number; b: number; a?: number }): string {
  return `rgba(${c.r},${c.g},${c.b},${c.a ?? 1})`;
}
