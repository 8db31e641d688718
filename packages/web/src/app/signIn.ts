/** Browser sign-in: POST /login/ sets the session cookie; then the page reloads. */
import { ApiError, parseApiError } from '../api/apiError';
import { HOME_PATH } from './navigation';

/** Where to go after signing in: `next` when it is a local path, else home. */
export function afterSignInPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return HOME_PATH;
  }
  if (next === '/' || next.startsWith('/login') || next.startsWith('/logout')) return HOME_PATH;
  return next;
}

/** Signs in; resolves with the session's CSRF token, or throws ApiError with the server's message. */
export async function signIn(username: string, password: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch('/login/', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ username, password }),
    });
  } catch {
    throw new ApiError({ status: 0, message: 'Network error.' });
  }
  const body = (await res.json().catch(() => null)) as { result?: { csrf_token?: string } } | null;
  if (!res.ok) throw new ApiError(parseApiError(res.status, body));
  return body?.result?.csrf_token ?? '';
}
