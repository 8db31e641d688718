// The module has no types of its own; web and server compile this file too.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./jstat.d.ts" />
import jstat from 'jstat';

const { jStat } = jstat;

/**
 * The two-sided p-value of a paired Student's t-test between two series (Superset's
 * computation: the differences `control - value` at each time where both are finite),
 * or NaN when it is undefined (fewer than two pairs, or every difference the same).
 */
export function pairedTTestPValue(values: (number | null)[], control: (number | null)[]): number {
  let diffSum = 0;
  let diffSqSum = 0;
  let n = 0;
  values.forEach((value, i) => {
    const base = control[i];
    if (value === null || base === null || base === undefined) return;
    const diff = base - value;
    if (Number.isFinite(diff)) {
      n += 1;
      diffSum += diff;
      diffSqSum += diff * diff;
    }
  });
  if (n < 2) return NaN;
  const spread = n * diffSqSum - diffSum * diffSum;
  if (!(spread > 0)) return NaN;
  const t = -Math.abs(diffSum * Math.sqrt((n - 1) / spread));
  return 2 * jStat.studentt.cdf(t, n - 1);
}

/** The lift in percent: how much the series' sum exceeds the control's. */
export function liftPercent(values: (number | null)[], control: (number | null)[]): number {
  let sum = 0;
  let sumControl = 0;
  values.forEach((value, i) => {
    sum += value ?? 0;
    sumControl += control[i] ?? 0;
  });
  return ((sum - sumControl) / sumControl) * 100;
}
