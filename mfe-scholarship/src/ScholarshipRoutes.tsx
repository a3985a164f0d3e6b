import { Suspense, type ComponentType } from 'react';
import { lazyNamedPage } from '@portal/mount/lazy-page';
import { longFormRoutes } from '@portal/forms/long-form-routes';
import { formsText } from '@portal/forms/text';
import { Navigate, Route, Routes } from '@portal/router';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { awardText } from './award/award-text';
import { scholarshipText } from './scholarship-text';
import { ScholarshipStatusPage } from './status/ScholarshipStatusPage';

/**
 * A page in its own chunk (the entry screen, the status list, stays small), with the long forms' shared
 * words. The group is the import's webpackChunkName: a page the server draws preloads it (lazy-page.tsx).
 */
const page = (group: string, load: () => Promise<Record<string, ComponentType>>, name: string) =>
  lazyNamedPage(group, load, name, [() => formsText.load()]);

const ApplyPage = page('scholarship-apply', () => import(/* webpackChunkName: "scholarship-apply" */ './apply/ApplyPage'), 'ApplyPage');
const TaskListPage = page('scholarship-task-list', () => import(/* webpackChunkName: "scholarship-task-list" */ './form/TaskListPage'), 'TaskListPage');
const SectionRoutePage = page('scholarship-section-route', () => import(/* webpackChunkName: "scholarship-section-route" */ './form/SectionRoutePage'), 'SectionRoutePage');
const CheckAnswersPage = page('scholarship-check-answers', () => import(/* webpackChunkName: "scholarship-check-answers" */ './form/CheckAnswersPage'), 'CheckAnswersPage');
const AcknowledgementPage = page('scholarship-acknowledgement', () => import(/* webpackChunkName: "scholarship-acknowledgement" */ './form/AcknowledgementPage'), 'AcknowledgementPage');
const DeleteDraftPage = page('scholarship-delete-draft', () => import(/* webpackChunkName: "scholarship-delete-draft" */ './form/DeleteDraftPage'), 'DeleteDraftPage');
/** The award's pages, with its own words (namespace 'scholarshipAward'). */
const awardPage = (group: string, load: () => Promise<Record<string, ComponentType>>, name: string) => page(group, async () => (await Promise.all([load(), awardText.load()]))[0], name);
const OutcomePage = awardPage('scholarship-outcome', () => import(/* webpackChunkName: "scholarship-outcome" */ './award/OutcomePage'), 'OutcomePage');
const UndertakingPage = awardPage('scholarship-undertaking', () => import(/* webpackChunkName: "scholarship-undertaking" */ './award/UndertakingPage'), 'UndertakingPage');
const SuretiesPage = awardPage('scholarship-sureties', () => import(/* webpackChunkName: "scholarship-sureties" */ './award/SuretiesPage'), 'SuretiesPage');

/** Routes under /applicant/scholarship: status, apply, an application's task list, sections, check answers, acknowledgement; the award's outcome, undertaking and sureties. */
export function ScholarshipRoutes() {
  const text = scholarshipText.useText();
  return (
    <Suspense fallback={<LoadingSpinner label={text('tasks.loadingWhat')} />}>
      <Routes>
        <Route index element={<Navigate to="status" replace />} />
        <Route path="status" element={<ScholarshipStatusPage />} />
        <Route path="apply" element={<ApplyPage />} />
        {longFormRoutes('id', { TaskListPage, SectionRoutePage, CheckAnswersPage, AcknowledgementPage, DeleteDraftPage })}
        <Route path="applications/:id/outcome" element={<OutcomePage />} />
        <Route path="applications/:id/undertaking" element={<UndertakingPage />} />
        <Route path="applications/:id/sureties" element={<SuretiesPage />} />
        <Route path="*" element={<Navigate to="/status" replace />} />
      </Routes>
    </Suspense>
  );
}
