import { describe, expect, it } from 'vitest';
import { queryFlag } from './queryFlag.js';

describe('queryFlag', () => {
  it('reads the ways Superset’s clients say yes', () => {
    for (const yes of [true, 1, 'true', 'TRUE', '1', 'yes', 'Y', 't', '!t'])
      expect(queryFlag(yes), String(yes)).toBe(true);
  });

  it('takes anything else as no', () => {
    for (const no of [false, 0, 2, 'false', '0', 'no', '', '!f', null, undefined, {}])
      expect(queryFlag(no), String(no)).toBe(false);
  });
});
