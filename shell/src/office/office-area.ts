/** The office area's screens, loaded together in one chunk when /office is opened. */
export { OfficeArea } from './OfficeArea';
export { OfficeHomePage } from './OfficeHomePage';
export { RequireStaffRole } from './RequireStaffRole';
export { RetentionPage } from './RetentionPage';
export { SignInMethodsPage } from './SignInMethodsPage';
export { StaffAccountsPage } from './StaffAccountsPage';
