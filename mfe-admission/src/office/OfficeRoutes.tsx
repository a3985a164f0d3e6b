import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from '@portal/router';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { formText } from '../sections/form-text';
import { admissionOfficeText } from './office-text';

/** A console page in its own chunk. */
const page = (load: () => Promise<Record<string, ComponentType>>, name: string) => lazy(async () => ({ default: (await load())[name]! }));

const ApplicationsListPage = page(() => import('./applications/ApplicationsListPage'), 'ApplicationsListPage');
const ApplicationPage = page(() => import('./applications/ApplicationPage'), 'ApplicationPage');
const OfficeOutcomePage = page(() => import('./outcomes/OfficeOutcomePage'), 'OfficeOutcomePage');
const ReleaseOutcomesPage = page(() => import('./outcomes/ReleaseOutcomesPage'), 'ReleaseOutcomesPage');
// After submission: results window and actual results, final GPA, enrolment confirmation.
// The results page names subjects with the applicant's Subjects page words: they load with it.
const OfficeResultsPage = page(async () => (await Promise.all([import('./after-submission/OfficeResultsPage'), formText.load()]))[0], 'OfficeResultsPage');
const OfficeGpaPage = page(() => import('./after-submission/OfficeGpaPage'), 'OfficeGpaPage');
const OfficeEnrolmentPage = page(() => import('./after-submission/OfficeEnrolmentPage'), 'OfficeEnrolmentPage');
const ResultsWindowBatchPage = page(() => import('./after-submission/ResultsWindowBatchPage'), 'ResultsWindowBatchPage');
// After submission: appeals, requests for documents, interview/test invitations, the fee waiver.
const AppealsListPage = page(() => import('./appeals/AppealsListPage'), 'AppealsListPage');
const OfficeAppealPage = page(() => import('./appeals/OfficeAppealPage'), 'OfficeAppealPage');
// The request form names document types as the applicant's upload form does ('admissionForm' strings).
const DocumentsRequestPage = page(async () => (await Promise.all([import('./appeals/DocumentsRequestPage'), formText.load()]))[0], 'DocumentsRequestPage');
const InterviewsPage = page(() => import('./appeals/InterviewsPage'), 'InterviewsPage');
const FeePage = page(() => import('./appeals/FeePage'), 'FeePage');
// Entrance exams (issue 11): the list, and the form that defines, changes and closes one.
const EntranceExamsPage = page(() => import('./entrance-exams/EntranceExamsPage'), 'EntranceExamsPage');
const EntranceExamFormPage = page(() => import('./entrance-exams/EntranceExamFormPage'), 'EntranceExamFormPage');

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
        <Route path="applications/:applicationNumber/results" element={<OfficeResultsPage />} />
        <Route path="applications/:applicationNumber/gpa" element={<OfficeGpaPage />} />
        <Route path="applications/:applicationNumber/enrolment" element={<OfficeEnrolmentPage />} />
        <Route path="results-window" element={<ResultsWindowBatchPage />} />
        <Route path="appeals" element={<AppealsListPage />} />
        <Route path="applications/:applicationNumber/appeal" element={<OfficeAppealPage />} />
        <Route path="applications/:applicationNumber/documents-request" element={<DocumentsRequestPage />} />
        <Route path="applications/:applicationNumber/interviews" element={<InterviewsPage />} />
        <Route path="applications/:applicationNumber/fee" element={<FeePage />} />
        <Route path="entrance-exams" element={<EntranceExamsPage />} />
        <Route path="entrance-exams/new" element={<EntranceExamFormPage />} />
        <Route path="entrance-exams/:examId" element={<EntranceExamFormPage />} />
        <Route path="*" element={<Navigate to="." replace />} />
      </Routes>
    </Suspense>
  );
}
