/**
 * An awardee's two sureties (spec 3 "Scholarship sureties: two, each with identification and
 * employment letter"), nominated once the Letter of Acceptance & Undertaking is accepted. Each is
 * checked with the shared surety rules (scholarship/surety-rules.ts) when saved and again when
 * invited; the invitation e-mails the surety a single-use link (the third-party confirmation
 * mechanism, api/src/third-party; the surety's definition is surety-link.ts) to read the undertaking
 * and confirm. Changing an invited surety's details withdraws the link; inviting again replaces it.
 * The applicant sees each surety's state, never the link.
 */
import type { DocumentSummary } from '@portal/contracts/forms';
import type { Language } from '@portal/contracts/languages';
import {
  suretySection,
  type SuretyDetails,
  type SuretyStatus,
  type SuretyPosition,
  type SuretyView,
} from '@portal/contracts/scholarship/award';
import { awardYear, suretyRuleProblems } from '@portal/contracts/surety-rules';
import type { Db } from '../../db/database';
import { listDocuments } from '../../files/documents';
import { recordEvent } from '../../forms/timeline';
import { ApiProblem, apiError, problem } from '../../http/problems';
import { issueConfirmationLink, mailConfirmationLink } from '../../third-party/links';
import { nomineeState, type NomineeRow } from '../../third-party/nominee-state';
import { suretyInvitationMail } from './award-mail';
import { outcomeRow, type MailSettings } from './outcomes';
import { scholarshipForm, type ScholarshipApplicationRef } from './owned-scholarship';
import { suretyLink } from './surety-link';

type SuretyRow = NomineeRow<SuretyStatus> & {
  position: number;
  details: Record<string, unknown>;
  identification_document_id: string | null;
  employment_letter_document_id: string | null;
  signature_name: string | null;
};

/** Sureties are nominated only once the undertaking is accepted: 409 SURETIES_NOT_AVAILABLE before. */
export async function assertSuretiesOpen(db: Db, application: ScholarshipApplicationRef): Promise<void> {
  const undertaking = await db.selectFrom('scholarship_undertakings').select('application_id').where('application_id', '=', application.id).executeTakeFirst();
  if (!undertaking) throw problem(409, 'SURETIES_NOT_AVAILABLE');
}

async function suretyRows(db: Db, applicationId: string): Promise<SuretyRow[]> {
  return db
    .selectFrom('scholarship_sureties')
    .select(['position', 'details', 'status', 'identification_document_id', 'employment_letter_document_id', 'invited_at', 'token_expires_at', 'confirmed_at', 'signature_name'])
    .where('application_id', '=', applicationId)
    .orderBy('position')
    .execute();
}

/** The latest usable document of a type in a surety's section. */
function latest(documents: DocumentSummary[], position: SuretyPosition, documentType: string): DocumentSummary | null {
  return documents.filter((document) => document.section === suretySection(position) && document.documentType === documentType).at(-1) ?? null;
}

/** Both positions, saved or not, with their documents; `withSignature` for the office. */
export async function suretyViews(db: Db, application: ScholarshipApplicationRef): Promise<Array<SuretyView & { signatureName: string | null }>> {
  const rows = await suretyRows(db, application.id);
  const documents = await listDocuments(db, { formKind: 'SCHOLARSHIP', formId: application.id, applicantId: application.applicantId });
  return ([1, 2] as const).map((position) => {
    const row = rows.find((candidate) => candidate.position === position);
    return {
      position,
      ...nomineeState(row),
      details: (row?.details as SuretyDetails | undefined) ?? null,
      documents: { identification: latest(documents, position, 'SURETY_IDENTIFICATION'), employmentLetter: latest(documents, position, 'SURETY_EMPLOYMENT_LETTER') },
      signatureName: row?.signature_name ?? null,
    };
  });
}

/** What the applicant sees: everything but the signature (the office's to read). */
export const applicantView = ({ signatureName: _signature, ...view }: SuretyView & { signatureName: string | null }): SuretyView => view;

/** 400 with every rule the surety breaks, against the award year and the other surety. */
function assertRules(application: ScholarshipApplicationRef, details: SuretyDetails, other: SuretyDetails | null): void {
  const problems = suretyRuleProblems(details, { awardYear: awardYear(application.academicYear), other });
  if (problems.length) throw new ApiProblem(400, problems.map((found) => apiError(found.code as never, found.params, found.field)));
}

const otherDetails = (rows: SuretyRow[], position: SuretyPosition) => (rows.find((row) => row.position !== position)?.details as SuretyDetails | undefined) ?? null;

/** Saves (or replaces) a surety's details; an invited surety's link is withdrawn, a confirmed one cannot change. */
export async function saveSurety(db: Db, application: ScholarshipApplicationRef, position: SuretyPosition, details: SuretyDetails, now: Date): Promise<void> {
  const rows = await suretyRows(db, application.id);
  if (rows.find((row) => row.position === position)?.status === 'CONFIRMED') throw problem(409, 'SURETY_ALREADY_CONFIRMED');
  assertRules(application, details, otherDetails(rows, position));
  const values = { details: JSON.stringify(details), status: 'NOMINATED' as const, token_hash: null, token_expires_at: null, updated_at: now };
  const saved = await db
    .insertInto('scholarship_sureties')
    .values({ application_id: application.id, position, created_at: now, ...values })
    .onConflict((conflict) => conflict.columns(['application_id', 'position']).doUpdateSet(values).where('scholarship_sureties.status', '<>', 'CONFIRMED'))
    .returning('id')
    .executeTakeFirst();
  // Confirmed between the read and the write (the surety was quicker).
  if (!saved) throw problem(409, 'SURETY_ALREADY_CONFIRMED');
}

/** Checks the surety once more and e-mails them a fresh single-use link (replacing any earlier one). */
export async function inviteSurety(db: Db, application: ScholarshipApplicationRef, position: SuretyPosition, now: Date, mail: MailSettings): Promise<void> {
  const rows = await suretyRows(db, application.id);
  const row = rows.find((candidate) => candidate.position === position);
  if (!row) throw problem(409, 'SURETY_DETAILS_REQUIRED');
  if (row.status === 'CONFIRMED') throw problem(409, 'SURETY_ALREADY_CONFIRMED');
  const details = row.details as unknown as SuretyDetails;
  assertRules(application, details, otherDetails(rows, position));
  const documents = await listDocuments(db, { formKind: 'SCHOLARSHIP', formId: application.id, applicantId: application.applicantId });
  const identification = latest(documents, position, 'SURETY_IDENTIFICATION');
  const employmentLetter = latest(documents, position, 'SURETY_EMPLOYMENT_LETTER');
  const missing = [
    ...(identification ? [] : [apiError('SURETY_IDENTIFICATION_REQUIRED', [], 'identification')]),
    ...(employmentLetter ? [] : [apiError('SURETY_EMPLOYMENT_LETTER_REQUIRED', [], 'employmentLetter')]),
  ];
  if (missing.length) throw new ApiProblem(400, missing);

  const outcome = await outcomeRow(db, application.id);
  const applicant = await db.selectFrom('applicants').select(['full_name', 'language']).where('id', '=', application.applicantId).executeTakeFirstOrThrow();
  const { tokenHash, expiresAt, url } = issueConfirmationLink(suretyLink, now, mail.publicUrl);
  await db.transaction().execute(async (tx) => {
    const invited = await tx
      .updateTable('scholarship_sureties')
      .set({
        status: 'INVITED',
        token_hash: tokenHash,
        token_expires_at: expiresAt,
        invited_at: now,
        identification_document_id: identification!.id,
        employment_letter_document_id: employmentLetter!.id,
        updated_at: now,
      })
      .where('application_id', '=', application.id)
      .where('position', '=', position)
      .where('status', '<>', 'CONFIRMED')
      .returning('id')
      .executeTakeFirst();
    if (!invited) throw problem(409, 'SURETY_ALREADY_CONFIRMED');
    await recordEvent(tx, scholarshipForm(application.id), { kind: 'SURETY_INVITED', actor: 'APPLICANT', at: now, params: { position, name: details.fullName } });
    // The surety's language is unknown: the e-mail is worded in the applicant's, who knows them.
    const language: Language = mail.language(applicant.language);
    await mailConfirmationLink(
      tx,
      suretyLink,
      suretyInvitationMail(details.email, language, {
        suretyName: details.fullName,
        applicantName: applicant.full_name,
        scholarship: outcome!.terms!.name[language],
        link: url,
        validUntil: expiresAt,
      }),
      now,
    );
  });
}
