/**
 * "Check your answers" (GOV.UK pattern) before submitting: every section the category needs with the
 * answers given, a Change link to its page, and sections not completed yet flagged with their state.
 * The wording of the answers (shared with the server's PDF) is a big module: it loads with the list,
 * in its own chunk, never with the remote's entry.
 */
import { Suspense } from 'react';
import { lazyPage } from '@portal/mount/lazy-page';
import type { AdmissionForm } from '@portal/contracts/admission/api';
import type { ApplicationAnswers } from '@portal/contracts/admission/summary/types';
import { useApiQuery } from '@portal/http/use-api-query';
import { Link, Navigate, useParams } from '@portal/router';
import { usePageTitle } from '@portal/ui/document-title';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { admissionText } from '../admission-text';
import { paths } from '../paths';
import { SubmitPanel } from './SubmitPanel';
import { useAdmissionForm } from './use-admission-form';

const CheckAnswersList = lazyPage('admission-check-answers-list', () => import(/* webpackChunkName: "admission-check-answers-list" */ './CheckAnswersList'));

export function CheckAnswersPage() {
  const text = admissionText.useText();
  const { applicationNumber = '' } = useParams();
  const form = useAdmissionForm(applicationNumber);
  usePageTitle(text('check.title'));
  return (
    <QueryResult query={form} what={text('check.loadingWhat')}>
      {(application) => (application.pinSet ? <CheckAnswersContent application={application} /> : <Navigate to={paths.pin(applicationNumber)} replace />)}
    </QueryResult>
  );
}

function CheckAnswersContent({ application }: { application: AdmissionForm }) {
  const text = admissionText.useText();
  const number = application.applicationNumber;
  const answers = useApiQuery<ApplicationAnswers>(`${paths.api(number)}/answers`);
  return (
    <>
      <PageHeading caption={text('check.caption', { number })}>{text('check.title')}</PageHeading>
      <p className="pt-body">{text('check.intro')}</p>
      <QueryResult query={answers} what={text('check.loadingWhat')}>
        {(loaded) => (
          <Suspense fallback={<LoadingSpinner label={text('check.loadingWhat')} />}>
            <CheckAnswersList application={application} answers={loaded} />
          </Suspense>
        )}
      </QueryResult>
      {application.status === 'DRAFT' && <SubmitPanel form={application} />}
      <p className="pt-body">
        <Link to={paths.taskList(number)}>{text('check.backToTasks')}</Link>
      </p>
    </>
  );
}
