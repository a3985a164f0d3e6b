/**
 * A financial aid application's task list, whoever reads it: each section's state against its full
 * rules (the shared schemas, with the applicant's tier and today as their context), the documents
 * section from the uploaded files, the household worked out with the calculator's function, and
 * whether Submit is allowed.
 */
import type { ApiError } from '@portal/contracts/api';
import type { AidAnswers, AidApplicationForm, AidSubmission } from '@portal/contracts/financial-aid/api';
import { AID_DOCUMENTS_SECTION, missingAidDocuments, missingDocumentCode } from '@portal/contracts/financial-aid/documents';
import { householdOf, type AidHousehold } from '@portal/contracts/financial-aid/household';
import type { AidSought, AidTier, AidYearDates } from '@portal/contracts/financial-aid/model';
import { AID_SECTION_IDS, type AidSectionId } from '@portal/contracts/financial-aid/sections';
import type { DocumentSummary, SectionState } from '@portal/contracts/forms';
import type { MessageCode } from '@portal/contracts/messages';
import { aidSoughtOpenTo, type AidContext } from '@portal/contracts/schemas/financial-aid/context';
import { aidSectionSchema } from '@portal/contracts/schemas/financial-aid/index';
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import { validate } from '@portal/contracts/validation';
import type { Db } from '../../db/database';
import { listDocuments } from '../../files/documents';
import { loadSections, sectionState, type StoredSection } from '../../forms/section-store';
import { apiError } from '../../http/problems';
import { activeSchemesOfYear, tierOfAdmissionApplication } from './catalogue';
import { aidDocumentOwner, aidFormRef, type AidApplication } from './owned-application';
import { aidYearDates, applicationsOpen } from './years';

/** What the rules need beyond the answers. */
export interface RuleFacts {
  tier: AidTier | null;
  aidSoughtAllowed: AidSought[];
  documents: DocumentSummary[];
  dates: AidYearDates | null;
  today: string;
  now: Date;
}

export async function loadRuleFacts(db: Db, application: AidApplication, now: Date): Promise<RuleFacts> {
  const [tier, schemes, documents, dates] = await Promise.all([
    tierOfAdmissionApplication(db, application.admissionApplicationId),
    activeSchemesOfYear(db, application.academicYear),
    listDocuments(db, aidDocumentOwner(application)),
    aidYearDates(db, application.academicYear),
  ]);
  return { tier, aidSoughtAllowed: tier ? aidSoughtOpenTo(schemes, tier) : [], documents, dates, today: singaporeDate(now), now };
}

export const ruleContext = (facts: RuleFacts): AidContext => ({ today: facts.today, ...(facts.tier ? { tier: facts.tier } : {}), aidSoughtAllowed: facts.aidSoughtAllowed });

const answersOf = (sections: Map<string, StoredSection>) => Object.fromEntries([...sections].map(([id, stored]) => [id, stored.data]));

export function sectionErrors(section: AidSectionId, sections: Map<string, StoredSection>, facts: RuleFacts): ApiError[] {
  if (section === AID_DOCUMENTS_SECTION) {
    return missingAidDocuments(facts.documents, answersOf(sections)).map((type) => apiError(missingDocumentCode(type) as MessageCode, [], AID_DOCUMENTS_SECTION));
  }
  const schema = aidSectionSchema(section);
  const stored = sections.get(section);
  if (!schema || !stored) return [];
  const result = validate(schema, stored.data, ruleContext(facts));
  return result.ok ? [] : result.errors;
}

/**
 * Upload Documents: complete when every document the answers call for is there; not started while
 * there is no file and the financial sections it depends on are not both saved.
 */
function documentsState(sections: Map<string, StoredSection>, facts: RuleFacts): SectionState {
  const missing = sectionErrors('documents', sections, facts);
  if (!facts.documents.length && (!sections.has('financialDetails') || !sections.has('otherFinancialDetails'))) return 'NOT_STARTED';
  if (missing.length === 0) return 'COMPLETED';
  return facts.documents.length ? 'IN_PROGRESS' : 'NOT_STARTED';
}

export function sectionStates(sections: Map<string, StoredSection>, facts: RuleFacts): Array<{ id: AidSectionId; state: SectionState }> {
  return AID_SECTION_IDS.map((id) => {
    if (id === 'documents') return { id, state: documentsState(sections, facts) };
    const stored = sections.get(id);
    return { id, state: sectionState(stored, stored ? sectionErrors(id, sections, facts).length === 0 : false) };
  });
}

/** Every reason the application cannot be submitted; empty when it is complete. Fields are `<section>.<field>`. */
export function submissionProblems(sections: Map<string, StoredSection>, facts: RuleFacts): ApiError[] {
  return AID_SECTION_IDS.flatMap((id): ApiError[] => {
    if (id !== 'documents' && !sections.has(id)) return [apiError('SECTION_INCOMPLETE', [], id)];
    return sectionErrors(id, sections, facts).map((error) => ({ ...error, field: error.field && error.field !== id ? `${id}.${error.field}` : id }));
  });
}

async function frozenSubmission(db: Db, application: AidApplication): Promise<AidSubmission | null> {
  if (application.status === 'DRAFT') return null;
  const row = await db.selectFrom('financial_aid_applications').select('submission').where('id', '=', application.id).executeTakeFirst();
  return (row?.submission as unknown as AidSubmission | null) ?? null;
}

export async function readAidForm(db: Db, application: AidApplication, now: Date): Promise<AidApplicationForm> {
  const [sections, facts, submission] = await Promise.all([loadSections(db, aidFormRef(application)), loadRuleFacts(db, application, now), frozenSubmission(db, application)]);
  const states = sectionStates(sections, facts);
  const household: AidHousehold = submission?.household ?? householdOf(sections.get('financialDetails')?.data);
  return {
    id: application.id,
    reference: application.reference,
    academicYear: application.academicYear,
    status: application.status,
    admissionApplicationNumber: application.admissionApplicationNumber ?? '',
    tier: submission?.tier ?? facts.tier,
    createdAt: application.createdAt.toISOString(),
    submittedAt: application.submittedAt?.toISOString() ?? null,
    sections: states,
    canSubmit: application.status === 'DRAFT' && applicationsOpen(facts.dates, now) && states.every((section) => section.state === 'COMPLETED'),
    household,
    dates: facts.dates,
    aidSoughtAllowed: facts.aidSoughtAllowed,
  };
}

export async function readAidAnswers(db: Db, application: AidApplication, now: Date): Promise<AidAnswers> {
  const [sections, facts] = await Promise.all([loadSections(db, aidFormRef(application)), loadRuleFacts(db, application, now)]);
  return {
    sections: sectionStates(sections, facts).map(({ id, state }) => ({ id, state, data: sections.get(id)?.data ?? null })),
    documents: facts.documents,
  };
}
