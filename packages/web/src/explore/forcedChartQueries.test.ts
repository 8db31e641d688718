import { describe, expect, it } from 'vitest';
import { forcedChartQueries, noteForcedChartQuery, takeSamplesForce } from './forcedChartQueries';
import { samplesPath } from '../api/datasetApi';

describe('samples after a Force refresh', () => {
  it('asks for samples with force=false, or force=true', () => {
    expect(samplesPath(4)).toBe('/api/v1/dataset/4/samples?force=false');
    expect(samplesPath(4, true)).toBe('/api/v1/dataset/4/samples?force=true');
  });

  it('forces the next samples request once after each forced chart query', () => {
    expect(takeSamplesForce(101)).toBe(false);
    const before = forcedChartQueries();
    noteForcedChartQuery();
    expect(forcedChartQueries()).toBe(before + 1);
    expect(takeSamplesForce(101)).toBe(true);
    expect(takeSamplesForce(101)).toBe(false);
    // another dataset's samples are forced too
    expect(takeSamplesForce(102)).toBe(true);
  });
});
