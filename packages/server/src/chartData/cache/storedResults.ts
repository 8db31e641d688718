/**
 * A query's result as the results cache keeps it: one JSON document
 * `{"rows_at": "<offset>", dttm, rowcount, result: {..., data}}` whose rows come last, at
 * the offset its first member gives. The rows are serialised once, when the result is
 * stored, and a JSON answer carries that text as it is (formats/resultItems.ts); read back,
 * only the part before the rows is parsed, and the rows only when something reads them (a
 * file export, `post_processed`, the legacy payload, a layer of another chart).
 */
import type { QueryRunResult } from '../execution/queryExecution.js';

/** A query's result and when it was made. */
export interface StoredResult {
  dttm: string;
  /** The result; its `data` is parsed from `dataText` on first read when it came from text. */
  result: QueryRunResult;
  rowcount: number;
  /** The rows' JSON, when the result was stored or read from the cache. */
  dataText: string | null;
}

/** `target.data`, parsed from `text` on first read. */
export function lazyData<T extends object>(target: T, text: string): T {
  let parsed: unknown;
  Object.defineProperty(target, 'data', {
    enumerable: true,
    configurable: true,
    get: () => (parsed ??= JSON.parse(text)),
    set: (value: unknown) => {
      parsed = value;
    },
  });
  return target;
}

/** A fresh result, not (yet) stored. */
export function freshResult(result: QueryRunResult): StoredResult {
  return {
    dttm: new Date().toISOString().slice(0, 19),
    result,
    rowcount: result.data.length,
    dataText: null,
  };
}

/** `{"rows_at":"` then the rows' offset in ten digits: the start of every stored text. */
const OFFSET_AT = '{"rows_at":"'.length;
const OFFSET_DIGITS = 10;

/** The cache text of a result; its rows' JSON is kept on it for the answer. */
export function storedText(stored: StoredResult): string {
  const { data, ...rest } = stored.result;
  stored.dataText ??= JSON.stringify(data);
  const meta = JSON.stringify({
    rows_at: '0'.repeat(OFFSET_DIGITS),
    dttm: stored.dttm,
    rowcount: stored.rowcount,
    result: rest,
  });
  // `...,"result":{...}}` -> `...,"result":{...,"data":<rows>}}`
  const head = `${meta.slice(0, -2)},"data":`;
  const offset = String(head.length).padStart(OFFSET_DIGITS, '0');
  return `${head.slice(0, OFFSET_AT)}${offset}${head.slice(OFFSET_AT + OFFSET_DIGITS)}${stored.dataText}}}`;
}

/** A result read from the cache text (its rows left as text until read). */
export function readStoredText(text: string): StoredResult {
  const at = Number(text.slice(OFFSET_AT, OFFSET_AT + OFFSET_DIGITS));
  const meta = JSON.parse(`${text.slice(0, at)}null}}`) as Omit<StoredResult, 'dataText'>;
  const dataText = text.slice(at, -2);
  return {
    dttm: meta.dttm,
    rowcount: meta.rowcount,
    result: lazyData(meta.result, dataText),
    dataText,
  };
}

/** An object's JSON text with `"data": <dataText>` added last, the rows' JSON as it is. */
export function withDataText(restText: string, dataText: string): string {
  return restText === '{}'
    ? `{"data":${dataText}}`
    : `${restText.slice(0, -1)},"data":${dataText}}`;
}
