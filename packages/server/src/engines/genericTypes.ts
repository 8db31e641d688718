/**
 * Native type names to Superset's generic types (`GenericDataType`), by regular expression
 * on the type name as Superset's `BaseEngineSpec._default_column_type_mappings` does,
 * with each engine adding its own names in front.
 */
export type GenericType = 'NUMERIC' | 'STRING' | 'TEMPORAL' | 'BOOLEAN';

/** Superset's `GenericDataType` codes (`type_generic` in SQL Lab results). */
export const GENERIC_TYPE_CODES: Record<GenericType, number> = {
  NUMERIC: 0,
  STRING: 1,
  TEMPORAL: 2,
  BOOLEAN: 3,
};

export type TypeMapping = readonly [RegExp, GenericType];

/** The mappings every engine shares (order matters: `interval` before `int`). */
export const BASE_TYPE_MAPPINGS: readonly TypeMapping[] = [
  [/^interval/i, 'TEMPORAL'],
  [/^n?(var)?char/i, 'STRING'],
  [/^(tiny|medium|long)?text/i, 'STRING'],
  [/^string/i, 'STRING'],
  [/^character/i, 'STRING'],
  [/^u?(tiny|small|medium|big|huge)?int/i, 'NUMERIC'],
  [/^(small|big)?serial/i, 'NUMERIC'],
  [/^(decimal|numeric|number|money|float|double|real|long)/i, 'NUMERIC'],
  [/^(timestamp|datetime|date|time)/i, 'TEMPORAL'],
  [/^bool(ean)?/i, 'BOOLEAN'],
];

/** The generic type of a native type name; STRING when nothing matches. */
export function genericTypeOf(
  nativeType: string | null | undefined,
  mappings: readonly TypeMapping[] = BASE_TYPE_MAPPINGS,
): GenericType {
  const name = (nativeType ?? '').trim();
  if (!name) return 'STRING';
  for (const [pattern, generic] of mappings) if (pattern.test(name)) return generic;
  for (const [pattern, generic] of BASE_TYPE_MAPPINGS) if (pattern.test(name)) return generic;
  return 'STRING';
}
