// The applicant area (layout, dashboard and the shell's own applicant pages) in a chunk of its own:
// a sign-in page's first load never carries it; the server preloads it with /applicant pages.
export { ApplicantLayout } from './ApplicantLayout';
export { DashboardPage } from './DashboardPage';
export { LoginProfilePage } from './LoginProfilePage';
export { MyDataPage } from './MyDataPage';
export { SwitchApplicationPage } from './switch-application';
export { IdentityDataPage } from '../identity-data/IdentityDataPage';
