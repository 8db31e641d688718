/** The annotation layer editor's override rules (Superset's AnnotationLayer). */
import { describe, expect, it } from 'vitest';
import {
  OVERRIDE_CHECKS,
  hasChartSource,
  isAnnotationLayerValid,
  isOverridden,
  newAnnotationLayer,
  normalizeOverrides,
  setOverride,
} from './annotationLayers';
import { hasSliceColumns, sliceColumns } from './annotationDisplay';

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

describe('annotation layer display and slice columns', () => {
  it('starts with Superset display defaults: automatic colour, solid, width 1', () => {
    expect(newAnnotationLayer('FORMULA')).toMatchObject({
      color: '',
      opacity: '',
      style: 'solid',
      width: 1,
      showMarkers: false,
      hideLine: false,
      showLabel: false,
    });
  });

  it('requires the time column, and the interval end for intervals, of a table source', () => {
    const event = { ...newAnnotationLayer('EVENT'), name: 'E', sourceType: 'table', value: 4 };
    expect(isAnnotationLayerValid(event)).toBe(false);
    expect(isAnnotationLayerValid({ ...event, timeColumn: 'ds' })).toBe(true);
    const interval = { ...event, annotationType: 'INTERVAL' as const, timeColumn: 'ds' };
    expect(isAnnotationLayerValid(interval)).toBe(false);
    expect(isAnnotationLayerValid({ ...interval, intervalEndColumn: 'end' })).toBe(true);
    expect(isAnnotationLayerValid({ ...event, sourceType: 'NATIVE' })).toBe(true);
  });

  it("offers the source chart's group-by and raw columns, __timestamp first for the time", () => {
    const params = JSON.stringify({
      groupby: ['name', { label: 'decade', sqlExpression: 'ds / 10' }],
      all_columns: ['ds', 'name'],
      include_time: true,
    });
    expect(sliceColumns(params)).toEqual({
      columns: ['name', 'decade', 'ds'],
      timeColumns: ['__timestamp', 'name', 'decade', 'ds'],
    });
    expect(sliceColumns('not json')).toEqual({ columns: [], timeColumns: [] });
    expect(sliceColumns(null)).toEqual({ columns: [], timeColumns: [] });
  });

  it('shows slice columns only for event and interval layers from a chosen table chart', () => {
    const event = { ...newAnnotationLayer('EVENT'), sourceType: 'table', value: 4 };
    expect(hasSliceColumns(event)).toBe(true);
    expect(hasSliceColumns({ ...event, value: null })).toBe(false);
    expect(hasSliceColumns({ ...event, sourceType: 'NATIVE' })).toBe(false);
    expect(hasSliceColumns({ ...newAnnotationLayer('TIME_SERIES'), value: 4 })).toBe(false);
  });
});
