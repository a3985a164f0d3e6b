import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@portal/router';
import { loginUrlFor } from '@portal/contracts/systems';
import { readLoginContext } from '@portal/http/login-context';
import { useSession } from '@portal/http/session';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { shellText } from '../text';

/**
 * Guards /applicant and everything under it. It re-runs on load and on every navigation into or
 * within the area (activation and child activation); the server's 401 covers sessions that end
 * between navigations. An unauthenticated visit goes to the right login variant, remembering where
 * the applicant was going.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useSession((state) => state.status);
  const location = useLocation();
  const text = shellText.useText();
  if (status === 'authenticated') return <>{children}</>;
  // A page from the service worker's copy learns the session just after its first screen.
  if (status === 'unknown') return <LoadingSpinner label={text('loading.wait')} />;
  // Drawn on the server (shell/src/server.tsx) for someone not signed in: the browser sends them on.
  if (typeof window === 'undefined') return null;
  const context = readLoginContext();
  const login = new URL(loginUrlFor(context?.system, context?.subCategory), window.location.origin);
  login.searchParams.set('returnTo', `${location.pathname}${location.search}`);
  return <Navigate to={`${login.pathname}${login.search}`} replace />;
}
