/** The office area's strings in the shell ('shell-office'): fetched only when someone opens /office. */
import { defineNamespace } from '@portal/i18n/namespace';
import type en from './locales/en-GB';

export const officeText = defineNamespace<typeof en>('shell-office', {
  'en-GB': () => import(/* webpackChunkName: "text-en-GB-office-area" */ './locales/en-GB'),
  'zh-Hans': () => import(/* webpackChunkName: "text-zh-Hans-office-area" */ './locales/zh-Hans'),
});
