import { defineNamespace } from '@portal/i18n/namespace';
import type en from './locales/en-GB';

/** The application form's strings ('financialAidForm'): apply, task list, sections, check answers, acknowledgement, history. Each language is its own chunk. */
export const formText = defineNamespace<typeof en>('financialAidForm', {
  'en-GB': () => import('./locales/en-GB'),
  'zh-Hans': () => import('./locales/zh-Hans'),
});
