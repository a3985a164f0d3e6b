/** The applicant area's menus (spec 2). Each domain's entries point into the remote that owns it. */
export interface MenuGroup {
  title: string;
  items: Array<{ label: string; href: string }>;
}

export const APPLICANT_MENUS: readonly MenuGroup[] = [
  {
    title: 'Admission',
    items: [
      { label: 'Apply', href: '/applicant/admission/apply' },
      { label: 'Enquire status', href: '/applicant/admission/status' },
      { label: 'Manage application', href: '/applicant/admission/manage' },
    ],
  },
  {
    title: 'Scholarship',
    items: [
      { label: 'Apply', href: '/applicant/scholarship/apply' },
      { label: 'Enquire status', href: '/applicant/scholarship/status' },
    ],
  },
  {
    title: 'Financial aid',
    items: [
      { label: 'Apply', href: '/applicant/financial-aid/apply' },
      { label: 'Calculator', href: '/applicant/financial-aid/calculator' },
      { label: 'Enquire status', href: '/applicant/financial-aid/status' },
    ],
  },
  { title: 'Payment', items: [{ label: 'Payment details', href: '/applicant/payment' }] },
];

/** Remote apps mounted under /applicant, by route prefix. */
export const APPLICANT_REMOTES = [
  { path: 'admission', remote: 'mfe_admission', label: 'Admission' },
  { path: 'scholarship', remote: 'mfe_scholarship', label: 'Scholarship' },
  { path: 'financial-aid', remote: 'mfe_financial_aid', label: 'Financial aid' },
  { path: 'payment', remote: 'mfe_payment', label: 'Payment' },
] as const;
