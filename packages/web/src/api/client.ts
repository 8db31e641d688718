/**
 * The fetch wrapper every request goes through: same-origin credentials, JSON in and out,
 * the session's CSRF token on mutations, one error type for every failure, and a 401
 * sending the person to the sign-in page (then back where they were).
 */
import { ApiError, parseApiError } from './apiError';
import { redirectToLogin } from './loginRedirect';
import { risonQuery } from './rison';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CSRF_ENDPOINT = '/api/v1/security/csrf_token/';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Sent as JSON unless it is FormData. */
  body?: unknown;
  /** Rison-encoded into `?q=`. */
  q?: Record<string, unknown>;
  signal?: AbortSignal;
  /** Leave a 401 to the caller instead of redirecting to the sign-in page. */
  redirectOn401?: boolean;
}

async function fetchCsrfToken(): Promise<string> {
  const res = await fetch(CSRF_ENDPOINT, { credentials: 'same-origin' });
  const body = (await res.json().catch(() => null)) as { result?: unknown } | null;
  if (!res.ok || typeof body?.result !== 'string')
    throw new ApiError(parseApiError(res.status, body));
  return body.result;
}

/** The token the server put in the page (Superset's hidden `csrf_token` input), if any. */
function pageCsrfToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const input = document.getElementById('csrf_token');
  return input instanceof HTMLInputElement && input.value ? input.value : undefined;
}

/** The cached token: the page's to start with; after a CSRF failure, the next one fetched. */
let knownToken = pageCsrfToken();
let csrfToken: Promise<string> | undefined =
  knownToken === undefined ? undefined : Promise.resolve(knownToken);

/** The session's CSRF token: the page's, or fetched once; cached. */
export function getCsrfToken(): Promise<string> {
  csrfToken ??= fetchCsrfToken().then(
    (token) => (knownToken = token),
    (e: unknown) => {
      csrfToken = undefined;
      throw e;
    },
  );
  return csrfToken;
}

/**
 * The token when it is known already, for a request that must leave now rather than after
 * the awaits in line before it (a dashboard's chart queries, sent before React redraws).
 */
export function knownCsrfToken(): string | undefined {
  return knownToken;
}

/** Seeds the cache, e.g. with the token POST /login/ answered. */
export function setCsrfToken(token: string | undefined): void {
  knownToken = token;
  csrfToken = token === undefined ? undefined : Promise.resolve(token);
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function isCsrfFailure(status: number, body: unknown): boolean {
  const message = (body as { message?: unknown } | null)?.message;
  return status === 400 && typeof message === 'string' && message.includes('CSRF token');
}

async function send(path: string, options: RequestOptions, retried: boolean): Promise<unknown> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (options.body instanceof FormData) body = options.body;
    else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
  }
  if (!SAFE_METHODS.has(method)) headers['X-CSRFToken'] = await getCsrfToken();

  let res: Response;
  try {
    res = await fetch(`${path}${risonQuery(options.q)}`, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError({ status: 0, message: 'Network error.' });
  }
  const payload = await readBody(res);
  if (res.ok) return payload;

  if (res.status === 401 && options.redirectOn401 !== false) redirectToLogin();
  // A stale token (e.g. after signing in again in another tab): fetch a fresh one, once.
  if (!retried && !SAFE_METHODS.has(method) && isCsrfFailure(res.status, payload)) {
    setCsrfToken(undefined);
    return send(path, options, true);
  }
  throw new ApiError(parseApiError(res.status, payload));
}

/** Sends a request and returns the parsed JSON answer, or throws ApiError. */
export function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  return send(path, options, false) as Promise<T>;
}
