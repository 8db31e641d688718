/** A small HTTP client for tests: JSON calls with a Bearer token or a browser-like cookie session. */
export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any
  base: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string>; cookie?: string } = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.body !== undefined) headers['content-type'] ??= 'application/json';
  const res = await fetch(base + path, {
    method,
    headers,
    body:
      opts.body === undefined
        ? undefined
        : typeof opts.body === 'string'
          ? opts.body
          : JSON.stringify(opts.body),
    redirect: 'manual',
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: res.status, body: body as T, headers: res.headers };
}

export async function login(base: string, username: string, password: string): Promise<string> {
  const r = await call<{ access_token: string }>(base, 'POST', '/api/v1/security/login', {
    body: { username, password, provider: 'db', refresh: true },
  });
  if (r.status !== 200)
    throw new Error(`login as ${username} failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.access_token;
}

/** Signs in like the browser does; returns the session cookie and its CSRF token. */
export async function browserLogin(base: string, username: string, password: string) {
  const r = await call<{ result: { csrf_token: string } }>(base, 'POST', '/login/', {
    body: { username, password },
  });
  if (r.status !== 200) throw new Error(`browser login failed: ${r.status}`);
  const setCookie = r.headers.get('set-cookie') ?? '';
  const cookie = setCookie.split(';', 1)[0];
  return { cookie, csrf: r.body.result.csrf_token, setCookie };
}
