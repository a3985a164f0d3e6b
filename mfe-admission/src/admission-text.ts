import { defineNamespace } from '@portal/i18n/namespace';
import type en from './locales/en-GB';

/** The admission remote's strings ('admission'): each language is its own chunk, fetched when needed. */
export const admissionText = defineNamespace<typeof en>('admission', {
  'en-GB': () => import(/* webpackChunkName: "text-en-GB-admission" */ './locales/en-GB'),
  'zh-Hans': () => import(/* webpackChunkName: "text-zh-Hans-admission" */ './locales/zh-Hans'),
});
