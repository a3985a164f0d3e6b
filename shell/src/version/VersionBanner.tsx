import { messageRef, useMessageText } from '@portal/i18n/messages';
import { Button } from '@portal/ui/Button';
import { forgetPageCopies } from '../pwa/page-cache';
import { shellText } from '../text';
import { useNewVersionReady } from './version-check';

/** Reloads at the version deployed now: the service worker's page copies are of the old one. */
async function refreshToNewVersion(): Promise<void> {
  await forgetPageCopies();
  window.location.reload();
}

/** Asks the user to refresh when a new version of the shell or any remote has been deployed. */
export function VersionBanner() {
  const text = shellText.useText();
  const messageText = useMessageText();
  const ready = useNewVersionReady();
  if (!ready) return null;
  return (
    <div className="pt-version-banner" role="alert">
      <p className="pt-body">{messageText(messageRef('NEW_VERSION'))}</p>
      <Button variant="secondary" onClick={() => void refreshToNewVersion()}>
        {text('version.refresh')}
      </Button>
    </div>
  );
}
