import { defineNamespace } from '@portal/i18n/namespace';
import type en from './locales/en-GB';

/** The financial aid console's strings ('financial-aid-office'), apart from the applicant screens' so an applicant never downloads them. */
export const financialAidOfficeText = defineNamespace<typeof en>('financial-aid-office', {
  'en-GB': () => import('./locales/en-GB'),
  'zh-Hans': () => import('./locales/zh-Hans'),
});
