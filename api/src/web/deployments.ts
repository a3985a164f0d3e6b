import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/** The apps the portal serves; each deploys alone into <app>/dist/<version> with <app>/dist/current.json naming the live one. */
export const PORTAL_APPS = ['shell', 'mfe-public', 'mfe-admission', 'mfe-scholarship', 'mfe-financial-aid', 'mfe-payment'] as const;
export type PortalApp = (typeof PORTAL_APPS)[number];

export interface CurrentDeploy {
  name: string;
  version: string;
}

/** The federation name of an app: mfe-admission → mfe_admission. */
export const federationName = (app: string) => app.replace(/[^a-zA-Z0-9_]/g, '_');

/** The app of a federation name (mfe_admission → mfe-admission), or undefined. */
export const appOfFederationName = (remote: string): PortalApp | undefined => PORTAL_APPS.find((app) => federationName(app) === remote);

/** What portal-build names a version: a source hash or APP_VERSION. Never '.', '..' or a hidden name. */
const VERSION_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** A file inside a deploy: plain names separated by single slashes, none of them '.', '..' or hidden. */
const FILE_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

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

  /**
   * The real path of a file inside one deployed version of an app, or null when there is no such
   * file there. Only deployed versions are served, and a path never leads out of its deploy folder:
   * no '..' or hidden segments, and symbolic links that point elsewhere are refused too.
   */
  async deployedFile(app: PortalApp, version: string, file: string): Promise<string | null> {
    if (!VERSION_NAME.test(version) || version.includes('..')) return null;
    const segments = file.split('/');
    if (segments.length === 0 || !segments.every((segment) => FILE_SEGMENT.test(segment))) return null;
    try {
      const versionDir = await realpath(path.join(this.distDir(app), version));
      if (path.dirname(versionDir) !== (await realpath(this.distDir(app)))) return null;
      const target = await realpath(path.join(versionDir, ...segments));
      if (!target.startsWith(versionDir + path.sep)) return null;
      return (await stat(target)).isFile() ? target : null;
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
