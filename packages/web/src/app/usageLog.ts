/**
 * The browser side of the usage log: one queue per page, sent with navigator.sendBeacon
 * (FormData field `events`) when the browser offers it, else a JSON POST. Flushed early
 * when the page is hidden, so closing a tab loses nothing.
 */
import type { LogEvent } from '@tessera/core';
import { UsageLogQueue, type LogSender } from './logQueue';

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID().replace(/-/g, '').slice(0, 16)
    : Math.random().toString(36).slice(2, 18);
}

/** One per page load, as Superset's impression_id. */
export const IMPRESSION_ID = randomId();

export const beaconSender: LogSender = (endpoint, events) => {
  const payload = JSON.stringify(events);
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    const form = new FormData();
    form.append('events', payload);
    if (navigator.sendBeacon(endpoint, form)) return;
  }
  // No beacon (or the browser refused it): a plain POST; the log route needs no CSRF token.
  void fetch(endpoint, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ events }),
  }).catch(() => undefined);
};

const queue = new UsageLogQueue({ send: beaconSender });
let enabled = false;

/** Starts logging (signed-in pages only: the server refuses anonymous events). */
export function enableUsageLog(): void {
  if (enabled) return;
  enabled = true;
  const flush = () => queue.flush();
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

/** Queues one usage event with Superset's common fields. */
export function logEvent(
  eventName: string,
  fields: Omit<LogEvent, 'event_name'> = {},
  eventType: 'user' | 'timing' = 'user',
): void {
  if (!enabled) return;
  queue.log({
    source: 'spa',
    impression_id: IMPRESSION_ID,
    version: 'v2',
    event_id: randomId(),
    event_type: eventType,
    visibility: document.visibilityState,
    ...fields,
    event_name: eventName,
  });
}
