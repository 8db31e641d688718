import { describe, expect, it, vi } from 'vitest';
import { sqlDialectFor } from './dialect.js';
import { SqlEndTracker } from './sqlEndTracker.js';
import { openQuoteAtEnd } from './tokenizer.js';

/** Pieces whose joins make every kind of boundary: quotes, escapes, E'', $$, comments, runs. */
const PIECES = [
  "'",
  "''",
  '"',
  '`',
  '[',
  ']',
  "E'",
  'e',
  'E',
  '\\',
  '\\\\',
  '$',
  '$a$',
  '$$',
  '/*',
  '*/',
  '--',
  '-',
  '#',
  '\n',
  ' ',
  'abc',
  '1',
  '2e',
  '0x',
  '.',
  '5',
  ',',
  '(',
  ')',
  'x = ',
  "'v'",
];

/** A small deterministic pseudo-random sequence (no flaky seeds). */
function* random(seed: number) {
  let x = seed;
  for (;;) {
    x = (x * 1103515245 + 12345) % 2147483648;
    yield x;
  }
}

describe('SqlEndTracker', () => {
  for (const engine of ['postgresql', 'mysql', 'sqlite', 'duckdb']) {
    it(`agrees with reading the whole text after every append (${engine})`, () => {
      const dialect = sqlDialectFor(engine);
      const rand = random(engine.length);
      for (let run = 0; run < 200; run += 1) {
        const tracker = new SqlEndTracker(dialect);
        let text = '';
        for (let step = 0; step < 60; step += 1) {
          const piece = PIECES[rand.next().value! % PIECES.length].repeat(
            1 + (rand.next().value! % 3),
          );
          text += piece;
          tracker.append(piece);
          const expected = openQuoteAtEnd(text, dialect);
          const actual = tracker.openAtEnd();
          expect(
            actual && { kind: actual.kind, quote: actual.quote, start: actual.start },
            JSON.stringify(text),
          ).toEqual(
            expected && { kind: expected.kind, quote: expected.quote, start: expected.start },
          );
        }
      }
    });
  }

  // Counted, not timed: on a busy machine the count takes more than the default 5 s.
  it(
    'reads a text written piece by piece in work proportional to its length',
    { timeout: 60_000 },
    () => {
      const work = (pieces: number) => {
        const tracker = new SqlEndTracker(sqlDialectFor('postgresql'));
        let copied = 0;
        const slice = String.prototype.slice;
        vi.spyOn(String.prototype, 'slice').mockImplementation(function (this: string, ...args) {
          const out = slice.apply(this, args as [number?, number?]);
          copied += out.length;
          return out;
        });
        try {
          // Values written inside one long string, and between tokens outside it.
          tracker.append("x IN ('");
          for (let i = 0; i < pieces; i += 1) {
            tracker.append(`value ${i}, it''s `);
            tracker.openAtEnd();
          }
          tracker.append("') AND y = ");
          for (let i = 0; i < pieces; i += 1) {
            tracker.append(` 'v${i}' OR y = `);
            tracker.openAtEnd();
          }
        } finally {
          vi.restoreAllMocks();
        }
        return { copied, length: tracker.text.length };
      };
      const a = work(2000);
      const b = work(4000);
      // Each append reads back at most the last few tokens (the 64-character look-ahead).
      expect(b.copied).toBeLessThanOrEqual(8 * b.length);
      expect(b.copied / a.copied).toBeLessThan(2.2);
    },
  );
});
