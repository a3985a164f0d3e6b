import { defineNamespace } from '@portal/i18n/namespace';
import type en from './locales/en-GB';

/**
 * The financial aid application form's words (namespace 'financialAidForm'): apply, task list,
 * sections, check answers, acknowledgement, history — apart from the remote's entry words
 * (financialAidText) and the long-form kit's (formsText). Each language is its own chunk.
 */
export const aidFormText = defineNamespace<typeof en>('financialAidForm', {
  'en-GB': () => import('./locales/en-GB'),
  'zh-Hans': () => import('./locales/zh-Hans'),
});
