/**
 * An awardee's two sureties (spec 3 "Scholarship sureties: two, each with identification and
 * employment letter"), nominated once the Letter of Acceptance & Undertaking is accepted. Each is
 * checked with the shared surety rules (scholarship/surety-rules.ts) when saved and again when
 * invited; the invitation e-mails the surety a single-use link (only its SHA-256 is stored, like a
 * referee's: admission/references.ts) to read the undertaking and confirm. Changing an invited
 * surety's details withdraws the link; inviting again replaces it. The applicant sees each surety's
 * state, never the link.
 */
import type { DocumentSummary } from '@portal/contracts/forms';
import type { Language } from '@portal/contracts/languages';
import {
  SURETY_LINK_DAYS,
  suretySection,
  type GuardianEndorsement,
  type PublicSuretyUndertaking,
  type ScholarshipTerms,
  type SuretyDetails,
  type SuretyPosition,
  type SuretyView,
} from '@portal/contracts/scholarship/award';
import { awardYear, suretyRuleProblems } from '@portal/contracts/surety-rules';
import { LIQUIDATED_DAMAGES_INTEREST_PERCENT } from '@portal/contracts/scholarship/undertaking-letter';
import { type SuretyConfirmationBody } from '@portal/contracts/schemas/scholarship/award';
import { sameName } from '@portal/contracts/surety-rules';
import type { Db } from '../../db/database';
import { listDocuments } from '../../files/documents';
import { recordEvent } from '../../forms/timeline';
import { ApiProblem, apiError, fieldProblem, problem } from '../../http/problems';
import { enqueueMail } from '../../mail/outbox';
import { issueLinkToken, linkTokenHash } from '../../security/single-use-links';
import { suretyConfirmedMail, suretyInvitationMail } from './award-mail';
import { outcomeRow, scholarshipOutcomePath, type MailSettings } from './outcomes';
import { scholarshipForm, scholarshipRecipient, type ScholarshipApplicationRef } from './owned-scholarship';
import { letterClauses } from './undertaking';

export const SURETY_LINK_SECONDS = SURETY_LINK_DAYS * 24 * 60 * 60;
/** The public page the e-mailed link opens; its token is a query parameter, which the logs redact. */
export const suretyPagePath = (token: string) => `/surety?token=${token}`;

type SuretyRow = {
  position: number;
  details: Record<string, unknown>;
  status: 'NOMINATED' | 'INVITED' | 'CONFIRMED';
  identification_document_id: string | null;
  employment_letter_document_id: string | null;
  invited_at: Date | null;
  token_expires_at: Date | null;
  confirmed_at: Date | null;
  signature_name: string | null;
};

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

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
      status: row?.status ?? null,
      details: (row?.details as SuretyDetails | undefined) ?? null,
      documents: { identification: latest(documents, position, 'SURETY_IDENTIFICATION'), employmentLetter: latest(documents, position, 'SURETY_EMPLOYMENT_LETTER') },
      invitedAt: iso(row?.invited_at ?? null),
      linkExpiresAt: row?.status === 'INVITED' ? iso(row.token_expires_at) : null,
      confirmedAt: iso(row?.confirmed_at ?? null),
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
  const { token, tokenHash, expiresAt } = issueLinkToken(now, SURETY_LINK_SECONDS);
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
    await enqueueMail(
      tx,
      suretyInvitationMail(details.email, language, {
        suretyName: details.fullName,
        applicantName: applicant.full_name,
        scholarship: outcome!.terms!.name[language],
        link: `${mail.publicUrl}${suretyPagePath(token)}`,
        validUntil: expiresAt,
      }),
      now,
      { secretValidForSeconds: SURETY_LINK_SECONDS },
    );
  });
}

/**
 * The undertaking a usable link asks the surety to guarantee. A used or unknown link is 404
 * SURETY_LINK_INVALID (a confirmed surety's hash is cleared, so it is unknown), an expired one 410.
 */
export async function openSuretyLink(db: Db, token: string, now: Date): Promise<PublicSuretyUndertaking> {
  const tokenHash = linkTokenHash(token);
  const row = tokenHash
    ? await db
        .selectFrom('scholarship_sureties as surety')
        .innerJoin('scholarship_applications as app', 'app.id', 'surety.application_id')
        .innerJoin('applicants as applicant', 'applicant.id', 'app.applicant_id')
        .innerJoin('scholarship_outcomes as outcome', 'outcome.application_id', 'app.id')
        .innerJoin('scholarship_undertakings as undertaking', 'undertaking.application_id', 'app.id')
        .select(['surety.details', 'surety.token_expires_at', 'app.reference', 'applicant.full_name', 'outcome.terms', 'undertaking.guardian'])
        .where('surety.token_hash', '=', tokenHash)
        .where('surety.status', '=', 'INVITED')
        .executeTakeFirst()
    : undefined;
  if (!row) throw problem(404, 'SURETY_LINK_INVALID');
  if (!row.token_expires_at || row.token_expires_at.getTime() <= now.getTime()) throw problem(410, 'SURETY_LINK_EXPIRED');
  const terms = row.terms as unknown as ScholarshipTerms;
  return {
    applicantName: row.full_name,
    reference: row.reference,
    terms,
    bondYears: terms.bondYears,
    liquidatedDamagesInterestPercent: LIQUIDATED_DAMAGES_INTEREST_PERCENT,
    clauses: letterClauses({ applicantName: row.full_name, terms, guardianRequired: (row.guardian as GuardianEndorsement | null) !== null }),
    surety: row.details as unknown as SuretyDetails,
    linkExpiresAt: row.token_expires_at.toISOString(),
  };
}

/**
 * Confirms the surety and uses the link up, atomically: of two confirmations racing with one link
 * exactly one is stored. The signature must be the surety's name as the applicant gave it.
 */
export async function confirmSurety(db: Db, token: string, body: SuretyConfirmationBody, now: Date, mail: MailSettings): Promise<void> {
  const opened = await openSuretyLink(db, token, now);
  if (!sameName(body.signatureName, opened.surety.fullName)) throw fieldProblem(400, 'SURETY_SIGNATURE_MISMATCH', 'signatureName');
  await db.transaction().execute(async (tx) => {
    const confirmed = await tx
      .updateTable('scholarship_sureties')
      .set({ status: 'CONFIRMED', token_hash: null, token_expires_at: null, confirmed_at: now, signature_name: body.signatureName, updated_at: now })
      .where('token_hash', '=', linkTokenHash(token)!)
      .where('status', '=', 'INVITED')
      .where('token_expires_at', '>', now)
      .returning(['application_id', 'position'])
      .executeTakeFirst();
    if (!confirmed) throw problem(404, 'SURETY_LINK_INVALID');
    await recordEvent(tx, scholarshipForm(confirmed.application_id), {
      kind: 'SURETY_CONFIRMED',
      actor: 'SYSTEM',
      at: now,
      params: { position: confirmed.position, name: opened.surety.fullName },
    });
    const recipient = await scholarshipRecipient(tx, confirmed.application_id);
    const link = `${mail.publicUrl}${scholarshipOutcomePath(confirmed.application_id)}`;
    await enqueueMail(tx, suretyConfirmedMail(recipient.email, mail.language(recipient.language), { ...recipient, link, suretyName: opened.surety.fullName }), now);
  });
}
