/**
 * Entry point. The sign-in page is a page of its own; every other page is the signed-in
 * app. Each loads as its own chunk, so the sign-in page carries no admin code. The page's
 * code (the app, then the page the path names) loads before React first renders it, so that
 * no lazy level suspends on the way; explore and the dashboard also start their data at once.
 */
import './app/zodWithoutEval';
import { StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { getBootstrapData, getBootstrapUser } from './app/bootstrap';
import { configureAsyncEvents } from './api/chartData';
import { PageSpinner } from './components/PageSpinner';
import { preloadable } from './components/preloadable';
import { ThemeProvider } from './app/ThemeProvider';
import { redirectToLogin } from './api/loginRedirect';
import { afterSignInPath } from './app/signIn';
import { prefetchExplore } from './explore/prefetch';
import { prefetchDashboard } from './dashboard/prefetch';

const LoginPage = preloadable(() => import('./app/LoginPage'));
const SignedInApp = preloadable(() => import('./app/SignedInApp'));

// How async chart results arrive (the page's conf: polling or the WebSocket), handed to the
// data layer before any chart data request leaves.
configureAsyncEvents(getBootstrapData().common.conf);

const onLoginPage = /^\/login\/?$/.test(window.location.pathname);
const signedIn = !getBootstrapUser().isAnonymous;

/** The code of what this load shows; a failure is left to the lazy render to report. */
function preloadThisPage(): Promise<unknown> {
  if (onLoginPage) return signedIn ? Promise.resolve() : LoginPage.preload();
  if (!signedIn) return Promise.resolve();
  prefetchExplore(window.location.pathname, window.location.search);
  prefetchDashboard(window.location.pathname, window.location.search, window.location.hash);
  return SignedInApp.preload().then((app) => app.preloadPage(window.location.pathname));
}
const pageCode = preloadThisPage().catch(() => undefined);

function Root() {
  const [codeLoaded, setCodeLoaded] = useState(false);
  useEffect(() => {
    void pageCode.then(() => setCodeLoaded(true));
  }, []);
  if (onLoginPage && signedIn) {
    window.location.replace(
      afterSignInPath(new URLSearchParams(window.location.search).get('next')),
    );
    return null;
  }
  if (!onLoginPage && !signedIn) {
    redirectToLogin();
    return null;
  }
  if (!codeLoaded) return <PageSpinner />;
  return (
    <Suspense fallback={<PageSpinner />}>{onLoginPage ? <LoginPage /> : <SignedInApp />}</Suspense>
  );
}

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <ThemeProvider>
      <Root />
    </ThemeProvider>
  </StrictMode>,
);
