/**
 * SQL Lab (/sqllab/): restores the tabs (server or localStorage), opens what another page
 * posted to it (requestedQuery.ts) or what the address asks for, keeps async queries polled,
 * and saves tabs to localStorage when they are not kept on the server.
 */
import { useEffect, useState } from 'react';
import { App, Spin } from 'antd';
import { useDispatch, useStore } from 'react-redux';
import type { AppDispatch, AppStore } from '../store/store';
import { restoreSqlLab } from './state/tabThunks';
import { openRequested } from './state/openRequested';
import { pollQueries } from './state/queryThunks';
import { LOCAL_STORAGE_KEY, toStoredState } from './state/localStore';
import { backendPersistence } from './state/thunk';
import { openRequestFrom } from './openFromUrl';
import { takeRequestedQuery } from './requestedQuery';
import { setNotifier } from './notify';
import { EditorTabs } from './EditorTabs';

const POLL_MS = 1000;

export default function SqlLabPage() {
  const dispatch = useDispatch<AppDispatch>();
  const store = useStore() as AppStore;
  const { message } = App.useApp();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    setNotifier({
      danger: (t) => void message.error(t),
      success: (t) => void message.success(t),
      warning: (t) => void message.warning(t),
    });
  }, [message]);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      await dispatch(restoreSqlLab());
      const request =
        takeRequestedQuery() ?? openRequestFrom(window.location.pathname, window.location.search);
      if (request) {
        await dispatch(openRequested(request));
        window.history.replaceState(null, '', '/sqllab/');
      }
      if (!cancelled) setReady(true);
    })();
    return () => {
      cancelled = true;
    };
  }, [dispatch]);

  // Async queries: poll while any runs.
  useEffect(() => {
    let busy = false;
    const timer = window.setInterval(() => {
      if (busy) return;
      busy = true;
      void dispatch(pollQueries()).finally(() => (busy = false));
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [dispatch]);

  // Without backend persistence the tabs live in localStorage.
  useEffect(() => {
    if (backendPersistence() || !ready) return;
    let timer: number | undefined;
    let last = store.getState().sqlLab;
    const save = () =>
      window.localStorage.setItem(LOCAL_STORAGE_KEY, toStoredState(store.getState().sqlLab));
    // What opening the page added (a saved query's tab, a shared one) is kept at once.
    save();
    const unsubscribe = store.subscribe(() => {
      const now = store.getState().sqlLab;
      if (now === last) return;
      last = now;
      window.clearTimeout(timer);
      timer = window.setTimeout(save, 300);
    });
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [store, ready]);

  if (!ready) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  return (
    <div data-testid="sqllab" style={{ padding: '8px 16px' }}>
      <EditorTabs />
    </div>
  );
}
