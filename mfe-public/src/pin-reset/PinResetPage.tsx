import { useSearchParams } from '@portal/router';
import { messageText } from '@portal/i18n/messages';
import { Button } from '@portal/ui/Button';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { publicText } from '../public-text';
import { ResultPanel } from '../shared/ResultPanel';
import { ScreenTitle } from '../shared/ScreenTitle';
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
  const text = publicText.useText();
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
          <ResultPanel title={text('pinReset.resetTitle')}>{text('pinReset.resetBody')}</ResultPanel>
        ) : (
          <ResultPanel title={text('pinReset.linkSentTitle')}>{text('pinReset.linkSentBody')}</ResultPanel>
        )}
        <Button onClick={toLogin}>{text('common.okay')}</Button>
      </>
    );
  } else if (counter.locked) {
    content = (
      <>
        <NotificationBanner variant="error" title={text('common.maximumAttempts')} focusOnMount>
          <p className="pt-body">{messageText('PIN_RESET_MAX_ATTEMPTS')}</p>
          <p className="pt-body">
            <ShellLink className="pt-link" href={`/applicationNumber/enquiry?sid=${encodeURIComponent(system)}`}>
              {text('pinReset.goToNumberEnquiry')}
            </ShellLink>
          </p>
        </NotificationBanner>
        <Button onClick={toLogin}>{text('common.okay')}</Button>
      </>
    );
  } else if (token) {
    content = <NewPinForm token={token} system={system} counter={counter} onBack={toLogin} />;
  } else {
    content = <PinResetRequestForm system={system} counter={counter} onBack={toLogin} />;
  }

  return (
    <>
      <ScreenTitle title={text('pinReset.title')} caption={text(token ? 'pinReset.captionNewPin' : 'pinReset.captionRequest')} />
      {content}
    </>
  );
}
