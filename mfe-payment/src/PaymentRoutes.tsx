import { Navigate, Route, Routes } from 'react-router-dom';
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
