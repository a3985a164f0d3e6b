import type { Language } from '../languages';

/**
 * The sections of a scholarship application, in task-list order (spec 2 "Application Scholarship",
 * spec 3 "Scholarship application: choices, personal statement, sports or arts key skill"), each with
 * its title in both languages — the task list's, the section page's heading, the answers summary's and
 * the PDF's. Every applicant answers every one of them: the browser shows exactly these and the server
 * requires all of them complete before it accepts a submission.
 */
export const SCHOLARSHIP_SECTIONS = {
  choices: { 'en-GB': 'Scholarship Choices', 'zh-Hans': '奖学金选择' },
  statement: { 'en-GB': 'Personal statement', 'zh-Hans': '个人陈述' },
  keySkill: { 'en-GB': 'Sports or arts key skill', 'zh-Hans': '体育或艺术专长' },
  awards: { 'en-GB': 'Awards', 'zh-Hans': '奖项' },
  declaration: { 'en-GB': 'Consent & Declaration', 'zh-Hans': '同意及声明' },
} as const satisfies Record<string, Record<Language, string>>;

export type ScholarshipSectionId = keyof typeof SCHOLARSHIP_SECTIONS;
export const SCHOLARSHIP_SECTION_IDS = Object.keys(SCHOLARSHIP_SECTIONS) as readonly ScholarshipSectionId[];

export const isScholarshipSectionId = (value: string): value is ScholarshipSectionId =>
  (SCHOLARSHIP_SECTION_IDS as readonly string[]).includes(value);
