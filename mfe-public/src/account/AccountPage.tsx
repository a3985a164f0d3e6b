import { useEffect, useState } from 'react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { Navigate, useParams } from '@portal/router';
import { LIMITS } from '@portal/contracts/limits';
import { b2cAccountSchema, type B2cAccount } from '@portal/contracts/schemas/public';
import { loginUrlFor, loginVariantFor } from '@portal/contracts/systems';
import { http } from '@portal/http/client';
import { Button } from '@portal/ui/Button';
import { FormikErrorSummary, FormikPasswordField, FormikTextField } from '@portal/ui/formik';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { PageHeading } from '@portal/ui/PageHeading';
import { schemaValidator } from '@portal/ui/schema-validation';
import { ResultPanel } from '../shared/ResultPanel';
import { ShellLink } from '../shared/ShellLink';
import { clearNotifications, reportErrors } from '../shared/report-errors';
import {
  deleteDraft,
  readDraft,
  readRegistrationContext,
  readVerifiedEmail,
  saveDraft,
  type AccountDraft,
  type RegistrationContext,
} from '../registration/b2c-storage';
import { PASSWORD_HINT, PasswordChecklist } from './PasswordChecklist';

export interface AccountValues {
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
}

const FIELDS = ['firstName', 'lastName', 'password', 'confirmPassword'];

export function accountPayload(values: AccountValues, email: string, context: RegistrationContext): B2cAccount {
  return {
    firstName: values.firstName.trim().toUpperCase(),
    lastName: values.lastName.trim().toUpperCase(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    email,
    system: context.system,
    systemSubCategory: context.subCategory,
  };
}

/** The API answers {"created": true}; any truthy answer means created (spec 7). */
function isCreated(answer: unknown): boolean {
  if (answer && typeof answer === 'object') return Boolean((answer as { created?: unknown }).created);
  return Boolean(answer);
}

/** Keeps the names (never the passwords) in the session-storage draft as they are typed. */
function DraftKeeper({ formSessionId }: { formSessionId: string }) {
  const { values } = useFormikContext<AccountValues>();
  const { firstName, lastName } = values;
  useEffect(() => {
    saveDraft(formSessionId, { firstName, lastName });
  }, [formSessionId, firstName, lastName]);
  return null;
}

/**
 * Setup Login Profile: account creation after a verified e-mail (spec 2 and 4). Without a stored
 * draft for this form session the user starts again at /b2c.
 */
export function AccountPage() {
  const { formSessionId = '' } = useParams();
  return <AccountScreen key={formSessionId} formSessionId={formSessionId} />;
}

function AccountScreen({ formSessionId }: { formSessionId: string }) {
  const [draft] = useState(() => readDraft(formSessionId));
  const [email] = useState(() => readVerifiedEmail());
  const [context] = useState(readRegistrationContext);
  const [created, setCreated] = useState(false);

  // Leaving the screen deletes the draft (a reload does not unmount, so it restores the draft).
  useEffect(() => () => deleteDraft(formSessionId), [formSessionId]);

  if (!draft || !email) {
    const query = new URLSearchParams({ sid: context.system, subid: context.subCategory });
    return <Navigate to={`/b2c?${query.toString()}`} replace />;
  }

  return (
    <>
      <PageHeading caption="Create an e-mail login account">Setup Login Profile</PageHeading>
      {created ? (
        <Acknowledgement email={email} context={context} />
      ) : (
        <AccountForm
          formSessionId={formSessionId}
          draft={draft}
          email={email}
          context={context}
          onCreated={() => {
            clearNotifications();
            deleteDraft(formSessionId);
            setCreated(true);
          }}
        />
      )}
    </>
  );
}

interface FormProps {
  formSessionId: string;
  draft: AccountDraft;
  email: string;
  context: RegistrationContext;
  onCreated: () => void;
}

function AccountForm({ formSessionId, draft, email, context, onCreated }: FormProps) {
  const [registrationExpired, setRegistrationExpired] = useState(false);
  const onSubmit = async (values: AccountValues, helpers: FormikHelpers<AccountValues>) => {
    clearNotifications();
    try {
      const { data } = await http.post('/public/b2c/account/submit', accountPayload(values, email, context));
      if (isCreated(data)) onCreated();
    } catch (error) {
      const errors = reportErrors(error, helpers, FIELDS);
      setRegistrationExpired(errors.some((e) => e.code === 'REGISTRATION_EXPIRED'));
    }
  };
  const restartQuery = new URLSearchParams({ sid: context.system, subid: context.subCategory }).toString();

  return (
    <>
      <p className="pt-body">
        Your e-mail address <strong>{email}</strong> is verified. Enter your name and choose a password to create your login account.
      </p>
      {registrationExpired && (
        <p className="pt-body">
          <ShellLink className="pt-link" href={`/b2c?${restartQuery}`}>
            Register your e-mail address again
          </ShellLink>
        </p>
      )}
      <MandatoryNote />
      <Formik<AccountValues>
        initialValues={{ firstName: draft.firstName, lastName: draft.lastName, password: '', confirmPassword: '' }}
        validate={schemaValidator(b2cAccountSchema, (values: AccountValues) => accountPayload(values, email, context))}
        onSubmit={onSubmit}
      >
        {({ isSubmitting, values }) => (
          <Form noValidate aria-label="Create your login account">
            <DraftKeeper formSessionId={formSessionId} />
            <FormikErrorSummary />
            <FormikTextField name="firstName" label="First name" autoComplete="given-name" spellCheck={false} maxLength={LIMITS.name} required />
            <FormikTextField name="lastName" label="Last name" autoComplete="family-name" spellCheck={false} maxLength={LIMITS.name} required />
            <FormikPasswordField
              name="password"
              label="Password"
              hint={PASSWORD_HINT}
              autoComplete="new-password"
              maxLength={LIMITS.passwordMax}
              aria-describedby="password-checks"
              required
            />
            <PasswordChecklist id="password-checks" password={values.password} />
            <FormikPasswordField
              name="confirmPassword"
              label="Confirm password"
              hint="Type the password again"
              autoComplete="new-password"
              maxLength={LIMITS.passwordMax}
              required
            />
            <Button type="submit" disabled={isSubmitting}>
              Create account
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}

function Acknowledgement({ email, context }: { email: string; context: RegistrationContext }) {
  const variant = loginVariantFor(context.system, context.subCategory);
  return (
    <>
      <ResultPanel title="Account registered">
        Your login account for <strong>{email}</strong> has been registered.
      </ResultPanel>
      <p className="pt-body">We have sent a confirmation e-mail to this address. You can now sign in with your e-mail address and password.</p>
      <p className="pt-body">
        <ShellLink className="pt-link" href={loginUrlFor(context.system, context.subCategory)}>
          Sign in to {variant.title}
        </ShellLink>
      </p>
    </>
  );
}
