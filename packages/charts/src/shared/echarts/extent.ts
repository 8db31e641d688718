/** The smallest and largest of the finite numbers among values ([] when there are none). */
export function finiteExtent(values: readonly unknown[]): [number, number] | [] {
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    const n = typeof v === 'number' ? v : Number(v);
    if (v === null || v === undefined || v === '' || !Number.isFinite(n)) continue;
    if (n < min) min = n;
    if (n > max) max = n;
  }
  return min === Infinity ? [] : [min, max];
}
