/**
 * The sections of a scholarship application, in task-list order (spec 2 "Application Scholarship",
 * spec 3 "Scholarship application: choices, personal statement, sports or arts key skill"). Every
 * applicant answers every one of them: the browser shows exactly these and the server requires all
 * of them complete before it accepts a submission.
 */
export const SCHOLARSHIP_SECTION_IDS = ['choices', 'statement', 'keySkill', 'awards', 'declaration'] as const;
export type ScholarshipSectionId = (typeof SCHOLARSHIP_SECTION_IDS)[number];

export const isScholarshipSectionId = (value: string): value is ScholarshipSectionId =>
  (SCHOLARSHIP_SECTION_IDS as readonly string[]).includes(value);
