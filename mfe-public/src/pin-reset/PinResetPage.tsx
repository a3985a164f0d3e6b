import { useSearchParams } from '@portal/router';
import { MESSAGES } from '@portal/contracts/messages';
import { Button } from '@portal/ui/Button';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { PageHeading } from '@portal/ui/PageHeading';
import { ResultPanel } from '../shared/ResultPanel';
import { ShellLink } from '../shared/ShellLink';
import { reloadAtLogin, systemFrom } from '../shared/system-query';
import { useAttemptCounter } from '../shared/use-attempt-counter';
import { NewPinForm } from './NewPinForm';
import { PinResetRequestForm } from './PinResetRequestForm';

/**
 * Online PIN Reset System (spec 2): without `id`, ask for a reset link by e-mail; with `id` (the
 * link's token), set a new PIN. Both share the screen's attempt counter (spec 4).
 */
export function PinResetPage() {
  const [params] = useSearchParams();
  const system = systemFrom(params.get('sid'));
  const token = params.get('id')?.trim() || null;
  const counter = useAttemptCounter();
  const toLogin = () => reloadAtLogin(system);

  let content;
  if (counter.submitted) {
    content = (
      <>
        {token ? (
          <ResultPanel title="Your PIN has been reset">You can now sign in with your application number and your new PIN.</ResultPanel>
        ) : (
          <ResultPanel title="Check your e-mail">
            We have sent you an e-mail with a link to reset your PIN. The link works once, within 3 days.
          </ResultPanel>
        )}
        <Button onClick={toLogin}>Okay</Button>
      </>
    );
  } else if (counter.locked) {
    content = (
      <>
        <NotificationBanner variant="error" title="Maximum attempts reached" focusOnMount>
          <p className="pt-body">{MESSAGES.PIN_RESET_MAX_ATTEMPTS}</p>
          <p className="pt-body">
            <ShellLink className="pt-link" href={`/applicationNumber/enquiry?sid=${encodeURIComponent(system)}`}>
              Go to the Online Application Number Enquiry System
            </ShellLink>
          </p>
        </NotificationBanner>
        <Button onClick={toLogin}>Okay</Button>
      </>
    );
  } else if (token) {
    content = <NewPinForm token={token} system={system} counter={counter} onBack={toLogin} />;
  } else {
    content = <PinResetRequestForm system={system} counter={counter} onBack={toLogin} />;
  }

  return (
    <>
      <PageHeading caption={token ? 'Choose a new PIN' : 'Forgotten PIN'}>Online PIN Reset System</PageHeading>
      {content}
    </>
  );
}
