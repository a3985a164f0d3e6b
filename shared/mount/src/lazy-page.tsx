/**
 * A remote's page in a lazy chunk that the server can preload with the pages that show it.
 *
 * The server draws a page's first screen (server.tsx), and a remote's page comes from a lazy chunk:
 * in the browser, that chunk and the shell modules it takes are asked for only once the remote's
 * router reaches the route, a third round of requests in the middle of start-up. A page made with
 * lazyPage notes its chunk group's name whenever a drawing renders it, and the server adds that
 * group's files and the shell modules it takes to the page's preloads (api/src/web/first-screen.ts,
 * which reads each group's files from the remote's chunk-groups.json and group-consumes.json).
 *
 * The name is the import's webpackChunkName (webpack needs it written in the import itself):
 *   lazyPage('admission-section', () => import(/* webpackChunkName: "admission-section" *\/ './Page'))
 * shared/mount/test/lazy-page.test.ts checks every remote's calls name the same group twice.
 */
import { lazy, type ComponentType } from 'react';

/** The chunk groups rendered by the drawing in progress; null when none is (always, in a browser). */
let drawnGroups: Set<string> | null = null;

/**
 * Starts noting the lazy pages a drawing renders (server.tsx draws one page at a time); the returned
 * function stops and answers their chunk groups.
 */
export function noteDrawnPages(): () => string[] {
  const groups = new Set<string>();
  drawnGroups = groups;
  return () => {
    if (drawnGroups === groups) drawnGroups = null;
    return [...groups].sort();
  };
}

/** React.lazy, noting the page's chunk group when a drawing renders it. */
export function lazyPage<P extends object>(chunkGroup: string, load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Page = lazy(load) as unknown as ComponentType<P>;
  function LazyPage(props: P) {
    drawnGroups?.add(chunkGroup);
    return <Page {...props} />;
  }
  LazyPage.displayName = `LazyPage(${chunkGroup})`;
  return LazyPage;
}

/**
 * lazyPage for a module's named export (`name`), shown once what it needs `alongside` has loaded too
 * (its strings, say): each remote's route table makes its pages with this.
 */
export function lazyNamedPage(
  chunkGroup: string,
  load: () => Promise<Record<string, ComponentType>>,
  name: string,
  alongside: ReadonlyArray<() => Promise<unknown>> = [],
): ComponentType {
  return lazyPage(chunkGroup, async () => {
    const [module] = await Promise.all([load(), ...alongside.map((start) => start())]);
    return { default: module[name]! };
  });
}
