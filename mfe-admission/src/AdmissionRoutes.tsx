import { Navigate, Route, Routes } from '@portal/router';
import { ApplyPage } from './apply/ApplyPage';
import { AcknowledgementPage } from './form/AcknowledgementPage';
import { PinPage } from './apply/PinPage';
import { CheckAnswersPage } from './form/CheckAnswersPage';
import { ChangeCategoryPage } from './form/ChangeCategoryPage';
import { DeleteDraftPage } from './form/DeleteDraftPage';
import { SectionRoutePage } from './form/SectionRoutePage';
import { TaskListPage } from './form/TaskListPage';
import { ApplicationStatusPage } from './status/ApplicationStatusPage';

/** Routes under /applicant/admission: apply (eligibility), an application's task list and sections, the summary. */
export function AdmissionRoutes() {
  return (
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
      <Route path="*" element={<Navigate to="status" replace />} />
    </Routes>
  );
}
