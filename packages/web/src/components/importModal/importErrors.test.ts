import { describe, expect, it } from 'vitest';
import type { SupersetError } from '@tessera/core';
import { NEEDS_PASSWORD, exportUrl, readImportErrors } from './importErrors';

const error = (extra: Record<string, unknown>): SupersetError =>
  ({
    message: 'Error importing dashboard',
    error_type: 'GENERIC_COMMAND_ERROR',
    level: 'warning',
    extra: { ...extra, issue_codes: [{ code: 1010, message: 'Issue 1010' }] },
  }) as SupersetError;

describe('readImportErrors', () => {
  it('reads the databases needing a password and the objects that exist', () => {
    const prompts = readImportErrors([
      error({
        'databases/examples.yaml': { _schema: [NEEDS_PASSWORD] },
        'dashboards/Sales_1.yaml': 'Dashboard already exists and `overwrite=true` was not passed',
      }),
    ]);
    expect(prompts).toEqual({
      passwordsNeeded: ['databases/examples.yaml'],
      alreadyExists: ['dashboards/Sales_1.yaml'],
      otherError: false,
    });
  });

  it('tells any other problem apart', () => {
    expect(
      readImportErrors([error({ 'charts/a.yaml': { slice_name: ['Missing'] } })]).otherError,
    ).toBe(true);
    expect(readImportErrors([]).otherError).toBe(true);
    expect(readImportErrors(undefined).otherError).toBe(true);
  });
});

describe('exportUrl', () => {
  it('names the ids in rison', () => {
    expect(exportUrl('saved_query', [1, 2])).toBe('/api/v1/saved_query/export/?q=!(1%2C2)');
  });
});
