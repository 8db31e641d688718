/**
 * The one home of the size limits on what the server stores and compiles: text, JSON text
 * (length and nesting depth), JSON values and SQL fragments from requests. Every write
 * schema builds its text fields from these helpers, so one user cannot store a value that
 * breaks a page for everyone (a 5,000-deep `params`, a 9.5 MB description), and the server
 * reads stored rows with the same limits (a row written before them is shown without the
 * bad field rather than failing the list).
 */
import { z } from 'zod';

export const STORED_LIMITS = {
  /** JSON kept as text: chart params and query context, dashboard metadata, `extra`s. */
  jsonLength: 1_000_000,
  /** Containers (objects, arrays) nested in one JSON value; `{}` is depth 1. */
  jsonDepth: 64,
  /** Free text: descriptions, certification details, warnings, SQL expressions. */
  textLength: 65_535,
  /** Documents: SQL kept by a dataset, a saved query or a SQL Lab tab; dashboard CSS. */
  longTextLength: 1_000_000,
} as const;

export const REQUEST_SQL_LIMITS = {
  /** One SQL fragment of a chart data request (`extras.where`, a custom SQL metric...). */
  fragmentLength: 65_535,
  /** All SQL fragments of one query object together. */
  totalLength: 262_144,
  /** Values of one filter (`IN` lists). */
  filterValues: 10_000,
  /** One filter value as text. */
  filterValueLength: 65_535,
} as const;

export const longerThan = (max: number) => `Longer than maximum length ${max}.`;
export const nestedDeeperThan = (max: number) => `Nested deeper than ${max} levels.`;

/**
 * The path to the first container nested deeper than `maxDepth` in a JSON-like value, or
 * null. Iterative: any depth is walked without using the call stack.
 */
export function tooDeepPath(value: unknown, maxDepth: number = STORED_LIMITS.jsonDepth) {
  const stack: { value: unknown; depth: number; path: (string | number)[] }[] = [
    { value, depth: 0, path: [] },
  ];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (item.value === null || typeof item.value !== 'object') continue;
    const depth = item.depth + 1;
    if (depth > maxDepth) return item.path;
    const entries: [string | number, unknown][] = Array.isArray(item.value)
      ? item.value.map((v, i) => [i, v])
      : Object.entries(item.value);
    for (const [key, child] of entries) {
      if (child !== null && typeof child === 'object') {
        stack.push({ value: child, depth, path: [...item.path, key] });
      }
    }
  }
  return null;
}

/** How deep containers nest in a JSON text (brackets outside strings), without parsing it. */
export function jsonTextDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i += 1; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth += 1;
      if (depth > max) max = depth;
    } else if (c === 125 || c === 93) depth -= 1;
  }
  return max;
}

export interface JsonTextLimits {
  maxLength?: number;
  maxDepth?: number;
}

export type JsonTextProblem = 'too long' | 'too deep' | 'invalid';

/** What is wrong with a JSON text under the limits (empty text is fine), or null. */
export function jsonTextProblem(text: string, limits: JsonTextLimits = {}): JsonTextProblem | null {
  const maxLength = limits.maxLength ?? STORED_LIMITS.jsonLength;
  const maxDepth = limits.maxDepth ?? STORED_LIMITS.jsonDepth;
  if (text.length > maxLength) return 'too long';
  if (text.trim() === '') return null;
  if (jsonTextDepth(text) > maxDepth) return 'too deep';
  try {
    JSON.parse(text);
    return null;
  } catch {
    return 'invalid';
  }
}

/** A string field of at most `max` characters (marshmallow's `Length(max=...)` message). */
export function boundedText(max: number = STORED_LIMITS.textLength, base = z.string()) {
  return base.max(max, longerThan(max));
}

/**
 * A JSON text field (`params`, `json_metadata`, `extra`...): at most `maxLength` characters,
 * nested at most `maxDepth` deep, and valid JSON (`invalidMessage`, the resource's own
 * Superset text, when not). Empty text passes, as Superset's `validate_json`.
 */
export function boundedJsonText(
  invalidMessage: string,
  base: z.ZodString = z.string(),
  limits: JsonTextLimits = {},
) {
  const maxLength = limits.maxLength ?? STORED_LIMITS.jsonLength;
  const maxDepth = limits.maxDepth ?? STORED_LIMITS.jsonDepth;
  return base.superRefine((value, ctx) => {
    const problem = jsonTextProblem(value, { maxLength, maxDepth });
    if (!problem) return;
    const message =
      problem === 'too long'
        ? longerThan(maxLength)
        : problem === 'too deep'
          ? nestedDeeperThan(maxDepth)
          : invalidMessage;
    ctx.addIssue({ code: 'custom', message });
  });
}

/**
 * A JSON value the server stores (an explore permalink's state, an `extra` sent as an
 * object): nested at most `maxDepth` deep and at most `maxLength` characters as JSON.
 */
export function boundedJsonValue<T extends z.ZodTypeAny>(schema: T, limits: JsonTextLimits = {}) {
  const maxLength = limits.maxLength ?? STORED_LIMITS.jsonLength;
  const maxDepth = limits.maxDepth ?? STORED_LIMITS.jsonDepth;
  return schema.superRefine((value, ctx) => {
    const path = tooDeepPath(value, maxDepth);
    if (path) {
      ctx.addIssue({ code: 'custom', message: nestedDeeperThan(maxDepth), path });
      return;
    }
    if ((JSON.stringify(value) ?? '').length > maxLength) {
      ctx.addIssue({ code: 'custom', message: longerThan(maxLength) });
    }
  });
}

/** One SQL fragment of a request (`extras.where`, an adhoc expression). */
export const sqlFragment = () => boundedText(REQUEST_SQL_LIMITS.fragmentLength);
