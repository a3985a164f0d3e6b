import { defineNamespace } from '@portal/i18n/namespace';
import type en from './locales/en-GB';

/**
 * The scholarship section pages' own words (namespace 'scholarshipForm': labels, hints, choices),
 * apart from the remote's entry words (scholarshipText) and the long-form kit's (formsText); each
 * language is its own chunk.
 */
export const scholarshipSectionText = defineNamespace<typeof en>('scholarshipForm', {
  'en-GB': () => import('./locales/en-GB'),
  'zh-Hans': () => import('./locales/zh-Hans'),
});
