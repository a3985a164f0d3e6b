import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { ApplicationChoice, ApplicationChoices } from '@portal/contracts/api';
import { http } from './client';
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

export function useApplicationChoice<T>(selector: (state: ApplicationChoiceState & ApplicationChoiceActions) => T): T {
  return useStore(applicationChoiceStore, selector);
}
