/** JSON calls to Tessera's API with a bearer token, for setting up and checking browser tests. */
import rison from 'rison';

export interface ApiClient {
  get<T = unknown>(path: string, q?: unknown): Promise<T>;
  send<T = unknown>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T>;
}

export function apiClient(url: string, token: string): ApiClient {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }
  return {
    get: (path, q) =>
      call('GET', q === undefined ? path : `${path}?q=${encodeURIComponent(rison.encode(q))}`),
    send: (method, path, body) => call(method, path, body),
  };
}
