import { defineNamespace } from '@portal/i18n/namespace';
import type en from './locales/en-GB';

/**
 * The section pages' strings ('admissionForm'), separate from the remote's entry strings so the
 * task list does not fetch every section's words; each language is its own chunk.
 */
export const formText = defineNamespace<typeof en>('admissionForm', {
  'en-GB': () => import(/* webpackChunkName: "text-en-GB-admission-form" */ './locales/en-GB'),
  'zh-Hans': () => import(/* webpackChunkName: "text-zh-Hans-admission-form" */ './locales/zh-Hans'),
});
