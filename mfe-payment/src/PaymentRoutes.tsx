import { Navigate, Route, Routes } from '@portal/router';
import { FeePaymentPage } from './pay/FeePaymentPage';
import { PaymentResultPage } from './pay/PaymentResultPage';
import { PaymentDetailsPage } from './payments/PaymentDetailsPage';

/** Routes under /applicant/payment. */
export function PaymentRoutes() {
  return (
    <Routes>
      <Route index element={<PaymentDetailsPage />} />
      <Route path="fees/:feeId" element={<FeePaymentPage />} />
      <Route path="payments/:paymentId" element={<PaymentResultPage />} />
      <Route path="*" element={<Navigate to="." replace />} />
    </Routes>
  );
}
