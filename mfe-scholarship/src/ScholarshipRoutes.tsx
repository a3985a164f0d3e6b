import { lazy, Suspense, type ComponentType } from 'react';
import { formsText } from '@portal/forms/text';
import { Navigate, Route, Routes } from '@portal/router';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { awardText } from './award/award-text';
import { scholarshipText } from './scholarship-text';
import { ScholarshipStatusPage } from './status/ScholarshipStatusPage';

/** A page in its own chunk (the entry screen, the status list, stays small), with the long forms' shared words. */
const page = (load: () => Promise<Record<string, ComponentType>>, name: string) =>
  lazy(async () => ({ default: (await Promise.all([load(), formsText.load()]))[0][name]! }));

const ApplyPage = page(() => import('./apply/ApplyPage'), 'ApplyPage');
const TaskListPage = page(() => import('./form/TaskListPage'), 'TaskListPage');
const SectionRoutePage = page(() => import('./form/SectionRoutePage'), 'SectionRoutePage');
const CheckAnswersPage = page(() => import('./form/CheckAnswersPage'), 'CheckAnswersPage');
const AcknowledgementPage = page(() => import('./form/AcknowledgementPage'), 'AcknowledgementPage');
const DeleteDraftPage = page(() => import('./form/DeleteDraftPage'), 'DeleteDraftPage');
/** The award's pages, with its own words (namespace 'scholarshipAward'). */
const awardPage = (load: () => Promise<Record<string, ComponentType>>, name: string) => page(async () => (await Promise.all([load(), awardText.load()]))[0], name);
const OutcomePage = awardPage(() => import('./award/OutcomePage'), 'OutcomePage');
const UndertakingPage = awardPage(() => import('./award/UndertakingPage'), 'UndertakingPage');
const SuretiesPage = awardPage(() => import('./award/SuretiesPage'), 'SuretiesPage');

/** Routes under /applicant/scholarship: status, apply, an application's task list, sections, check answers, acknowledgement; the award's outcome, undertaking and sureties. */
export function ScholarshipRoutes() {
  const text = scholarshipText.useText();
  return (
    <Suspense fallback={<LoadingSpinner label={text('tasks.loadingWhat')} />}>
      <Routes>
        <Route index element={<Navigate to="status" replace />} />
        <Route path="status" element={<ScholarshipStatusPage />} />
        <Route path="apply" element={<ApplyPage />} />
        <Route path="applications/:id" element={<TaskListPage />} />
        <Route path="applications/:id/sections/:section" element={<SectionRoutePage />} />
        <Route path="applications/:id/check" element={<CheckAnswersPage />} />
        <Route path="applications/:id/submitted" element={<AcknowledgementPage />} />
        <Route path="applications/:id/delete" element={<DeleteDraftPage />} />
        <Route path="applications/:id/outcome" element={<OutcomePage />} />
        <Route path="applications/:id/undertaking" element={<UndertakingPage />} />
        <Route path="applications/:id/sureties" element={<SuretiesPage />} />
        <Route path="*" element={<Navigate to="status" replace />} />
      </Routes>
    </Suspense>
  );
}
