/** The shell's strings ('shell' namespace), one lazy chunk per language. */
import { defineNamespace, type TextKey } from '@portal/i18n/namespace';
import type en from './locales/en-GB';

export type ShellTextKey = TextKey<typeof en>;

export const shellText = defineNamespace<typeof en>('shell', {
  'en-GB': () => import('./locales/en-GB'),
  'zh-Hans': () => import('./locales/zh-Hans'),
});
