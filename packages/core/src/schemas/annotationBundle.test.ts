import { describe, expect, it } from 'vitest';
import {
  AnnotationLayerBundleFile,
  annotationMetadataText,
  bundleFileErrors,
} from './assetBundle.js';

const layer = { name: 'Releases', uuid: '6f0b1a7e-0000-4000-8000-000000000009', version: '1.0.0' };
const problems = (value: unknown) => {
  const r = AnnotationLayerBundleFile.safeParse(value);
  return r.success ? null : bundleFileErrors(r.error);
};

describe('an annotation layer file', () => {
  it('takes what an export writes, and a date-time YAML read unquoted', () => {
    const r = AnnotationLayerBundleFile.safeParse({
      ...layer,
      descr: null,
      annotation: [
        {
          short_descr: 'v1',
          start_dttm: '2024-01-31T10:00:00.500000',
          end_dttm: null,
          json_metadata: { a: [1] },
        },
        { short_descr: 'v2', start_dttm: new Date(Date.UTC(2024, 1, 1)), json_metadata: null },
      ],
    });
    expect(r.success).toBe(true);
    expect(r.data?.annotation?.[1].start_dttm).toBe('2024-02-01T00:00:00.000Z');
  });

  it('says what is wrong by field, as marshmallow does', () => {
    expect(problems({ ...layer, name: '', annotation: 'none' })).toEqual({
      name: ['Shorter than minimum length 1.'],
      annotation: ['Not a valid list.'],
    });
    expect(
      problems({
        ...layer,
        annotation: [
          { start_dttm: 'someday', end_dttm: 5, uuid: 'x' },
          { short_descr: 'ok', start_dttm: '2024-01-01', json_metadata: { deep: nested(70) } },
        ],
      }),
    ).toEqual({
      annotation: {
        0: {
          short_descr: ['Missing data for required field.'],
          start_dttm: ['Not a valid datetime.'],
          end_dttm: ['Not a valid datetime.'],
          uuid: ['Not a valid UUID.'],
        },
        1: { json_metadata: { deep: expect.anything() } },
      },
    });
    expect(problems({ name: 'x', version: '1.0.0' })).toEqual({
      uuid: ['Missing data for required field.'],
    });
  });
});

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

describe('annotationMetadataText', () => {
  it('keeps JSON text, writes other values as JSON, and takes blank as none', () => {
    expect(annotationMetadataText('{"a": 1}')).toBe('{"a": 1}');
    expect(annotationMetadataText({ a: 1 })).toBe('{"a":1}');
    expect(annotationMetadataText('not json')).toBe('"not json"');
    expect(annotationMetadataText('  ')).toBeNull();
    expect(annotationMetadataText(null)).toBeNull();
  });
});
