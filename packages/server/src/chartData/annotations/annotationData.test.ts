/** A layer's timeout and "no data" rules (spec §4), with stand-in chart sources. */
import { describe, expect, it, vi } from 'vitest';
import type { QueryObject } from '@tessera/core';
import type { MetaStore } from '../../meta/store.js';
import {
  ANNOTATION_QUERY_TIMEOUT,
  annotationData,
  type AnnotationSources,
} from './annotationData.js';

const window = { since: null, until: null };
const query = {} as QueryObject;

function sources(charts: NonNullable<AnnotationSources['charts']>) {
  const warn = vi.fn();
  return {
    warn,
    sources: { store: {} as MetaStore, logger: { warn }, canReadLayers: true, charts },
  };
}

const chartLayer = (name: string, annotationType: string, extra: object = {}) => ({
  name,
  annotationType,
  sourceType: 'table',
  value: 7,
  show: true,
  ...extra,
});

describe('annotationData', () => {
  it('gives a layer whose source says "no data" empty data of its kind', async () => {
    const { sources: s } = sources({
      force: false,
      findChart: () => Promise.reject(new Error('No data')),
      runFirst: () => Promise.resolve({}),
    });
    const data = await annotationData(
      s,
      [chartLayer('Events', 'EVENT'), chartLayer('Trend', 'TIME_SERIES', { sourceType: 'line' })],
      window,
      query,
    );
    expect(data).toEqual({ Events: { records: [] }, Trend: [] });
  });

  it('fails a layer past its timeout with "Query timeout" and leaves it out', async () => {
    const { sources: s, warn } = sources({
      force: false,
      findChart: () => new Promise(() => {}),
      runFirst: () => Promise.resolve({}),
    });
    const data = await annotationData(
      s,
      [chartLayer('Slow', 'EVENT', { timeout: 0.02 })],
      window,
      query,
    );
    expect(data).toEqual({});
    expect(warn).toHaveBeenCalledTimes(1);
    expect((warn.mock.calls[0][0] as { err: Error }).err.message).toBe(ANNOTATION_QUERY_TIMEOUT);
  });

  it('leaves out a layer that fails otherwise', async () => {
    const { sources: s, warn } = sources({
      force: false,
      findChart: () => Promise.resolve(undefined),
      runFirst: () => Promise.resolve({}),
    });
    expect(await annotationData(s, [chartLayer('Gone', 'EVENT')], window, query)).toEqual({});
    expect((warn.mock.calls[0][0] as { err: Error }).err.message).toBe('The chart does not exist');
  });
});
