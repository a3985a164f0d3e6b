import { defineNamespace } from '@portal/i18n/namespace';
import type en from './locales/en-GB';

/** The payment remote's strings ('payment'): each language is its own chunk, fetched when needed. */
export const paymentText = defineNamespace<typeof en>('payment', {
  'en-GB': () => import(/* webpackChunkName: "text-en-GB-payment" */ './locales/en-GB'),
  'zh-Hans': () => import(/* webpackChunkName: "text-zh-Hans-payment" */ './locales/zh-Hans'),
});
