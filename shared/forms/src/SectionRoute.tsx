/**
 * The route of one section of a long form (…/sections/{section}): the section's page (a lazy chunk),
 * given the application and where "Save and continue" leads — the next section, or the task list
 * after the last one. An unknown section goes to the task list, a submitted application to
 * `notDraft`. The remote says which form, which pages and which addresses.
 */
import { Suspense, type ComponentType } from 'react';
import type { QueryState } from '@portal/http/use-api-query';
import { Navigate, useNavigate } from '@portal/router';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { QueryResult } from '@portal/ui/QueryResult';

interface SectionedForm {
  status: string;
  sections: ReadonlyArray<{ id: string }>;
}

export interface SectionRouteProps<Form extends SectionedForm> {
  /** The application's form, loaded by the remote (a hook, so before any early return). */
  form: QueryState<Form> & { reload: () => void };
  section: string;
  /** The section's page; undefined when the address names no section of this form. */
  Page: ComponentType<{ form: Form; onContinue(): void }> | undefined;
  /** What is loading, in the remote's words (the spinner and an error say it). */
  loadingWhat: string;
  taskList: string;
  sectionPath(section: string): string;
  /** Where the address of a section of a submitted application leads. */
  notDraft: string;
}

export function SectionRoute<Form extends SectionedForm>({ form, section, Page, loadingWhat, taskList, sectionPath, notDraft }: SectionRouteProps<Form>) {
  const navigate = useNavigate();
  if (!Page) return <Navigate to={taskList} replace />;
  return (
    <QueryResult query={form} what={loadingWhat}>
      {(application) => {
        if (application.status !== 'DRAFT') return <Navigate to={notDraft} replace />;
        const next = application.sections[application.sections.findIndex((entry) => entry.id === section) + 1];
        const onContinue = () => navigate(next ? sectionPath(next.id) : taskList);
        return (
          <Suspense fallback={<LoadingSpinner label={loadingWhat} />}>
            <Page key={section} form={application} onContinue={onContinue} />
          </Suspense>
        );
      }}
    </QueryResult>
  );
}
