import { defineNamespace } from '@portal/i18n/namespace';
import type en from './locales/en-GB';

/** Guarantor Information's strings ('financialAidGuarantor'); each language is its own chunk, loaded with the page. */
export const guarantorText = defineNamespace<typeof en>('financialAidGuarantor', {
  'en-GB': () => import('./locales/en-GB'),
  'zh-Hans': () => import('./locales/zh-Hans'),
});
