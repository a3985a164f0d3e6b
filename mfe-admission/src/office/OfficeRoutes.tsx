import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from '@portal/router';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { admissionOfficeText } from './office-text';
import { formText } from '../sections/form-text';

/** A console page in its own chunk. */
const page = (load: () => Promise<Record<string, ComponentType>>, name: string) => lazy(async () => ({ default: (await load())[name]! }));

const ApplicationsListPage = page(() => import('./applications/ApplicationsListPage'), 'ApplicationsListPage');
const AppealsListPage = page(() => import('./after-submission/AppealsListPage'), 'AppealsListPage');
const OfficeAppealPage = page(() => import('./after-submission/OfficeAppealPage'), 'OfficeAppealPage');
// The request form names document types as the applicant's upload form does ('admissionForm' strings).
const DocumentsRequestPage = page(async () => (await Promise.all([import('./after-submission/DocumentsRequestPage'), formText.load()]))[0], 'DocumentsRequestPage');
const InterviewsPage = page(() => import('./after-submission/InterviewsPage'), 'InterviewsPage');
const FeePage = page(() => import('./after-submission/FeePage'), 'FeePage');

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
        <Route path="appeals" element={<AppealsListPage />} />
        <Route path="applications/:applicationNumber/appeal" element={<OfficeAppealPage />} />
        <Route path="applications/:applicationNumber/documents-request" element={<DocumentsRequestPage />} />
        <Route path="applications/:applicationNumber/interviews" element={<InterviewsPage />} />
        <Route path="applications/:applicationNumber/fee" element={<FeePage />} />
        <Route path="*" element={<ApplicationsListPage />} />
      </Routes>
    </Suspense>
  );
}
