import type { StoreApi } from 'zustand';

/**
 * For a store whose state the page itself carries (the session, the system settings). React reads a
 * store's "server snapshot" while the server draws a page and while the browser hydrates it, and
 * zustand answers with the store's initial state. Here the page's state is known before either: the
 * server installs it while it draws the page (shared/mount/src/server.tsx), the browser takes it from
 * the page before it hydrates (shell/src/app/startup.ts). So the snapshot is the current state, and
 * both draw the same screen. Returns what puts the store back to where it started (the server, after
 * each page it draws).
 */
export function carriedByThePage<T>(store: StoreApi<T>): () => void {
  const starting = store.getState();
  store.getInitialState = () => store.getState();
  return () => store.setState(starting, true);
}
