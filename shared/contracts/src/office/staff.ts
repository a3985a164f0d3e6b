/**
 * Office staff (issue 10): who may sign in at /office and what each role may do. A role per office,
 * plus the office administrator, who manages staff accounts and nothing else. A domain's staff
 * routes (`/api/office/<domain>/…`) and screens (`/office/<domain>/…`) check the role on every call.
 */
import type { Language } from '../languages';

export const STAFF_ROLES = ['ADMISSIONS', 'SCHOLARSHIPS', 'FINANCIAL_AID', 'FINANCE', 'OFFICE_ADMIN'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * The console each role works in, where the portal has one today: its domain remote's path under
 * /office (the financial aid console arrives with its domain app).
 */
export const STAFF_CONSOLES: Partial<Record<StaffRole, string>> = {
  ADMISSIONS: '/office/admission',
  SCHOLARSHIPS: '/office/scholarship',
  FINANCIAL_AID: '/office/financial-aid',
  FINANCE: '/office/payment',
  OFFICE_ADMIN: '/office/staff',
};

export const STAFF_ROLE_NAMES: Record<Language, Record<StaffRole, string>> = {
  'en-GB': {
    ADMISSIONS: 'Office of Admissions',
    SCHOLARSHIPS: 'Scholarships Office',
    FINANCIAL_AID: 'Office of Financial Aid',
    FINANCE: 'Finance Office',
    OFFICE_ADMIN: 'Office administrator',
  },
  'zh-Hans': {
    ADMISSIONS: '招生办公室',
    SCHOLARSHIPS: '奖学金办公室',
    FINANCIAL_AID: '经济资助办公室',
    FINANCE: '财务处',
    OFFICE_ADMIN: '系统管理员',
  },
};

export interface StaffMember {
  id: string;
  email: string;
  fullName: string;
  role: StaffRole;
  active: boolean;
  createdAt: string;
}

/** GET /api/office/auth/session: a staff session is separate from an applicant's and times out sooner. */
export interface StaffSessionInfo {
  authenticated: boolean;
  staff?: { id: string; email: string; fullName: string; role: StaffRole };
  /** Seconds until the server ends the staff session if nothing else happens. */
  idleSecondsLeft?: number;
  lifetimeSecondsLeft?: number;
}
