import { Link } from '@portal/router';
import { useStaffSession } from '@portal/http/staff-session';
import { useDocumentTitle } from '@portal/ui/document-title';
import { PageHeading } from '@portal/ui/PageHeading';
import { roleName } from './OfficeArea';
import { officeText } from './office-text';

/** The consoles in the portal today, by role; the others' arrive with their domain apps. */
const CONSOLES = { ADMISSIONS: '/office/admission', OFFICE_ADMIN: '/office/staff' } as const;

/** /office: who is signed in, their role, and the consoles they work in. */
export function OfficeHomePage() {
  const text = officeText.useText();
  const staff = useStaffSession((state) => state.session?.staff);
  useDocumentTitle(text('home.title'));
  if (!staff) return null;
  const role = staff.role;
  return (
    <>
      <PageHeading caption={staff.fullName}>{text('home.title')}</PageHeading>
      <p className="pt-body">{text('home.role', { role: roleName(role) })}</p>
      <h2 className="pt-heading-m">{text('home.consoles')}</h2>
      {role === 'ADMISSIONS' || role === 'OFFICE_ADMIN' ? (
        <ul className="pt-list">
          <li>
            <Link to={CONSOLES[role]} className="pt-link">
              {text(`home.${role}`)}
            </Link>
          </li>
        </ul>
      ) : (
        <p className="pt-body">{text('home.notYet', { role: roleName(role) })}</p>
      )}
    </>
  );
}
