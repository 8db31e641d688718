/**
 * A typed control's change, sent once the typing pauses. A change still waiting when the
 * control goes away (its tab is left, the page closes) is sent then rather than lost.
 */
import { useCallback, useEffect, useRef } from 'react';

export function useDebouncedChange(delayMs: number): (send: () => void) => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      const send = pending.current;
      pending.current = null;
      send?.();
    },
    [],
  );
  return useCallback(
    (send: () => void) => {
      clearTimeout(timer.current);
      pending.current = send;
      timer.current = setTimeout(() => {
        pending.current = null;
        send();
      }, delayMs);
    },
    [delayMs],
  );
}
