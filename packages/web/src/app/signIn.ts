/**
 * Browser sign-in: POST /login/ with the sign-in page's CSRF token sets the session cookie;
 * then the page reloads.
 */
import { localPath } from '@tessera/core';
import { ApiError, parseApiError } from '../api/apiError';
import { HOME_PATH } from './navigation';

/** Where to go after signing in: `next` when it is a path on this site, else home. */
export function afterSignInPath(next: string | null | undefined): string {
  const local = localPath(next);
  if (!local || local === '/' || local.startsWith('/login') || local.startsWith('/logout')) {
    return HOME_PATH;
  }
  return local;
}

/** The token the sign-in page carries (Superset's hidden `csrf_token` input). */
function pageCsrfToken(): string | undefined {
  const input = document.getElementById('csrf_token');
  return input instanceof HTMLInputElement && input.value ? input.value : undefined;
}

/** Signs in; resolves with the session's CSRF token, or throws ApiError with the server's message. */
export async function signIn(username: string, password: string): Promise<string> {
  const token = pageCsrfToken();
  let res: Response;
  try {
    res = await fetch('/login/', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(token && { 'X-CSRFToken': token }),
      },
      body: JSON.stringify({ username, password }),
    });
  } catch {
    throw new ApiError({ status: 0, message: 'Network error.' });
  }
  const body = (await res.json().catch(() => null)) as { result?: { csrf_token?: string } } | null;
  if (!res.ok) throw new ApiError(parseApiError(res.status, body));
  return body?.result?.csrf_token ?? '';
}
