/** The signed-in app: the store, the router and the shell around every page. */
import { useMemo } from 'react';
import { App as AntdApp } from 'antd';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { createStore } from '../store/store';
import { enableUsageLog } from './usageLog';
import { routes } from './routes';

export { preloadPage } from './routes';

// Only signed-in pages log usage (the server refuses anonymous events).
enableUsageLog();

export default function SignedInApp() {
  const store = useMemo(() => createStore(), []);
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <Provider store={store}>
      {/* message, modal and notification hooks (App.useApp) for every page */}
      <AntdApp>
        <RouterProvider router={router} />
      </AntdApp>
    </Provider>
  );
}
