import { Suspense, type ComponentType } from 'react';
import { lazyNamedPage } from '@portal/mount/lazy-page';
import { Navigate, Route, Routes } from '@portal/router';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { scholarshipOfficeText } from './office-text';

/** A console page in its own chunk, named (the import's webpackChunkName) for a page the server draws to preload it (lazy-page.tsx). */
const page = (group: string, load: () => Promise<Record<string, ComponentType>>, name: string) => lazyNamedPage(group, load, name);

const ApplicationsListPage = page('scholarship-office-applications-list', () => import(/* webpackChunkName: "scholarship-office-applications-list" */ './applications/ApplicationsListPage'), 'ApplicationsListPage');
const ApplicationPage = page('scholarship-office-application', () => import(/* webpackChunkName: "scholarship-office-application" */ './applications/ApplicationPage'), 'ApplicationPage');
const OutcomePage = page('scholarship-office-outcome', () => import(/* webpackChunkName: "scholarship-office-outcome" */ './outcomes/OutcomePage'), 'OutcomePage');
const ReleaseOutcomesPage = page('scholarship-office-release-outcomes', () => import(/* webpackChunkName: "scholarship-office-release-outcomes" */ './outcomes/ReleaseOutcomesPage'), 'ReleaseOutcomesPage');
const ScholarshipsPage = page('scholarship-office-scholarships', () => import(/* webpackChunkName: "scholarship-office-scholarships" */ './scholarships/ScholarshipsPage'), 'ScholarshipsPage');
const ScholarshipFormPage = page('scholarship-office-scholarship-form', () => import(/* webpackChunkName: "scholarship-office-scholarship-form" */ './scholarships/ScholarshipFormPage'), 'ScholarshipFormPage');
// The scholarship applications in charts (issue 37): its charts (visx) load with this page alone.
const ScholarshipsDashboardPage = page('scholarship-office-dashboard', () => import(/* webpackChunkName: "scholarship-office-dashboard" */ './dashboard/ScholarshipsDashboardPage'), 'ScholarshipsDashboardPage');

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
        <Route path="dashboard" element={<ScholarshipsDashboardPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
