import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { SessionInfo } from '@portal/contracts/api';
import { carriedByThePage } from './page-state';

/**
 * The one session store on the page (this package is a federated singleton).
 * `idleDeadline` is when the server will end the session if nothing happens; every successful
 * API call moves it (markActivity), so the shell's timeout dialog knows when to warn.
 */
export interface SessionState {
  status: 'unknown' | 'authenticated' | 'anonymous';
  session: SessionInfo | null;
  idleSeconds: number;
  idleDeadline: number | null;
  /** When the server ends the session however active it is (its absolute lifetime); activity never moves it. */
  lifetimeDeadline: number | null;
  /** Why the last session ended, shown on the login page (a catalogue code). */
  endReason: string | null;
}

export interface SessionActions {
  /** `answeredAt`: when the server gave this answer (ms since the epoch), if not just now. */
  setSession(session: SessionInfo, answeredAt?: number): void;
  setIdleSeconds(seconds: number): void;
  markActivity(secondsLeft?: number): void;
  markSignedOut(reason?: string | null): void;
  clearEndReason(): void;
}

// The server only records activity every few seconds, so the browser assumes a little less time.
const SERVER_TOUCH_MARGIN_SECONDS = 20;

export const sessionStore = createStore<SessionState & SessionActions>()((set, get) => ({
  status: 'unknown',
  session: null,
  idleSeconds: 1800,
  idleDeadline: null,
  lifetimeDeadline: null,
  endReason: null,
  setSession(session, answeredAt = Date.now()) {
    if (!session.authenticated) {
      set({ status: 'anonymous', session, idleDeadline: null, lifetimeDeadline: null });
      return;
    }
    const secondsLeft = session.idleSecondsLeft ?? get().idleSeconds;
    const lifetimeDeadline = session.lifetimeSecondsLeft === undefined ? null : answeredAt + session.lifetimeSecondsLeft * 1000;
    set({ status: 'authenticated', session, idleDeadline: answeredAt + secondsLeft * 1000, lifetimeDeadline, endReason: null });
  },
  setIdleSeconds(seconds) {
    set({ idleSeconds: seconds });
  },
  markActivity(secondsLeft) {
    if (get().status !== 'authenticated') return;
    const seconds = secondsLeft ?? Math.max(get().idleSeconds - SERVER_TOUCH_MARGIN_SECONDS, 0);
    // Activity cannot push the warning past the session's absolute end.
    const { lifetimeDeadline } = get();
    const idleDeadline = Date.now() + seconds * 1000;
    set({ idleDeadline: lifetimeDeadline === null ? idleDeadline : Math.min(idleDeadline, lifetimeDeadline) });
  },
  markSignedOut(reason = null) {
    set({ status: 'anonymous', session: { authenticated: false }, idleDeadline: null, lifetimeDeadline: null, endReason: reason });
  },
  clearEndReason() {
    set({ endReason: null });
  },
}));

/** Forgets the session the server drew a page for (shared/mount/src/server.tsx); also makes hydration see the page's session. */
export const forgetDrawnSession = carriedByThePage(sessionStore);

export function useSession<T>(selector: (state: SessionState & SessionActions) => T): T {
  return useStore(sessionStore, selector);
}
