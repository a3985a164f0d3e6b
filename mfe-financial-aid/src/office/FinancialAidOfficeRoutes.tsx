import { Suspense, type ComponentType } from 'react';
import { lazyNamedPage } from '@portal/mount/lazy-page';
import { Navigate, Route, Routes } from '@portal/router';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { financialAidOfficeText } from './office-text';

/** A console page in its own chunk, named (the import's webpackChunkName) for a page the server draws to preload it (lazy-page.tsx). */
const page = (group: string, load: () => Promise<Record<string, ComponentType>>, name: string) => lazyNamedPage(group, load, name);

const ApplicationsListPage = page('financial-aid-office-applications-list', () => import(/* webpackChunkName: "financial-aid-office-applications-list" */ './applications/ApplicationsListPage'), 'ApplicationsListPage');
const ApplicationPage = page('financial-aid-office-application', () => import(/* webpackChunkName: "financial-aid-office-application" */ './applications/ApplicationPage'), 'ApplicationPage');
const ActionPage = page('financial-aid-office-action', () => import(/* webpackChunkName: "financial-aid-office-action" */ './applications/ActionPage'), 'ActionPage');
const DecisionPage = page('financial-aid-office-decision', () => import(/* webpackChunkName: "financial-aid-office-decision" */ './applications/ActionPage'), 'DecisionPage');
const YearPage = page('financial-aid-office-year', () => import(/* webpackChunkName: "financial-aid-office-year" */ './years/YearPage'), 'YearPage');
const SchemesPage = page('financial-aid-office-schemes', () => import(/* webpackChunkName: "financial-aid-office-schemes" */ './schemes/SchemesPage'), 'SchemesPage');
const AidDashboardPage = page('financial-aid-office-dashboard', () => import(/* webpackChunkName: "financial-aid-office-dashboard" */ './dashboard/AidDashboardPage'), 'AidDashboardPage');
const SchemeFormPage = page('financial-aid-office-scheme-form', () => import(/* webpackChunkName: "financial-aid-office-scheme-form" */ './schemes/SchemeFormPage'), 'SchemeFormPage');

/** Routes under /office/financial-aid (the shell's staff guard and layout are around them). */
export function FinancialAidOfficeRoutes() {
  const text = financialAidOfficeText.useText();
  return (
    <Suspense fallback={<LoadingSpinner label={text('console.loadingWhat')} />}>
      <Routes>
        <Route index element={<ApplicationsListPage />} />
        <Route path="applications/:id" element={<ApplicationPage />} />
        <Route path="applications/:id/requests/:requestId" element={<DecisionPage />} />
        <Route path="applications/:id/:action" element={<ActionPage />} />
        <Route path="dashboard" element={<AidDashboardPage />} />
        <Route path="years" element={<YearPage />} />
        <Route path="schemes" element={<SchemesPage />} />
        <Route path="schemes/new" element={<SchemeFormPage />} />
        <Route path="schemes/:schemeId" element={<SchemeFormPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
