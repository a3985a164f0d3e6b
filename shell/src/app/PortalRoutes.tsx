import { useLayoutEffect } from 'react';
import { TAKEN_OVER_ATTRIBUTE } from '@portal/contracts/first-screen';
import { useRoutes } from '@portal/router';
import { routes } from './routes';

/** The shell's screens for the current address: the browser (bootstrap.tsx) and the server (server.tsx) draw the same. */
export function PortalRoutes() {
  // The first commit: what the server drew in the page's root is React's now (before-take-over.ts).
  useLayoutEffect(() => document.getElementById('root')?.setAttribute(TAKEN_OVER_ATTRIBUTE, ''), []);
  return useRoutes(routes);
}
