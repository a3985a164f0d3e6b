import { Navigate, Route, Routes } from '@portal/router';
import { PaymentDetailsPage } from './payments/PaymentDetailsPage';

/** Routes under /applicant/payment. */
export function PaymentRoutes() {
  return (
    <Routes>
      <Route index element={<PaymentDetailsPage />} />
      <Route path="*" element={<Navigate to="." replace />} />
    </Routes>
  );
}
