import { Route, Routes } from 'react-router-dom';
import { PageHeading } from '@portal/ui/PageHeading';

// The public helpers' screens arrive with the public-helpers issue; until then each route names its service.
const SERVICES = [
  { path: 'pin/reset', title: 'Online PIN Reset System' },
  { path: 'applicationNumber/enquiry', title: 'Online Application Number Enquiry System' },
  { path: 'b2c/*', title: 'Register Your Email Address' },
  { path: 'social-enquiry', title: 'Social Account Enquiry' },
];

/** Public self-service helpers, mounted by the shell at the root of the site (no sign-in needed). */
export function PublicRoutes() {
  return (
    <Routes>
      {SERVICES.map(({ path, title }) => (
        <Route
          key={path}
          path={path}
          element={
            <>
              <PageHeading>{title}</PageHeading>
              <p className="pt-body">This service is not available online yet. Please contact the Office of Admissions.</p>
            </>
          }
        />
      ))}
    </Routes>
  );
}
