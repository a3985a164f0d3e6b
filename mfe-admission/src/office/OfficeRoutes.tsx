import { Suspense, type ComponentType } from 'react';
import { lazyNamedPage } from '@portal/mount/lazy-page';
import { Navigate, Route, Routes } from '@portal/router';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { admissionSectionText } from '../sections/section-text';
import { admissionOfficeText } from './office-text';

/** A console page in its own chunk, named (the import's webpackChunkName) for a page the server draws to preload it (lazy-page.tsx). */
const page = (group: string, load: () => Promise<Record<string, ComponentType>>, name: string) => lazyNamedPage(group, load, name);

const ApplicationsListPage = page('admission-office-applications-list', () => import(/* webpackChunkName: "admission-office-applications-list" */ './applications/ApplicationsListPage'), 'ApplicationsListPage');
const ApplicationPage = page('admission-office-application', () => import(/* webpackChunkName: "admission-office-application" */ './applications/ApplicationPage'), 'ApplicationPage');
const OfficeOutcomePage = page('admission-office-outcome', () => import(/* webpackChunkName: "admission-office-outcome" */ './outcomes/OfficeOutcomePage'), 'OfficeOutcomePage');
const ReleaseOutcomesPage = page('admission-office-release-outcomes', () => import(/* webpackChunkName: "admission-office-release-outcomes" */ './outcomes/ReleaseOutcomesPage'), 'ReleaseOutcomesPage');
// After submission: results window and actual results, final GPA, enrolment confirmation.
// The results page names subjects with the applicant's Subjects page words: they load with it.
const OfficeResultsPage = page('admission-office-results', async () => (await Promise.all([import(/* webpackChunkName: "admission-office-results" */ './after-submission/OfficeResultsPage'), admissionSectionText.load()]))[0], 'OfficeResultsPage');
const OfficeGpaPage = page('admission-office-gpa', () => import(/* webpackChunkName: "admission-office-gpa" */ './after-submission/OfficeGpaPage'), 'OfficeGpaPage');
const OfficeEnrolmentPage = page('admission-office-enrolment', () => import(/* webpackChunkName: "admission-office-enrolment" */ './after-submission/OfficeEnrolmentPage'), 'OfficeEnrolmentPage');
const ResultsWindowBatchPage = page('admission-office-results-window-batch', () => import(/* webpackChunkName: "admission-office-results-window-batch" */ './after-submission/ResultsWindowBatchPage'), 'ResultsWindowBatchPage');
// After submission: appeals, requests for documents, interview/test invitations, the fee waiver.
const AppealsListPage = page('admission-office-appeals-list', () => import(/* webpackChunkName: "admission-office-appeals-list" */ './appeals/AppealsListPage'), 'AppealsListPage');
const OfficeAppealPage = page('admission-office-appeal', () => import(/* webpackChunkName: "admission-office-appeal" */ './appeals/OfficeAppealPage'), 'OfficeAppealPage');
// The request form names document types as the applicant's upload form does ('admissionForm' strings).
const DocumentsRequestPage = page('admission-office-documents-request', async () => (await Promise.all([import(/* webpackChunkName: "admission-office-documents-request" */ './appeals/DocumentsRequestPage'), admissionSectionText.load()]))[0], 'DocumentsRequestPage');
const InterviewsPage = page('admission-office-interviews', () => import(/* webpackChunkName: "admission-office-interviews" */ './appeals/InterviewsPage'), 'InterviewsPage');
const FeePage = page('admission-office-fee', () => import(/* webpackChunkName: "admission-office-fee" */ './appeals/FeePage'), 'FeePage');
// Entrance exams (issue 11): the list, and the form that defines, changes and closes one.
const EntranceExamsPage = page('admission-office-entrance-exams', () => import(/* webpackChunkName: "admission-office-entrance-exams" */ './entrance-exams/EntranceExamsPage'), 'EntranceExamsPage');
const EntranceExamFormPage = page('admission-office-entrance-exam-form', () => import(/* webpackChunkName: "admission-office-entrance-exam-form" */ './entrance-exams/EntranceExamFormPage'), 'EntranceExamFormPage');
// Application periods: the list of a year's, and the form that adds, changes and removes one.
const ApplicationPeriodsPage = page('admission-office-application-periods', () => import(/* webpackChunkName: "admission-office-application-periods" */ './application-periods/ApplicationPeriodsPage'), 'ApplicationPeriodsPage');
const ApplicationPeriodFormPage = page('admission-office-application-period-form', () => import(/* webpackChunkName: "admission-office-application-period-form" */ './application-periods/ApplicationPeriodFormPage'), 'ApplicationPeriodFormPage');
// The intake in charts (issue 37): its charts (visx) load with this page alone.
const AdmissionsDashboardPage = page('admission-office-dashboard', () => import(/* webpackChunkName: "admission-office-dashboard" */ './dashboard/AdmissionsDashboardPage'), 'AdmissionsDashboardPage');
const ProgrammePlacesPage = page('admission-office-programme-places', () => import(/* webpackChunkName: "admission-office-programme-places" */ './dashboard/ProgrammePlacesPage'), 'ProgrammePlacesPage');

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
        <Route path="application-periods" element={<ApplicationPeriodsPage />} />
        <Route path="application-periods/new" element={<ApplicationPeriodFormPage />} />
        <Route path="application-periods/:periodId" element={<ApplicationPeriodFormPage />} />
        <Route path="dashboard" element={<AdmissionsDashboardPage />} />
        <Route path="dashboard/places" element={<ProgrammePlacesPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
