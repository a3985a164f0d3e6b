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

/** The second factors a staff member can sign in with (issue 31). */
export const STAFF_FACTORS = ['PASSKEY', 'TOTP', 'RECOVERY_CODE'] as const;
export type StaffFactor = (typeof STAFF_FACTORS)[number];

/**
 * POST /api/office/auth/login answers this after a right password: nothing is granted yet. `ENROL`:
 * the account has no factor (new, reset, or made before second factors): it sets one up now.
 * `VERIFY`: it signs in with one it has (`factors` says which).
 */
export interface StaffPendingSignIn {
  authenticated: false;
  secondFactor: 'ENROL' | 'VERIFY';
  factors: StaffFactor[];
  /** Seconds left to finish before the password must be given again. */
  expiresInSeconds: number;
}

/** A TOTP secret offered at enrolment: the QR code (SVG) and the same secret as text, for typing in. */
export interface StaffTotpOffer {
  secret: string;
  otpauthUri: string;
  qrSvg: string;
}

/** Enrolment done: the session starts, and the recovery codes are shown this once. */
export interface StaffEnrolled {
  session: StaffSessionInfo;
  recoveryCodes: string[];
}

/** A staff member's own factors (GET /api/office/auth/factors). */
export interface StaffOwnFactors {
  passkeys: Array<{ id: string; createdAt: string; lastUsedAt: string | null }>;
  totp: boolean;
  recoveryCodesLeft: number;
}
