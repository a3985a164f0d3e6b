import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, type RouteObject } from '@portal/router';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { APPLICANT_AREA_CHUNK, CALCULATOR_PATH, OFFICE_AREA_CHUNK, PUBLIC_REMOTE_PATHS, remoteForPage, shellAreaForPage, SIGN_IN_CHUNK } from '@portal/contracts/first-screen';
import { LOGIN_VARIANTS } from '@portal/contracts/systems';
import { APPLICANT_REMOTES } from '../applicant/menus';
import { RequireAuth } from '../applicant/RequireAuth';
import { SETUP_PROFILE_PATH } from '../login/paths';
import { NotFoundPage } from './NotFoundPage';
import { PortalFrame } from './PortalFrame';
import { preloadable, type Preloadable } from './preloadable';
import { shellText } from '../text';

/**
 * The applicant area in a chunk of its own (applicant-area.ts), with its strings; the server preloads
 * it with /applicant pages by this chunk name (APPLICANT_AREA_CHUNK in contracts/first-screen.ts).
 */
const applicantModule = (name: 'ApplicantLayout' | 'DashboardPage' | 'LoginProfilePage' | 'MyDataPage' | 'SwitchApplicationPage' | 'IdentityDataPage') =>
  preloadable(async () => {
    const [module, { applicantText }] = await Promise.all([
      import(/* webpackChunkName: "applicant-area" */ '../applicant/applicant-area'),
      import(/* webpackChunkName: "applicant-area" */ '../applicant/applicant-text'),
    ]);
    await applicantText.load();
    return module[name] as ComponentType;
  });
const ApplicantLayout = applicantModule('ApplicantLayout');
const DashboardPage = applicantModule('DashboardPage');
const LoginProfilePage = applicantModule('LoginProfilePage');
const MyDataPage = applicantModule('MyDataPage');
const SwitchApplicationPage = applicantModule('SwitchApplicationPage');
const IdentityDataPage = applicantModule('IdentityDataPage');

/** The sign-in pages (SIGN_IN_CHUNK): preloaded with them, kept off the public helpers' first load. */
const LoginPage = preloadable(async () => (await import(/* webpackChunkName: "sign-in" */ '../login/LoginPage')).LoginPage);

/** Pages few visits need, each a chunk of its own, so they stay off every first load. */
const SetupProfilePage = preloadable(async () => (await import('../login/SetupProfilePage')).SetupProfilePage);
const LogoutPage = preloadable(async () => (await import('../logout/LogoutPage')).LogoutPage);

/**
 * The office area (staff sign-in, layout, staff accounts) in chunks of its own, with its strings:
 * an applicant's first load never carries it.
 */
const officeModule = (name: 'OfficeArea' | 'OfficeHomePage' | 'StaffAccountsPage' | 'SignInMethodsPage' | 'RequireStaffRole' | 'RetentionPage') =>
  preloadable(async () => {
    const [module, { officeText }] = await Promise.all([
      import(/* webpackChunkName: "office-area" */ '../office/office-area'),
      import(/* webpackChunkName: "office-area" */ '../office/office-text'),
    ]);
    await officeText.load();
    return module[name] as ComponentType<{ role?: string; children?: ReactNode }>;
  });
const OfficeArea = officeModule('OfficeArea');
const OfficeHomePage = officeModule('OfficeHomePage');
const StaffAccountsPage = officeModule('StaffAccountsPage');
const SignInMethodsPage = officeModule('SignInMethodsPage');
const RequireStaffRole = officeModule('RequireStaffRole');
const RetentionPage = officeModule('RetentionPage');

/**
 * Mounting a remote is only for the pages a remote draws: it comes with the federation runtime (the
 * runtime's chunk group, which the server preloads with those pages), not on every page's first load.
 */
const RemoteParcel = preloadable(async () => (await import(/* webpackChunkName: "federation-runtime" */ '../federation/RemoteParcel')).RemoteParcel);
type RemoteParcelProps = Parameters<typeof RemoteParcel>[0];

/** A remote's screen; until the code that mounts it arrives (a page opened from another), the spinner RemoteParcel shows while the remote loads. */
function RemoteScreen(props: RemoteParcelProps) {
  const text = shellText.useText();
  return (
    <Suspense fallback={<LoadingSpinner label={text('remotes.loading', { what: text(props.label) })} />}>
      <RemoteParcel {...props} />
    </Suspense>
  );
}

/**
 * The shell's lazily loaded parts a page draws (by the page's shell area, contracts/first-screen.ts):
 * start-up loads them before it takes over the server's drawing (bootstrap.tsx).
 */
export function preloadPartsFor(pathname: string): Promise<unknown> {
  const parts: Record<string, ReadonlyArray<Preloadable<never>>> = {
    [SIGN_IN_CHUNK]: [LoginPage],
    [APPLICANT_AREA_CHUNK]: [ApplicantLayout, DashboardPage, LoginProfilePage, MyDataPage, SwitchApplicationPage, IdentityDataPage],
    [OFFICE_AREA_CHUNK]: [OfficeArea, OfficeHomePage, StaffAccountsPage, SignInMethodsPage, RequireStaffRole, RetentionPage],
  };
  const area = shellAreaForPage(pathname);
  const wanted = [
    ...(area ? (parts[area] ?? []) : []),
    ...(remoteForPage(pathname) ? [RemoteParcel] : []),
    ...(pathname === SETUP_PROFILE_PATH ? [SetupProfilePage] : []),
    ...(pathname === '/logout' ? [LogoutPage] : []),
  ];
  return Promise.all(wanted.map((part) => part.preload()));
}

function AreaLoading() {
  const text = shellText.useText();
  return <LoadingSpinner label={text('loading.wait')} />;
}
const areaPage = (element: ReactNode) => <Suspense fallback={<AreaLoading />}>{element}</Suspense>;


/** Any address no other route claims: the not-found screen (the server answers it with 404, server.tsx). */
export const NOT_FOUND_ROUTE: RouteObject = { path: '*', element: <NotFoundPage /> };

/** The shell's route table (spec 2). Remotes own everything below their prefix. */
export const routes: RouteObject[] = [
  {
    element: <PortalFrame />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      ...LOGIN_VARIANTS.map((variant) => ({ path: variant.path, element: areaPage(<LoginPage key={variant.path} variant={variant} />) })),
      { path: SETUP_PROFILE_PATH, element: areaPage(<SetupProfilePage />) },
      { path: '/logout', element: areaPage(<LogoutPage />) },
      {
        path: CALCULATOR_PATH,
        element: <RemoteScreen remote="mfe_financial_aid" expose="calculator" basename={CALCULATOR_PATH} label="remotes.calculator" />,
      },
      ...PUBLIC_REMOTE_PATHS.map((path) => ({
        path,
        element: <RemoteScreen remote="mfe_public" basename="/" label="remotes.publicService" />,
      })),
      {
        path: '/applicant',
        element: (
          <RequireAuth>
            {areaPage(<ApplicantLayout />)}
          </RequireAuth>
        ),
        children: [
          { index: true, element: areaPage(<DashboardPage />) },
          { path: 'switch-application', element: areaPage(<SwitchApplicationPage />) },
          { path: 'login-profile', element: areaPage(<LoginProfilePage />) },
          { path: 'my-data', element: areaPage(<MyDataPage />) },
          ...APPLICANT_REMOTES.map(({ path, remote, label }) => ({
            path: `${path}/*`,
            element: <RemoteScreen key={remote} remote={remote} basename={`/applicant/${path}`} label={label} />,
          })),
        ],
      },
      {
        // The identity-data screen: a session here, and its own guard on a recent national-identity authentication (the page).
        path: '/singpass',
        element: (
          <RequireAuth>
            {areaPage(<ApplicantLayout />)}
          </RequireAuth>
        ),
        children: [{ index: true, element: areaPage(<IdentityDataPage />) }],
      },
      {
        // Staff: the shell owns the sign-in, guard and layout; each domain's console is its own remote's.
        path: '/office',
        element: areaPage(<OfficeArea />),
        children: [
          { index: true, element: areaPage(<OfficeHomePage />) },
          { path: 'staff', element: areaPage(<RequireStaffRole role="OFFICE_ADMIN"><StaffAccountsPage /></RequireStaffRole>) },
          { path: 'retention', element: areaPage(<RequireStaffRole role="OFFICE_ADMIN"><RetentionPage /></RequireStaffRole>) },
          { path: 'sign-in-methods', element: areaPage(<SignInMethodsPage />) },
          {
            path: 'admission/*',
            element: areaPage(
              <RequireStaffRole role="ADMISSIONS">
                <RemoteScreen remote="mfe_admission" expose="office" basename="/office/admission" label="remotes.admissionConsole" />
              </RequireStaffRole>,
            ),
          },
          {
            path: 'scholarship/*',
            element: areaPage(
              <RequireStaffRole role="SCHOLARSHIPS">
                <RemoteScreen remote="mfe_scholarship" expose="office" basename="/office/scholarship" label="remotes.scholarshipConsole" />
              </RequireStaffRole>,
            ),
          },
          {
            path: 'financial-aid/*',
            element: areaPage(
              <RequireStaffRole role="FINANCIAL_AID">
                <RemoteScreen remote="mfe_financial_aid" expose="office" basename="/office/financial-aid" label="remotes.financialAidConsole" />
              </RequireStaffRole>,
            ),
          },
          {
            path: 'payment/*',
            element: areaPage(
              <RequireStaffRole role="FINANCE">
                <RemoteScreen remote="mfe_payment" expose="office" basename="/office/payment" label="remotes.financeConsole" />
              </RequireStaffRole>,
            ),
          },
        ],
      },
      NOT_FOUND_ROUTE,
    ],
  },
];
