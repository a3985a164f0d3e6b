/**
 * Draws a page's first screen on the server, so a phone shows it as soon as the page and its
 * stylesheet arrive, before any script has run (issue 14: Lighthouse's largest contentful paint). Each
 * deploy of each app carries its own server module (dist/<version>/server/render.js, written by
 * shared/federation/src/server-config.js): the remote that owns the page draws its screen, the shell
 * draws the frame around it, and the browser hydrates both (shell/src/bootstrap.tsx,
 * shared/mount/src/lifecycles.tsx). A deploy is immutable, so its module is loaded once.
 *
 * Drawing is an improvement, never a condition: a module that is missing, fails or is slow leaves the
 * page as it was before (the browser draws it), and the failure is logged.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { remoteForPage, type FirstScreenData } from '@portal/contracts/first-screen';
import { appOfFederationName, Deployments, PORTAL_APPS, type PortalApp } from './deployments';

/** The folder of a deploy that holds its server module: never served to browsers (plugin.ts). */
export const SERVER_FOLDER = 'server';
const SERVER_MODULE = path.join(SERVER_FOLDER, 'render.js');

interface PageToDraw {
  url: string;
  page: FirstScreenData;
}

/** shell/src/server.tsx */
interface ShellServerModule {
  draw(page: PageToDraw & { remote: { key: string; html: string; title: string | null } | null }): Promise<{ html: string; title: string | null; notFound?: boolean } | string>;
}

/** shared/mount/src/server.tsx (createRemoteServerRenderer); a deploy built before lazy pages were noted answers the HTML alone. */
interface RemoteServerModule {
  draw(page: PageToDraw & { expose: string; basename: string }): Promise<{ html: string; chunkGroups: string[]; title?: string | null } | string | null>;
}

/** The page's root as drawn, and the remote's lazy chunk groups it rendered (its files are preloaded with the page). */
export interface DrawnPage {
  html: string;
  remoteChunkGroups: string[];
  /** The screen's tab title in the page's language (shared/ui/src/document-title.tsx), when the drawing named one. */
  title: string | null;
  /** The shell drew its not-found screen: no page of the portal's is at this address. */
  notFound: boolean;
}

export class ServerDrawing {
  private readonly modules = new Map<string, unknown>();

  constructor(
    private readonly deployments: Deployments,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The page's root for this address, or null when the browser is to draw it. */
  async draw(shellVersion: string, url: string, page: FirstScreenData): Promise<DrawnPage | null> {
    const shell = this.module<ShellServerModule>('shell', shellVersion);
    if (!shell) return null;
    const remote = await this.drawRemote(url, page);
    const drawn = await this.attempt('shell', () => shell.draw({ url, page, remote: remote && { key: remote.key, html: remote.html, title: remote.title } }));
    if (drawn === null) return null;
    // A deploy built before drawn titles answers the HTML alone.
    const { html, title, notFound = false } = typeof drawn === 'string' ? { html: drawn, title: null } : drawn;
    return { html, title, notFound, remoteChunkGroups: remote?.chunkGroups ?? [] };
  }

  /** The screen of the remote that owns the page, drawn by the remote's live deploy. */
  private async drawRemote(url: string, page: FirstScreenData): Promise<{ key: string; html: string; chunkGroups: string[]; title: string | null } | null> {
    const target = remoteForPage(url.split('?')[0]!);
    const app = target && appOfFederationName(target.remote);
    const deploy = app ? await this.deployments.current(app) : null;
    const module = app && deploy ? this.module<RemoteServerModule>(app, deploy.version) : null;
    if (!target || !app || !module) return null;
    const drawn = await this.attempt(app, () => module.draw({ url, page, expose: target.expose, basename: target.basename }));
    if (!drawn) return null;
    const { html, chunkGroups, title = null } = typeof drawn === 'string' ? { html: drawn, chunkGroups: [] } : drawn;
    return { key: `${target.remote}/${target.expose}`, html, chunkGroups, title };
  }

  private async attempt<T>(app: PortalApp, draw: () => Promise<T | null>): Promise<T | null> {
    try {
      return await draw();
    } catch (error) {
      // Too busy (shared/mount/src/server.tsx, TOO_BUSY_TO_DRAW) is expected under a burst, not a fault.
      const busy = error instanceof Error && error.name === 'TooBusyToDraw';
      this.log[busy ? 'debug' : 'warn']({ app, reason: error instanceof Error ? error.message : String(error) }, 'server drawing skipped; the browser draws the page');
      return null;
    }
  }

  /**
   * Loads the server modules of every app's live deploy. Loading one is a few megabytes of script
   * evaluated at once, which holds the event loop for a moment (longer on a busy machine): done before
   * the server takes requests, the first applicants are not answered "very busy" by the load shedding
   * (security-headers.ts) while a module loads. A deploy made later loads with its first page.
   */
  async loadLiveModules(): Promise<void> {
    for (const app of PORTAL_APPS) {
      const deploy = await this.deployments.current(app);
      if (deploy) this.module(app, deploy.version);
    }
  }

  /** A deploy's server module, or null when the deploy has none (built before server drawing). */
  private module<T>(app: PortalApp, version: string): T | null {
    const file = path.join(this.deployments.distDir(app), version, SERVER_MODULE);
    if (!this.modules.has(file)) {
      let loaded: unknown = null;
      try {
        loaded = createRequire(file)(file);
      } catch (error) {
        const missing = (error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND';
        if (!missing) this.log.warn({ app, version, reason: (error as Error).message }, 'server module could not be loaded');
      }
      this.modules.set(file, loaded);
    }
    return this.modules.get(file) as T | null;
  }
}
