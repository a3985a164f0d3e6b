import { Suspense, type ComponentType } from 'react';
import { formsText } from '@portal/forms/text';
import { lazyNamedPage } from '@portal/mount/lazy-page';
import { longFormRoutes } from '@portal/forms/long-form-routes';
import { Navigate, Route, Routes } from '@portal/router';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { AfterSubmissionRoutes } from './after/AfterSubmissionRoutes';
import { AidCalculatorPage } from './calculator/AidCalculatorPage';
import { financialAidText } from './financial-aid-text';
import { aidFormText } from './form/form-text';
import { GuarantorRoutes } from './guarantor/GuarantorRoutes';
import { FinancialAidStatusPage } from './status/FinancialAidStatusPage';

/**
 * A page of the application form in its own chunk (the entry screens, the status and the calculator,
 * stay small), loaded with the form's words and the long forms' shared words. The group is the
 * import's webpackChunkName: a page the server draws preloads it (lazy-page.tsx).
 */
const page = (group: string, load: () => Promise<Record<string, ComponentType>>, name: string) =>
  lazyNamedPage(group, load, name, [() => aidFormText.load(), () => formsText.load()]);

const ApplyPage = page('financial-aid-apply', () => import(/* webpackChunkName: "financial-aid-apply" */ './apply/ApplyPage'), 'ApplyPage');
const TaskListPage = page('financial-aid-task-list', () => import(/* webpackChunkName: "financial-aid-task-list" */ './form/TaskListPage'), 'TaskListPage');
const SectionRoutePage = page('financial-aid-section-route', () => import(/* webpackChunkName: "financial-aid-section-route" */ './form/SectionRoutePage'), 'SectionRoutePage');
const CheckAnswersPage = page('financial-aid-check-answers', () => import(/* webpackChunkName: "financial-aid-check-answers" */ './form/CheckAnswersPage'), 'CheckAnswersPage');
const AcknowledgementPage = page('financial-aid-acknowledgement', () => import(/* webpackChunkName: "financial-aid-acknowledgement" */ './form/AcknowledgementPage'), 'AcknowledgementPage');
const DeleteDraftPage = page('financial-aid-delete-draft', () => import(/* webpackChunkName: "financial-aid-delete-draft" */ './form/DeleteDraftPage'), 'DeleteDraftPage');

/**
 * Routes under /applicant/financial-aid (paths.ts): the calculator and status, the application form
 * (apply, task list, sections, check answers, acknowledgement, deleting the draft), what follows
 * submission (after/: progress, package, appeal or review, update, requested documents, withdrawal)
 * and the loan guarantor.
 */
export function FinancialAidRoutes() {
  const text = financialAidText.useText();
  return (
    <Suspense fallback={<LoadingSpinner label={text('status.loadingWhat')} />}>
      <Routes>
        <Route index element={<Navigate to="status" replace />} />
        <Route path="status" element={<FinancialAidStatusPage />} />
        <Route path="calculator" element={<AidCalculatorPage />} />
        <Route path="apply" element={<ApplyPage />} />
        {longFormRoutes('id', { TaskListPage, SectionRoutePage, CheckAnswersPage, AcknowledgementPage, DeleteDraftPage })}
        <Route path="aid/:id/guarantor/*" element={<GuarantorRoutes />} />
        <Route path="aid/:id/*" element={<AfterSubmissionRoutes />} />
        <Route path="*" element={<Navigate to="/status" replace />} />
      </Routes>
    </Suspense>
  );
}
