/**
 * /applications/{number}/sections/{section}: the section's page (a lazy chunk, its words with it),
 * given the application and where "Save and continue" leads: the next section with a page, or the
 * task list after the last one.
 */
import { Suspense } from 'react';
import { isAdmissionSectionId } from '@portal/contracts/admission/sections';
import { Navigate, useNavigate, useParams } from '@portal/router';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { QueryResult } from '@portal/ui/QueryResult';
import { admissionText } from '../admission-text';
import { SECTION_PAGES } from '../sections/registry';
import { paths } from './paths';
import { useAdmissionForm } from './use-admission-form';

export function SectionRoutePage() {
  const text = admissionText.useText();
  const { applicationNumber = '', section = '' } = useParams();
  const navigate = useNavigate();
  const form = useAdmissionForm(applicationNumber);
  const Page = isAdmissionSectionId(section) ? SECTION_PAGES[section] : undefined;
  if (!Page) return <Navigate to={paths.taskList(applicationNumber)} replace />;
  return (
    <QueryResult query={form} what={text('tasks.loadingWhat')}>
      {(application) => {
        if (application.status !== 'DRAFT' || !application.sections.some((entry) => entry.id === section)) {
          return <Navigate to={paths.taskList(applicationNumber)} replace />;
        }
        const later = application.sections.slice(application.sections.findIndex((entry) => entry.id === section) + 1);
        const next = later.find((entry) => isAdmissionSectionId(entry.id) && SECTION_PAGES[entry.id]);
        const onContinue = () => navigate(next ? paths.section(applicationNumber, next.id) : paths.taskList(applicationNumber));
        return (
          <Suspense fallback={<LoadingSpinner label={text('tasks.loadingWhat')} />}>
            <Page key={section} applicationNumber={applicationNumber} form={application} onContinue={onContinue} />
          </Suspense>
        );
      }}
    </QueryResult>
  );
}
