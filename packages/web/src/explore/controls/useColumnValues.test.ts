import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/apiError';
import { columnValuesPath } from '../../api/exploreApi';
import { columnValuesErrorText } from './useColumnValues';

describe('column value lookups', () => {
  it('asks the datasource column values endpoint', () => {
    expect(columnValuesPath('table', 3, 'my col')).toBe(
      '/api/v1/datasource/table/3/column/my%20col/values/',
    );
  });

  it('tells a failed lookup as "Error while fetching data: %s"', () => {
    expect(columnValuesErrorText(new ApiError({ status: 403, message: 'Forbidden' }))).toBe(
      'Error while fetching data: Forbidden',
    );
    expect(columnValuesErrorText(new Error('Network error.'))).toBe(
      'Error while fetching data: Network error.',
    );
  });
});
