import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { SystemSettings } from '@portal/contracts/api';
import { MESSAGES, type MessageCatalogue } from '@portal/contracts/messages';
import { fetchMessages, fetchSession, fetchSettings } from '@portal/http/auth-api';
import { fetchDeployment, registerDeployment } from '../federation/remotes';
import { startedWith } from '../version/version-check';

/** What the shell loads before the first screen: system settings, the session and the message catalogue (spec 7), and where the remotes live. */
export const portalStore = createStore<{ settings: SystemSettings | null; messages: MessageCatalogue }>()(() => ({
  settings: null,
  messages: MESSAGES,
}));

export const usePortalSettings = () => useStore(portalStore, (state) => state.settings);

/** A message from the catalogue the API served at start (the built-in one until then); undefined for an unknown code. */
export const useCatalogueMessage = (code: string | null) => useStore(portalStore, (state) => (code ? state.messages[code] : undefined));

export async function loadPortal(): Promise<void> {
  const [settings, messages, deployment] = await Promise.all([fetchSettings(), fetchMessages(), fetchDeployment(), fetchSession()]);
  portalStore.setState({ settings, messages: { ...MESSAGES, ...messages } });
  registerDeployment(deployment);
  startedWith(deployment);
}
