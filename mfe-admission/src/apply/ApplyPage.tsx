/**
 * Apply: Application Eligibility for an applicant without an application in this programme system
 * (the system comes from the login variant), or the way back to the one they have.
 */
import { useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { START_KEY_HEADER, type StartedApplication } from '@portal/contracts/admission/api';
import type { AdmissionApplicationSummary } from '@portal/contracts/api';
import { startApplicationSchema } from '@portal/contracts/schemas/admission/start';
import { loginVariantFor, loginVariantTitle, type SystemId } from '@portal/contracts/systems';
import { StartForm } from '@portal/forms/StartForm';
import { applicationChoiceStore } from '@portal/http/application-choice';
import { http } from '@portal/http/client';
import { useSession } from '@portal/http/session';
import { useApiQuery } from '@portal/http/use-api-query';
import { useLanguage } from '@portal/i18n/namespace';
import { useNavigationState } from '@portal/mount/hydration';
import { Link, useNavigate } from '@portal/router';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { messageText } from '@portal/i18n/messages';
import { usePageTitle } from '@portal/ui/document-title';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { admissionText } from '../admission-text';
import { paths } from '../paths';
import { EMPTY_ELIGIBILITY, ELIGIBILITY_FIELDS, EligibilityFields, eligibilityPayload, type EligibilityFormValues } from './EligibilityFields';
import { useListWords } from '@portal/i18n/lists';

export function ApplyPage() {
  const lists = useListWords();
  const text = admissionText.useText();
  const language = useLanguage() as 'en-GB' | 'zh-Hans';
  const session = useSession((state) => state.session);
  const system = (session?.system ?? 'ADM') as SystemId;
  const subCategory = session?.subCategory ?? null;
  const applications = useApiQuery<AdmissionApplicationSummary[]>('/admission/applications');
  const draftDeleted = useNavigationState<{ draftDeleted?: boolean }>()?.draftDeleted === true;
  usePageTitle(text('apply.title'));
  return (
    <>
      {draftDeleted && (
        <NotificationBanner variant="success" focusOnMount>
          <p className="pt-body">{messageText('DRAFT_DELETED')}</p>
        </NotificationBanner>
      )}
      <PageHeading caption={text('apply.caption')}>{text('apply.title')}</PageHeading>
      <p className="pt-body">
        {lists.labelled(text('apply.system'), '')}<strong>{loginVariantTitle(loginVariantFor(system, subCategory), language)}</strong>
      </p>
      <QueryResult query={applications} what={text('summary.loadingWhat')}>
        {(list) => {
          const draft = list.find((application) => application.system === system && application.status === 'DRAFT');
          if (draft) {
            return (
              <>
                <p className="pt-body">{text('apply.existing', { number: draft.applicationNumber })}</p>
                <Link className="pt-button" to={paths.taskList(draft.applicationNumber)}>
                  {text('apply.continueExisting', { number: draft.applicationNumber })}
                </Link>
              </>
            );
          }
          return <EligibilityForm system={system} subCategory={subCategory} />;
        }}
      </QueryResult>
    </>
  );
}

/** A key naming one start (crypto.randomUUID needs a secure context; getRandomValues does not). */
function newStartKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function EligibilityForm({ system, subCategory }: { system: SystemId; subCategory: string | null }) {
  const text = admissionText.useText();
  const navigate = useNavigate();
  // One key for this form's start, however often it is sent: when an answer is lost (a busy
  // evening), Start application again answers the application the first send made (issue 34).
  const [startKey] = useState(newStartKey);
  const onSubmit = async (values: EligibilityFormValues, helpers: FormikHelpers<EligibilityFormValues>) => {
    clearNotifications();
    try {
      const { data } = await http.post<StartedApplication>('/admission/applications', eligibilityPayload(values), { headers: { [START_KEY_HEADER]: startKey } });
      // The server now follows the new application; so do the layout's menus and the switch.
      void applicationChoiceStore.getState().refresh();
      navigate(paths.pin(data.applicationNumber), { state: { justStarted: true } });
    } catch (error) {
      reportErrors(error, helpers, ELIGIBILITY_FIELDS);
    }
  };
  return (
    <>
      <p className="pt-body">{text('apply.intro')}</p>
      <MandatoryNote />
      <Formik<EligibilityFormValues>
        initialValues={EMPTY_ELIGIBILITY}
        validate={schemaValidator(startApplicationSchema, eligibilityPayload, { system, subCategory })}
        onSubmit={onSubmit}
      >
        <StartForm label={text('apply.formLabel')} order={ELIGIBILITY_FIELDS} startLabel={text('apply.start')}>
          <EligibilityFields system={system} subCategory={subCategory} />
        </StartForm>
      </Formik>
    </>
  );
}
