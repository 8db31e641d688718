/**
 * The tokenizer reads a text in linear time. Its work is counted, never timed: every
 * character it copies (String.prototype.slice) and every pattern it tries (RegExp exec and
 * test) while tokenizing a large fragment of every kind of token, at two sizes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sqlDialectFor } from './dialect.js';
import { tokenize } from './tokenizer.js';

/** One stretch of every kind of token: words, numbers, strings, names, comments, params. */
const PIECE =
  "num > 0 AND x = 1.5e3 OR name = 'it''s' AND \"Col\" <> E'a\\\\b' /* c */ AND y IN ($1, 0x1F) -- c\n" +
  'AND z = $tag$ body $tag$ AND `b` = [s] AND w = ? AND v = .5 AND u = 12e AND t = $$ $$\n';

function workOf(sql: string, engine: string): { copied: number; patterns: number } {
  let copied = 0;
  let patterns = 0;
  const slice = String.prototype.slice;
  const exec = RegExp.prototype.exec;
  const test = RegExp.prototype.test;
  vi.spyOn(String.prototype, 'slice').mockImplementation(function (this: string, ...args) {
    const out = slice.apply(this, args as [number?, number?]);
    copied += out.length;
    return out;
  });
  vi.spyOn(RegExp.prototype, 'exec').mockImplementation(function (this: RegExp, s: string) {
    patterns += 1;
    return exec.call(this, s);
  });
  vi.spyOn(RegExp.prototype, 'test').mockImplementation(function (this: RegExp, s: string) {
    patterns += 1;
    return test.call(this, s);
  });
  try {
    tokenize(sql, sqlDialectFor(engine));
  } finally {
    vi.restoreAllMocks();
  }
  return { copied, patterns };
}

// Counting every copy and pattern try of 100 KB of SQL is slow on a busy machine: more time
// than a unit test's default 5 s (what is asserted is the count, never the time).
describe('tokenize: linear work', { timeout: 60_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  for (const engine of ['postgresql', 'mysql', 'sqlite', 'duckdb']) {
    it(`reads a large fragment in work proportional to its length (${engine})`, () => {
      const small = PIECE.repeat(300); // about 50 KB
      const large = PIECE.repeat(600);
      const a = workOf(small, engine);
      const b = workOf(large, engine);
      // Each character is copied about once (into its token's text)...
      expect(a.copied).toBeLessThanOrEqual(2 * small.length);
      expect(b.copied).toBeLessThanOrEqual(2 * large.length);
      // ...and tried against a bounded number of patterns.
      expect(b.patterns).toBeLessThanOrEqual(4 * large.length);
      // Twice the text, twice the work (quadratic work would be four times).
      expect(b.copied / a.copied).toBeLessThan(2.2);
      expect(b.patterns / a.patterns).toBeLessThan(2.2);
    });
  }

  it('reads one long token once: a long string, a long number, a long comment', () => {
    for (const sql of [
      `'${'a'.repeat(100_000)}'`,
      '1'.repeat(100_000),
      `/* ${'c'.repeat(100_000)} */`,
      `$x$${'d'.repeat(100_000)}`,
      'n'.repeat(100_000),
    ]) {
      const { copied, patterns } = workOf(sql, 'postgresql');
      expect(copied, sql.slice(0, 10)).toBeLessThanOrEqual(2 * sql.length);
      expect(patterns, sql.slice(0, 10)).toBeLessThanOrEqual(2 * sql.length + 10);
    }
  });
});
