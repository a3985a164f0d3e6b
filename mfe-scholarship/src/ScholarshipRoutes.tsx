import { Navigate, Route, Routes } from '@portal/router';
import { ScholarshipStatusPage } from './status/ScholarshipStatusPage';

/** Routes under /applicant/scholarship. */
export function ScholarshipRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="status" replace />} />
      <Route path="status" element={<ScholarshipStatusPage />} />
      <Route path="*" element={<Navigate to="status" replace />} />
    </Routes>
  );
}
