import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { yamlNestingDepth } from './yamlDepth.js';
import { dumpYaml, parseYaml } from './yamlText.js';

const EXAMPLES = fileURLToPath(new URL('../../examples/bundle/superset-examples', import.meta.url));

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? yamlFiles(path) : path.endsWith('.yaml') ? [path] : [];
  });
}

/** The real nesting of a parsed value (a scalar is level 0). */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const children = Object.values(value as object);
  return 1 + Math.max(0, ...children.map(depthOf));
}

describe('yamlNestingDepth', () => {
  it('never reads a real bundle file as shallower than it is, nor much deeper', () => {
    for (const file of yamlFiles(EXAMPLES)) {
      const text = readFileSync(file, 'utf8');
      const real = depthOf(parseYaml(text));
      const estimate = yamlNestingDepth(text);
      expect(estimate, file).toBeGreaterThanOrEqual(real);
      expect(estimate, file).toBeLessThan(real + 8);
    }
  });

  it('counts flow brackets, compact entries and indentation, not quoted or commented ones', () => {
    expect(yamlNestingDepth('a: ' + '['.repeat(500))).toBeGreaterThan(500);
    expect(yamlNestingDepth('- '.repeat(300) + 'x')).toBeGreaterThan(300);
    const block = Array.from({ length: 200 }, (_, i) => `${' '.repeat(i)}a:`).join('\n');
    expect(yamlNestingDepth(block)).toBeGreaterThanOrEqual(200);
    expect(yamlNestingDepth(`a: "${'['.repeat(500)}"`)).toBeLessThan(5);
    expect(yamlNestingDepth(`a: b # ${'['.repeat(500)}`)).toBeLessThan(5);
    expect(yamlNestingDepth(`a: |\n  ${'['.repeat(500)}\nb: 1`)).toBeLessThan(5);
  });

  it('is not fooled by quotes inside plain text', () => {
    expect(yamlNestingDepth(`a: b 'c\n${'['.repeat(500)}`)).toBeGreaterThan(500);
    expect(yamlNestingDepth(`a: x-"\n${'['.repeat(500)}`)).toBeGreaterThan(500);
    expect(yamlNestingDepth(`a: b # |\n  ${'['.repeat(500)}`)).toBeGreaterThan(500);
  });
});

describe('parseYaml', () => {
  it('refuses deep nesting, alias bombs and unknown tags without throwing', () => {
    expect(parseYaml('['.repeat(100_000))).toBeUndefined();
    expect(parseYaml('x: ' + '['.repeat(3_000) + ']'.repeat(3_000))).toBeUndefined();
    const laughs = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 9; i += 1) {
      const prev = String.fromCharCode(96 + i);
      laughs.push(
        `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill(`*${prev}`).join(',')}]`,
      );
    }
    expect(parseYaml(laughs.join('\n'))).toBeUndefined();
    expect(parseYaml('a: !!python/object/apply:os.system ["id"]')).toBeUndefined();
    expect(parseYaml('a: [1, 2')).toBeUndefined();
  });

  it('reads and writes YAML 1.1 as PyYAML does', () => {
    const value = { a: 'yes', b: ['x', { c: 1 }], d: null, e: '0755', f: 'on', g: "it's" };
    const text = dumpYaml(value);
    expect(text).toContain('a: "yes"');
    expect(text).toContain('b:\n- x\n- c: 1');
    expect(parseYaml(text)).toEqual(value);
    expect(parseYaml('a: yes\nb: 0o7\nc: 1_000')).toEqual({ a: true, b: '0o7', c: 1000 });
  });
});
