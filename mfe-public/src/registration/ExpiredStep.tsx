import { MESSAGES } from '@portal/contracts/messages';
import { Button } from '@portal/ui/Button';
import { FocusHeading } from '../shared/FocusHeading';

/** Step 3: the code expired; restarting goes back to step 1 with the code cleared. */
export function ExpiredStep({ onRestart }: { onRestart: () => void }) {
  return (
    <>
      <FocusHeading>Your verification code has expired</FocusHeading>
      <p className="pt-body">{MESSAGES.OTP_EXPIRED}</p>
      <Button onClick={onRestart}>Restart</Button>
    </>
  );
}
