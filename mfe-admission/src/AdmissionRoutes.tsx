import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from '@portal/router';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { admissionText } from './admission-text';
import { ApplicationStatusPage } from './status/ApplicationStatusPage';
import { formText } from './sections/form-text';

/** A page in its own chunk: the remote's entry screen (the summary) stays small. */
const page = (load: () => Promise<Record<string, ComponentType>>, name: string) => lazy(async () => ({ default: (await load())[name]! }));

const ApplyPage = page(() => import('./apply/ApplyPage'), 'ApplyPage');
const PinPage = page(() => import('./apply/PinPage'), 'PinPage');
const TaskListPage = page(() => import('./form/TaskListPage'), 'TaskListPage');
const ChangeCategoryPage = page(() => import('./form/ChangeCategoryPage'), 'ChangeCategoryPage');
const DeleteDraftPage = page(() => import('./form/DeleteDraftPage'), 'DeleteDraftPage');
const SectionRoutePage = page(() => import('./form/SectionRoutePage'), 'SectionRoutePage');
const CheckAnswersPage = page(() => import('./form/CheckAnswersPage'), 'CheckAnswersPage');
const AcknowledgementPage = page(() => import('./form/AcknowledgementPage'), 'AcknowledgementPage');
/** After-submission pages use the section pages' upload form: its strings ('admissionForm') load with them. */
const withFormText = <M,>(load: () => Promise<M>) => async () => (await Promise.all([load(), formText.load()]))[0];
const AppealPage = page(withFormText(() => import('./after-submission/AppealPage')), 'AppealPage');
const AppealOutcomePage = page(() => import('./after-submission/AppealPage'), 'AppealOutcomePage');
const InterviewPage = page(() => import('./after-submission/InterviewPage'), 'InterviewPage');
const DocumentRequestsPage = page(withFormText(() => import('./after-submission/DocumentRequestsPage')), 'DocumentRequestsPage');

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
        <Route path="applications/:applicationNumber/appeal" element={<AppealPage />} />
        <Route path="applications/:applicationNumber/appeal/outcome" element={<AppealOutcomePage />} />
        <Route path="applications/:applicationNumber/interview" element={<InterviewPage />} />
        <Route path="applications/:applicationNumber/documents-requested" element={<DocumentRequestsPage />} />
        <Route path="*" element={<Navigate to="status" replace />} />
      </Routes>
    </Suspense>
  );
}
