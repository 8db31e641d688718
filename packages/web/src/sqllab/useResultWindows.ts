/**
 * The rows of a result larger than the rows at hand, read from the server in row windows
 * (ResultWindows) as the grid scrolls: the windows the shown rows fall in are fetched once
 * each, and the grid re-renders as each one comes.
 */
import { useEffect, useMemo, useReducer } from 'react';
import { useDispatch } from 'react-redux';
import type { AppDispatch } from '../store/store';
import { sqlLabApi } from '../api/sqlLabApi';
import { ResultWindows, type Row } from './resultWindows';

export function useResultWindows({
  rows,
  total,
  resultsKey,
  windowed,
  first,
  last,
}: {
  /** The rows the run returned: the first window. */
  rows: Row[];
  total: number;
  resultsKey: string | null | undefined;
  /** The result is read in windows (else it is held whole). */
  windowed: boolean;
  /** The first and last row shown. */
  first: number;
  last: number;
}): ResultWindows {
  const dispatch = useDispatch<AppDispatch>();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const cache = useMemo(() => {
    const c = new ResultWindows(total);
    c.seed(0, rows);
    return c;
  }, [rows, total]);

  useEffect(() => {
    if (!windowed || !resultsKey) return;
    cache.touch(first, last);
    for (const w of cache.missing(first, last)) {
      cache.markPending(w);
      const { offset, limit } = cache.range(w);
      dispatch(
        sqlLabApi.endpoints.resultsWindow.initiate(
          { key: resultsKey, offset, limit },
          { subscribe: false },
        ),
      )
        .unwrap()
        .then(
          (payload) => {
            cache.store(w, payload.data);
            rerender();
          },
          () => cache.release(w),
        );
    }
  }, [windowed, resultsKey, cache, first, last, dispatch]);

  return cache;
}
