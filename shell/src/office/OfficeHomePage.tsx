import { Link } from '@portal/router';
import { STAFF_CONSOLES } from '@portal/contracts/office/staff';
import { useStaffSession } from '@portal/http/staff-session';
import { usePageTitle } from '@portal/ui/document-title';
import { PageHeading } from '@portal/ui/PageHeading';
import { roleName } from './OfficeArea';
import { officeText } from './office-text';

/** /office: who is signed in, their role, and the consoles they work in. */
export function OfficeHomePage() {
  const text = officeText.useText();
  const staff = useStaffSession((state) => state.session?.staff);
  usePageTitle(text('home.title'));
  if (!staff) return null;
  const role = staff.role;
  const consolePath = STAFF_CONSOLES[role];
  return (
    <>
      <PageHeading caption={staff.fullName}>{text('home.title')}</PageHeading>
      <p className="pt-body">{text('home.role', { role: roleName(role) })}</p>
      <h2 className="pt-heading-m">{text('home.consoles')}</h2>
      {consolePath && (role === 'ADMISSIONS' || role === 'SCHOLARSHIPS' || role === 'FINANCIAL_AID' || role === 'FINANCE' || role === 'OFFICE_ADMIN') ? (
        <ul className="pt-list">
          <li>
            <Link to={consolePath} className="pt-link">
              {text(`home.${role}`)}
            </Link>
          </li>
          {role === 'OFFICE_ADMIN' && (
            <li>
              <Link to="/office/retention" className="pt-link">
                {text('home.retention')}
              </Link>
            </li>
          )}
        </ul>
      ) : (
        <p className="pt-body">{text('home.notYet', { role: roleName(role) })}</p>
      )}
    </>
  );
}
