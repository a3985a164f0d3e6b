import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type LifeCycles } from 'single-spa';
import { REMOTE_ROOT_ATTRIBUTE, SERVER_DRAWN_ATTRIBUTE } from '@portal/contracts/first-screen';
import { loadingStore } from '@portal/http/loading';
import type { RemoteProps } from '@portal/mount/lifecycles';
import { ErrorPanel } from '@portal/ui/ErrorPanel';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { shellText, type ShellTextKey } from '../text';
import { loadRemoteLifecycles } from './remotes';
import { useServerDrawnRemote } from './server-drawn-remote';

type Outcome = { status: 'ready'; app: LifeCycles } | { status: 'error' };

interface Props {
  /** Federation name, e.g. mfe_admission. */
  remote: string;
  /** The exposed module, e.g. app. */
  expose?: string;
  /** The route prefix the remote's router uses as basename. */
  basename: string;
  /** What this part of the portal is (a shell text key), for the loading and error messages. */
  label: ShellTextKey;
}

/**
 * Mounts one remote app as a single-spa parcel under a route prefix, into an element of the shell's.
 * On a page's first screen that element may already hold the remote's screen as the server drew it
 * (api/src/web/server-drawing.ts): it stays on view while the remote's code arrives, then the remote
 * hydrates it in place. If the remote cannot be loaded (its server is down, a deploy is half done),
 * an error panel with Try again stays inside the layout and the rest of the portal keeps working.
 */
export function RemoteParcel({ remote, expose = 'app', basename, label }: Props) {
  const text = shellText.useText();
  const key = `${remote}/${expose}`;
  const serverDrawn = useServerDrawnRemote(key);
  const slot = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  // Outcomes are tagged with the load they answer, so Try again shows "loading" at once.
  const loadKey = `${key}#${attempt}`;
  const [outcome, setOutcome] = useState<{ key: string; value: Outcome } | null>(null);

  useEffect(() => {
    let cancelled = false;
    // A screen the server drew is already on view: no overlay over it while the code arrives.
    const done = serverDrawn.drawn && attempt === 0 ? () => undefined : loadingStore.getState().start();
    loadRemoteLifecycles(remote, expose, attempt > 0)
      .then(
        (app) => !cancelled && setOutcome({ key: loadKey, value: { status: 'ready', app } }),
        (error: unknown) => {
          console.error(`Could not load ${key}`, error);
          if (!cancelled) setOutcome({ key: loadKey, value: { status: 'error' } });
        },
      )
      .finally(done);
    return () => {
      cancelled = true;
      done();
    };
  }, [remote, expose, attempt, key, loadKey, serverDrawn.drawn]);

  const state = outcome?.key === loadKey ? outcome.value : { status: 'loading' as const };
  const app = state.status === 'ready' ? state.app : null;

  useEffect(() => {
    if (!app || !slot.current) return;
    const parcel = mountRootParcel<RemoteProps>(app as LifeCycles<RemoteProps>, { domElement: slot.current, basename });
    parcel.mountPromise.catch((error: unknown) => {
      console.error(`${key} failed while mounting`, error);
      setOutcome({ key: loadKey, value: { status: 'error' } });
    });
    return () => {
      // A parcel still mounting is unmounted once it is mounted.
      void parcel.mountPromise.then(() => (parcel.getStatus() === 'MOUNTED' ? parcel.unmount() : undefined)).catch(() => undefined);
    };
  }, [app, basename, key, loadKey]);

  return (
    <>
      {state.status === 'loading' && !serverDrawn.drawn && <LoadingSpinner label={text('remotes.loading', { what: text(label) })} />}
      {state.status === 'error' && <ErrorPanel title={text('remotes.unavailable', { what: text(label) })} onRetry={() => setAttempt((n) => n + 1)} />}
      {/* The remote's own React root lives in here; React leaves what the server drew for the remote to hydrate. */}
      <div
        ref={slot}
        className="pt-remote"
        {...{ [REMOTE_ROOT_ATTRIBUTE]: '' }}
        hidden={state.status === 'error'}
        {...{ [SERVER_DRAWN_ATTRIBUTE]: serverDrawn.drawn ? key : undefined }}
        dangerouslySetInnerHTML={{ __html: serverDrawn.html }}
        suppressHydrationWarning
      />
    </>
  );
}
