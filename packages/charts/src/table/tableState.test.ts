import { describe, expect, it } from 'vitest';
import transformProps from './transformProps.js';
import { moveColumn, orderColumns } from './tableState.js';
import { chartProps, queryResult } from '../shared/testing/chartProps.js';

describe('rearranging table columns', () => {
  it('dropping a header on another moves it to that place', () => {
    expect(moveColumn(['a', 'b', 'c'], 'c', 'a')).toEqual(['c', 'a', 'b']);
    expect(moveColumn(['a', 'b', 'c'], 'a', 'c')).toEqual(['b', 'c', 'a']);
    expect(moveColumn(['a', 'b', 'c'], 'a', 'a')).toEqual(['a', 'b', 'c']);
    expect(moveColumn(['a', 'b'], 'x', 'a')).toEqual(['a', 'b']);
  });

  it('shows the columns in the dragged order, new columns last', () => {
    const { columns } = transformProps(
      chartProps({ all_columns: ['name', 'state', 'num'] }, [
        queryResult([{ name: 'Aaron', state: 'CA', num: 1 }]),
      ]),
    );
    expect(orderColumns(columns, null).map((c) => c.key)).toEqual(['name', 'state', 'num']);
    expect(orderColumns(columns, ['num', 'name']).map((c) => c.key)).toEqual([
      'num',
      'name',
      'state',
    ]);
    expect(orderColumns(columns, ['gone', 'state']).map((c) => c.key)).toEqual([
      'state',
      'name',
      'num',
    ]);
  });
});
