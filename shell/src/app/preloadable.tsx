import { use, type ComponentType, type ReactNode } from 'react';

/** A lazily loaded component that start-up can load ahead of the first render. */
export interface Preloadable<P> {
  (props: P): ReactNode;
  preload(): Promise<unknown>;
}

/**
 * Like React.lazy, but once its module has arrived it draws at once, without suspending. Start-up
 * loads the parts the page's route draws before it hydrates what the server drew (bootstrap.tsx), so
 * the whole screen is taken over in one pass: no part stays the server's while the applicant already
 * uses the rest (a language switch there would draw that part again from scratch).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download is tried again by the next render, not remembered.
        loading = null;
        throw error;
      },
    ));
  function PreloadableComponent(props: P) {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  return Object.assign(PreloadableComponent, { preload });
}
