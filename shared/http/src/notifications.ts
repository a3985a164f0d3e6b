import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { ApiError } from '@portal/contracts/api';
import { apiErrorRef } from '@portal/i18n/messages';

export type NotificationKind = 'error' | 'success' | 'info';

export interface Notification {
  kind: NotificationKind;
  /**
   * Catalogue references (messageRef) or an app's text references (`namespace.ref`): the notification
   * area words them in the current language, and again after a switch. A finished sentence would stay
   * in the language it was posted in.
   */
  messages: string[];
}

/** The shell's notification area. Any app may post to it; the shell clears it on navigation. */
export const notificationStore = createStore<{
  current: Notification | null;
  show(notification: Notification): void;
  showErrors(errors: ApiError[]): void;
  clear(): void;
}>()((set) => ({
  current: null,
  show: (notification) => set({ current: notification }),
  showErrors: (errors) => set({ current: errors.length ? { kind: 'error', messages: errors.map(apiErrorRef) } : null }),
  clear: () => set({ current: null }),
}));

export const useNotification = () => useStore(notificationStore, (state) => state.current);
