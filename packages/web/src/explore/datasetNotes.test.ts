import { describe, expect, it } from 'vitest';
import {
  certificationLines,
  datasetWarning,
  isCertifiedMetric,
  isDatasetOwner,
  metricWarning,
} from './datasetNotes';

describe('isDatasetOwner', () => {
  it('counts owners given as {id} or {value}', () => {
    expect(isDatasetOwner({ owners: [{ id: 3 }] }, 3)).toBe(true);
    expect(isDatasetOwner({ owners: [{ value: 3 }] }, 3)).toBe(true);
    expect(isDatasetOwner({ owners: [{ id: 4 }, { value: 5 }] }, 3)).toBe(false);
  });

  it('is false without a user or without owners', () => {
    expect(isDatasetOwner({ owners: [{ id: 3 }] }, undefined)).toBe(false);
    expect(isDatasetOwner({}, 3)).toBe(false);
  });
});

describe('dataset and metric notes', () => {
  it('reads the dataset warning from extra.warning_markdown', () => {
    expect(datasetWarning({ extra: '{"warning_markdown":"Stale since May"}' })).toBe(
      'Stale since May',
    );
    expect(datasetWarning({ extra: '{}' })).toBeNull();
    expect(datasetWarning({ extra: 'not json' })).toBeNull();
    expect(datasetWarning({})).toBeNull();
  });

  it('takes a metric warning from warning_markdown, else warning_text', () => {
    expect(metricWarning({ metric_name: 'm', warning_text: 'Old' })).toBe('Old');
    expect(
      metricWarning({ metric_name: 'm', warning_text: 'Old', warning_markdown: '**New**' }),
    ).toBe('**New**');
    expect(metricWarning({ metric_name: 'm' })).toBeNull();
  });

  it('tells certified metrics, with "Certified by X" and the details', () => {
    expect(isCertifiedMetric({ metric_name: 'm', is_certified: true })).toBe(true);
    expect(isCertifiedMetric({ metric_name: 'm', certified_by: 'Data team' })).toBe(true);
    expect(isCertifiedMetric({ metric_name: 'm' })).toBe(false);
    expect(certificationLines('Data team', 'Checked weekly')).toEqual([
      'Certified by Data team',
      'Checked weekly',
    ]);
    expect(certificationLines('Data team', null)).toEqual(['Certified by Data team']);
    expect(certificationLines(null, null)).toEqual(['Certified']);
  });
});
