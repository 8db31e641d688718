import { describe, expect, it } from 'vitest';
import {
  AnnotationCreate,
  annotationDateTimeToEpochMs,
  parseAnnotationDateTime,
} from './annotation.js';

describe('annotation date-times', () => {
  it('accepts the forms Superset accepts and stores naive UTC', () => {
    expect(parseAnnotationDateTime('2024-01-31 10:00')).toBe('2024-01-31T10:00:00');
    expect(parseAnnotationDateTime('2024-01-31T10:00:05')).toBe('2024-01-31T10:00:05');
    expect(parseAnnotationDateTime('2024-01-31')).toBe('2024-01-31T00:00:00');
    expect(parseAnnotationDateTime('2024-1-5 7:03')).toBe('2024-01-05T07:03:00');
    expect(parseAnnotationDateTime('2024-01-31T10:00:00.5')).toBe('2024-01-31T10:00:00.500000');
    expect(parseAnnotationDateTime('2024-01-31T10:00:00.000')).toBe('2024-01-31T10:00:00');
    expect(parseAnnotationDateTime('2024-01-31T10:00:00Z')).toBe('2024-01-31T10:00:00');
    expect(parseAnnotationDateTime('2024-01-01T01:00:00+02:00')).toBe('2023-12-31T23:00:00');
    expect(parseAnnotationDateTime('2024-01-31T22:30:00-0130')).toBe('2024-02-01T00:00:00');
  });

  it('refuses what is not a date-time', () => {
    for (const bad of [
      '',
      'yesterday',
      '2024-02-30',
      '2024-13-01',
      '2024-01-01 25:00',
      '01/02/2024',
    ])
      expect(parseAnnotationDateTime(bad), bad).toBeNull();
  });

  it('gives epoch milliseconds of the stored form', () => {
    expect(annotationDateTimeToEpochMs('2024-01-31T10:00:00')).toBe(Date.UTC(2024, 0, 31, 10));
    expect(annotationDateTimeToEpochMs('2024-01-31T10:00:00.250000')).toBe(
      Date.UTC(2024, 0, 31, 10, 0, 0, 250),
    );
  });

  it("reports marshmallow's messages per field", () => {
    const r = AnnotationCreate.safeParse({
      short_descr: '',
      start_dttm: 'soon',
      end_dttm: null,
      json_metadata: '{oops',
    });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toEqual({
      short_descr: 'Length must be between 1 and 500.',
      start_dttm: 'Not a valid datetime.',
      end_dttm: 'Field may not be null.',
      json_metadata: 'JSON not valid',
    });
    expect(
      AnnotationCreate.safeParse({ short_descr: 'x', end_dttm: '2024-01-01' }).error?.issues[0],
    ).toMatchObject({ path: ['start_dttm'], message: 'Missing data for required field.' });
  });
});
