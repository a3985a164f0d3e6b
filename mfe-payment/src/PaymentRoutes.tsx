import { Navigate, Route, Routes } from '@portal/router';
import { FeePaymentPage } from './pay/FeePaymentPage';
import { PaymentResultPage } from './pay/PaymentResultPage';
import { EntranceExamRoutes } from './entrance-exams/EntranceExamRoutes';
import { PaymentDetailsPage } from './payments/PaymentDetailsPage';

/** Routes under /applicant/payment. */
export function PaymentRoutes() {
  return (
    <Routes>
      <Route index element={<PaymentDetailsPage />} />
      <Route path="fees/:feeId" element={<FeePaymentPage />} />
      <Route path="payments/:paymentId" element={<PaymentResultPage />} />
      <Route path="entrance-exams/*" element={<EntranceExamRoutes />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
