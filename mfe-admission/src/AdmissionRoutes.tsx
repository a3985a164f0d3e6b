import { Suspense, type ComponentType } from 'react';
import { lazyNamedPage } from '@portal/mount/lazy-page';
import { longFormRoutes } from '@portal/forms/long-form-routes';
import { Navigate, Route, Routes } from '@portal/router';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { formsText } from '@portal/forms/text';
import { admissionText } from './admission-text';
import { admissionSectionText } from './sections/section-text';
import { ApplicationStatusPage } from './status/ApplicationStatusPage';

/**
 * A page in its own chunk: the remote's entry screen (the summary) stays small. The long forms'
 * shared words (task list, history, uploads…) come with it. The chunk group's name is the import's
 * webpackChunkName: a page the server draws is preloaded with its chunk (lazy-page.tsx).
 */
const page = (group: string, load: () => Promise<Record<string, ComponentType>>, name: string) =>
  lazyNamedPage(group, load, name, [() => formsText.load()]);

const ApplyPage = page('admission-apply', () => import(/* webpackChunkName: "admission-apply" */ './apply/ApplyPage'), 'ApplyPage');
const PinPage = page('admission-pin', () => import(/* webpackChunkName: "admission-pin" */ './apply/PinPage'), 'PinPage');
const TaskListPage = page('admission-task-list', () => import(/* webpackChunkName: "admission-task-list" */ './form/TaskListPage'), 'TaskListPage');
const ChangeCategoryPage = page('admission-change-category', () => import(/* webpackChunkName: "admission-change-category" */ './form/ChangeCategoryPage'), 'ChangeCategoryPage');
const DeleteDraftPage = page('admission-delete-draft', () => import(/* webpackChunkName: "admission-delete-draft" */ './form/DeleteDraftPage'), 'DeleteDraftPage');
const SectionRoutePage = page('admission-section-route', () => import(/* webpackChunkName: "admission-section-route" */ './form/SectionRoutePage'), 'SectionRoutePage');
const CheckAnswersPage = page('admission-check-answers', () => import(/* webpackChunkName: "admission-check-answers" */ './form/CheckAnswersPage'), 'CheckAnswersPage');
const AcknowledgementPage = page('admission-acknowledgement', () => import(/* webpackChunkName: "admission-acknowledgement" */ './form/AcknowledgementPage'), 'AcknowledgementPage');
const ContactDetailsPage = page('admission-contact-details', async () => (await import(/* webpackChunkName: "admission-contact-details" */ './form/ContactDetailsPage')).withStrings(), 'ContactDetailsPage');
const OutcomePage = page('admission-outcome', () => import(/* webpackChunkName: "admission-outcome" */ './after/outcome/OutcomePage'), 'OutcomePage');
const TuitionGrantSuretiesPage = page('admission-grant-sureties', () => import(/* webpackChunkName: "admission-grant-sureties" */ './after/outcome/TuitionGrantSuretiesPage'), 'TuitionGrantSuretiesPage');
const OfferResponsePage = page('admission-offer-response', () => import(/* webpackChunkName: "admission-offer-response" */ './after/outcome/OfferResponsePage'), 'OfferResponsePage');
// After submission: final GPA, actual exam results, RNS confirmation of enrolment. They reuse the
// section pages' parts (uploads, subjects, draft forms), so those words load with them.
const withFormWords = <T,>(load: () => Promise<T>) => async () => (await Promise.all([load(), admissionSectionText.load(), formsText.load()]))[0];
const FinalGpaPage = page('admission-final-gpa', withFormWords(() => import(/* webpackChunkName: "admission-final-gpa" */ './after/FinalGpaPage')), 'FinalGpaPage');
const ActualResultsPage = page('admission-actual-results', withFormWords(() => import(/* webpackChunkName: "admission-actual-results" */ './after/ActualResultsPage')), 'ActualResultsPage');
const EnrolmentPage = page('admission-enrolment', () => import(/* webpackChunkName: "admission-enrolment" */ './after/enrolment/EnrolmentPage'), 'EnrolmentPage');
const EnrolmentStepPage = page('admission-enrolment-step', withFormWords(() => import(/* webpackChunkName: "admission-enrolment-step" */ './after/enrolment/EnrolmentStepPage')), 'EnrolmentStepPage');
// After submission: appeal (and its outcome), interview/test invitation, documents the office asked
// for. The appeal and the requested documents use the section pages' upload form.
const AppealPage = page('admission-appeal', withFormWords(() => import(/* webpackChunkName: "admission-appeal" */ './after/appeals/AppealPage')), 'AppealPage');
const AppealOutcomePage = page('admission-appeal', () => import(/* webpackChunkName: "admission-appeal" */ './after/appeals/AppealPage'), 'AppealOutcomePage');
const InterviewPage = page('admission-interview', () => import(/* webpackChunkName: "admission-interview" */ './after/appeals/InterviewPage'), 'InterviewPage');
const DocumentRequestsPage = page('admission-document-requests', withFormWords(() => import(/* webpackChunkName: "admission-document-requests" */ './after/appeals/DocumentRequestsPage')), 'DocumentRequestsPage');

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
        {longFormRoutes('applicationNumber', { TaskListPage, SectionRoutePage, CheckAnswersPage, AcknowledgementPage, DeleteDraftPage })}
        <Route path="applications/:applicationNumber/pin" element={<PinPage />} />
        <Route path="applications/:applicationNumber/category" element={<ChangeCategoryPage />} />
        <Route path="applications/:applicationNumber/contact" element={<ContactDetailsPage />} />
        <Route path="applications/:applicationNumber/outcome" element={<OutcomePage />} />
        <Route path="applications/:applicationNumber/tuition-grant-sureties" element={<TuitionGrantSuretiesPage />} />
        <Route path="applications/:applicationNumber/offer-response" element={<OfferResponsePage />} />
        <Route path="applications/:applicationNumber/final-gpa" element={<FinalGpaPage />} />
        <Route path="applications/:applicationNumber/actual-results" element={<ActualResultsPage />} />
        <Route path="applications/:applicationNumber/enrolment" element={<EnrolmentPage />} />
        <Route path="applications/:applicationNumber/enrolment/:step" element={<EnrolmentStepPage />} />
        <Route path="applications/:applicationNumber/appeal" element={<AppealPage />} />
        <Route path="applications/:applicationNumber/appeal/outcome" element={<AppealOutcomePage />} />
        <Route path="applications/:applicationNumber/interview" element={<InterviewPage />} />
        <Route path="applications/:applicationNumber/documents-requested" element={<DocumentRequestsPage />} />
        <Route path="*" element={<Navigate to="/status" replace />} />
      </Routes>
    </Suspense>
  );
}
