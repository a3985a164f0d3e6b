/**
 * Each admission section's schema: the rules a finished section must pass, in the browser and again
 * on the server. `applyAs` (the category and eligibility answers) lives on the application itself and
 * `documents` is checked from the uploaded files, so neither has answers of its own here.
 */
import type { AnyObjectSchema } from 'yup';
import type { AdmissionSectionId } from '../../admission/sections';
import { auditionSchema } from './audition';
import { choiceOfStudySchema } from './choice-of-study';
import { declarationSchema } from './declaration';
import { healthSupportSchema } from './health-support';
import { householdIncomeSchema } from './household-income';
import { nationalServiceSchema } from './national-service';
import { personalParticularsSchema } from './personal-particulars';
import { personalStatementSchema } from './personal-statement';
import { tuitionGrantSchema } from './tuition-grant';
import { achievementsSchema } from '../achievements';
import { employmentSchema } from './employment';
import { refereesSchema } from './referees';
import { residentialCollegeSchema } from './residential-college';
import { shortQuestionsSchema } from './short-questions';
import { specialProgrammesSchema } from './special-programmes';
import { educationSchema } from './education';
import { subjectsSchema } from './subjects';

export const ADMISSION_SECTION_SCHEMAS: Partial<Record<AdmissionSectionId, AnyObjectSchema>> = {
  choiceOfStudy: choiceOfStudySchema,
  personalParticulars: personalParticularsSchema,
  achievements: achievementsSchema,
  employment: employmentSchema,
  referees: refereesSchema,
  education: educationSchema,
  subjects: subjectsSchema,
  personalStatement: personalStatementSchema,
  householdIncome: householdIncomeSchema,
  healthSupport: healthSupportSchema,
  nationalService: nationalServiceSchema,
  tuitionGrant: tuitionGrantSchema,
  audition: auditionSchema,
  shortQuestions: shortQuestionsSchema,
  residentialCollege: residentialCollegeSchema,
  specialProgrammes: specialProgrammesSchema,
  declaration: declarationSchema,
};

/** Sections whose answers are not typed into a section form. */
export const SECTIONS_WITHOUT_ANSWERS: readonly AdmissionSectionId[] = ['applyAs', 'documents'];
