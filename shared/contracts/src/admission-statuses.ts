/**
 * The states of an admission application, written once: the type, the list (the API's JSON enums,
 * the database's CHECK on applications.status through api/src/db/closed-sets.ts). Their words are the
 * admission remote's (`statuses` in mfe-admission/src/locales), the only place that shows them.
 */
export const ADMISSION_STATUSES = ['DRAFT', 'SUBMITTED', 'UNDER_REVIEW', 'OFFERED', 'UNSUCCESSFUL', 'WITHDRAWN'] as const;

export type AdmissionStatus = (typeof ADMISSION_STATUSES)[number];
