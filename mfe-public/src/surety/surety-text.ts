import { defineNamespace } from '@portal/i18n/namespace';
import type en from './locales/en-GB';

/** The surety's confirmation page's strings ('publicSurety'), apart from the remote's entry; each language is its own chunk. */
export const suretyText = defineNamespace<typeof en>('publicSurety', {
  'en-GB': () => import('./locales/en-GB'),
  'zh-Hans': () => import('./locales/zh-Hans'),
});
