/** The thunk shape SQL Lab's flows use, and the persistence switch. */
import type { AppDispatch, RootState } from '../../store/store';
import { isFeatureEnabled } from '../../app/featureFlags';

export type SqlLabThunk<R = void> = (dispatch: AppDispatch, getState: () => RootState) => R;

/** Whether tabs are kept on the server (SQLLAB_BACKEND_PERSISTENCE) rather than in localStorage. */
export function backendPersistence(): boolean {
  return isFeatureEnabled('SQLLAB_BACKEND_PERSISTENCE');
}

/** A random client id of 11 characters (Superset's query client_id length). */
export function clientId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  const bytes = crypto.getRandomValues(new Uint8Array(11));
  return Array.from(bytes, (b) => alphabet[b & 63]).join('');
}
