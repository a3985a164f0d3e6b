import React, { startTransition, type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import { BrowserRouter, useSameUrlReloadKey } from '@portal/router';
import singleSpaReact from 'single-spa-react';
import { uiText } from '@portal/ui/text';

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

/**
 * React DOM as single-spa-react sees it, except that a root renders as a transition: in slices that
 * yield to the browser between them, so mounting a remote never blocks a phone's main thread in one
 * long task (the shell renders its own first screen the same way).
 */
const ReactDOMRenderingInSlices: typeof ReactDOMClient = {
  ...ReactDOMClient,
  createRoot(container, options) {
    const root = ReactDOMClient.createRoot(container, options);
    return { render: (children) => startTransition(() => root.render(children)), unmount: () => root.unmount() };
  },
};

/**
 * single-spa lifecycles for a remote: its own router uses the shell's prefix as basename, and a
 * crash inside the remote stays inside its panel. Links to other apps are plain URLs.
 */
export function createRemoteLifecycles(Root: ComponentType, options: { namespaces?: ReadonlyArray<{ load(): Promise<void> }> } = {}) {
  function ReloadableRoot() {
    return <Root key={useSameUrlReloadKey()} />;
  }
  function RemoteRoot({ basename }: RemoteProps) {
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
  return {
    ...lifecycles,
    bootstrap: async (props: object) => {
      await Promise.all(namespaces.map((namespace) => namespace.load()));
      return lifecycles.bootstrap(props as never);
    },
  };
}
