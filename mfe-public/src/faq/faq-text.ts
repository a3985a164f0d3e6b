import { defineNamespace } from '@portal/i18n/namespace';
import type en from './locales/en-GB';

/** The FAQ screen's words (namespace 'faq'); loaded with the remote. */
export const faqText = defineNamespace<typeof en>('faq', {
  'en-GB': () => import('./locales/en-GB'),
  'zh-Hans': () => import('./locales/zh-Hans'),
});
