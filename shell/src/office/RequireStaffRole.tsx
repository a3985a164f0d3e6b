import type { ReactNode } from 'react';
import type { StaffRole } from '@portal/contracts/office/staff';
import { useStaffSession } from '@portal/http/staff-session';
import { PageHeading } from '@portal/ui/PageHeading';
import { roleName } from './OfficeArea';
import { officeText } from './office-text';

/**
 * A console for one role. The API checks the role on every call; this only spares another office's
 * staff a screen full of refusals by saying at once that the console is not theirs.
 */
export function RequireStaffRole({ role, children }: { role: StaffRole; children: ReactNode }) {
  const text = officeText.useText();
  const staff = useStaffSession((state) => state.session?.staff);
  if (staff?.role === role) return <>{children}</>;
  return (
    <>
      <PageHeading>{text('forbidden.title')}</PageHeading>
      <p className="pt-body">{text('forbidden.body', { office: roleName(role), role: staff ? roleName(staff.role) : '' })}</p>
    </>
  );
}
