/**
 * Values of the Jinja subset, with Python's semantics where they show (str(), truthiness,
 * `None` / `True`). Text that came from the request (URL parameters, filter values, the
 * user's name) is `UntrustedText`: it keeps which parts are untrusted through
 * concatenation, `join` and string methods, so the renderer can escape exactly those
 * parts for where they land in the SQL.
 */
import { refuseOversized } from './renderBudget.js';
import { TemplateError } from './templateLexer.js';

export interface TextSegment {
  text: string;
  untrusted: boolean;
}

export class UntrustedText {
  readonly segments: readonly TextSegment[];

  constructor(segments: readonly TextSegment[]) {
    this.segments = segments.filter((s) => s.text !== '');
  }

  static of(text: string): UntrustedText {
    return new UntrustedText([{ text, untrusted: true }]);
  }

  get text(): string {
    return this.segments.map((s) => s.text).join('');
  }

  /** The same segments with each text mapped (case changes, trims keep the taint). */
  map(fn: (text: string) => string): UntrustedText {
    return new UntrustedText(this.segments.map((s) => ({ ...s, text: fn(s.text) })));
  }
}

export class TemplateFunction {
  constructor(
    readonly name: string,
    readonly call: (args: TemplateValue[], kwargs: Record<string, TemplateValue>) => TemplateValue,
  ) {}
}

/** A name that is not defined; usable only with `is defined` and `|default`. */
export const UNDEFINED: unique symbol = Symbol('undefined');

export type TemplateValue =
  | null
  | boolean
  | number
  | string
  | UntrustedText
  | TemplateFunction
  | TemplateValue[]
  | TemplateDict
  | typeof UNDEFINED;

export interface TemplateDict {
  [key: string]: TemplateValue;
}

export function isDict(value: TemplateValue): value is TemplateDict {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof UntrustedText) &&
    !(value instanceof TemplateFunction)
  );
}

export function isText(value: TemplateValue): value is string | UntrustedText {
  return typeof value === 'string' || value instanceof UntrustedText;
}

/** True when the value holds request-supplied text anywhere. */
export function isUntrusted(value: TemplateValue): boolean {
  if (value instanceof UntrustedText) return value.segments.some((s) => s.untrusted);
  if (Array.isArray(value)) return value.some(isUntrusted);
  if (isDict(value)) return Object.values(value).some(isUntrusted);
  return false;
}

/** A JSON value from the request as a template value, its strings untrusted. */
export function fromRequest(value: unknown): TemplateValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return UntrustedText.of(value);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map(fromRequest);
  if (typeof value === 'object') {
    const dict: TemplateDict = Object.create(null) as TemplateDict;
    for (const [k, v] of Object.entries(value)) dict[k] = fromRequest(v);
    return dict;
  }
  return UntrustedText.of(String(value));
}

/** A JSON value from trusted configuration (dataset template parameters). */
export function fromTrusted(value: unknown): TemplateValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  if (Array.isArray(value)) return value.map(fromTrusted);
  if (typeof value === 'object') {
    const dict: TemplateDict = Object.create(null) as TemplateDict;
    for (const [k, v] of Object.entries(value)) dict[k] = fromTrusted(v);
    return dict;
  }
  return String(value);
}

function pyNumber(n: number): string {
  if (Number.isNaN(n)) return 'nan';
  if (!Number.isFinite(n)) return n > 0 ? 'inf' : '-inf';
  return String(n);
}

/** The plain value: request text unwrapped (for comparisons, JSON, keys). */
export function plain(value: TemplateValue): unknown {
  if (value instanceof UntrustedText) return value.text;
  if (Array.isArray(value)) return value.map(plain);
  if (isDict(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  if (value === UNDEFINED || value instanceof TemplateFunction) return undefined;
  return value;
}

/** Python's repr, for lists and dicts rendered as text. */
function pyRepr(value: TemplateValue): string {
  if (isText(value)) {
    const text = typeof value === 'string' ? value : value.text;
    return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  }
  return pyStr(value);
}

/** Python's str() of a value. */
export function pyStr(value: TemplateValue): string {
  if (value === UNDEFINED) return '';
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return pyNumber(value);
  if (typeof value === 'string') return value;
  if (value instanceof UntrustedText) return value.text;
  if (value instanceof TemplateFunction) return `<function ${value.name}>`;
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(', ')}]`;
  return `{${Object.entries(value)
    .map(([k, v]) => `'${k}': ${pyRepr(v)}`)
    .join(', ')}}`;
}

/** A value as text that keeps its taint: UntrustedText stays, anything else becomes trusted. */
export function asText(value: TemplateValue): UntrustedText {
  if (value instanceof UntrustedText) return value;
  if (Array.isArray(value) || isDict(value)) {
    return new UntrustedText([{ text: pyStr(value), untrusted: isUntrusted(value) }]);
  }
  return new UntrustedText([{ text: pyStr(value), untrusted: false }]);
}

/** Concatenation (`~`, `+` on text, `join`), keeping each part's taint; refused past the limit. */
export function concatText(parts: TemplateValue[]): string | UntrustedText {
  const texts = parts.map(asText);
  let length = 0;
  for (const t of texts) for (const s of t.segments) length += s.text.length;
  refuseOversized(length);
  if (!parts.some((p) => p instanceof UntrustedText || isUntrusted(p))) {
    return texts.map((t) => t.text).join('');
  }
  return new UntrustedText(texts.flatMap((t) => t.segments));
}

/** Sizes of the values big enough that counting them again would cost (see valueSize). */
const sizes = new WeakMap<object, number>();
const REMEMBERED_SIZE = 64;

/**
 * The characters and items a value holds (renderBudget.ts), nested lists and dicts counted
 * in full however often they repeat one another. Counting costs at most the size counted:
 * a value of REMEMBERED_SIZE or more is counted once, a smaller one again when asked.
 */
export function valueSize(value: TemplateValue): number {
  if (typeof value === 'string') return value.length + 1;
  if (typeof value !== 'object' || value === null || value instanceof TemplateFunction) return 1;
  let size = sizes.get(value);
  if (size !== undefined) return size;
  size = 1;
  if (value instanceof UntrustedText) for (const s of value.segments) size += s.text.length;
  else if (Array.isArray(value)) for (const item of value) size += valueSize(item);
  else for (const [k, v] of Object.entries(value)) size += k.length + valueSize(v);
  if (size >= REMEMBERED_SIZE) sizes.set(value, size);
  return size;
}

export function truthy(value: TemplateValue): boolean {
  if (value === UNDEFINED || value === null || value === false) return false;
  if (typeof value === 'number') return value !== 0;
  if (isText(value)) return plain(value) !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (isDict(value)) return Object.keys(value).length > 0;
  return true;
}

export function valuesEqual(a: TemplateValue, b: TemplateValue): boolean {
  return JSON.stringify(plain(a)) === JSON.stringify(plain(b));
}

/** Items of an iterable value (lists, the characters of text, the keys of a dict). */
export function iterate(value: TemplateValue): TemplateValue[] {
  if (Array.isArray(value)) return value;
  if (isDict(value)) return Object.keys(value);
  if (typeof value === 'string') return [...value];
  if (value instanceof UntrustedText) return [...value.text].map((c) => UntrustedText.of(c));
  throw new TemplateError(`'${typeName(value)}' object is not iterable`);
}

export function typeName(value: TemplateValue): string {
  if (value === null) return 'NoneType';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (isText(value)) return 'str';
  if (Array.isArray(value)) return 'list';
  if (value instanceof TemplateFunction) return 'function';
  if (value === UNDEFINED) return 'Undefined';
  return 'dict';
}
