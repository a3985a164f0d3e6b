/**
 * A long form's routes under applications/{id} (the kit's): the task list, a section, check your
 * answers, the acknowledgement and deleting the draft. The remote gives its pages (each a lazy chunk
 * of its own) and the name of the route parameter; this module stays light, as the remote's route
 * table is in its entry chunk.
 */
import type { ComponentType } from 'react';
import { Route } from '@portal/router';

export interface LongFormPages {
  TaskListPage: ComponentType;
  SectionRoutePage: ComponentType;
  CheckAnswersPage: ComponentType;
  AcknowledgementPage: ComponentType;
  DeleteDraftPage: ComponentType;
}

/** The routes, for a remote's <Routes> (`{longFormRoutes('id', pages)}`). */
export function longFormRoutes(idParam: string, { TaskListPage, SectionRoutePage, CheckAnswersPage, AcknowledgementPage, DeleteDraftPage }: LongFormPages) {
  const application = `applications/:${idParam}`;
  return [
    <Route key="tasks" path={application} element={<TaskListPage />} />,
    <Route key="section" path={`${application}/sections/:section`} element={<SectionRoutePage />} />,
    <Route key="check" path={`${application}/check`} element={<CheckAnswersPage />} />,
    <Route key="submitted" path={`${application}/submitted`} element={<AcknowledgementPage />} />,
    <Route key="delete" path={`${application}/delete`} element={<DeleteDraftPage />} />,
  ];
}
