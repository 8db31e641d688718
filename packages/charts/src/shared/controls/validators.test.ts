import { describe, expect, it } from 'vitest';
import { validateControlValue } from './validators.js';

describe('control validators', () => {
  it("give the spec's texts", () => {
    expect(validateControlValue({ validators: ['nonEmpty'] }, [])).toEqual(['cannot be empty']);
    expect(validateControlValue({ validators: ['nonEmpty'] }, null)).toEqual(['cannot be empty']);
    expect(validateControlValue({ validators: ['nonEmpty'] }, '')).toEqual(['cannot be empty']);
    expect(validateControlValue({ validators: ['integer'] }, '2.5')).toEqual([
      'is expected to be an integer',
    ]);
    expect(validateControlValue({ validators: ['legacyInteger'] }, 'abc')).toEqual([
      'is expected to be an integer',
    ]);
    expect(validateControlValue({ validators: ['number'] }, 'abc')).toEqual([
      'is expected to be a number',
    ]);
    expect(validateControlValue({ validators: ['number'] }, Infinity)).toEqual([
      'is expected to be a number',
    ]);
  });

  it('accept good values', () => {
    expect(validateControlValue({ validators: ['integer'] }, ' 42 ')).toEqual([]);
    expect(validateControlValue({ validators: ['legacyInteger'] }, 10000)).toEqual([]);
    expect(validateControlValue({ validators: ['number'] }, '0.8')).toEqual([]);
    expect(validateControlValue({ validators: ['nonEmpty'] }, ['count'])).toEqual([]);
  });

  it('run only on non-empty values unless the control is required', () => {
    expect(validateControlValue({ validators: ['integer'] }, '')).toEqual([]);
    expect(validateControlValue({ validators: ['number'] }, null)).toEqual([]);
  });

  it('check maximums and the table row limit without server pagination', () => {
    expect(validateControlValue({ validators: [{ name: 'maxValue', max: 100 }] }, 101)).toEqual([
      'Value cannot exceed 100',
    ]);
    const serverPagination = { validators: [{ name: 'serverPagination' as const, max: 100000 }] };
    expect(validateControlValue(serverPagination, 200000)).toEqual([
      'Server pagination needs to be enabled for values over 100000',
    ]);
    expect(
      validateControlValue(serverPagination, 200000, { formData: { server_pagination: true } }),
    ).toEqual([]);
  });
});
