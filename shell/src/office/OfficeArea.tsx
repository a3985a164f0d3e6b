import { useCallback, useEffect } from 'react';
import { NavLink, Outlet, useNavigate } from '@portal/router';
import { sessionStore } from '@portal/http/session';
import { fetchStaffSession, signOutStaff, staffKeepAlive } from '@portal/http/staff-api';
import { staffSessionStore, useStaffSession } from '@portal/http/staff-session';
import { STAFF_CONSOLES, type StaffRole } from '@portal/contracts/office/staff';
import { Button } from '@portal/ui/Button';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { TimeoutDialog } from '../session/TimeoutDialog';
import { officeText } from './office-text';
import { OfficeSignInPage } from './OfficeSignInPage';

/** A role's name in the page's language (the office namespace's `roles`, from STAFF_ROLE_NAMES). */
export const roleName = (role: StaffRole) => officeText.text(`roles.${role}`);
/** A role's name as a text reference, for a notification that must follow a language switch. */
export const roleNameRef = (role: StaffRole) => officeText.ref(`roles.${role}`);

/** The menu's name of each role's console (STAFF_CONSOLES says where it is). */
const CONSOLE_MENU_LABELS = { ADMISSIONS: 'layout.admissionConsole', SCHOLARSHIPS: 'layout.scholarshipConsole', FINANCIAL_AID: 'layout.financialAidConsole', FINANCE: 'layout.financeConsole', OFFICE_ADMIN: 'layout.staffAccounts' } as const;

/**
 * Everything under /office: the staff guard (signed out, the sign-in form shows right here, at the
 * address asked for, and the page follows once signed in), the office menu and the staff timeout.
 * A staff session is not an applicant's: it has its own store, cookie and shorter idle time.
 */
export function OfficeArea() {
  const status = useStaffSession((state) => state.status);
  const text = officeText.useText();
  useEffect(() => {
    if (staffSessionStore.getState().status === 'unknown') void fetchStaffSession().catch(() => staffSessionStore.getState().markSignedOut());
  }, []);
  if (status === 'unknown') return <LoadingSpinner label={text('signIn.loading')} />;
  if (status !== 'authenticated') return <OfficeSignInPage onSignedIn={() => sessionStore.getState().markSignedOut()} />;
  return <OfficeLayout />;
}

function OfficeLayout() {
  const text = officeText.useText();
  const staff = useStaffSession((state) => state.session?.staff);
  const deadline = useStaffSession((state) => state.idleDeadline);
  const navigate = useNavigate();
  const signOut = useCallback(
    (reason: string | null) =>
      void signOutStaff(reason)
        .catch(() => undefined)
        .then(() => navigate('/office', { replace: true })),
    [navigate],
  );
  const expire = useCallback(() => signOut('STAFF_SESSION_EXPIRED'), [signOut]);
  if (!staff) return null;
  return (
    <div className="pt-applicant pt-office">
      <nav className="pt-side-nav" aria-label={text('layout.menuLabel')}>
        <p className="pt-side-nav__user">
          {text('layout.signedInAs')} <strong>{staff.fullName}</strong>
          <span className="pt-hint"> {roleName(staff.role)}</span>
        </p>
        <ul className="pt-side-nav__list">
          <li>
            <NavLink to="/office" end className="pt-side-nav__link">
              {text('layout.home')}
            </NavLink>
          </li>
          {STAFF_CONSOLES[staff.role] && staff.role in CONSOLE_MENU_LABELS && (
            <li>
              <NavLink to={STAFF_CONSOLES[staff.role]!} className="pt-side-nav__link">
                {text(CONSOLE_MENU_LABELS[staff.role as keyof typeof CONSOLE_MENU_LABELS])}
              </NavLink>
            </li>
          )}
          {staff.role === 'OFFICE_ADMIN' && (
            <li>
              <NavLink to="/office/retention" className="pt-side-nav__link">
                {text('layout.retention')}
              </NavLink>
            </li>
          )}
          <li>
            <NavLink to="/office/sign-in-methods" className="pt-side-nav__link">
              {text('layout.myFactors')}
            </NavLink>
          </li>
          <li>
            <Button variant="link" className="pt-side-nav__link" onClick={() => signOut(null)}>
              {text('layout.signOut')}
            </Button>
          </li>
        </ul>
      </nav>
      <div className="pt-applicant__content">
        <Outlet />
      </div>
      <TimeoutDialog deadline={deadline} onContinue={() => void staffKeepAlive().catch(() => undefined)} onExpire={expire} onSignOut={() => signOut(null)} />
    </div>
  );
}
