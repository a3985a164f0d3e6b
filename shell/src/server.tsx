/**
 * The shell's server module (built by shared/federation/src/server-config.js into
 * dist/<version>/server/render.js): draws a page's frame and the shell's own screen, with the remote's
 * screen, drawn by the remote's own server module, inside its element (api/src/web/server-drawing.ts).
 * The browser then hydrates the same tree (bootstrap.tsx).
 */
import { StrictMode } from 'react';
import type { SystemSettings } from '@portal/contracts/api';
import type { FirstScreenData } from '@portal/contracts/first-screen';
import { drawOnServer, type PageToDraw } from '@portal/mount/server';
import { matchRoutes, StaticRouter } from '@portal/router/server';
import { PortalRoutes } from './app/PortalRoutes';
import { NOT_FOUND_ROUTE, routes } from './app/routes';
import { forgetDrawnSettings, portalStore } from './app/startup';
import { ServerDrawnRemoteContext, type ServerDrawnRemote } from './federation/server-drawn-remote';

export interface ShellPageToDraw extends PageToDraw {
  /** The remote's screen for this page, when its server module drew one. */
  remote: ServerDrawnRemote | null;
}

const SETTINGS_PATH = '/api/system/settings';

/** The page's root as drawn, and its tab title: the remote's screen's when a remote drew one, else the shell's screen's. */
export interface DrawnShellPage {
  html: string;
  title: string | null;
  /** No screen of the portal's is at this address: the server answers the drawn not-found screen with 404. */
  notFound: boolean;
}

/** Whether the address falls through to the shell's not-found screen (a remote's own addresses are the remote's). */
function isUnknownAddress(url: string): boolean {
  const matches = matchRoutes(routes, url.split('?')[0]!);
  return matches?.at(-1)?.route === NOT_FOUND_ROUTE;
}

export async function draw({ url, page, remote }: ShellPageToDraw): Promise<DrawnShellPage> {
  let title: string | null = null;
  const html = await drawOnServer(
    page,
    () => (
      <StrictMode>
        <ServerDrawnRemoteContext.Provider value={remote}>
          <StaticRouter location={url}>
            <PortalRoutes />
          </StaticRouter>
        </ServerDrawnRemoteContext.Provider>
      </StrictMode>
    ),
    {
      install: (drawn: FirstScreenData) => portalStore.setState({ settings: (drawn.answers[SETTINGS_PATH] as SystemSettings | undefined) ?? null }),
      forget: forgetDrawnSettings,
      titled: (drawn) => void (title = drawn),
    },
  );
  return { html, title: remote?.title || title, notFound: isUnknownAddress(url) };
}
