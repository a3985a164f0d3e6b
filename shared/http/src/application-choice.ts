import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { ApplicationChoice, ApplicationChoices } from '@portal/contracts/api';
import { peekFirstScreenAnswer } from '@portal/contracts/first-screen';
import { http, withApiBase } from './client';
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

/**
 * The choice the page carries (contracts/first-screen.ts): the server drew the menus from it, so the
 * browser draws the same until the store's own answer comes, and the menu does not move under the
 * applicant's finger as the screen is taken over. Kept once read in the browser (the HTTP client
 * hands the answer to the store's first refresh, and takes it off the page); read per page on the
 * server, which draws many applicants' pages. Null once the store has an answer or the person signed out.
 */
let carriedInBrowser: ApplicationChoices | null | undefined;

function carriedByThisPage(): ApplicationChoices | null {
  const carried = peekFirstScreenAnswer(withApiBase('/applicant/applications'));
  return carried.found ? (carried.value as ApplicationChoices) : null;
}

function carriedChoices(): ApplicationChoices | null {
  // The server draws one page after another with these stores: what it shows is each page's own.
  if (typeof document === 'undefined') return carriedByThisPage();
  if (carriedInBrowser === undefined) carriedInBrowser = carriedByThisPage();
  return carriedInBrowser;
}

applicationChoiceStore.subscribe((state) => {
  if (state.status === 'ready') carriedInBrowser = null;
});

// Another person may sign in next in this tab: forget the last one's applications at sign-out.
sessionStore.subscribe((state, previous) => {
  if (previous.status === 'authenticated' && state.status !== 'authenticated') {
    carriedInBrowser = null;
    applicationChoiceStore.setState(NOTHING_CHOSEN);
  }
});

type ApplicationChoiceStore = ApplicationChoiceState & ApplicationChoiceActions;

/** The last state shown with a carried choice: the same object while neither changes (a selector may return it whole). */
let shownWithCarried: { state: ApplicationChoiceStore; carried: ApplicationChoices; shown: ApplicationChoiceStore } | null = null;

/** The store's state, or before its first answer, the choice the page carries. */
function withCarriedChoice(state: ApplicationChoiceStore): ApplicationChoiceStore {
  if (state.status === 'ready') return state;
  const carried = carriedChoices();
  if (!carried) return state;
  if (shownWithCarried?.state !== state || shownWithCarried.carried !== carried) {
    shownWithCarried = { state, carried, shown: { ...state, current: carried.current, applications: carried.applications } };
  }
  return shownWithCarried.shown;
}

export function useApplicationChoice<T>(selector: (state: ApplicationChoiceStore) => T): T {
  return useStore(applicationChoiceStore, (state) => selector(withCarriedChoice(state)));
}
