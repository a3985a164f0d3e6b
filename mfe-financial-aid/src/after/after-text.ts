import { defineNamespace } from '@portal/i18n/namespace';
import type en from './locales/en-GB';

/** The strings of financial aid after submission ('financialAidAfter': progress, package, appeal, update, documents, withdrawal); each language is its own chunk. */
export const afterText = defineNamespace<typeof en>('financialAidAfter', {
  'en-GB': () => import('./locales/en-GB'),
  'zh-Hans': () => import('./locales/zh-Hans'),
});
