/**
 * The admission form's rules over its stored sections: which sections apply, the context their
 * schemas need (category, eligibility, the date of birth from Personal Particulars), and each
 * section's state for the task list.
 */
import { admissionSections, type AdmissionSectionId } from '@portal/contracts/admission/sections';
import { hasIdentityDocument } from '@portal/contracts/admission/documents';
import type { DocumentSummary, SectionState } from '@portal/contracts/forms';
import { parseDisplayDate } from '@portal/contracts/schemas/dates';
import type { AdmissionContext } from '@portal/contracts/schemas/admission/context';
import { educationFactsOf } from '@portal/contracts/schemas/admission/education';
import { ADMISSION_SECTION_SCHEMAS } from '@portal/contracts/schemas/admission/index';
import { subjectRecordIdsOf } from '@portal/contracts/schemas/admission/subjects';
import { validate } from '@portal/contracts/validation';
import type { ApiError } from '@portal/contracts/api';
import { sectionState, type StoredSection } from '../../forms/section-store';
import type { OwnedApplication } from './owned-application';

export function admissionContext(application: OwnedApplication, sections: Map<string, StoredSection>, now: Date): AdmissionContext {
  const dateOfBirth = sections.get('personalParticulars')?.data.dateOfBirth;
  return {
    system: application.system,
    category: application.category,
    eligibility: application.eligibility,
    dateOfBirth: typeof dateOfBirth === 'string' ? parseDisplayDate(dateOfBirth) : null,
    today: now.toISOString().slice(0, 10),
    // Education and Subjects check each other: subjects only for graduated records (spec 4).
    education: educationFactsOf(sections.get('education')?.data),
    subjectRecordIds: subjectRecordIdsOf(sections.get('subjects')?.data),
  };
}

export const applicableSections = (application: OwnedApplication): AdmissionSectionId[] =>
  admissionSections(application.category, application.eligibility);

/** The errors a section's answers have against its full rules (none: it may be completed). */
export function sectionErrors(section: AdmissionSectionId, data: Record<string, unknown>, context: AdmissionContext): ApiError[] {
  const schema = ADMISSION_SECTION_SCHEMAS[section];
  if (!schema) return [];
  const result = validate(schema, data, context);
  return result.ok ? [] : result.errors;
}

/** Document Upload is complete once a usable identity document showing the address is there. */
export function documentsState(documents: readonly DocumentSummary[]): SectionState {
  if (documents.length === 0) return 'NOT_STARTED';
  return hasIdentityDocument(documents) ? 'COMPLETED' : 'IN_PROGRESS';
}

/** Every applicable section's task-list state. applyAs is complete from the start: the application exists. */
export function sectionStates(
  application: OwnedApplication,
  sections: Map<string, StoredSection>,
  documents: readonly DocumentSummary[],
  now: Date,
): Array<{ id: AdmissionSectionId; state: SectionState }> {
  const context = admissionContext(application, sections, now);
  return applicableSections(application).map((id) => {
    if (id === 'applyAs') return { id, state: 'COMPLETED' as const };
    if (id === 'documents') return { id, state: documentsState(documents) };
    const stored = sections.get(id);
    return { id, state: sectionState(stored, stored ? sectionErrors(id, stored.data, context).length === 0 : false) };
  });
}
