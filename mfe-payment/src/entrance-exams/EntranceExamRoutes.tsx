import { lazy, Suspense } from 'react';
import { Route, Routes } from '@portal/router';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { paymentText } from '../payment-text';

// In chunks of their own: Payment Details, the remote's entry screen, does without the form's code (formik, the schemas).
const EntranceExamsPage = lazy(async () => ({ default: (await import('./EntranceExamsPage')).EntranceExamsPage }));
const RegisterPage = lazy(async () => ({ default: (await import('./RegisterPage')).RegisterPage }));

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
