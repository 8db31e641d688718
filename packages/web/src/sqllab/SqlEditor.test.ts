import { describe, expect, it } from 'vitest';
import { EditorState } from '@codemirror/state';
import { diagnosticsFor } from './SqlEditor';

describe('validation errors as lint marks', () => {
  const state = EditorState.create({ doc: 'SELECT 1\nFROM tabel\nWHERE x' });

  it('marks the columns of the line the validator names', () => {
    const [d] = diagnosticsFor(state, [
      { line_number: 2, start_column: 6, end_column: 10, message: 'Table "tabel" does not exist' },
    ]);
    expect(state.sliceDoc(d.from, d.to)).toBe('tabel');
    expect(d).toMatchObject({ severity: 'error', message: 'Table "tabel" does not exist' });
  });

  it('marks the whole line without columns, and the last line past the end', () => {
    const [whole, past] = diagnosticsFor(state, [
      { line_number: 1, start_column: null, end_column: null, message: 'a' },
      { line_number: 9, start_column: 1, end_column: 99, message: 'b' },
    ]);
    expect(state.sliceDoc(whole.from, whole.to)).toBe('SELECT 1');
    expect(state.sliceDoc(past.from, past.to)).toBe('WHERE x');
  });
});
