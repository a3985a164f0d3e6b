import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from '@portal/router';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { scholarshipOfficeText } from './office-text';

/** A console page in its own chunk. */
const page = (load: () => Promise<Record<string, ComponentType>>, name: string) => lazy(async () => ({ default: (await load())[name]! }));

const ApplicationsListPage = page(() => import('./applications/ApplicationsListPage'), 'ApplicationsListPage');
const ApplicationPage = page(() => import('./applications/ApplicationPage'), 'ApplicationPage');
const OutcomePage = page(() => import('./outcomes/OutcomePage'), 'OutcomePage');
const ReleaseOutcomesPage = page(() => import('./outcomes/ReleaseOutcomesPage'), 'ReleaseOutcomesPage');
const ScholarshipsPage = page(() => import('./scholarships/ScholarshipsPage'), 'ScholarshipsPage');
const ScholarshipFormPage = page(() => import('./scholarships/ScholarshipFormPage'), 'ScholarshipFormPage');

/** Routes under /office/scholarship (the shell's staff guard and layout are around them). */
export function ScholarshipOfficeRoutes() {
  const text = scholarshipOfficeText.useText();
  return (
    <Suspense fallback={<LoadingSpinner label={text('console.loadingWhat')} />}>
      <Routes>
        <Route index element={<ApplicationsListPage />} />
        <Route path="applications/:id" element={<ApplicationPage />} />
        <Route path="applications/:id/outcome" element={<OutcomePage />} />
        <Route path="outcomes/release" element={<ReleaseOutcomesPage />} />
        <Route path="scholarships" element={<ScholarshipsPage />} />
        <Route path="scholarships/new" element={<ScholarshipFormPage />} />
        <Route path="scholarships/:scholarshipId" element={<ScholarshipFormPage />} />
        <Route path="*" element={<Navigate to="." replace />} />
      </Routes>
    </Suspense>
  );
}
