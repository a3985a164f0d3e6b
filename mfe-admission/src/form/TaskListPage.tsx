/**
 * The application's task list (GOV.UK "complete multiple tasks"): every section the category needs
 * with its state, the deadline and the application period, and the way to each section. Once the
 * application is submitted there is nothing left to do here: the same URL shows the submitted
 * application in tabs instead (its own chunk, loaded only then).
 */
import { Suspense } from 'react';
import { lazyPage } from '@portal/mount/lazy-page';
import type { AdmissionForm } from '@portal/contracts/admission/api';
import type { AdmissionSectionId } from '@portal/contracts/admission/sections';
import { categoryName } from '@portal/contracts/categories';
import { FormTaskList } from '@portal/forms/FormTaskList';
import { useLanguage } from '@portal/i18n/namespace';
import { Link, Navigate, useParams } from '@portal/router';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { useDocumentTitle } from '@portal/ui/document-title';
import { formatDate, formatDateTime } from '@portal/ui/format';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { admissionText } from '../admission-text';
import { SECTION_PAGES } from '../sections/registry';
import { paths } from './paths';
import { Timeline } from './Timeline';
import { useAdmissionForm } from './use-admission-form';

const SubmittedApplicationPage = lazyPage('admission-submitted-application', () => import(/* webpackChunkName: "admission-submitted-application" */ './SubmittedApplicationPage'));

export function TaskListPage() {
  const text = admissionText.useText();
  const { applicationNumber = '' } = useParams();
  const form = useAdmissionForm(applicationNumber);
  const submitted = form.status === 'success' && form.data?.status !== 'DRAFT';
  useDocumentTitle(submitted ? text('submitted.title', { number: applicationNumber }) : text('tasks.title'));
  return (
    <QueryResult query={form} what={text('tasks.loadingWhat')}>
      {(application) =>
        application.status !== 'DRAFT' ? (
          <Suspense fallback={<LoadingSpinner label={text('tasks.loadingWhat')} />}>
            <SubmittedApplicationPage application={application} />
          </Suspense>
        ) : application.pinSet ? (
          <TaskListContent application={application} />
        ) : (
          <Navigate to={paths.pin(applicationNumber)} replace />
        )
      }
    </QueryResult>
  );
}

function TaskListContent({ application }: { application: AdmissionForm }) {
  const text = admissionText.useText();
  const language = useLanguage() as 'en-GB' | 'zh-Hans';
  const number = application.applicationNumber;
  const editable = application.status === 'DRAFT';
  const href = (section: string) =>
    section === 'applyAs' ? paths.changeCategory(number) : SECTION_PAGES[section as AdmissionSectionId] ? paths.section(number, section) : null;
  return (
    <>
      <PageHeading caption={text('tasks.caption', { number })}>{text('tasks.title')}</PageHeading>
      <p className="pt-body">{text('tasks.category', { category: categoryName(application.category, language) })}</p>
      <PeriodNote application={application} />
      {application.draftDueAt && editable && <p className="pt-body">{text('tasks.dueBy', { date: formatDate(application.draftDueAt) })}</p>}
      <FormTaskList
        sections={application.sections}
        title={(section) => text(`sections.${section as AdmissionSectionId}`)}
        href={href}
        editable={editable}
        unavailableHint={text('tasks.notYetAvailable')}
      />
      <p className="pt-body">
        <Link to={paths.checkAnswers(number)}>{text('tasks.checkAnswers')}</Link>
      </p>
      {editable && (
        <p className="pt-body">
          <Link to={paths.deleteDraft(number)}>
            {text('tasks.deleteDraft')}
          </Link>
        </p>
      )}
      <Timeline applicationNumber={number} />
    </>
  );
}

function PeriodNote({ application }: { application: AdmissionForm }) {
  const text = admissionText.useText();
  const { period } = application;
  if (!period) return <p className="pt-body">{text('tasks.noPeriod')}</p>;
  if (period.open) return <p className="pt-body">{text('tasks.periodOpen', { name: period.name, date: formatDateTime(period.closesAt) })}</p>;
  return (
    <p className="pt-body">{text('tasks.periodClosed', { name: period.name, opens: formatDate(period.opensAt), closes: formatDate(period.closesAt) })}</p>
  );
}
