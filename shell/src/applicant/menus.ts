import { APPLICANT_REMOTE_PATHS } from '@portal/contracts/first-screen';
import type { ShellTextKey } from '../text';
import type { ApplicantTextKey } from './applicant-text';

/** The applicant area's menus (spec 2). Each domain's entries point into the remote that owns it; names are shell text keys. */
export interface MenuGroup {
  title: ShellTextKey;
  /** `end`: active only at its own address, not under it (Payment details, whose address the other payment screens start with). */
  items: Array<{ label: ShellTextKey; href: string; end?: boolean }>;
}

/**
 * The menus for the application the portal follows (Switch application): "Manage application" opens
 * that application itself (its task list, or its summary once submitted); without one, the list.
 */
export const applicantMenus = (currentApplication: string | null): readonly MenuGroup[] => [
  {
    title: 'menus.admission',
    items: [
      { label: 'menus.apply', href: '/applicant/admission/apply' },
      { label: 'menus.enquireStatus', href: '/applicant/admission/status' },
      {
        label: 'menus.manageApplication',
        href: currentApplication ? `/applicant/admission/applications/${currentApplication}` : '/applicant/admission/manage',
      },
    ],
  },
  {
    title: 'menus.scholarship',
    items: [
      { label: 'menus.apply', href: '/applicant/scholarship/apply' },
      { label: 'menus.enquireStatus', href: '/applicant/scholarship/status' },
    ],
  },
  {
    title: 'menus.financialAid',
    items: [
      { label: 'menus.apply', href: '/applicant/financial-aid/apply' },
      { label: 'menus.calculator', href: '/applicant/financial-aid/calculator' },
      { label: 'menus.enquireStatus', href: '/applicant/financial-aid/status' },
    ],
  },
  {
    title: 'menus.payment',
    items: [
      { label: 'menus.paymentDetails', href: '/applicant/payment', end: true },
      { label: 'menus.entranceExams', href: '/applicant/payment/entrance-exams' },
    ],
  },
];

/** The account's own pages, beside Sign out in the account's navigation (ApplicantMenu). */
export const ACCOUNT_LINKS: ReadonlyArray<{ label: ApplicantTextKey; href: string }> = [
  { label: 'loginProfile.menu', href: '/applicant/login-profile' },
  // What the portal holds about the applicant, and a copy of it (issue 38, PDPA access).
  { label: 'myData.menu', href: '/applicant/my-data' },
];

/** Remote apps mounted under /applicant, by route prefix (the prefixes are shared with the server, which preloads each page's remote). */
const REMOTE_LABELS = {
  admission: 'menus.admission',
  scholarship: 'menus.scholarship',
  'financial-aid': 'menus.financialAid',
  payment: 'menus.payment',
} as const satisfies Record<(typeof APPLICANT_REMOTE_PATHS)[number]['path'], ShellTextKey>;

export const APPLICANT_REMOTES = APPLICANT_REMOTE_PATHS.map((area) => ({ ...area, label: REMOTE_LABELS[area.path] }));
