/**
 * The office's sign-in service: signing staff in (the password, then the second factor or its
 * enrolment) and out, and keeping the staff session alive.
 */
import type { StaffEnrolled, StaffOwnFactors, StaffPendingSignIn, StaffSessionInfo, StaffTotpOffer } from '@portal/contracts/office/staff';
import type { StaffLogin } from '@portal/contracts/schemas/office-staff';
import { http } from './client';
import { staffSessionStore } from './staff-session';

export async function fetchStaffSession(): Promise<StaffSessionInfo> {
  const { data } = await http.get<StaffSessionInfo>('/office/auth/session', { background: true });
  staffSessionStore.getState().setSession(data);
  return data;
}

/** The password step: nothing is granted yet, the answer says what the second step is. */
export async function signInStaff(payload: StaffLogin): Promise<StaffPendingSignIn> {
  const { data } = await http.post<StaffPendingSignIn>('/office/auth/login', payload);
  return data;
}

const post = async <T>(path: string, body?: object): Promise<T> => (await http.post<T>(path, body)).data;

/**
 * The second step of a staff sign-in. WebAuthn options and responses pass through as the browser
 * library makes and reads them. Completing it answers the session; the caller puts it in the store
 * (after showing the recovery codes of an enrolment).
 */
export const staffSecondFactor = {
  withTotp: (code: string) => post<StaffSessionInfo>('/office/auth/second-factor/totp', { code }),
  withRecoveryCode: (code: string) => post<StaffSessionInfo>('/office/auth/second-factor/recovery-code', { code }),
  passkeyOptions: () => post<Record<string, unknown>>('/office/auth/second-factor/passkey/options'),
  withPasskey: (response: unknown) => post<StaffSessionInfo>('/office/auth/second-factor/passkey', { response }),
  offerTotp: () => post<StaffTotpOffer>('/office/auth/enrolment/totp'),
  enrolTotp: (code: string) => post<StaffEnrolled>('/office/auth/enrolment/totp/confirm', { code }),
  passkeyEnrolmentOptions: () => post<Record<string, unknown>>('/office/auth/enrolment/passkey/options'),
  enrolPasskey: (response: unknown) => post<StaffEnrolled>('/office/auth/enrolment/passkey', { response }),
};

/** A signed-in staff member's own factors, and new recovery codes (the old ones stop working). */
export const staffOwnFactors = {
  get: async () => (await http.get<StaffOwnFactors>('/office/auth/factors')).data,
  newRecoveryCodes: () => post<{ recoveryCodes: string[] }>('/office/auth/factors/recovery-codes'),
  passkeyOptions: () => post<Record<string, unknown>>('/office/auth/factors/passkey/options'),
  addPasskey: (response: unknown) => post<void>('/office/auth/factors/passkey', { response }),
};

export async function signOutStaff(reason: string | null = null): Promise<void> {
  try {
    await http.post('/office/auth/logout');
  } finally {
    staffSessionStore.getState().markSignedOut(reason);
  }
}

export async function staffKeepAlive(): Promise<StaffSessionInfo> {
  const { data } = await http.post<StaffSessionInfo>('/office/auth/keepalive', undefined, { background: true });
  staffSessionStore.getState().setSession(data);
  return data;
}
