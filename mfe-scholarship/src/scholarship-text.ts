import { defineNamespace } from '@portal/i18n/namespace';
import type en from './locales/en-GB';

/** The scholarship remote's strings ('scholarship'): each language is its own chunk, fetched when needed. */
export const scholarshipText = defineNamespace<typeof en>('scholarship', {
  'en-GB': () => import(/* webpackChunkName: "text-en-GB-scholarship" */ './locales/en-GB'),
  'zh-Hans': () => import(/* webpackChunkName: "text-zh-Hans-scholarship" */ './locales/zh-Hans'),
});
