import { messageText } from '@portal/i18n/messages';
import { Button } from '@portal/ui/Button';
import { publicText } from '../public-text';
import { FocusHeading } from '../shared/FocusHeading';

/** Step 3: the code expired; restarting goes back to step 1 with the code cleared. */
export function ExpiredStep({ onRestart }: { onRestart: () => void }) {
  const text = publicText.useText();
  return (
    <>
      <FocusHeading>{text('registration.expired.heading')}</FocusHeading>
      <p className="pt-body">{messageText('OTP_EXPIRED')}</p>
      <Button onClick={onRestart}>{text('registration.expired.restart')}</Button>
    </>
  );
}
