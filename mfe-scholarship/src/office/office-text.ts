import { defineNamespace } from '@portal/i18n/namespace';
import type en from './locales/en-GB';

/** The scholarships console's strings ('scholarship-office'), apart from the applicant screens' so an applicant never downloads them. */
export const scholarshipOfficeText = defineNamespace<typeof en>('scholarship-office', {
  'en-GB': () => import('./locales/en-GB'),
  'zh-Hans': () => import('./locales/zh-Hans'),
});
