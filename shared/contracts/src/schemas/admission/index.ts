/**
 * Each admission section's schema: the rules a finished section must pass, in the browser and again
 * on the server. `applyAs` (the category and eligibility answers) lives on the application itself and
 * `documents` is checked from the uploaded files, so neither has answers of its own here.
 */
import type { AnyObjectSchema } from 'yup';
import type { AdmissionSectionId } from '../../admission/sections';
import { choiceOfStudySchema } from './choice-of-study';
import { declarationSchema } from './declaration';
import { educationSchema } from './education';
import { personalParticularsSchema } from './personal-particulars';
import { personalStatementSchema } from './personal-statement';
import { subjectsSchema } from './subjects';

export const ADMISSION_SECTION_SCHEMAS: Partial<Record<AdmissionSectionId, AnyObjectSchema>> = {
  choiceOfStudy: choiceOfStudySchema,
  personalParticulars: personalParticularsSchema,
  education: educationSchema,
  subjects: subjectsSchema,
  personalStatement: personalStatementSchema,
  declaration: declarationSchema,
};

/** Sections whose answers are not typed into a section form. */
export const SECTIONS_WITHOUT_ANSWERS: readonly AdmissionSectionId[] = ['applyAs', 'documents'];
