import { Suspense, type ComponentType } from 'react';
import { lazyNamedPage } from '@portal/mount/lazy-page';
import { formsText } from '@portal/forms/text';
import { Navigate, Route, Routes } from '@portal/router';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { aidFormText } from '../form/form-text';
import { afterText } from './after-text';

/**
 * A page in its own chunk, with its words (namespace 'financialAidAfter'), the long forms' shared words
 * (uploads, the history) and the form's (the history's events, the copies of the answers); named
 * (the import's webpackChunkName) for a page the server draws to preload it (lazy-page.tsx).
 */
const page = (group: string, load: () => Promise<Record<string, ComponentType>>, name: string) =>
  lazyNamedPage(group, load, name, [() => afterText.load(), () => formsText.load(), () => aidFormText.load()]);

const ProgressPage = page('financial-aid-after-progress', () => import(/* webpackChunkName: "financial-aid-after-progress" */ './ProgressPage'), 'ProgressPage');
const PackagePage = page('financial-aid-after-package', () => import(/* webpackChunkName: "financial-aid-after-package" */ './PackagePage'), 'PackagePage');
const AppealPage = page('financial-aid-after-appeal', () => import(/* webpackChunkName: "financial-aid-after-appeal" */ './AppealPage'), 'AppealPage');
const UpdatePage = page('financial-aid-after-update', () => import(/* webpackChunkName: "financial-aid-after-update" */ './UpdatePage'), 'UpdatePage');
const RequestedDocumentsPage = page('financial-aid-after-requested-documents', () => import(/* webpackChunkName: "financial-aid-after-requested-documents" */ './RequestedDocumentsPage'), 'RequestedDocumentsPage');
const WithdrawPage = page('financial-aid-after-withdraw', () => import(/* webpackChunkName: "financial-aid-after-withdraw" */ './WithdrawPage'), 'WithdrawPage');

/**
 * After submission, under /applicant/financial-aid/aid/:id (paths.ts): progress, package (select,
 * accept or reject), appeal or request for review, update, requested documents, withdrawal.
 */
export function AfterSubmissionRoutes() {
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <Routes>
        <Route index element={<ProgressPage />} />
        <Route path="package" element={<PackagePage />} />
        <Route path="appeal" element={<AppealPage />} />
        <Route path="update" element={<UpdatePage />} />
        <Route path="documents" element={<RequestedDocumentsPage />} />
        <Route path="withdraw" element={<WithdrawPage />} />
        <Route path="*" element={<Navigate to="/status" replace />} />
      </Routes>
    </Suspense>
  );
}
