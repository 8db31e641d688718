import { describe, expect, it } from 'vitest';
import { buildTimeseriesQuery } from '../../timeseries/buildQuery.js';
import type { QueryFormData } from '../../types.js';
import { SUM_NUM } from '../testing/fixtures.js';
import { getXAxisColumn, isXAxisSet } from './xAxis.js';

const fd = (extra: Partial<QueryFormData>): QueryFormData => ({
  datasource: '1__table',
  viz_type: 'echarts_timeseries_line',
  metrics: [SUM_NUM],
  ...extra,
});

describe('x-axis', () => {
  it('an x_axis of __timestamp counts as unset', () => {
    expect(isXAxisSet(fd({ x_axis: '__timestamp' }))).toBe(false);
    expect(isXAxisSet(fd({ x_axis: 'ds' }))).toBe(true);
    expect(getXAxisColumn(fd({ x_axis: '__timestamp' }))).toBe('__timestamp');
  });

  it('a __timestamp x-axis queries is_timeseries with no BASE_AXIS column', () => {
    const [query] = buildTimeseriesQuery(
      fd({ x_axis: '__timestamp', granularity_sqla: 'ds', groupby: ['gender'] }),
    ).queries;
    expect(query.is_timeseries).toBe(true);
    expect(query.columns).toEqual(['gender']);
    expect(JSON.stringify(query.columns)).not.toContain('BASE_AXIS');
  });
});
