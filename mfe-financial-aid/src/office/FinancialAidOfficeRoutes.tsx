import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from '@portal/router';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { financialAidOfficeText } from './office-text';

/** A console page in its own chunk. */
const page = (load: () => Promise<Record<string, ComponentType>>, name: string) => lazy(async () => ({ default: (await load())[name]! }));

const ApplicationsListPage = page(() => import('./applications/ApplicationsListPage'), 'ApplicationsListPage');
const ApplicationPage = page(() => import('./applications/ApplicationPage'), 'ApplicationPage');
const ActionPage = page(() => import('./applications/ActionPage'), 'ActionPage');
const DecisionPage = page(() => import('./applications/ActionPage'), 'DecisionPage');
const YearPage = page(() => import('./years/YearPage'), 'YearPage');
const SchemesPage = page(() => import('./schemes/SchemesPage'), 'SchemesPage');
const SchemeFormPage = page(() => import('./schemes/SchemeFormPage'), 'SchemeFormPage');

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
        <Route path="years" element={<YearPage />} />
        <Route path="schemes" element={<SchemesPage />} />
        <Route path="schemes/new" element={<SchemeFormPage />} />
        <Route path="schemes/:schemeId" element={<SchemeFormPage />} />
        <Route path="*" element={<Navigate to="." replace />} />
      </Routes>
    </Suspense>
  );
}
