import { useState } from 'react';
import { Link } from '@portal/router';
import type { ApiError } from '@portal/contracts/api';
import { LIMITS } from '@portal/contracts/limits';
import type { StaffEnrolled, StaffPendingSignIn, StaffSessionInfo } from '@portal/contracts/office/staff';
import { staffLoginSchema, type StaffLogin } from '@portal/contracts/schemas/office-staff';
import { messageRef, useMessageText } from '@portal/i18n/messages';
import { signInStaff } from '@portal/http/staff-api';
import { notificationStore } from '@portal/http/notifications';
import { staffSessionStore, useStaffSession } from '@portal/http/staff-session';
import { usePageTitle } from '@portal/ui/document-title';
import { FormikEmailField, FormikTextField } from '@portal/ui/formik';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { PageHeading } from '@portal/ui/PageHeading';
import { SignInForm } from '../login/SignInForm';
import { EnrolStep } from './EnrolStep';
import { officeText } from './office-text';
import { RecoveryCodesStep } from './RecoveryCodesStep';
import { SecondFactorStep } from './SecondFactorStep';

type Stage = { step: 'password' } | { step: 'second'; pending: StaffPendingSignIn } | { step: 'codes'; enrolled: StaffEnrolled };

/**
 * The staff sign-in, shown wherever a signed-out person opens /office…; the page asked for follows.
 * The password, then the second factor (or, for an account with none, its enrolment and the recovery
 * codes shown once): only then is the staff member signed in here.
 */
export function OfficeSignInPage({ onSignedIn }: { onSignedIn: () => void }) {
  const [stage, setStage] = useState<Stage>({ step: 'password' });
  const finish = (session: StaffSessionInfo) => {
    staffSessionStore.getState().setSession(session);
    onSignedIn();
  };
  const startAgain = () => {
    notificationStore.getState().clear();
    setStage({ step: 'password' });
  };
  const showErrors = (errors: ApiError[]) => {
    // Too late: the pending sign-in is gone, the password is asked for again.
    if (errors.some((error) => error.code === 'SECOND_FACTOR_EXPIRED')) setStage({ step: 'password' });
    notificationStore.getState().showErrors(errors);
  };
  if (stage.step === 'codes') return <RecoveryCodesStep codes={stage.enrolled.recoveryCodes} onContinue={() => finish(stage.enrolled.session)} />;
  if (stage.step === 'second') {
    return stage.pending.secondFactor === 'ENROL' ? (
      <EnrolStep onEnrolled={(enrolled) => setStage({ step: 'codes', enrolled })} onErrors={showErrors} onStartAgain={startAgain} />
    ) : (
      <SecondFactorStep pending={stage.pending} onSignedIn={finish} onErrors={showErrors} onStartAgain={startAgain} />
    );
  }
  return <PasswordStep onPassword={(pending) => setStage({ step: 'second', pending })} />;
}

/** The first step: e-mail address and password. */
function PasswordStep({ onPassword }: { onPassword: (pending: StaffPendingSignIn) => void }) {
  const text = officeText.useText();
  const messageText = useMessageText();
  const endReason = useStaffSession((state) => state.endReason);
  usePageTitle(text('signIn.title'));
  return (
    <div className="pt-login">
      <PageHeading caption={text('signIn.caption')}>{text('signIn.title')}</PageHeading>
      {endReason && <NotificationBanner>{messageText(messageRef(endReason))}</NotificationBanner>}
      <p className="pt-body">{text('signIn.intro')}</p>
      <MandatoryNote />
      <h2 className="pt-visually-hidden" id="staff-sign-in">
        {text('signIn.title')}
      </h2>
      <SignInForm<StaffLogin, StaffLogin>
        labelledBy="staff-sign-in"
        initialValues={{ email: '', password: '' }}
        schema={staffLoginSchema}
        toPayload={(values) => ({ ...values, email: values.email.trim() })}
        signIn={async (payload) => onPassword(await signInStaff(payload))}
        onSignedIn={() => undefined}
      >
        <FormikEmailField label={text('signIn.email')} autoComplete="username" />
        <FormikTextField name="password" label={text('signIn.password')} type="password" autoComplete="current-password" maxLength={LIMITS.passwordMax} required />
      </SignInForm>
      <p className="pt-body">
        <Link to="/login" className="pt-link">
          {text('signIn.applicantLink')}
        </Link>
      </p>
    </div>
  );
}
