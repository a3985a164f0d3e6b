/** The office's sign-in service: signing staff in and out and keeping the staff session alive. */
import type { StaffSessionInfo } from '@portal/contracts/office/staff';
import type { StaffLogin } from '@portal/contracts/schemas/office-staff';
import { http } from './client';
import { staffSessionStore } from './staff-session';

export async function fetchStaffSession(): Promise<StaffSessionInfo> {
  const { data } = await http.get<StaffSessionInfo>('/office/auth/session', { background: true });
  staffSessionStore.getState().setSession(data);
  return data;
}

export async function signInStaff(payload: StaffLogin): Promise<StaffSessionInfo> {
  const { data } = await http.post<StaffSessionInfo>('/office/auth/login', payload);
  staffSessionStore.getState().setSession(data);
  return data;
}

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
