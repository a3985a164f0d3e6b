/**
 * Each financial aid section's schema: the rules a finished section must pass, in the browser and
 * again on the server (a draft is only screened for shape and size by the shared section routes).
 * `documents` has no answers: it is checked from the uploaded files (financial-aid/documents.ts).
 */
import type { AnyObjectSchema } from 'yup';
import type { AidAnswerSectionId } from '../../financial-aid/sections';
import { aidAwardsActivitiesSchema } from './awards-activities';
import { aidDeclarationsSchema } from './declarations';
import { aidFinancialDetailsSchema } from './financial-details';
import { aidOtherFinancialDetailsSchema } from './other-financial-details';
import { aidPersonalDetailsSchema } from './personal-details';

export const AID_SECTION_SCHEMAS: Record<AidAnswerSectionId, AnyObjectSchema> = {
  personalDetails: aidPersonalDetailsSchema,
  financialDetails: aidFinancialDetailsSchema,
  otherFinancialDetails: aidOtherFinancialDetailsSchema,
  awardsActivities: aidAwardsActivitiesSchema,
  declarations: aidDeclarationsSchema,
};

/** The schema of a section typed into a form, or null (`documents`, or not a section). */
export const aidSectionSchema = (section: string): AnyObjectSchema | null =>
  Object.hasOwn(AID_SECTION_SCHEMAS, section) ? AID_SECTION_SCHEMAS[section as AidAnswerSectionId] : null;
