import { defineNamespace } from '@portal/i18n/namespace';
import type en from './locales/en-GB';

/** The financial aid remote's strings ('financialAid'): each language is its own chunk, fetched when needed. */
export const financialAidText = defineNamespace<typeof en>('financialAid', {
  'en-GB': () => import(/* webpackChunkName: "text-en-GB-financial-aid" */ './locales/en-GB'),
  'zh-Hans': () => import(/* webpackChunkName: "text-zh-Hans-financial-aid" */ './locales/zh-Hans'),
});
