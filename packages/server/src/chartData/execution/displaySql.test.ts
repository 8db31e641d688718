import { describe, expect, it } from 'vitest';
import { specForUri } from '../../engines/registry.js';
import { renderSqlForDisplay } from './displaySql.js';

describe('SQL shown with its values', () => {
  it('writes numbered placeholders as literals', () => {
    const spec = specForUri('postgresql://localhost/db');
    expect(
      renderSqlForDisplay(
        "SELECT * FROM t WHERE name = $1 AND note <> '$2' AND n IN ($2, $3)",
        ["O'Neil", 5, true],
        spec,
      ),
    ).toBe("SELECT * FROM t WHERE name = 'O''Neil' AND note <> '$2' AND n IN (5, TRUE)");
  });

  it('fills question marks in order, leaving those inside literals and comments', () => {
    const spec = specForUri('mysql://localhost/db');
    expect(
      renderSqlForDisplay(
        "SELECT '?' AS q -- why?\nFROM t WHERE a = ? AND b = ?",
        ['x', null],
        spec,
      ),
    ).toBe("SELECT '?' AS q -- why?\nFROM t WHERE a = 'x' AND b = NULL");
  });
});
