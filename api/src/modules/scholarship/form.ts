/**
 * A scholarship application's task list, whoever reads it: each section's state against its full
 * rules (the shared schemas, with the catalogue and the documents as their context), the chosen
 * scholarships that can no longer be submitted, and whether Submit is allowed.
 */
import type { ApiError } from '@portal/contracts/api';
import type { DocumentSummary, SectionState } from '@portal/contracts/forms';
import type { ScholarshipAnswers, ScholarshipForm } from '@portal/contracts/scholarship/api';
import { SCHOLARSHIP_SECTION_IDS, type ScholarshipSectionId } from '@portal/contracts/scholarship/sections';
import { chosenScholarshipCodes } from '@portal/contracts/schemas/scholarship/choices';
import type { ScholarshipCatalogueEntry, ScholarshipContext } from '@portal/contracts/schemas/scholarship/context';
import { SCHOLARSHIP_SECTION_SCHEMAS } from '@portal/contracts/schemas/scholarship/index';
import { validate } from '@portal/contracts/validation';
import type { Db } from '../../db/database';
import { listDocuments } from '../../files/documents';
import { loadSections, sectionState, type StoredSection } from '../../forms/section-store';
import { apiError } from '../../http/problems';
import { admissionFactsOf, catalogueEntries, scholarshipsOfYear, type ScholarshipRow } from './catalogue';
import { scholarshipDocumentOwner, scholarshipFormRef, type ScholarshipApplication } from './owned-application';

/** What the section rules need beyond the answers: the catalogue as it stands for this applicant, and the files. */
export interface RuleFacts {
  /** Undefined once submitted: the choices were checked then, and a scholarship closing later does not make them wrong. */
  catalogue: ScholarshipCatalogueEntry[] | undefined;
  scholarships: ScholarshipRow[];
  documents: DocumentSummary[];
  today: string;
}

export async function loadRuleFacts(db: Db, application: ScholarshipApplication, now: Date): Promise<RuleFacts> {
  const [scholarships, facts, documents] = await Promise.all([
    scholarshipsOfYear(db, application.academicYear),
    admissionFactsOf(db, application.admissionApplicationId),
    listDocuments(db, scholarshipDocumentOwner(application)),
  ]);
  const catalogue = application.status === 'DRAFT' ? catalogueEntries(scholarships, facts, now) : undefined;
  return { scholarships, catalogue, documents, today: now.toISOString().slice(0, 10) };
}

export const ruleContext = (facts: RuleFacts): ScholarshipContext => ({ today: facts.today, scholarships: facts.catalogue, documents: facts.documents });

export function sectionErrors(section: ScholarshipSectionId, data: Record<string, unknown>, facts: RuleFacts): ApiError[] {
  const result = validate(SCHOLARSHIP_SECTION_SCHEMAS[section], data, ruleContext(facts));
  return result.ok ? [] : result.errors;
}

export function sectionStates(sections: Map<string, StoredSection>, facts: RuleFacts): Array<{ id: ScholarshipSectionId; state: SectionState }> {
  return SCHOLARSHIP_SECTION_IDS.map((id) => {
    const stored = sections.get(id);
    return { id, state: sectionState(stored, stored ? sectionErrors(id, stored.data, facts).length === 0 : false) };
  });
}

/**
 * The chosen codes that cannot be submitted as they stand: closed since they were chosen, no longer
 * open to this applicant, or gone from the catalogue (spec 4: the applicant reselects).
 */
export function closedChoices(sections: Map<string, StoredSection>, facts: RuleFacts): string[] {
  const { catalogue } = facts;
  if (!catalogue) return [];
  return chosenScholarshipCodes(sections.get('choices')?.data).filter((code) => {
    const entry = catalogue.find((scholarship) => scholarship.code === code);
    return !entry || !entry.open || !entry.eligible;
  });
}

/** Every reason the application cannot be submitted besides closed choices; empty when it is complete. */
export function submissionProblems(sections: Map<string, StoredSection>, facts: RuleFacts): ApiError[] {
  return SCHOLARSHIP_SECTION_IDS.flatMap((id): ApiError[] => {
    const stored = sections.get(id);
    if (!stored) return [apiError('SECTION_INCOMPLETE', [], id)];
    return sectionErrors(id, stored.data, facts).map((error) => ({ ...error, field: error.field ? `${id}.${error.field}` : id }));
  });
}

export async function readScholarshipForm(db: Db, application: ScholarshipApplication, now: Date): Promise<ScholarshipForm> {
  const [sections, facts] = await Promise.all([loadSections(db, scholarshipFormRef(application)), loadRuleFacts(db, application, now)]);
  const states = sectionStates(sections, facts);
  const closed = closedChoices(sections, facts);
  return {
    id: application.id,
    reference: application.reference,
    academicYear: application.academicYear,
    status: application.status,
    admissionApplicationNumber: application.admissionApplicationNumber ?? '',
    createdAt: application.createdAt.toISOString(),
    submittedAt: application.submittedAt?.toISOString() ?? null,
    sections: states,
    closedChoices: closed,
    canSubmit: application.status === 'DRAFT' && closed.length === 0 && states.every((section) => section.state === 'COMPLETED'),
  };
}

export async function readScholarshipAnswers(db: Db, application: ScholarshipApplication, now: Date): Promise<ScholarshipAnswers> {
  const [sections, facts] = await Promise.all([loadSections(db, scholarshipFormRef(application)), loadRuleFacts(db, application, now)]);
  return {
    sections: sectionStates(sections, facts).map(({ id, state }) => ({ id, state, data: sections.get(id)?.data ?? null })),
    documents: facts.documents,
  };
}
