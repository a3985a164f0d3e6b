/** The 'forms' namespace: the words of the long-form machinery shared by every application form. */
import { defineNamespace } from '@portal/i18n/namespace';
import type en from './locales/en-GB';

// Named text-<language>-forms: the server preloads them with a remote's page that takes these words (api/src/web/first-screen.ts).
export const formsText = defineNamespace<typeof en>('forms', {
  'en-GB': () => import(/* webpackChunkName: "text-en-GB-forms" */ './locales/en-GB'),
  'zh-Hans': () => import(/* webpackChunkName: "text-zh-Hans-forms" */ './locales/zh-Hans'),
});
