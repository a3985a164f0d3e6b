/**
 * The loan guarantor (spec 2 "Guarantor Information (with confirmation)", spec 5 "Guarantor e-mail
 * must be personal, not company"). Once the applicant has accepted a package with a loan they give a
 * guarantor's details; saving e-mails the guarantor a single-use link (only its SHA-256 is stored,
 * shared/single-use-links) to check their details, read the loans and confirm. A change while the
 * link is out replaces the details and the link; a confirmed guarantor cannot be changed here. After
 * confirming, the hash is kept so that the used link says "already used" rather than "unknown".
 */
import { GUARANTOR_LINK_DAYS, type GuarantorDetails, type GuarantorLoan, type GuarantorView, type PublicGuarantorRequest } from '@portal/contracts/financial-aid/guarantor';
import { isLoanCategory, type AidPackageItem, type AidPackageSelection } from '@portal/contracts/financial-aid/model';
import type { Language } from '@portal/contracts/languages';
import type { GuarantorConfirmationBody } from '@portal/contracts/schemas/financial-aid/guarantor';
import { sameName } from '@portal/contracts/surety-rules';
import type { Db } from '../../db/database';
import { recordEvent } from '../../forms/timeline';
import { fieldProblem, problem } from '../../http/problems';
import { enqueueMail } from '../../mail/outbox';
import { issueLinkToken, linkTokenHash } from '../../security/single-use-links';
import { aidForm, findOwnedAidApplication } from './owned-application';
import { guarantorConfirmedMail, guarantorInvitationMail, guarantorUpdatedMail } from './guarantor-mail';

export const GUARANTOR_LINK_SECONDS = GUARANTOR_LINK_DAYS * 24 * 60 * 60;
/** The public page the e-mailed link opens; its token is a query parameter, which the logs redact. */
export const guarantorPagePath = (token: string) => `/guarantor?token=${token}`;
/** The applicant's guarantor page (mfe-financial-aid paths.guarantor). */
export const applicantGuarantorPath = (applicationId: string) => `/applicant/financial-aid/aid/${applicationId}/guarantor`;

export interface MailSettings {
  publicUrl: string;
  /** The applicant's language for an e-mail, from their stored choice. */
  language: (stored: string | null) => Language;
}

export interface AidApplicationRef {
  id: string;
  applicantId: string;
  status: string;
  academicYear: string;
  reference: string | null;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** The signed-in applicant's financial aid application; another applicant's, an unknown or a malformed id are the same 404. */
export async function ownedAidApplication(db: Db, applicantId: string | null | undefined, id: unknown): Promise<AidApplicationRef> {
  const { applicantId: owner, status, academicYear, reference } = await findOwnedAidApplication(db, applicantId ?? null, id);
  return { id: String(id), applicantId: owner, status, academicYear, reference };
}

/** The loans the applicant took in the live package when it is ACCEPTED ([] otherwise), with the percents chosen. */
export async function acceptedLoans(db: Db, applicationId: string): Promise<GuarantorLoan[]> {
  const live = await db
    .selectFrom('financial_aid_packages')
    .select(['items', 'selection'])
    .where('application_id', '=', applicationId)
    .where('status', '=', 'ACCEPTED')
    .executeTakeFirst();
  if (!live?.selection) return [];
  const items = live.items as unknown as AidPackageItem[];
  const selection = live.selection as unknown as AidPackageSelection;
  return selection.items.flatMap((chosen) => {
    const item = items.find((candidate) => candidate.code === chosen.code);
    if (!item || !isLoanCategory(item.category)) return [];
    const percent = chosen.percent ?? item.maxPercent ?? 0;
    return [{ code: item.code, category: item.category, name: item.name, percent, maxPercent: item.maxPercent }];
  });
}

async function guarantorRow(db: Db, applicationId: string) {
  return db
    .selectFrom('financial_aid_guarantors')
    .select(['details', 'status', 'invited_at', 'token_expires_at', 'confirmed_at'])
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
}

/** A guarantor can be given while the application stands, its live package is accepted with a loan, and none has confirmed. */
const canGive = (application: AidApplicationRef, loans: GuarantorLoan[], status: string | null) =>
  application.status !== 'WITHDRAWN' && loans.length > 0 && status !== 'CONFIRMED';

export async function guarantorView(db: Db, application: AidApplicationRef): Promise<GuarantorView> {
  const [row, loans] = await Promise.all([guarantorRow(db, application.id), acceptedLoans(db, application.id)]);
  return {
    available: canGive(application, loans, row?.status ?? null),
    status: row?.status ?? null,
    details: (row?.details as GuarantorDetails | undefined) ?? null,
    loans,
    invitedAt: iso(row?.invited_at ?? null),
    linkExpiresAt: row?.status === 'INVITED' ? iso(row.token_expires_at) : null,
    confirmedAt: iso(row?.confirmed_at ?? null),
  };
}

async function applicantOf(db: Db, applicantId: string) {
  return db.selectFrom('applicants').select(['full_name', 'email', 'language']).where('id', '=', applicantId).executeTakeFirstOrThrow();
}

/**
 * Stores the guarantor's details and e-mails them a fresh link (any earlier link stops working: its
 * hash is overwritten), tells the applicant, and records GUARANTOR_INVITED — all or nothing.
 */
export async function saveGuarantor(db: Db, application: AidApplicationRef, details: GuarantorDetails, now: Date, mail: MailSettings): Promise<void> {
  const [row, loans] = await Promise.all([guarantorRow(db, application.id), acceptedLoans(db, application.id)]);
  if (row?.status === 'CONFIRMED') throw problem(409, 'GUARANTOR_ALREADY_CONFIRMED');
  if (!canGive(application, loans, row?.status ?? null)) throw problem(409, 'GUARANTOR_NOT_AVAILABLE');
  const applicant = await applicantOf(db, application.applicantId);
  const { token, tokenHash, expiresAt } = issueLinkToken(now, GUARANTOR_LINK_SECONDS);
  const values = { details: JSON.stringify(details), status: 'INVITED' as const, token_hash: tokenHash, token_expires_at: expiresAt, invited_at: now, updated_at: now };
  await db.transaction().execute(async (tx) => {
    const saved = await tx
      .insertInto('financial_aid_guarantors')
      .values({ application_id: application.id, created_at: now, ...values })
      .onConflict((conflict) => conflict.column('application_id').doUpdateSet(values).where('financial_aid_guarantors.status', '<>', 'CONFIRMED'))
      .returning('application_id')
      .executeTakeFirst();
    // Confirmed between the read and the write (the guarantor was quicker).
    if (!saved) throw problem(409, 'GUARANTOR_ALREADY_CONFIRMED');
    await recordEvent(tx, aidForm(application.id), { kind: 'GUARANTOR_INVITED', actor: 'APPLICANT', at: now });
    const language = mail.language(applicant.language);
    // The guarantor's language is unknown: the e-mail is worded in the applicant's, who knows them.
    await enqueueMail(
      tx,
      guarantorInvitationMail(details.email, language, {
        guarantorName: details.fullName,
        applicantName: applicant.full_name,
        academicYear: application.academicYear,
        loans,
        link: `${mail.publicUrl}${guarantorPagePath(token)}`,
        validUntil: expiresAt,
      }),
      now,
      { secretValidForSeconds: GUARANTOR_LINK_SECONDS },
    );
    await enqueueMail(
      tx,
      guarantorUpdatedMail(applicant.email, language, {
        name: applicant.full_name,
        guarantorName: details.fullName,
        guarantorEmail: details.email,
        validUntil: expiresAt,
        link: `${mail.publicUrl}${applicantGuarantorPath(application.id)}`,
      }),
      now,
    );
  });
}

/**
 * What a usable link asks the guarantor to confirm. Unknown or replaced: 404 GUARANTOR_LINK_INVALID;
 * already confirmed with it: 410 GUARANTOR_LINK_USED; past its 14 days: 410 GUARANTOR_LINK_EXPIRED.
 */
export async function openGuarantorLink(db: Db, token: string, now: Date): Promise<PublicGuarantorRequest & { applicationId: string }> {
  const tokenHash = linkTokenHash(token);
  const row = tokenHash
    ? await db
        .selectFrom('financial_aid_guarantors as guarantor')
        .innerJoin('financial_aid_applications as app', 'app.id', 'guarantor.application_id')
        .innerJoin('applicants as applicant', 'applicant.id', 'app.applicant_id')
        .select(['guarantor.application_id', 'guarantor.details', 'guarantor.status', 'guarantor.token_expires_at', 'app.reference', 'app.academic_year', 'applicant.full_name'])
        .where('guarantor.token_hash', '=', tokenHash)
        .executeTakeFirst()
    : undefined;
  if (!row) throw problem(404, 'GUARANTOR_LINK_INVALID');
  if (row.status === 'CONFIRMED') throw problem(410, 'GUARANTOR_LINK_USED');
  if (!row.token_expires_at || row.token_expires_at.getTime() <= now.getTime()) throw problem(410, 'GUARANTOR_LINK_EXPIRED');
  return {
    applicationId: row.application_id,
    applicantName: row.full_name,
    reference: row.reference,
    academicYear: row.academic_year,
    loans: await acceptedLoans(db, row.application_id),
    guarantor: row.details as unknown as GuarantorDetails,
    linkExpiresAt: row.token_expires_at.toISOString(),
  };
}

/**
 * Confirms the guarantor and uses the link up, atomically: of two confirmations racing with one link
 * exactly one is stored. The signature must be the guarantor's name as the applicant gave it.
 */
export async function confirmGuarantor(db: Db, token: string, body: GuarantorConfirmationBody, now: Date, mail: MailSettings): Promise<void> {
  const opened = await openGuarantorLink(db, token, now);
  if (!sameName(body.signatureName, opened.guarantor.fullName)) throw fieldProblem(400, 'GUARANTOR_SIGNATURE_MISMATCH', 'signatureName');
  await db.transaction().execute(async (tx) => {
    const confirmed = await tx
      .updateTable('financial_aid_guarantors')
      .set({ status: 'CONFIRMED', token_expires_at: null, confirmed_at: now, signature_name: body.signatureName, updated_at: now })
      .where('token_hash', '=', linkTokenHash(token)!)
      .where('status', '=', 'INVITED')
      .where('token_expires_at', '>', now)
      .returning('application_id')
      .executeTakeFirst();
    if (!confirmed) throw problem(410, 'GUARANTOR_LINK_USED');
    await recordEvent(tx, aidForm(confirmed.application_id), { kind: 'GUARANTOR_CONFIRMED', actor: 'SYSTEM', at: now });
    const application = await tx.selectFrom('financial_aid_applications').select(['applicant_id', 'reference']).where('id', '=', confirmed.application_id).executeTakeFirstOrThrow();
    const applicant = await applicantOf(tx, application.applicant_id);
    await enqueueMail(
      tx,
      guarantorConfirmedMail(applicant.email, mail.language(applicant.language), {
        name: applicant.full_name,
        guarantorName: opened.guarantor.fullName,
        reference: application.reference ?? '',
        link: `${mail.publicUrl}${applicantGuarantorPath(confirmed.application_id)}`,
      }),
      now,
    );
  });
}
