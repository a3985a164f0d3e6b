import { defineNamespace } from '@portal/i18n/namespace';
import type en from './locales/en-GB';

/** The finance console's strings ('payment-office'), apart from the applicant screens' so an applicant never downloads them. */
export const paymentOfficeText = defineNamespace<typeof en>('payment-office', {
  'en-GB': () => import('./locales/en-GB'),
  'zh-Hans': () => import('./locales/zh-Hans'),
});
