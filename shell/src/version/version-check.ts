import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { fetchDeployment, type Deployment } from '../federation/remotes';

/**
 * Compares what is deployed now with what this page started with. Any difference — the shell or
 * any remote — means a new version is ready and the user is asked to refresh.
 */
export const versionStore = createStore<{ running: Deployment | null; newVersionReady: boolean }>()(() => ({
  running: null,
  newVersionReady: false,
}));

export const useNewVersionReady = () => useStore(versionStore, (state) => state.newVersionReady);

export function fingerprint(deployment: Deployment): string {
  const remotes = [...deployment.remotes].sort((a, b) => a.name.localeCompare(b.name)).map((r) => `${r.name}@${r.version}`);
  return [`shell@${deployment.shell.version}`, ...remotes].join(',');
}

export function startedWith(deployment: Deployment): void {
  // If the page itself is older than what is deployed (e.g. an index.html from the cache), say so at once.
  const running = { ...deployment, shell: { version: __APP_VERSION__ } };
  versionStore.setState({ running, newVersionReady: running.shell.version !== deployment.shell.version });
}

let inFlight: Promise<void> | null = null;

/** Called on every navigation start; concurrent calls share one request. Failures are ignored (offline is not a new version). */
export function checkForNewVersion(): Promise<void> {
  inFlight ??= fetchDeployment()
    .then((deployed) => {
      const { running } = versionStore.getState();
      if (running && fingerprint(deployed) !== fingerprint(running)) versionStore.setState({ newVersionReady: true });
    })
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
