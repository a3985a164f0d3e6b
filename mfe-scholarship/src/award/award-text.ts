import { defineNamespace } from '@portal/i18n/namespace';
import type en from './locales/en-GB';

/** The scholarship award's strings ('scholarshipAward': outcome, reply, undertaking, sureties); each language is its own chunk. */
export const awardText = defineNamespace<typeof en>('scholarshipAward', {
  'en-GB': () => import('./locales/en-GB'),
  'zh-Hans': () => import('./locales/zh-Hans'),
});
