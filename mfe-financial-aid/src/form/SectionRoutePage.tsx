/**
 * /applications/{id}/sections/{section}: the section's page (a lazy chunk), given the application
 * and where "Save and continue" leads: the next section, or the task list after the last one.
 */
import { Suspense } from 'react';
import { isAidSectionId } from '@portal/contracts/financial-aid/sections';
import { Navigate, useNavigate, useParams } from '@portal/router';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { QueryResult } from '@portal/ui/QueryResult';
import { paths } from '../paths';
import { SECTION_PAGES } from '../sections/registry';
import { useAidForm } from './aid-api';
import { formText } from './form-text';

export function SectionRoutePage() {
  const text = formText.useText();
  const { id = '', section = '' } = useParams();
  const navigate = useNavigate();
  const form = useAidForm(id);
  if (!isAidSectionId(section)) return <Navigate to={paths.taskList(id)} replace />;
  const Page = SECTION_PAGES[section];
  return (
    <QueryResult query={form} what={text('tasks.loadingWhat')}>
      {(application) => {
        if (application.status !== 'DRAFT') return <Navigate to={paths.progress(id)} replace />;
        const next = application.sections[application.sections.findIndex((entry) => entry.id === section) + 1];
        const onContinue = () => navigate(next ? paths.section(id, next.id) : paths.taskList(id));
        return (
          <Suspense fallback={<LoadingSpinner label={text('tasks.loadingWhat')} />}>
            <Page key={section} form={application} onContinue={onContinue} />
          </Suspense>
        );
      }}
    </QueryResult>
  );
}
