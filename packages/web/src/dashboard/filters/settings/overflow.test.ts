import { describe, expect, it } from 'vitest';
import { fittingCount } from './overflow';

describe('fittingCount', () => {
  it('shows every item when they fit side by side', () => {
    expect(fittingCount({ widths: [100, 100, 100], available: 320, gap: 10, trigger: 150 })).toBe(
      3,
    );
    expect(fittingCount({ widths: [], available: 0, gap: 10, trigger: 150 })).toBe(0);
  });

  it('keeps room for the More filters button when they do not', () => {
    // 150 + (100 + 10) * 2 = 370 ≤ 400 < 480
    expect(
      fittingCount({ widths: [100, 100, 100, 100], available: 400, gap: 10, trigger: 150 }),
    ).toBe(2);
    // a first item wider than what is left goes too, and so do the ones after it
    expect(fittingCount({ widths: [500, 10], available: 400, gap: 10, trigger: 150 })).toBe(0);
  });
});
