/**
 * The frame of every signed-in page: top navigation, the page, and an error boundary. A
 * standalone page (`?standalone=1`, an embedded chart) has no navigation and fills the window.
 */
import { Suspense, useEffect } from 'react';
import { Layout, theme } from 'antd';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { PageSpinner } from '../components/PageSpinner';
import { isStandaloneMode } from './standaloneMode';
import { TopNav } from './TopNav';
import { logEvent } from './usageLog';

export function AppShell() {
  const location = useLocation();
  const { token } = theme.useToken();
  const standalone = isStandaloneMode(location.search);

  useEffect(() => {
    logEvent('spa_navigation', { path: location.pathname });
  }, [location.pathname]);

  return (
    <Layout style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      {!standalone && <TopNav />}
      <Layout.Content
        style={
          standalone
            ? { padding: 0, width: '100%' }
            : { padding: '24px 32px', maxWidth: 1440, width: '100%', margin: '0 auto' }
        }
      >
        <ErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Layout.Content>
    </Layout>
  );
}
