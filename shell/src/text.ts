/** The shell's strings ('shell' namespace), one lazy chunk per language. */
import { defineNamespace, type TextKey } from '@portal/i18n/namespace';
import type en from './locales/en-GB';

export type ShellTextKey = TextKey<typeof en>;

export const shellText = defineNamespace<typeof en>('shell', {
  'en-GB': () => import(/* webpackChunkName: "text-en-GB-shell" */ './locales/en-GB'),
  'zh-Hans': () => import(/* webpackChunkName: "text-zh-Hans-shell" */ './locales/zh-Hans'),
});
