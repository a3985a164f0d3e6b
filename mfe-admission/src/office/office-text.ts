import { defineNamespace } from '@portal/i18n/namespace';
import type en from './locales/en-GB';

/**
 * The admissions console's strings ('admission-office'), apart from the applicant screens' so an
 * applicant never downloads them. Each console feature keeps its strings in its own folder's
 * locales and adds them here under its own key.
 */
export const admissionOfficeText = defineNamespace<typeof en>('admission-office', {
  'en-GB': () => import('./locales/en-GB'),
  'zh-Hans': () => import('./locales/zh-Hans'),
});
