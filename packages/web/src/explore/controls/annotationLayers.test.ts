/** The annotation layer editor's override rules (Superset's AnnotationLayer). */
import { describe, expect, it } from 'vitest';
import {
  OVERRIDE_CHECKS,
  hasChartSource,
  isOverridden,
  newAnnotationLayer,
  normalizeOverrides,
  setOverride,
} from './annotationLayers';

const [timeRange, timeGrain] = OVERRIDE_CHECKS;

describe('annotation layer overrides', () => {
  it('labels the checkboxes as Superset does', () => {
    expect(OVERRIDE_CHECKS.map((c) => c.label)).toEqual([
      'Override time range',
      'Override time grain',
    ]);
  });

  it('starts with the time range overridden and the time grain not', () => {
    const { overrides = {} } = newAnnotationLayer('EVENT');
    expect(isOverridden(overrides, timeRange)).toBe(true);
    expect(isOverridden(overrides, timeGrain)).toBe(false);
  });

  it('stores a checked override as null (inherit) and drops an unchecked one', () => {
    const on = setOverride({ time_range: null }, timeGrain, true);
    expect(on).toEqual({ time_range: null, time_grain_sqla: null, granularity: null });
    expect(setOverride(on, timeRange, false)).toEqual({ time_grain_sqla: null, granularity: null });
  });

  it('turns legacy since/until overrides into the whole time range', () => {
    expect(normalizeOverrides({ since: '2020-01-01', until: 'now' })).toEqual({ time_range: null });
    expect(normalizeOverrides(undefined)).toEqual({});
  });

  it('shows overrides only for a chosen chart source', () => {
    const event = newAnnotationLayer('EVENT');
    expect(hasChartSource({ ...event, sourceType: 'table', value: 4 })).toBe(true);
    expect(hasChartSource({ ...event, sourceType: 'table', value: null })).toBe(false);
    expect(hasChartSource({ ...event, value: 4 })).toBe(false);
    expect(hasChartSource({ ...newAnnotationLayer('FORMULA'), value: 'x' })).toBe(false);
  });
});
