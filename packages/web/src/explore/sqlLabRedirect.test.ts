import { describe, expect, it } from 'vitest';
import { sqlLabFormFields } from './sqlLabRedirect';

describe('sqlLabFormFields', () => {
  it("posts the dataset key and SQL as form_data JSON, with the page's CSRF token", () => {
    const fields = sqlLabFormFields('3__table', 'SELECT name\nFROM birth_names', 'tok');
    expect(fields.csrf_token).toBe('tok');
    expect(JSON.parse(fields.form_data)).toEqual({
      datasourceKey: '3__table',
      sql: 'SELECT name\nFROM birth_names',
    });
  });
});
