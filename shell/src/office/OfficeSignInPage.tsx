import { Link } from '@portal/router';
import { LIMITS } from '@portal/contracts/limits';
import { staffLoginSchema, type StaffLogin } from '@portal/contracts/schemas/office-staff';
import { messageRef, useMessageText } from '@portal/i18n/messages';
import { signInStaff } from '@portal/http/staff-api';
import { useStaffSession } from '@portal/http/staff-session';
import { useDocumentTitle } from '@portal/ui/document-title';
import { FormikEmailField, FormikTextField } from '@portal/ui/formik';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { PageHeading } from '@portal/ui/PageHeading';
import { SignInForm } from '../login/SignInForm';
import { officeText } from './office-text';

/** The staff sign-in, shown wherever a signed-out person opens /office…; the page asked for follows. */
export function OfficeSignInPage({ onSignedIn }: { onSignedIn: () => void }) {
  const text = officeText.useText();
  const messageText = useMessageText();
  const endReason = useStaffSession((state) => state.endReason);
  useDocumentTitle(text('signIn.title'));
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
        signIn={signInStaff}
        onSignedIn={onSignedIn}
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
