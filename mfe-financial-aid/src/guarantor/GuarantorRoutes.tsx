import { Navigate, Route, Routes } from '@portal/router';

/** Routes of this part of an application (issue 13: being built; until then every path goes to the status page). */
export function GuarantorRoutes() {
  return (
    <Routes>
      <Route path="*" element={<Navigate to="/applicant/financial-aid/status" replace />} />
    </Routes>
  );
}
