import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** The apps the portal serves; each deploys alone into <app>/dist/<version> with <app>/dist/current.json naming the live one. */
export const PORTAL_APPS = ['shell', 'mfe-public', 'mfe-admission', 'mfe-scholarship', 'mfe-financial-aid', 'mfe-payment'] as const;
export type PortalApp = (typeof PORTAL_APPS)[number];

export interface CurrentDeploy {
  name: string;
  version: string;
}

const federationName = (app: string) => app.replace(/[^a-zA-Z0-9_]/g, '_');

/**
 * Reads each app's current.json, re-reading only when the file changed, so a redeploy of one
 * remote is picked up by the next request without restarting the server.
 */
export class Deployments {
  private cache = new Map<string, { mtimeMs: number; deploy: CurrentDeploy }>();

  constructor(private readonly root: string) {}

  distDir(app: PortalApp): string {
    return path.join(this.root, app, 'dist');
  }

  async current(app: PortalApp): Promise<CurrentDeploy | null> {
    const file = path.join(this.distDir(app), 'current.json');
    try {
      const { mtimeMs } = await stat(file);
      const cached = this.cache.get(app);
      if (cached && cached.mtimeMs === mtimeMs) return cached.deploy;
      const deploy = JSON.parse(await readFile(file, 'utf8')) as CurrentDeploy;
      this.cache.set(app, { mtimeMs, deploy });
      return deploy;
    } catch {
      return null;
    }
  }

  /** The document the shell reads at start and on every navigation: where each remote lives now, and every version. */
  async remotesDocument() {
    const shell = await this.current('shell');
    const remotes = [];
    for (const app of PORTAL_APPS) {
      if (app === 'shell') continue;
      const deploy = await this.current(app);
      if (deploy) remotes.push({ name: federationName(app), entry: `/apps/${app}/${deploy.version}/mf-manifest.json`, version: deploy.version });
    }
    return { shell: { version: shell?.version ?? 'unbuilt' }, remotes };
  }
}
