import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  boundedJsonText,
  boundedJsonValue,
  jsonTextDepth,
  jsonTextProblem,
  STORED_LIMITS,
  tooDeepPath,
} from './bounded.js';

describe('bounded JSON and text', () => {
  it('measures nesting without parsing, ignoring brackets inside strings', () => {
    expect(jsonTextDepth('{}')).toBe(1);
    expect(jsonTextDepth('{"a": [1, {"b": []}]}')).toBe(4);
    expect(jsonTextDepth('{"a": "[[[[{{{{"}')).toBe(1);
    expect(jsonTextDepth('{"a": "\\\\", "b": "\\"[[["}')).toBe(1);
    expect(jsonTextDepth('['.repeat(5000) + ']'.repeat(5000))).toBe(5000);
  });

  it('finds the path to the first container nested too deep, at any depth', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(tooDeepPath({ queries: [{ val: deep }] }, 64)?.slice(0, 4)).toEqual([
      'queries',
      0,
      'val',
      0,
    ]);
    expect(tooDeepPath({ a: [[1]] }, 3)).toBeNull();
    expect(tooDeepPath({ a: [[[1]]] }, 3)).toEqual(['a', 0, 0]);
  });

  it('tells a JSON text too long, too deep or invalid', () => {
    expect(jsonTextProblem('')).toBeNull();
    expect(jsonTextProblem('{"a": 1}')).toBeNull();
    expect(jsonTextProblem('{"a": ')).toBe('invalid');
    expect(jsonTextProblem('['.repeat(65) + ']'.repeat(65))).toBe('too deep');
    expect(jsonTextProblem('['.repeat(64) + ']'.repeat(64))).toBeNull();
    expect(jsonTextProblem(JSON.stringify('x'.repeat(STORED_LIMITS.jsonLength)))).toBe('too long');
  });

  it('gives the field its message through zod', () => {
    const field = boundedJsonText('JSON not valid');
    expect(field.safeParse('{').error?.issues[0].message).toBe('JSON not valid');
    expect(field.safeParse('['.repeat(100) + ']'.repeat(100)).error?.issues[0].message).toBe(
      'Nested deeper than 64 levels.',
    );
    const value = boundedJsonValue(z.record(z.string(), z.unknown()));
    let deep: unknown = 1;
    for (let i = 0; i < 100; i += 1) deep = { a: deep };
    const issue = value.safeParse({ x: deep }).error?.issues[0];
    expect(issue?.message).toBe('Nested deeper than 64 levels.');
    expect(issue?.path.slice(0, 2)).toEqual(['x', 'a']);
  });
});
