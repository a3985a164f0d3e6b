import { defineNamespace } from '@portal/i18n/namespace';
import type en from './locales/en-GB';

/**
 * The admission section pages' own words (namespace 'admissionForm': labels, hints, choices),
 * separate from the remote's entry words (admissionText) so the task list does not fetch every
 * section's words, and from the long-form kit's (formsText); each language is its own chunk.
 */
export const admissionSectionText = defineNamespace<typeof en>('admissionForm', {
  'en-GB': () => import(/* webpackChunkName: "text-en-GB-admission-form" */ './locales/en-GB'),
  'zh-Hans': () => import(/* webpackChunkName: "text-zh-Hans-admission-form" */ './locales/zh-Hans'),
});
