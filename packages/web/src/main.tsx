/**
 * Entry point. The sign-in page is a page of its own; every other page is the signed-in
 * app. Each loads as its own chunk, so the sign-in page carries no admin code.
 */
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { getBootstrapUser } from './app/bootstrap';
import { PageSpinner } from './components/PageSpinner';
import { ThemeProvider } from './app/ThemeProvider';
import { redirectToLogin } from './api/loginRedirect';
import { afterSignInPath } from './app/signIn';

const LoginPage = lazy(() => import('./app/LoginPage'));
const SignedInApp = lazy(() => import('./app/SignedInApp'));

function Root() {
  const onLoginPage = /^\/login\/?$/.test(window.location.pathname);
  const user = getBootstrapUser();
  if (onLoginPage && !user.isAnonymous) {
    window.location.replace(
      afterSignInPath(new URLSearchParams(window.location.search).get('next')),
    );
    return null;
  }
  if (!onLoginPage && user.isAnonymous) {
    redirectToLogin();
    return null;
  }
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
