import { Suspense } from 'react';
import { lazyPage } from '@portal/mount/lazy-page';
import { Navigate, Route, Routes } from '@portal/router';

/** Guarantor Information: its own chunk, loaded with its words, only by applicants who took a loan. */
const GuarantorPage = lazyPage('financial-aid-guarantor', async () => {
  const [page] = await Promise.all([import(/* webpackChunkName: "financial-aid-guarantor" */ './GuarantorPage'), import(/* webpackChunkName: "financial-aid-guarantor" */ './guarantor-text').then(({ guarantorText }) => guarantorText.load())]);
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
