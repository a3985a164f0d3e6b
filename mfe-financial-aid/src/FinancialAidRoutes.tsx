import { Navigate, Route, Routes } from '@portal/router';
import { AfterSubmissionRoutes } from './after/AfterSubmissionRoutes';
import { AidCalculatorPage } from './calculator/AidCalculatorPage';
import { ApplyRoute, FormRoutes } from './form/FormRoutes';
import { GuarantorRoutes } from './guarantor/GuarantorRoutes';
import { FinancialAidStatusPage } from './status/FinancialAidStatusPage';

/**
 * Routes under /applicant/financial-aid (paths.ts): the calculator and status, the application form
 * (apply, task list, sections, check answers, acknowledgement), what follows submission (progress,
 * package, appeal or review, update, requested documents, withdrawal) and the loan guarantor.
 */
export function FinancialAidRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="status" replace />} />
      <Route path="status" element={<FinancialAidStatusPage />} />
      <Route path="calculator" element={<AidCalculatorPage />} />
      <Route path="apply" element={<ApplyRoute />} />
      <Route path="applications/:id/*" element={<FormRoutes />} />
      <Route path="aid/:id/guarantor/*" element={<GuarantorRoutes />} />
      <Route path="aid/:id/*" element={<AfterSubmissionRoutes />} />
      <Route path="*" element={<Navigate to="status" replace />} />
    </Routes>
  );
}
