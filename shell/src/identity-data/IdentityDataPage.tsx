/**
 * /singpass: the identity-data retrieval screen (spec 2, 6). The route needs a portal session
 * (RequireAuth) and, as its own separate guard, a national-identity authentication of the same
 * applicant within the last few minutes: the API answers 403 without one, and this screen then offers
 * "Retrieve with national identity", which leaves for the service and comes back here. With it, the
 * screen shows what the service released and, with the applicant's consent, fills Personal
 * Particulars of the application the session follows. The data itself stays on the server: the fill
 * sends only the consent.
 */
import { Form, Formik, type FormikHelpers } from 'formik';
import type { ApiError } from '@portal/contracts/api';
import { identityFillSchema, type IdentityDataResponse, type IdentityFillResponse } from '@portal/contracts/identity-data';

import type { MessageCode } from '@portal/contracts/messages';
import { http } from '@portal/http/client';
import { readLoginContext } from '@portal/http/login-context';
import { useApiQuery } from '@portal/http/use-api-query';
import { messageRef, useMessageText } from '@portal/i18n/messages';
import { Link, useNavigate, useSearchParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { usePageTitle } from '@portal/ui/document-title';
import { FormikCheckbox, FormikErrorSummary } from '@portal/ui/formik';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { applicantText } from '../applicant/applicant-text';
import { IdentityDataList } from './IdentityDataList';

/** The API's answers that mean "authenticate again", not a failure to show as one. */
const RETRIEVE_AGAIN: ReadonlySet<string> = new Set<MessageCode>(['IDENTITY_RECENT_SIGN_IN_REQUIRED', 'IDENTITY_DATA_NOT_AVAILABLE']);
/** What the retrieval's callback may send back here (api/src/oidc/routes.ts); only these are shown. */
const RETRIEVAL_ERRORS: ReadonlySet<string> = new Set<MessageCode>([
  'IDENTITY_OTHER_PERSON',
  'IDENTITY_NRIC_VERIFIED_ELSEWHERE',
  'IDENTITY_SIGN_IN_DENIED',
  'IDENTITY_SIGN_IN_EXPIRED',
  'IDENTITY_SIGN_IN_FAILED',
  'IDENTITY_SIGN_IN_UNAVAILABLE',
  'SESSION_EXPIRED',
]);

const START_PATH = '/api/auth/oidc/national-identity/start';
const FIELDS = ['consent'];

export function retrieveHref(): string {
  const context = readLoginContext();
  const query = new URLSearchParams({ purpose: 'identity-data', ...(context ? { system: context.system, subCategory: context.subCategory } : {}) });
  return `${START_PATH}?${query.toString()}`;
}

const needsRetrieval = (errors: readonly ApiError[] | undefined) => (errors ?? []).some((error) => RETRIEVE_AGAIN.has(error.code));

export function IdentityDataPage() {
  const text = applicantText.useText();
  const messageText = useMessageText();
  const [params] = useSearchParams();
  const query = useApiQuery<IdentityDataResponse>('/applicant/identity-data');
  usePageTitle(text('identityData.title'));
  const returned = params.get('error');
  const retrievalError = returned && RETRIEVAL_ERRORS.has(returned) ? returned : null;

  return (
    <>
      <PageHeading caption={text('identityData.caption')}>{text('identityData.title')}</PageHeading>
      {retrievalError && (
        <NotificationBanner variant="error" title={text('identityData.retrieveNotCompleted')}>
          <p className="pt-body">{messageText(messageRef(retrievalError))}</p>
        </NotificationBanner>
      )}
      <p className="pt-body">{text('identityData.intro')}</p>
      {query.status === 'error' && needsRetrieval(query.errors) ? (
        <RetrievePanel />
      ) : (
        <QueryResult query={query} what={text('identityData.loadingWhat')}>
          {(data) => <RetrievedData data={data} />}
        </QueryResult>
      )}
    </>
  );
}

function RetrievePanel() {
  const text = applicantText.useText();
  return (
    <section aria-labelledby="identity-retrieve">
      <h2 className="pt-heading-m" id="identity-retrieve">
        {text('identityData.retrieveHeading')}
      </h2>
      <p className="pt-body" id="identity-retrieve-hint">
        {text('identityData.retrieveHint')}
      </p>
      <a className="pt-button" href={retrieveHref()} aria-describedby="identity-retrieve-hint">
        {text('identityData.retrieveButton')}
      </a>
    </section>
  );
}

function RetrievedData({ data }: { data: IdentityDataResponse }) {
  const text = applicantText.useText();
  return (
    <>
      <section aria-labelledby="identity-data-heading">
        <h2 className="pt-heading-m" id="identity-data-heading">
          {text('identityData.dataHeading')}
        </h2>
        <IdentityDataList data={data} />
      </section>
      <FillSection application={data.application} />
    </>
  );
}

function FillSection({ application }: { application: IdentityDataResponse['application'] }) {
  const text = applicantText.useText();
  const navigate = useNavigate();
  if (!application) {
    return (
      <>
        <p className="pt-body">{text('identityData.noDraft')}</p>
        <Link className="pt-button" to="/applicant/admission/apply">
          {text('identityData.startApplication')}
        </Link>
      </>
    );
  }
  const number = application.applicationNumber;
  if (!application.fillable) return <p className="pt-body">{text('identityData.submitted', { number })}</p>;

  const onSubmit = async (values: { consent: boolean }, helpers: FormikHelpers<{ consent: boolean }>) => {
    clearNotifications();
    try {
      const { data } = await http.post<IdentityFillResponse>('/applicant/identity-data/fill', { consent: values.consent });
      navigate(`/applicant/admission/applications/${data.applicationNumber}/sections/personalParticulars`);
    } catch (error) {
      reportErrors(error, helpers, FIELDS);
    }
  };

  return (
    <section aria-labelledby="identity-fill-heading">
      <h2 className="pt-heading-m" id="identity-fill-heading">
        {text('identityData.fillHeading', { number })}
      </h2>
      <Formik initialValues={{ consent: false }} validate={schemaValidator(identityFillSchema)} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-labelledby="identity-fill-heading">
            <FormikErrorSummary order={FIELDS} />
            <FormikCheckbox name="consent" label={text('identityData.consent', { number })} hint={text('identityData.consentHint')} required />
            <Button type="submit" disabled={isSubmitting}>
              {text('identityData.fillButton')}
            </Button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
