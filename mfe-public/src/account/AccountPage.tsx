import { useEffect, useState } from 'react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useTakenOver } from '@portal/mount/hydration';
import { Navigate, useParams } from '@portal/router';
import { LIMITS } from '@portal/contracts/limits';
import { nameFieldOrder } from '@portal/contracts/person-name';
import { useLanguage } from '@portal/i18n/namespace';
import { b2cAccountSchema, type B2cAccount } from '@portal/contracts/schemas/public';
import { loginUrlFor, loginVariantFor } from '@portal/contracts/systems';
import { http } from '@portal/http/client';
import { Button } from '@portal/ui/Button';
import { FormikErrorSummary, FormikTextField } from '@portal/ui/formik';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { schemaValidator } from '@portal/ui/schema-validation';
import { publicText } from '../public-text';
import { loginVariantTitle } from '../shared/login-variant-title';
import { ResultPanel } from '../shared/ResultPanel';
import { ScreenTitle } from '../shared/ScreenTitle';
import { WithStrong } from '../shared/WithStrong';
import { ShellLink } from '../shared/ShellLink';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import {
  deleteDraft,
  readDraft,
  readRegistrationContext,
  readVerifiedEmail,
  saveDraft,
  type AccountDraft,
  type RegistrationContext,
} from '../registration/b2c-storage';
import { NewPasswordFields } from './NewPasswordFields';

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
  // What the screen shows is in the browser's session storage, which the server cannot read: the
  // server draws only the frame, and the browser the screen once it has taken the page over.
  const takenOver = useTakenOver();
  if (!takenOver) return null;
  return <AccountScreen key={formSessionId} formSessionId={formSessionId} />;
}

function AccountScreen({ formSessionId }: { formSessionId: string }) {
  const text = publicText.useText();
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
      <ScreenTitle title={text('account.title')} caption={text('account.caption')} />
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
  const text = publicText.useText();
  const language = useLanguage();
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
        <WithStrong sentence={(slot) => text('account.intro', { email: slot })} value={email} />
      </p>
      {registrationExpired && (
        <p className="pt-body">
          <ShellLink className="pt-link" href={`/b2c?${restartQuery}`}>
            {text('account.registerAgain')}
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
          <Form noValidate aria-label={text('account.formLabel')}>
            <DraftKeeper formSessionId={formSessionId} />
            <FormikErrorSummary />
            {/* 姓 before 名 in Chinese: the fields follow the page's language, their names and ids stay. */}
            {nameFieldOrder({ given: 'firstName', family: 'lastName' } as const, language).map((field) => (
              <FormikTextField
                key={field}
                name={field}
                label={text(`account.${field}`)}
                autoComplete={field === 'firstName' ? 'given-name' : 'family-name'}
                spellCheck={false}
                maxLength={LIMITS.name}
                required
              />
            ))}
            <NewPasswordFields password={values.password} />
            <Button type="submit" disabled={isSubmitting}>
              {text('account.create')}
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}

function Acknowledgement({ email, context }: { email: string; context: RegistrationContext }) {
  const text = publicText.useText();
  const variant = loginVariantFor(context.system, context.subCategory);
  return (
    <>
      <ResultPanel title={text('account.registeredTitle')}>
        <WithStrong sentence={(slot) => text('account.registeredBody', { email: slot })} value={email} />
      </ResultPanel>
      <p className="pt-body">{text('account.registeredNext')}</p>
      <p className="pt-body">
        <ShellLink className="pt-link" href={loginUrlFor(context.system, context.subCategory)}>
          {text('account.signInTo', { variant: loginVariantTitle(variant) })}
        </ShellLink>
      </p>
    </>
  );
}
