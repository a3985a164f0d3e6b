import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { ApplicationChoice, ApplicationChoices } from '@portal/contracts/api';
import { peekFirstScreenAnswer } from '@portal/contracts/first-screen';
import { http, withApiBase } from './client';
import { carriedByThePage } from './page-state';
import { sessionStore } from './session';

/**
 * Switch application: which of the applicant's applications the portal follows (a federated
 * singleton, so the shell's menus and every remote see the same one). The server keeps the choice
 * in the session; this store mirrors it. A remote that starts or deletes an application calls
 * `refresh()` so the layout and the menus follow at once.
 */
export interface ApplicationChoiceState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  current: string | null;
  applications: ApplicationChoice[];
}

export interface ApplicationChoiceActions {
  /** Reads the applications and the current choice again (in the background: no loading overlay). */
  refresh(): Promise<void>;
  /** Follows another of the applicant's applications; rejects with the API's errors for the page to show. */
  choose(applicationNumber: string): Promise<void>;
}

const NOTHING_CHOSEN: ApplicationChoiceState = { status: 'idle', current: null, applications: [] };

export const applicationChoiceStore = createStore<ApplicationChoiceState & ApplicationChoiceActions>()((set) => ({
  ...NOTHING_CHOSEN,
  async refresh() {
    set((state) => ({ status: state.status === 'ready' ? 'ready' : 'loading' }));
    try {
      const { data } = await http.get<ApplicationChoices>('/applicant/applications', { background: true });
      set({ status: 'ready', current: data.current, applications: data.applications });
    } catch {
      // The layout works without the choice (no switch offered); the next refresh tries again.
      set((state) => ({ status: state.status === 'ready' ? 'ready' : 'error' }));
    }
  },
  async choose(applicationNumber) {
    const { data } = await http.put<ApplicationChoices>('/applicant/current-application', { applicationNumber });
    set({ status: 'ready', current: data.current, applications: data.applications });
  },
}));

// Another person may sign in next in this tab: forget the last one's applications at sign-out.
sessionStore.subscribe((state, previous) => {
  if (previous.status === 'authenticated' && state.status !== 'authenticated') applicationChoiceStore.setState(NOTHING_CHOSEN);
});

/**
 * Starts the store from the choice the page carries (contracts/first-screen.ts), before the first
 * screen is drawn on the server or taken over in the browser: both draw the menus with it, so nothing
 * moves under the applicant's finger as the page comes to life (a link tapped then landed beside
 * itself). Peeked, not taken: the layout's first refresh is still answered from the page.
 */
export function startChoiceFromPage(): void {
  const carried = peekFirstScreenAnswer(withApiBase('/applicant/applications'));
  if (!carried.found) return;
  const { current, applications } = carried.value as ApplicationChoices;
  applicationChoiceStore.setState({ status: 'ready', current, applications });
}

/** Forgets the choice the server drew a page with (shared/mount/src/server.tsx); also makes hydration see the page's choice. */
export const forgetDrawnChoice = carriedByThePage(applicationChoiceStore);

export function useApplicationChoice<T>(selector: (state: ApplicationChoiceState & ApplicationChoiceActions) => T): T {
  return useStore(applicationChoiceStore, selector);
}
