import { describe, expect, it } from 'vitest';
import { utc } from '../shared/testing/chartProps.js';
import type { DataRecord } from '../types.js';
import { resampleSeries } from './advancedAnalytics.js';
import { partitionTrees, type PartitionNode, type PartitionSpec } from './partitionTree.js';

const DAYS: DataRecord[] = [
  { __timestamp: utc('2000-01-01'), g: 'a', m: 1 },
  { __timestamp: utc('2000-01-15'), g: 'a', m: 2 },
  { __timestamp: utc('2000-01-15'), g: 'b', m: 4 },
  { __timestamp: utc('2000-03-01'), g: 'b', m: 8 },
];
const SPEC: PartitionSpec = {
  metrics: ['m'],
  groupby: ['g'],
  mode: 'adv_anal',
  time: '__timestamp',
  nameOf: (v) => (typeof v === 'number' ? new Date(v).toISOString().slice(0, 10) : String(v)),
};
const shape = (node: PartitionNode): unknown =>
  node.children.length
    ? [node.name, node.value, node.children.map(shape)]
    : [node.name, node.value];

describe('partition advanced analytics', () => {
  it('resample: the periods are the rule’s, each level summed into them', () => {
    const [tree] = partitionTrees(DAYS, { ...SPEC, resample: { rule: '1MS', method: 'sum' } });
    expect(tree.children.map(shape)).toEqual([
      [
        '2000-01-01',
        7,
        [
          ['a', 3],
          ['b', 4],
        ],
      ],
      // February has no row: the sum of nothing, and no group drawn
      ['2000-02-01', 0],
      ['2000-03-01', 8, [['b', 8]]],
    ]);
  });
  it('resample, then the rolling window over the resampled periods', () => {
    const [tree] = partitionTrees(DAYS, {
      ...SPEC,
      resample: { rule: '1MS', method: 'sum' },
      rolling: { type: 'cumsum', periods: 1, minPeriods: 0 },
    });
    expect(tree.children.map((c) => [c.name, c.value])).toEqual([
      ['2000-01-01', 7],
      ['2000-02-01', 7],
      ['2000-03-01', 15],
    ]);
    // a group keeps its running total in a period it has no row in
    expect(tree.children[1].children.map((c) => [c.name, c.value])).toEqual([
      ['a', 3],
      ['b', 4],
    ]);
  });
  it('a fill method picks values at the new periods; without a rule nothing changes', () => {
    const times = [utc('2000-01-01'), utc('2000-01-03')] as number[];
    expect(resampleSeries(times, [1, 3], { rule: '1D', method: 'ffill' })).toEqual({
      times: [times[0], times[0] + 86_400_000, times[1]],
      values: [1, 1, 3],
    });
    expect(resampleSeries(times, [1, 3], undefined)).toEqual({ times, values: [1, 3] });
  });
});
