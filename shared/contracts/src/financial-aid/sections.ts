/**
 * The sections of a financial aid application, in task-list order (spec 2 "Application Financial
 * Aid": personal details, financial details, other financial details, awards and co-curricular
 * activities, declarations, upload documents). Every applicant answers every one of them; the
 * `documents` section has no answers of its own: it is complete when the uploaded files are
 * (financial-aid/documents.ts `missingAidDocuments`).
 */
export const AID_SECTION_IDS = ['personalDetails', 'financialDetails', 'otherFinancialDetails', 'awardsActivities', 'declarations', 'documents'] as const;
export type AidSectionId = (typeof AID_SECTION_IDS)[number];

/** The sections typed into a section form (all but `documents`). */
export type AidAnswerSectionId = Exclude<AidSectionId, 'documents'>;

export const isAidSectionId = (value: string): value is AidSectionId => (AID_SECTION_IDS as readonly string[]).includes(value);
