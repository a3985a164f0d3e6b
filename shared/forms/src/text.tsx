/** The 'forms' namespace: the words of the long-form machinery shared by every application form. */
import { defineNamespace } from '@portal/i18n/namespace';
import type en from './locales/en-GB';

export const formsText = defineNamespace<typeof en>('forms', {
  'en-GB': () => import('./locales/en-GB'),
  'zh-Hans': () => import('./locales/zh-Hans'),
});
