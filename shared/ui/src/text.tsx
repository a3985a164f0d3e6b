/**
 * The 'ui' namespace: the design system's own words (error summary, hidden "Error:" prefix, default
 * labels) and the shared words every app reuses (common buttons and status names), so the portal
 * says "Submit" and "提交" the same way everywhere.
 */
import { defineNamespace } from '@portal/i18n/namespace';
import type en from './locales/en-GB';

export const uiText = defineNamespace<typeof en>('ui', {
  'en-GB': () => import(/* webpackChunkName: "text-en-GB-ui" */ './locales/en-GB'),
  'zh-Hans': () => import(/* webpackChunkName: "text-zh-Hans-ui" */ './locales/zh-Hans'),
});
