import { Navigate, type RouteObject } from '@portal/router';
import { LOGIN_VARIANTS } from '@portal/contracts/systems';
import { ApplicantLayout } from '../applicant/ApplicantLayout';
import { DashboardPage } from '../applicant/DashboardPage';
import { LoginProfilePage } from '../applicant/LoginProfilePage';
import { APPLICANT_REMOTES } from '../applicant/menus';
import { RequireAuth } from '../applicant/RequireAuth';
import { SwitchApplicationPage } from '../applicant/switch-application';
import { IdentityDataPage } from '../identity-data/IdentityDataPage';
import { RemoteParcel } from '../federation/RemoteParcel';
import { LoginPage } from '../login/LoginPage';
import { SETUP_PROFILE_PATH, SetupProfilePage } from '../login/SetupProfilePage';
import { LogoutPage } from '../logout/LogoutPage';
import { NotFoundPage } from './NotFoundPage';
import { PortalFrame } from './PortalFrame';

/** Public helper routes owned by mfe-public (spec 2). */
export const PUBLIC_REMOTE_PATHS = ['/pin/reset', '/applicationNumber/enquiry', '/b2c/*', '/social-enquiry', '/faq', '/referee'];

/** The shell's route table (spec 2). Remotes own everything below their prefix. */
export const routes: RouteObject[] = [
  {
    element: <PortalFrame />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      ...LOGIN_VARIANTS.map((variant) => ({ path: variant.path, element: <LoginPage key={variant.path} variant={variant} /> })),
      { path: SETUP_PROFILE_PATH, element: <SetupProfilePage /> },
      { path: '/logout', element: <LogoutPage /> },
      {
        path: '/FinancialAidCalculator',
        element: <RemoteParcel remote="mfe_financial_aid" expose="calculator" basename="/FinancialAidCalculator" label="remotes.calculator" />,
      },
      ...PUBLIC_REMOTE_PATHS.map((path) => ({
        path,
        element: <RemoteParcel remote="mfe_public" basename="/" label="remotes.publicService" />,
      })),
      {
        path: '/applicant',
        element: (
          <RequireAuth>
            <ApplicantLayout />
          </RequireAuth>
        ),
        children: [
          { index: true, element: <DashboardPage /> },
          { path: 'switch-application', element: <SwitchApplicationPage /> },
          { path: 'login-profile', element: <LoginProfilePage /> },
          ...APPLICANT_REMOTES.map(({ path, remote, label }) => ({
            path: `${path}/*`,
            element: <RemoteParcel key={remote} remote={remote} basename={`/applicant/${path}`} label={label} />,
          })),
        ],
      },
      {
        // The identity-data screen: a session here, and its own guard on a recent national-identity authentication (the page).
        path: '/singpass',
        element: (
          <RequireAuth>
            <ApplicantLayout />
          </RequireAuth>
        ),
        children: [{ index: true, element: <IdentityDataPage /> }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
