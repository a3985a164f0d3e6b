import { defineNamespace } from '@portal/i18n/namespace';
import type en from './sections/locales/en-GB';

/** The section pages' strings ('scholarshipForm'), apart from the remote's entry strings; each language is its own chunk. */
export const formText = defineNamespace<typeof en>('scholarshipForm', {
  'en-GB': () => import('./sections/locales/en-GB'),
  'zh-Hans': () => import('./sections/locales/zh-Hans'),
});
