/** Each scholarship section's schema, by section id in task-list order (from SCHOLARSHIP_SECTIONS, where the sections are listed). */
import type { AnyObjectSchema } from 'yup';
import { SCHOLARSHIP_SECTION_IDS, SCHOLARSHIP_SECTIONS, type ScholarshipSectionId } from '../../scholarship/sections';

export const SCHOLARSHIP_SECTION_SCHEMAS = Object.fromEntries(
  SCHOLARSHIP_SECTION_IDS.map((id): [ScholarshipSectionId, AnyObjectSchema] => [id, SCHOLARSHIP_SECTIONS[id].schema]),
) as Record<ScholarshipSectionId, AnyObjectSchema>;
