/** A value that follows another after it has stayed unchanged for `ms` (search boxes). */
import { useEffect, useState } from 'react';

/** Superset's SLOW_DEBOUNCE: list searches wait this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

export function useDebounced<T>(value: T, ms: number = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}
