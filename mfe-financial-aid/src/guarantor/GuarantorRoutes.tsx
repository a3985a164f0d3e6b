import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from '@portal/router';

/** Guarantor Information: its own chunk, loaded with its words, only by applicants who took a loan. */
const GuarantorPage = lazy(async () => {
  const [page] = await Promise.all([import('./GuarantorPage'), import('./guarantor-text').then(({ guarantorText }) => guarantorText.load())]);
  return { default: page.GuarantorPage };
});

/** Routes under /applicant/financial-aid/aid/:id/guarantor (paths.guarantor): the form, its check step and the confirmation are one page. */
export function GuarantorRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Suspense fallback={null}>
            <GuarantorPage />
          </Suspense>
        }
      />
      <Route path="*" element={<Navigate to=".." relative="path" replace />} />
    </Routes>
  );
}
