import { Form, Formik, type FormikHelpers } from 'formik';
import { passwordResetSchema } from '@portal/contracts/schemas/public';
import { FormikErrorSummary } from '@portal/ui/formik';
import { Button } from '@portal/ui/Button';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { schemaValidator } from '@portal/ui/schema-validation';
import { NewPasswordFields } from '../account/NewPasswordFields';
import { publicText } from '../public-text';
import { ShellLink } from '../shared/ShellLink';
import { SingleUseLinkPage, linkPageWords, type LinkPageKind } from '../shared/SingleUseLinkPage';
import { WithStrong } from '../shared/WithStrong';

/** What the opened link answers: whose password it resets and where that account signs in. */
interface OpenedLink {
  email: string;
  loginPath: string;
}

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

const FIELDS = ['password', 'confirmPassword'];

const PASSWORD_RESET_LINK: LinkPageKind = {
  tokenParam: 'token',
  openPath: '/public/password/reset/open',
  confirmPath: '/public/password/reset',
  // Unknown, used or expired: one answer, so the page does not say which.
  codes: { invalid: 'PASSWORD_RESET_LINK_INVALID' },
};

/**
 * Forgotten password (issue 34), from the e-mailed link (/password/reset?token=…), in the single-use
 * link frame: the new password under the registration's rule, then the way on to sign in.
 */
export function PasswordResetPage() {
  const text = publicText.useText();
  return (
    <SingleUseLinkPage<OpenedLink>
      kind={PASSWORD_RESET_LINK}
      words={linkPageWords((word) => text(`passwordReset.link.${word}`))}
      afterConfirmed={({ loginPath }) => (
        <p className="pt-body">
          <ShellLink className="pt-link" href={loginPath}>
            {text('passwordReset.signIn')}
          </ShellLink>
        </p>
      )}
      afterFailure={
        <p className="pt-body">
          <ShellLink className="pt-link" href="/password/forgot">
            {text('passwordReset.askAgain')}
          </ShellLink>
        </p>
      }
    >
      {(opened, confirm) => <NewPasswordForm email={opened.email} onSubmit={(values, helpers) => confirm(values, helpers, FIELDS)} />}
    </SingleUseLinkPage>
  );
}

function NewPasswordForm({ email, onSubmit }: { email: string; onSubmit: (values: NewPasswordValues, helpers: FormikHelpers<NewPasswordValues>) => Promise<void> }) {
  const text = publicText.useText();
  return (
    <>
      <p className="pt-body">
        <WithStrong sentence={(slot) => text('passwordReset.newPassword.intro', { email: slot })} value={email} />
      </p>
      <MandatoryNote />
      <Formik<NewPasswordValues>
        initialValues={{ password: '', confirmPassword: '' }}
        // The token is the frame's; the rest is checked here as the API will check it.
        validate={schemaValidator(passwordResetSchema.omit(['token']))}
        onSubmit={onSubmit}
      >
        {({ isSubmitting, values }) => (
          <Form noValidate aria-label={text('passwordReset.newPassword.formLabel')}>
            <FormikErrorSummary />
            {/* The account's address, for password managers to file the new password under (not sent). */}
            <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
            <NewPasswordFields
              password={values.password}
              words={{
                password: text('passwordReset.newPassword.password'),
                confirmPassword: text('passwordReset.newPassword.confirmPassword'),
                confirmPasswordHint: text('passwordReset.newPassword.confirmPasswordHint'),
              }}
            />
            <Button type="submit" disabled={isSubmitting}>
              {text('passwordReset.newPassword.submit')}
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}
