import type { ReactNode } from 'react';
import type { StaffRole } from '@portal/contracts/office/staff';
import { useStaffSession } from '@portal/http/staff-session';
import { usePageTitle } from '@portal/ui/document-title';
import { PageHeading } from '@portal/ui/PageHeading';
import { roleName } from './OfficeArea';
import { officeText } from './office-text';

/**
 * A console for one role. The API checks the role on every call; this only spares another office's
 * staff a screen full of refusals by saying at once that the console is not theirs.
 */
export function RequireStaffRole({ role, children }: { role: StaffRole; children: ReactNode }) {
  const staff = useStaffSession((state) => state.session?.staff);
  if (staff?.role === role) return <>{children}</>;
  return <NotYourConsole role={role} staffRole={staff?.role} />;
}

function NotYourConsole({ role, staffRole }: { role: StaffRole; staffRole: StaffRole | undefined }) {
  const text = officeText.useText();
  usePageTitle(text('forbidden.title'));
  return (
    <>
      <PageHeading>{text('forbidden.title')}</PageHeading>
      <p className="pt-body">{text('forbidden.body', { office: roleName(role), role: staffRole ? roleName(staffRole) : '' })}</p>
    </>
  );
}
