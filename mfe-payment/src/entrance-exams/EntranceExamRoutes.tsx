import { Suspense } from 'react';
import { lazyPage } from '@portal/mount/lazy-page';
import { Route, Routes } from '@portal/router';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { paymentText } from '../payment-text';

// In chunks of their own: Payment Details, the remote's entry screen, does without the form's code (formik, the schemas).
const EntranceExamsPage = lazyPage('payment-entrance-exams', async () => ({ default: (await import(/* webpackChunkName: "payment-entrance-exams" */ './EntranceExamsPage')).EntranceExamsPage }));
const RegisterPage = lazyPage('payment-entrance-exam-register', async () => ({ default: (await import(/* webpackChunkName: "payment-entrance-exam-register" */ './RegisterPage')).RegisterPage }));

/** Routes under /applicant/payment/entrance-exams: the exams, and registering for one. */
export function EntranceExamRoutes() {
  const text = paymentText.useText();
  return (
    <Suspense fallback={<LoadingSpinner label={text('entranceExams.loadingWhat')} />}>
      <Routes>
        <Route index element={<EntranceExamsPage />} />
        <Route path=":examId" element={<RegisterPage />} />
      </Routes>
    </Suspense>
  );
}
