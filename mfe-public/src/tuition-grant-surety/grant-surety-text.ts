import { defineNamespace } from '@portal/i18n/namespace';
import type en from './locales/en-GB';

/** The tuition grant surety's confirmation page's strings ('publicGrantSurety'), apart from the remote's entry; each language is its own chunk. */
export const grantSuretyText = defineNamespace<typeof en>('publicGrantSurety', {
  'en-GB': () => import('./locales/en-GB'),
  'zh-Hans': () => import('./locales/zh-Hans'),
});
