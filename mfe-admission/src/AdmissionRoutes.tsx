import { Navigate, Route, Routes } from '@portal/router';
import { ApplicationStatusPage } from './status/ApplicationStatusPage';

/** Routes under /applicant/admission. The menu's apply, enquire status and manage entries all start from the summary. */
export function AdmissionRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="status" replace />} />
      {/* Until the application form lands, apply and manage start from the summary, where a submitted application is managed. */}
      <Route path="status" element={<ApplicationStatusPage />} />
      <Route path="apply" element={<ApplicationStatusPage />} />
      <Route path="manage" element={<ApplicationStatusPage />} />
      <Route path="*" element={<Navigate to="status" replace />} />
    </Routes>
  );
}
