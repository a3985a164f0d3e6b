import type { AnyObjectSchema } from 'yup';
import type { Language } from '../languages';
import { scholarshipAwardsSchema, summariseScholarshipAwards } from '../schemas/scholarship/awards';
import { scholarshipChoicesSchema, summariseScholarshipChoices } from '../schemas/scholarship/choices';
import { scholarshipDeclarationSchema, summariseScholarshipDeclaration } from '../schemas/scholarship/declaration';
import { keySkillSchema, summariseKeySkill } from '../schemas/scholarship/key-skill';
import { scholarshipStatementSchema, summariseScholarshipStatement } from '../schemas/scholarship/statement';
import type { ScholarshipSectionSummary } from './section-summary';

/** One section of the form: everything the browser and the server know of it beyond its page. */
interface ScholarshipSection {
  /** The task list's, the section page's heading, the answers summary's and the PDF's. */
  title: Record<Language, string>;
  /** The rules a finished section must pass, in the browser and again on the server. */
  schema: AnyObjectSchema;
  /** Its answers as words, for "check your answers" and the PDF. */
  summary: ScholarshipSectionSummary;
}

/**
 * The sections of a scholarship application, in task-list order (spec 2 "Application Scholarship",
 * spec 3 "Scholarship application: choices, personal statement, sports or arts key skill"): the one
 * list that names them all. Each section's schema and summary are its contract module's
 * (schemas/scholarship/<section>.ts); SCHOLARSHIP_SECTION_SCHEMAS and the application's summary
 * follow this list. Every applicant answers every one of them: the browser shows exactly these and
 * the server requires all of them complete before it accepts a submission.
 */
export const SCHOLARSHIP_SECTIONS = {
  choices: { title: { 'en-GB': 'Scholarship Choices', 'zh-Hans': '奖学金选择' }, schema: scholarshipChoicesSchema, summary: summariseScholarshipChoices },
  statement: { title: { 'en-GB': 'Personal statement', 'zh-Hans': '个人陈述' }, schema: scholarshipStatementSchema, summary: summariseScholarshipStatement },
  keySkill: { title: { 'en-GB': 'Sports or arts key skill', 'zh-Hans': '体育或艺术专长' }, schema: keySkillSchema, summary: summariseKeySkill },
  awards: { title: { 'en-GB': 'Awards', 'zh-Hans': '奖项' }, schema: scholarshipAwardsSchema, summary: summariseScholarshipAwards },
  declaration: { title: { 'en-GB': 'Consent & Declaration', 'zh-Hans': '同意及声明' }, schema: scholarshipDeclarationSchema, summary: summariseScholarshipDeclaration },
} as const satisfies Record<string, ScholarshipSection>;

export type ScholarshipSectionId = keyof typeof SCHOLARSHIP_SECTIONS;
export const SCHOLARSHIP_SECTION_IDS = Object.keys(SCHOLARSHIP_SECTIONS) as readonly ScholarshipSectionId[];

export const isScholarshipSectionId = (value: string): value is ScholarshipSectionId =>
  (SCHOLARSHIP_SECTION_IDS as readonly string[]).includes(value);
