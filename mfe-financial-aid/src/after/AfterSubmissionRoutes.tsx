import { lazy, Suspense, type ComponentType } from 'react';
import { formsText } from '@portal/forms/text';
import { Navigate, Route, Routes } from '@portal/router';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { formText } from '../form/form-text';
import { afterText } from './after-text';

/**
 * A page in its own chunk, with its words (namespace 'financialAidAfter'), the long forms' shared words
 * (uploads, the history) and the form's (the history's events, the copies of the answers).
 */
const page = (load: () => Promise<Record<string, ComponentType>>, name: string) =>
  lazy(async () => ({ default: (await Promise.all([load(), afterText.load(), formsText.load(), formText.load()]))[0][name]! }));

const ProgressPage = page(() => import('./ProgressPage'), 'ProgressPage');
const PackagePage = page(() => import('./PackagePage'), 'PackagePage');
const AppealPage = page(() => import('./AppealPage'), 'AppealPage');
const UpdatePage = page(() => import('./UpdatePage'), 'UpdatePage');
const RequestedDocumentsPage = page(() => import('./RequestedDocumentsPage'), 'RequestedDocumentsPage');
const WithdrawPage = page(() => import('./WithdrawPage'), 'WithdrawPage');

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
        <Route path="*" element={<Navigate to="/applicant/financial-aid/status" replace />} />
      </Routes>
    </Suspense>
  );
}
