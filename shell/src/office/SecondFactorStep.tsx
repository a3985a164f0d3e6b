import type { ApiError } from '@portal/contracts/api';
import type { StaffPendingSignIn, StaffSessionInfo } from '@portal/contracts/office/staff';
import { staffRecoveryCodeSchema, staffTotpCodeSchema } from '@portal/contracts/schemas/office-staff';
import { staffSecondFactor } from '@portal/http/staff-api';
import { Button } from '@portal/ui/Button';
import { usePageTitle } from '@portal/ui/document-title';
import { PageHeading } from '@portal/ui/PageHeading';
import { useBusyAction } from './busy-action';
import { CodeForm } from './CodeForm';
import { officeText } from './office-text';
import { passkeyErrors, signInWithPasskey } from './passkey';

interface Props {
  pending: StaffPendingSignIn;
  onSignedIn: (session: StaffSessionInfo) => void;
  onErrors: (errors: ApiError[]) => void;
  onStartAgain: () => void;
}

/** The second step of a staff sign-in: the factors the account has (a passkey first), and a recovery code. */
export function SecondFactorStep({ pending, onSignedIn, onErrors, onStartAgain }: Props) {
  const text = officeText.useText();
  const { busy, run } = useBusyAction(onErrors);
  usePageTitle(text('secondFactor.title'));
  const signInByPasskey = () => run(async () => onSignedIn(await signInWithPasskey()), passkeyErrors);
  return (
    <div className="pt-login">
      <PageHeading caption={text('signIn.caption')}>{text('secondFactor.title')}</PageHeading>
      <p className="pt-body">{text('secondFactor.intro')}</p>
      {pending.factors.includes('PASSKEY') && (
        <section aria-labelledby="passkey-heading">
          <h2 className="pt-heading-m" id="passkey-heading">
            {text('secondFactor.passkeyHeading')}
          </h2>
          <Button onClick={() => void signInByPasskey()} disabled={busy}>
            {text('secondFactor.usePasskey')}
          </Button>
        </section>
      )}
      {pending.factors.includes('TOTP') && (
        <section aria-labelledby="totp-heading">
          <h2 className="pt-heading-m" id="totp-heading">
            {text('secondFactor.totpHeading')}
          </h2>
          <CodeForm
            labelledBy="totp-heading"
            kind="totp"
            label={text('secondFactor.code')}
            hint={text('secondFactor.codeHint')}
            schema={staffTotpCodeSchema}
            submitLabel={text('secondFactor.continue')}
            submit={async (code) => onSignedIn(await staffSecondFactor.withTotp(code))}
            onErrors={onErrors}
          />
        </section>
      )}
      {pending.factors.includes('RECOVERY_CODE') && (
        <section aria-labelledby="recovery-heading">
          <h2 className="pt-heading-m" id="recovery-heading">
            {text('secondFactor.recoveryHeading')}
          </h2>
          <p className="pt-body">{text('secondFactor.recoveryIntro')}</p>
          <CodeForm
            labelledBy="recovery-heading"
            kind="recovery"
            label={text('secondFactor.recoveryCode')}
            hint={text('secondFactor.recoveryHint')}
            schema={staffRecoveryCodeSchema}
            submitLabel={text('secondFactor.useRecoveryCode')}
            submit={async (code) => onSignedIn(await staffSecondFactor.withRecoveryCode(code))}
            onErrors={onErrors}
          />
        </section>
      )}
      <p className="pt-body">
        <Button variant="link" onClick={onStartAgain}>
          {text('secondFactor.startAgain')}
        </Button>
      </p>
    </div>
  );
}
