import { Navigate, Route, Routes } from '@portal/router';
import { AidCalculatorPage } from './calculator/AidCalculatorPage';
import { FinancialAidStatusPage } from './status/FinancialAidStatusPage';

/** Routes under /applicant/financial-aid. */
export function FinancialAidRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="status" replace />} />
      <Route path="status" element={<FinancialAidStatusPage />} />
      <Route path="calculator" element={<AidCalculatorPage />} />
      <Route path="*" element={<Navigate to="status" replace />} />
    </Routes>
  );
}
