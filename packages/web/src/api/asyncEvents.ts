/**
 * Async query events (spec §4, GLOBAL_ASYNC_QUERIES), as Superset's asyncEvent middleware:
 * one hub per page holds a listener per job id and feeds it the job's events, from the
 * WebSocket (reconnecting every 2.5 s, up to 6 attempts, then falling back to polling) or
 * from polling GET /api/v1/async_event/ every 500 ms while a job waits. The last event id
 * is kept in local storage so that a reconnect or a new page resumes after it. An event
 * that arrives before its job's listener is retried up to 6 times, 100 ms × the attempt
 * apart, then dropped with a warning.
 */
import type { AsyncEvent as AsyncEventMessage } from '@tessera/core';

export const ASYNC_POLLING_DELAY_MS = 500;
export const WS_RECONNECT_DELAY_MS = 2500;
export const WS_MAX_RECONNECTS = 6;
export const LISTENER_MAX_RETRIES = 6;
export const LISTENER_RETRY_STEP_MS = 100;
export const LAST_EVENT_ID_KEY = 'tessera.asyncEvent.lastId';
export const WS_FALLBACK_WARNING = 'Unable to connect to WebSocket, falling back to polling';

export type AsyncTransport = 'ws' | 'polling';

/** What the hub reads of an async event (core's AsyncEvent). */
export type AsyncEvent = Pick<AsyncEventMessage, 'id' | 'job_id' | 'status' | 'result_url'> &
  Partial<Pick<AsyncEventMessage, 'channel_id' | 'errors'>>;

export type AsyncEventListener = (event: AsyncEvent) => void;

/** The smallest WebSocket the hub needs (the browser's, or a test double). */
export interface SocketLike {
  addEventListener(
    type: 'open' | 'close' | 'message',
    handler: (e: { data?: unknown }) => void,
  ): void;
  close(): void;
}

export interface AsyncEventHubDeps {
  /** GET /api/v1/async_event/ after lastId. */
  fetchEvents(lastId: string | null): Promise<AsyncEvent[]>;
  /** Opens the WebSocket at this URL. */
  openSocket(url: string): SocketLike;
  /** The WebSocket URL without the last_id query. */
  socketUrl: string;
  getLastId(): string | null;
  setLastId(id: string): void;
  warn(...args: unknown[]): void;
}

export class AsyncEventHub {
  private readonly listeners = new Map<string, AsyncEventListener>();
  private readonly retries = new Map<string, number>();
  private socket: SocketLike | null = null;
  private reconnects = 0;
  private pollTimer: ReturnType<typeof setTimeout> | null = null;
  private polling = false;
  private transportNow: AsyncTransport;

  constructor(
    private readonly deps: AsyncEventHubDeps,
    transport: AsyncTransport,
  ) {
    this.transportNow = transport;
  }

  /** The transport in use (polling after the WebSocket gave up). */
  get transport(): AsyncTransport {
    return this.transportNow;
  }

  /** Waits for the job's events; the WebSocket opens (or polling starts) on first use. */
  listen(jobId: string, listener: AsyncEventListener): void {
    this.listeners.set(jobId, listener);
    if (this.transportNow === 'ws') {
      if (!this.socket) this.connect();
    } else this.startPolling();
  }

  unlisten(jobId: string): void {
    this.listeners.delete(jobId);
  }

  /** Hands each event to its job's listener (retrying a while when there is none yet). */
  processEvents(events: AsyncEvent[]): void {
    for (const event of events) {
      const listener = this.listeners.get(event.job_id);
      if (listener) {
        this.retries.delete(event.job_id);
        listener(event);
      } else {
        const attempt = (this.retries.get(event.job_id) ?? 0) + 1;
        if (attempt <= LISTENER_MAX_RETRIES) {
          this.retries.set(event.job_id, attempt);
          setTimeout(() => this.processEvents([event]), LISTENER_RETRY_STEP_MS * attempt);
        } else {
          this.retries.delete(event.job_id);
          this.deps.warn('listener not found for job_id', event.job_id);
        }
      }
      this.deps.setLastId(event.id);
    }
  }

  /** Closes the socket and stops polling (the page is going away). */
  close(): void {
    this.transportNow = 'polling';
    this.socket?.close();
    this.socket = null;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = null;
    this.polling = false;
  }

  private connect(): void {
    const lastId = this.deps.getLastId();
    const url = lastId
      ? `${this.deps.socketUrl}?last_id=${encodeURIComponent(lastId)}`
      : this.deps.socketUrl;
    let socket: SocketLike;
    try {
      socket = this.deps.openSocket(url);
    } catch {
      this.connectFailed();
      return;
    }
    this.socket = socket;
    socket.addEventListener('open', () => {
      this.reconnects = 0;
    });
    socket.addEventListener('message', (e) => {
      try {
        this.processEvents([JSON.parse(String(e.data)) as AsyncEvent]);
      } catch (err) {
        this.deps.warn(err);
      }
    });
    socket.addEventListener('close', () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.connectFailed();
    });
  }

  private connectFailed(): void {
    if (this.transportNow !== 'ws') return;
    if (this.reconnects < WS_MAX_RECONNECTS) {
      this.reconnects += 1;
      setTimeout(() => {
        if (this.transportNow === 'ws' && !this.socket) this.connect();
      }, WS_RECONNECT_DELAY_MS);
      return;
    }
    this.deps.warn(WS_FALLBACK_WARNING);
    this.transportNow = 'polling';
    if (this.listeners.size > 0) this.startPolling();
  }

  private startPolling(): void {
    if (this.polling) return;
    this.polling = true;
    this.pollTimer = setTimeout(() => void this.poll(), 0);
  }

  private async poll(): Promise<void> {
    this.pollTimer = null;
    if (this.listeners.size > 0) {
      try {
        const events = await this.deps.fetchEvents(this.deps.getLastId());
        if (events.length) this.processEvents(events);
      } catch (err) {
        this.deps.warn(err);
      }
    }
    // Polls while a job waits (or an early event is being retried).
    if (this.listeners.size > 0 || this.retries.size > 0)
      this.pollTimer = setTimeout(() => void this.poll(), ASYNC_POLLING_DELAY_MS);
    else this.polling = false;
  }
}
