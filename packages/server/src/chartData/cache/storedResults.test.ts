import { describe, expect, it } from 'vitest';
import type { QueryRunResult } from '../execution/queryExecution.js';
import { freshResult, readStoredText, storedText, withDataText } from './storedResults.js';

const result = {
  colnames: ['name', 'n'],
  coltypes: [1, 0],
  indexnames: [0, 1],
  data: [
    { name: 'a\nb "quoted"', n: 1 },
    { name: null, n: 2.5 },
  ],
  label_map: { name: ['name'], n: ['n'] },
  index_levels: null,
  query: 'SELECT 1',
  sql_rowcount: 2,
  from_dttm: null,
  to_dttm: null,
  applied_template_filters: [],
  applied_filters: [],
  rejected_filters: [],
  annotation_data: {},
} satisfies QueryRunResult;

describe('stored results', () => {
  it('reads back what was stored, the rows parsed only when read', () => {
    const stored = freshResult(structuredClone(result));
    const back = readStoredText(storedText(stored));
    expect(back.dttm).toBe(stored.dttm);
    expect(back.rowcount).toBe(2);
    expect(back.dataText).toBe(JSON.stringify(result.data));
    expect(back.result).toEqual(result);
  });

  it('stores one JSON document, the rows as its result data', () => {
    const text = storedText(freshResult(structuredClone(result)));
    expect(JSON.parse(text)).toMatchObject({ rowcount: 2, result: { ...result } });
  });

  it('writes the rows JSON into an answer as it is', () => {
    const dataText = JSON.stringify(result.data);
    expect(JSON.parse(withDataText(JSON.stringify({ a: 1 }), dataText))).toEqual({
      a: 1,
      data: result.data,
    });
    expect(JSON.parse(withDataText('{}', dataText))).toEqual({ data: result.data });
  });
});
