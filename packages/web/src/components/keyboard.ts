/** Keyboard use of elements that act as buttons without being <button>s. */
import type { KeyboardEvent } from 'react';

/** Runs `act` on Enter or Space, as a button would (Space without scrolling the page). */
export function onEnterOrSpace(e: KeyboardEvent, act: () => void): void {
  if (e.key !== 'Enter' && e.key !== ' ') return;
  e.preventDefault();
  act();
}
