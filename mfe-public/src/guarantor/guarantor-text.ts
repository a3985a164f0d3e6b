import { defineNamespace } from '@portal/i18n/namespace';
import type en from './locales/en-GB';

/** The guarantor's confirmation page's strings ('publicGuarantor'), apart from the remote's entry; each language is its own chunk. */
export const guarantorText = defineNamespace<typeof en>('publicGuarantor', {
  'en-GB': () => import('./locales/en-GB'),
  'zh-Hans': () => import('./locales/zh-Hans'),
});
