import { Button } from '@portal/ui/Button';
import { usePageTitle } from '@portal/ui/document-title';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { PageHeading } from '@portal/ui/PageHeading';
import { officeText } from './office-text';

/** The ten recovery codes, shown once: after enrolment, and when the staff member asks for new ones. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const text = officeText.useText();
  return (
    <>
      <NotificationBanner>{text('recoveryCodes.intro')}</NotificationBanner>
      <h2 className="pt-heading-m" id="recovery-codes">
        {text('recoveryCodes.listLabel')}
      </h2>
      <ul className="pt-list pt-recovery-codes" aria-labelledby="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </>
  );
}

/** After enrolment: the codes, before the console (the session has started; the codes are never shown again). */
export function RecoveryCodesStep({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  const text = officeText.useText();
  usePageTitle(text('recoveryCodes.title'));
  return (
    <div className="pt-login">
      <PageHeading caption={text('signIn.caption')}>{text('recoveryCodes.title')}</PageHeading>
      <RecoveryCodesList codes={codes} />
      <Button onClick={onContinue}>{text('recoveryCodes.saved')}</Button>
    </div>
  );
}
