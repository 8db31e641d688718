import { describe, expect, it } from 'vitest';
import { defaultDatabaseId, preselectedSchema } from './defaultDatabase';

const offered = (...ids: number[]) => ids.map((id) => ({ id }));

describe('the database a new tab opens on', () => {
  it('is SQLLAB_DEFAULT_DBID when SQL Lab offers it', () => {
    expect(defaultDatabaseId(3, offered(1, 3, 7))).toBe(3);
  });

  it('is the only database offered when no default is set', () => {
    expect(defaultDatabaseId(null, offered(5))).toBe(5);
    expect(defaultDatabaseId(undefined, offered(5))).toBe(5);
  });

  it('is none when there is no default and several databases or none are offered', () => {
    expect(defaultDatabaseId(null, offered(1, 2))).toBeNull();
    expect(defaultDatabaseId(null, offered())).toBeNull();
  });

  it('passes over a default SQL Lab no longer offers', () => {
    expect(defaultDatabaseId(9, offered(1, 2))).toBeNull();
    expect(defaultDatabaseId(9, offered(4))).toBe(4);
  });

  it("takes the server's default when the list could not be read, and ignores a malformed one", () => {
    expect(defaultDatabaseId(3, null)).toBe(3);
    expect(defaultDatabaseId('3', offered(3, 4))).toBeNull();
  });
});

describe('the schema a new tab opens in', () => {
  it("is the database's default schema", () => {
    expect(
      preselectedSchema({
        result: ['information_schema', 'public', 'sales'],
        default_schema: 'public',
      }),
    ).toBe('public');
  });

  it('is the only schema when no default is named (as Superset picks it)', () => {
    expect(preselectedSchema({ result: ['main'], default_schema: null })).toBe('main');
  });

  it('is none among several schemas without a default, or a default the list lacks', () => {
    expect(preselectedSchema({ result: ['a', 'b'], default_schema: null })).toBeNull();
    expect(preselectedSchema({ result: ['a', 'b'], default_schema: 'c' })).toBeNull();
    expect(preselectedSchema({ result: [], default_schema: null })).toBeNull();
    expect(preselectedSchema(null)).toBeNull();
  });
});
