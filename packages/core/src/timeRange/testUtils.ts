import { formatIso } from './naiveDateTime.js';
import { naive } from './naiveDateTime.js';
import type { SinceUntil } from './sinceUntil.js';

/** Thursday 2024-03-14T15:27:41, the fixed clock of these tests. */
export const NOW = naive(2024, 3, 14, 15, 27, 41);
/** Monday 2016-11-07T09:30:10, the clock of the reference's examples. */
export const REF_NOW = naive(2016, 11, 7, 9, 30, 10);

/** Bounds as the endpoint would print them, `null` for an open side. */
export const bounds = (r: SinceUntil): [string | null, string | null] => [
  r.since && formatIso(r.since),
  r.until && formatIso(r.until),
];
