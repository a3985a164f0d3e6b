import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { SystemSettings } from '@portal/contracts/api';
import { pageCarriesSession } from '@portal/contracts/first-screen';
import { startChoiceFromPage } from '@portal/http/application-choice';
import { fetchSession, fetchSettings } from '@portal/http/auth-api';
import { carriedByThePage } from '@portal/http/page-state';
import { applyLanguageToDocument } from '@portal/i18n/i18n';
import { messagesNamespace } from '@portal/i18n/messages';
import { uiText } from '@portal/ui/text';
import { fetchDeployment, registerDeployment } from '../federation/remotes';
import { shellText } from '../text';
import { checkForNewVersion, startedWith } from '../version/version-check';

/**
 * What the shell loads before the first screen: system settings, the session, and where the remotes
 * live (spec 7). Catalogue messages come from the 'messages' namespace in the page's language.
 */
export const portalStore = createStore<{ settings: SystemSettings | null }>()(() => ({ settings: null }));

/** Forgets the settings the server drew a page with (server.tsx); also makes hydration see the page's settings. */
export const forgetDrawnSettings = carriedByThePage(portalStore);

export const usePortalSettings = () => useStore(portalStore, (state) => state.settings);

/**
 * The shell's own strings, the shared words and the message catalogue, in the page's language (the
 * remembered choice or the browser's preference), before the first render: no screen shows keys.
 */
export function loadShellText(): Promise<void> {
  applyLanguageToDocument();
  return Promise.all([shellText.load(), uiText.load(), messagesNamespace.load()]).then(() => undefined);
}

/**
 * What start-up waits for. The page normally carries every answer (contracts/first-screen.ts), so
 * nothing goes to the network. A page from the service worker's copy carries no session: the first
 * screen is drawn at once and the session follows (`sessionArrival`); guarded screens wait for it.
 */
export async function loadPortal(): Promise<{ sessionArrival: Promise<unknown> | null }> {
  const carriesSession = pageCarriesSession();
  const [settings, deployment] = await Promise.all([
    fetchSettings(),
    fetchDeployment(),
    // The page's own answer is as old as the page (performance.timeOrigin: when it was asked for).
    carriesSession ? fetchSession(performance.timeOrigin) : null,
    loadShellText(),
  ]);
  portalStore.setState({ settings });
  // The menus follow the application the page carries, as the server drew them.
  startChoiceFromPage();
  registerDeployment(deployment);
  startedWith(deployment);
  if (carriesSession) return { sessionArrival: null };
  // A copy may be from an older deploy: find out now, not at the first navigation.
  void checkForNewVersion();
  return { sessionArrival: fetchSession() };
}
