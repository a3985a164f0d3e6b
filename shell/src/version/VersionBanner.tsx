import { MESSAGES } from '@portal/contracts/messages';
import { Button } from '@portal/ui/Button';
import { useNewVersionReady } from './version-check';

/** Asks the user to refresh when a new version of the shell or any remote has been deployed. */
export function VersionBanner() {
  const ready = useNewVersionReady();
  if (!ready) return null;
  return (
    <div className="pt-version-banner" role="alert">
      <p className="pt-body">{MESSAGES.NEW_VERSION}</p>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        Refresh now
      </Button>
    </div>
  );
}
