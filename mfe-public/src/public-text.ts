import { defineNamespace } from '@portal/i18n/namespace';
import type en from './locales/en-GB';

/** This remote's strings (namespace 'public'); each language is its own chunk, fetched when needed. */
export const publicText = defineNamespace<typeof en>('public', {
  'en-GB': () => import(/* webpackChunkName: "text-en-GB-public" */ './locales/en-GB'),
  'zh-Hans': () => import(/* webpackChunkName: "text-zh-Hans-public" */ './locales/zh-Hans'),
});
