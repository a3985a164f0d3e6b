/** Each scholarship section's schema: the rules a finished section must pass, in the browser and again on the server. */
import type { AnyObjectSchema } from 'yup';
import type { ScholarshipSectionId } from '../../scholarship/sections';
import { scholarshipAwardsSchema } from './awards';
import { scholarshipChoicesSchema } from './choices';
import { scholarshipDeclarationSchema } from './declaration';
import { keySkillSchema } from './key-skill';
import { scholarshipStatementSchema } from './statement';

export const SCHOLARSHIP_SECTION_SCHEMAS: Record<ScholarshipSectionId, AnyObjectSchema> = {
  choices: scholarshipChoicesSchema,
  statement: scholarshipStatementSchema,
  keySkill: keySkillSchema,
  awards: scholarshipAwardsSchema,
  declaration: scholarshipDeclarationSchema,
};
