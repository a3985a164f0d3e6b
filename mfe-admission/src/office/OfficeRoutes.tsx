import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from '@portal/router';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { admissionOfficeText } from './office-text';

/** A console page in its own chunk. */
const page = (load: () => Promise<Record<string, ComponentType>>, name: string) => lazy(async () => ({ default: (await load())[name]! }));

const ApplicationsListPage = page(() => import('./applications/ApplicationsListPage'), 'ApplicationsListPage');
const ApplicationPage = page(() => import('./applications/ApplicationPage'), 'ApplicationPage');
const OfficeOutcomePage = page(() => import('./outcomes/OfficeOutcomePage'), 'OfficeOutcomePage');
const ReleaseOutcomesPage = page(() => import('./outcomes/ReleaseOutcomesPage'), 'ReleaseOutcomesPage');

/**
 * Routes under /office/admission (the shell's staff guard and layout are around them). Each console
 * feature adds its routes here.
 */
export function OfficeRoutes() {
  const text = admissionOfficeText.useText();
  return (
    <Suspense fallback={<LoadingSpinner label={text('console.loadingWhat')} />}>
      <Routes>
        <Route index element={<ApplicationsListPage />} />
        <Route path="applications/:applicationNumber" element={<ApplicationPage />} />
        <Route path="applications/:applicationNumber/outcome" element={<OfficeOutcomePage />} />
        <Route path="outcomes/release" element={<ReleaseOutcomesPage />} />
        <Route path="*" element={<Navigate to="." replace />} />
      </Routes>
    </Suspense>
  );
}
