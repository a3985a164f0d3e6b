import { useRoutes } from '@portal/router';
import { routes } from './routes';

/** The shell's screens for the current address: the browser (bootstrap.tsx) and the server (server.tsx) draw the same. */
export function PortalRoutes() {
  return useRoutes(routes);
}
