import { defineNamespace } from '@portal/i18n/namespace';
import type en from './locales/en-GB';

/** This remote's strings (namespace 'public'); each language is its own chunk, fetched when needed. */
export const publicText = defineNamespace<typeof en>('public', {
  'en-GB': () => import('./locales/en-GB'),
  'zh-Hans': () => import('./locales/zh-Hans'),
});
