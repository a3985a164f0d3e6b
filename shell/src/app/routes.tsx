import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, type RouteObject } from '@portal/router';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { CALCULATOR_PATH, PUBLIC_REMOTE_PATHS } from '@portal/contracts/first-screen';
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
import { shellText } from '../text';

/**
 * The office area (staff sign-in, layout, staff accounts) in chunks of its own, with its strings:
 * an applicant's first load never carries it.
 */
const officeModule = (name: 'OfficeArea' | 'OfficeHomePage' | 'StaffAccountsPage' | 'RequireStaffRole') =>
  lazy(async () => {
    const [module, { officeText }] = await Promise.all([import('../office/office-area'), import('../office/office-text')]);
    await officeText.load();
    return { default: module[name] as ComponentType<{ role?: string; children?: ReactNode }> };
  });
const OfficeArea = officeModule('OfficeArea');
const OfficeHomePage = officeModule('OfficeHomePage');
const StaffAccountsPage = officeModule('StaffAccountsPage');
const RequireStaffRole = officeModule('RequireStaffRole');
function OfficeLoading() {
  const text = shellText.useText();
  return <LoadingSpinner label={text('loading.wait')} />;
}
const officePage = (element: ReactNode) => <Suspense fallback={<OfficeLoading />}>{element}</Suspense>;


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
        path: CALCULATOR_PATH,
        element: <RemoteParcel remote="mfe_financial_aid" expose="calculator" basename={CALCULATOR_PATH} label="remotes.calculator" />,
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
      {
        // Staff: the shell owns the sign-in, guard and layout; each domain's console is its own remote's.
        path: '/office',
        element: officePage(<OfficeArea />),
        children: [
          { index: true, element: officePage(<OfficeHomePage />) },
          { path: 'staff', element: officePage(<RequireStaffRole role="OFFICE_ADMIN"><StaffAccountsPage /></RequireStaffRole>) },
          {
            path: 'admission/*',
            element: officePage(
              <RequireStaffRole role="ADMISSIONS">
                <RemoteParcel remote="mfe_admission" expose="office" basename="/office/admission" label="remotes.admissionConsole" />
              </RequireStaffRole>,
            ),
          },
          {
            path: 'scholarship/*',
            element: officePage(
              <RequireStaffRole role="SCHOLARSHIPS">
                <RemoteParcel remote="mfe_scholarship" expose="office" basename="/office/scholarship" label="remotes.scholarshipConsole" />
              </RequireStaffRole>,
            ),
          },
          {
            path: 'financial-aid/*',
            element: officePage(
              <RequireStaffRole role="FINANCIAL_AID">
                <RemoteParcel remote="mfe_financial_aid" expose="office" basename="/office/financial-aid" label="remotes.financialAidConsole" />
              </RequireStaffRole>,
            ),
          },
          {
            path: 'payment/*',
            element: officePage(
              <RequireStaffRole role="FINANCE">
                <RemoteParcel remote="mfe_payment" expose="office" basename="/office/payment" label="remotes.financeConsole" />
              </RequireStaffRole>,
            ),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
