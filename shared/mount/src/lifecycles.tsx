import React, { startTransition, useLayoutEffect, type ComponentType } from 'react';
import ReactDOMClient, { type Root as ReactRoot } from 'react-dom/client';
import { SERVER_DRAWN_ATTRIBUTE, TAKEN_OVER_ATTRIBUTE } from '@portal/contracts/first-screen';
import { BrowserRouter, useSameUrlReloadKey } from '@portal/router';
import singleSpaReact from 'single-spa-react';
import { uiText } from '@portal/ui/text';
import { reportHydrationMismatch } from './hydration';

/** Props the shell passes to every remote when it mounts it as a parcel. */
export interface RemoteProps {
  /** The route prefix the shell mounted this remote under, e.g. /applicant/admission. */
  basename: string;
}

function RemoteCrashed({ error }: { error: Error }) {
  const text = uiText.useText();
  return (
    <div className="pt-error-panel" role="alert">
      <h2 className="pt-heading-m">{text('errors.remoteCrashed')}</h2>
      <p className="pt-body">{text('errors.remoteCrashedBody', { detail: error.message })}</p>
    </div>
  );
}

/** What the server's copy of a remote draws (shared/mount/src/server.tsx): its root below the router. */
export interface ServerDrawing {
  Root: ComponentType;
}

/**
 * A root for an element the server drew the remote's first screen into (the shell marks it): the
 * first render hydrates that content in place (the applicant sees no redraw, and what they typed
 * meanwhile stays); every later one renders as usual.
 */
function hydratingRoot(container: Element): ReactRoot {
  let root: ReactRoot | null = null;
  return {
    render(children) {
      startTransition(() => {
        if (root) root.render(children);
        else root = ReactDOMClient.hydrateRoot(container, children, { onRecoverableError: reportHydrationMismatch });
      });
    },
    unmount: () => root?.unmount(),
  };
}

/**
 * React DOM as single-spa-react sees it, except that a root renders as a transition: in slices that
 * yield to the browser between them, so mounting a remote never blocks a phone's main thread in one
 * long task (the shell renders its own first screen the same way).
 */
const ReactDOMRenderingInSlices: typeof ReactDOMClient = {
  ...ReactDOMClient,
  createRoot(container, options) {
    if (container instanceof Element && container.hasAttribute(SERVER_DRAWN_ATTRIBUTE)) return hydratingRoot(container);
    const root = ReactDOMClient.createRoot(container, options);
    return { render: (children) => startTransition(() => root.render(children)), unmount: () => root.unmount() };
  },
};

/**
 * single-spa lifecycles for a remote: its own router uses the shell's prefix as basename, and a
 * crash inside the remote stays inside its panel. Links to other apps are plain URLs. An exposed
 * module also exports `serverDrawing`: what the remote's server build draws (server.tsx).
 */
export function createRemoteLifecycles(Root: ComponentType, options: { namespaces?: ReadonlyArray<{ load(): Promise<void> }> } = {}) {
  function ReloadableRoot() {
    return <Root key={useSameUrlReloadKey()} />;
  }
  function RemoteRoot({ basename, domElement }: RemoteProps & { domElement?: HTMLElement }) {
    // The first commit: what the server drew here is React's now (shell/src/before-take-over.ts).
    // The server's mark goes only then, not when hydration starts: hydration runs in slices, and
    // a part neither marked as the server's nor taken over would count as taken over, letting a held
    // press (the language switch) change the words under React's hydration. A later mount of the
    // remote within the page finds no mark and draws afresh.
    useLayoutEffect(() => {
      domElement?.removeAttribute(SERVER_DRAWN_ATTRIBUTE);
      domElement?.setAttribute(TAKEN_OVER_ATTRIBUTE, '');
    }, [domElement]);
    return (
      <BrowserRouter basename={basename}>
        <ReloadableRoot />
      </BrowserRouter>
    );
  }
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: ReactDOMRenderingInSlices,
    rootComponent: RemoteRoot,
    errorBoundary: (error: Error) => <RemoteCrashed error={error} />,
  });
  // The remote's strings (in the page's current language) arrive before its first render.
  const namespaces = options.namespaces ?? [];
  const serverDrawing: ServerDrawing = { Root: ReloadableRoot };
  return {
    ...lifecycles,
    serverDrawing,
    bootstrap: async (props: object) => {
      await Promise.all(namespaces.map((namespace) => namespace.load()));
      return lifecycles.bootstrap(props as never);
    },
  };
}
