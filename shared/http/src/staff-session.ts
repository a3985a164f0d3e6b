/**
 * The office's staff session in the browser (a federated singleton, like the applicant's session
 * store): who is signed in at /office, and when the server would end the session if nothing
 * happens. It is separate from the applicant's store: the two sessions never share a guard.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { StaffSessionInfo } from '@portal/contracts/office/staff';

export interface StaffSessionState {
  status: 'unknown' | 'authenticated' | 'anonymous';
  session: StaffSessionInfo | null;
  /** When the server ends the session if nothing happens (every office call moves it). */
  idleDeadline: number | null;
  /** Why the last staff session ended (a catalogue code), shown on the staff sign-in page. */
  endReason: string | null;
  setSession(session: StaffSessionInfo): void;
  markActivity(): void;
  markSignedOut(reason?: string | null): void;
}

// The server records activity every few seconds at most, so the browser assumes a little less time.
const SERVER_TOUCH_MARGIN_SECONDS = 20;

export const staffSessionStore = createStore<StaffSessionState>()((set, get) => ({
  status: 'unknown',
  session: null,
  idleDeadline: null,
  endReason: null,
  setSession(session) {
    if (!session.authenticated) {
      set({ status: 'anonymous', session, idleDeadline: null });
      return;
    }
    set({ status: 'authenticated', session, idleDeadline: Date.now() + (session.idleSecondsLeft ?? 0) * 1000, endReason: null });
  },
  markActivity() {
    const { status, session } = get();
    if (status !== 'authenticated' || !session) return;
    // The idle period the server gave at sign-in (or at the last keep-alive) starts again.
    const idle = Math.max((session.idleSecondsLeft ?? 0) - SERVER_TOUCH_MARGIN_SECONDS, 0);
    set({ idleDeadline: Date.now() + idle * 1000 });
  },
  markSignedOut(reason = null) {
    set({ status: 'anonymous', session: { authenticated: false }, idleDeadline: null, endReason: reason });
  },
}));

export function useStaffSession<T>(selector: (state: StaffSessionState) => T): T {
  return useStore(staffSessionStore, selector);
}
