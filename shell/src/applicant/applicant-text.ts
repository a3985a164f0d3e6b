/**
 * The applicant area's strings in the shell ('shell-applicant'): fetched with the area's own chunk
 * (routes.tsx), so a sign-in page's first load never carries the dashboard's or the account pages' words.
 */
import { defineNamespace, type TextKey } from '@portal/i18n/namespace';
import type en from './locales/en-GB';

export type ApplicantTextKey = TextKey<typeof en>;

export const applicantText = defineNamespace<typeof en>('shell-applicant', {
  'en-GB': () => import(/* webpackChunkName: "text-en-GB-applicant-area" */ './locales/en-GB'),
  'zh-Hans': () => import(/* webpackChunkName: "text-zh-Hans-applicant-area" */ './locales/zh-Hans'),
});
