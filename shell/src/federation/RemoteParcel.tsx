import { useEffect, useState } from 'react';
import { mountRootParcel } from 'single-spa';
import { loadingStore } from '@portal/http/loading';
import { ErrorPanel } from '@portal/ui/ErrorPanel';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { shellText, type ShellTextKey } from '../text';
import { loadRemoteLifecycles, type LoadedRemote } from './remotes';

type Outcome = ({ status: 'ready' } & LoadedRemote) | { status: 'error' };

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
 * Mounts one remote app as a single-spa parcel under a route prefix. If the remote cannot be
 * loaded (its server is down, a deploy is half done), an error panel with Try again stays inside
 * the layout and the rest of the portal keeps working.
 */
export function RemoteParcel({ remote, expose = 'app', basename, label }: Props) {
  const text = shellText.useText();
  const [attempt, setAttempt] = useState(0);
  // Outcomes are tagged with the load they answer, so Try again shows "loading" at once.
  const loadKey = `${remote}/${expose}#${attempt}`;
  const [outcome, setOutcome] = useState<{ key: string; value: Outcome } | null>(null);
  const setState = (value: Outcome) => setOutcome({ key: loadKey, value });

  useEffect(() => {
    let cancelled = false;
    const done = loadingStore.getState().start();
    loadRemoteLifecycles(remote, expose, attempt > 0)
      .then(
        (loaded) => !cancelled && setOutcome({ key: loadKey, value: { status: 'ready', ...loaded } }),
        (error: unknown) => {
          console.error(`Could not load ${remote}/${expose}`, error);
          if (!cancelled) setOutcome({ key: loadKey, value: { status: 'error' } });
        },
      )
      .finally(done);
    return () => {
      cancelled = true;
      done();
    };
  }, [remote, expose, attempt, loadKey]);

  const state = outcome?.key === loadKey ? outcome.value : { status: 'loading' as const };

  if (state.status === 'loading') return <LoadingSpinner label={text('remotes.loading', { what: text(label) })} />;
  if (state.status === 'error') {
    return (
      <ErrorPanel title={text('remotes.unavailable', { what: text(label) })} onRetry={() => setAttempt((n) => n + 1)} />
    );
  }
  const { Parcel } = state;
  return (
    <Parcel
      config={state.app}
      mountParcel={mountRootParcel}
      basename={basename}
      wrapWith="div"
      wrapClassName="pt-remote"
      handleError={(error: Error) => {
        console.error(`${remote} failed while mounted`, error);
        setState({ status: 'error' });
      }}
    />
  );
}
