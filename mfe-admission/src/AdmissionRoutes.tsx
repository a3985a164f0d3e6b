import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from '@portal/router';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { formsText } from '@portal/forms/text';
import { admissionText } from './admission-text';
import { formText } from './sections/form-text';
import { ApplicationStatusPage } from './status/ApplicationStatusPage';

/**
 * A page in its own chunk: the remote's entry screen (the summary) stays small. The long forms'
 * shared words (task list, history, uploads…) come with it.
 */
const page = (load: () => Promise<Record<string, ComponentType>>, name: string) =>
  lazy(async () => ({ default: (await Promise.all([load(), formsText.load()]))[0][name]! }));

const ApplyPage = page(() => import('./apply/ApplyPage'), 'ApplyPage');
const PinPage = page(() => import('./apply/PinPage'), 'PinPage');
const TaskListPage = page(() => import('./form/TaskListPage'), 'TaskListPage');
const ChangeCategoryPage = page(() => import('./form/ChangeCategoryPage'), 'ChangeCategoryPage');
const DeleteDraftPage = page(() => import('./form/DeleteDraftPage'), 'DeleteDraftPage');
const SectionRoutePage = page(() => import('./form/SectionRoutePage'), 'SectionRoutePage');
const CheckAnswersPage = page(() => import('./form/CheckAnswersPage'), 'CheckAnswersPage');
const AcknowledgementPage = page(() => import('./form/AcknowledgementPage'), 'AcknowledgementPage');
const ContactDetailsPage = page(async () => (await import('./form/ContactDetailsPage')).withStrings(), 'ContactDetailsPage');
const OutcomePage = page(() => import('./outcome/OutcomePage'), 'OutcomePage');
const OfferResponsePage = page(() => import('./outcome/OfferResponsePage'), 'OfferResponsePage');
// After submission: final GPA, actual exam results, RNS confirmation of enrolment. They reuse the
// section pages' parts (uploads, subjects, draft forms), so those words load with them.
const withFormWords = <T,>(load: () => Promise<T>) => async () => (await Promise.all([load(), formText.load(), formsText.load()]))[0];
const FinalGpaPage = page(withFormWords(() => import('./after-submission/FinalGpaPage')), 'FinalGpaPage');
const ActualResultsPage = page(withFormWords(() => import('./after-submission/ActualResultsPage')), 'ActualResultsPage');
const EnrolmentPage = page(() => import('./after-submission/enrolment/EnrolmentPage'), 'EnrolmentPage');
const EnrolmentStepPage = page(withFormWords(() => import('./after-submission/enrolment/EnrolmentStepPage')), 'EnrolmentStepPage');
// After submission: appeal (and its outcome), interview/test invitation, documents the office asked
// for. The appeal and the requested documents use the section pages' upload form.
const AppealPage = page(withFormWords(() => import('./appeals/AppealPage')), 'AppealPage');
const AppealOutcomePage = page(() => import('./appeals/AppealPage'), 'AppealOutcomePage');
const InterviewPage = page(() => import('./appeals/InterviewPage'), 'InterviewPage');
const DocumentRequestsPage = page(withFormWords(() => import('./appeals/DocumentRequestsPage')), 'DocumentRequestsPage');

/** Routes under /applicant/admission: apply (eligibility), an application's task list and sections, the summary. */
export function AdmissionRoutes() {
  const text = admissionText.useText();
  return (
    <Suspense fallback={<LoadingSpinner label={text('tasks.loadingWhat')} />}>
      <Routes>
        <Route index element={<Navigate to="status" replace />} />
        <Route path="status" element={<ApplicationStatusPage />} />
        <Route path="manage" element={<ApplicationStatusPage />} />
        <Route path="apply" element={<ApplyPage />} />
        <Route path="applications/:applicationNumber" element={<TaskListPage />} />
        <Route path="applications/:applicationNumber/pin" element={<PinPage />} />
        <Route path="applications/:applicationNumber/category" element={<ChangeCategoryPage />} />
        <Route path="applications/:applicationNumber/delete" element={<DeleteDraftPage />} />
        <Route path="applications/:applicationNumber/check" element={<CheckAnswersPage />} />
        <Route path="applications/:applicationNumber/sections/:section" element={<SectionRoutePage />} />
        <Route path="applications/:applicationNumber/submitted" element={<AcknowledgementPage />} />
        <Route path="applications/:applicationNumber/contact" element={<ContactDetailsPage />} />
        <Route path="applications/:applicationNumber/outcome" element={<OutcomePage />} />
        <Route path="applications/:applicationNumber/offer-response" element={<OfferResponsePage />} />
        <Route path="applications/:applicationNumber/final-gpa" element={<FinalGpaPage />} />
        <Route path="applications/:applicationNumber/actual-results" element={<ActualResultsPage />} />
        <Route path="applications/:applicationNumber/enrolment" element={<EnrolmentPage />} />
        <Route path="applications/:applicationNumber/enrolment/:step" element={<EnrolmentStepPage />} />
        <Route path="applications/:applicationNumber/appeal" element={<AppealPage />} />
        <Route path="applications/:applicationNumber/appeal/outcome" element={<AppealOutcomePage />} />
        <Route path="applications/:applicationNumber/interview" element={<InterviewPage />} />
        <Route path="applications/:applicationNumber/documents-requested" element={<DocumentRequestsPage />} />
        <Route path="*" element={<Navigate to="status" replace />} />
      </Routes>
    </Suspense>
  );
}
