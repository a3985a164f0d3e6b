/**
 * The loan guarantor (spec 2 "Guarantor Information (with confirmation)", spec 5 "Guarantor e-mail
 * must be personal, not company"). Once the applicant has accepted a package with a loan they give a
 * guarantor's details; saving e-mails the guarantor a single-use link (the third-party confirmation
 * mechanism, api/src/third-party; the guarantor's definition is guarantor-link.ts) to check their
 * details, read the loans and confirm. A change while the link is out replaces the details and the
 * link; a confirmed guarantor cannot be changed here.
 */
import type { GuarantorDetails, GuarantorLoan, GuarantorView } from '@portal/contracts/financial-aid/guarantor';
import type { Db } from '../../db/database';
import { recordEvent } from '../../forms/timeline';
import { problem } from '../../http/problems';
import { applicantName } from '../../mail/applicant-name';
import { enqueueMail } from '../../mail/outbox';
import type { MailSettings } from '../../third-party/confirmation-kind';
import { issueConfirmationLink, mailConfirmationLink } from '../../third-party/links';
import { nomineeState } from '../../third-party/nominee-state';
import { applicantGuarantorPath, applicantOf, guarantorLink } from './guarantor-link';
import { acceptedLoans } from './guarantor-loans';
import { guarantorInvitationMail, guarantorUpdatedMail } from './guarantor-mail';
import { aidForm, findOwnedAidApplication } from './owned-application';

export interface AidApplicationRef {
  id: string;
  applicantId: string;
  status: string;
  academicYear: string;
  reference: string | null;
}

/** The signed-in applicant's financial aid application; another applicant's, an unknown or a malformed id are the same 404. */
export async function ownedAidApplication(db: Db, applicantId: string | null | undefined, id: unknown): Promise<AidApplicationRef> {
  const { applicantId: owner, status, academicYear, reference } = await findOwnedAidApplication(db, applicantId ?? null, id);
  return { id: String(id), applicantId: owner, status, academicYear, reference };
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
    ...nomineeState(row),
    details: (row?.details as GuarantorDetails | undefined) ?? null,
    loans,
  };
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
  const { tokenHash, expiresAt, url } = issueConfirmationLink(guarantorLink, now, mail.publicUrl);
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
    await mailConfirmationLink(
      tx,
      guarantorLink,
      guarantorInvitationMail(details.email, language, {
        guarantorName: details.fullName,
        applicantName: applicant.full_name,
        academicYear: application.academicYear,
        loans,
        link: url,
        validUntil: expiresAt,
      }),
      now,
    );
    await enqueueMail(
      tx,
      guarantorUpdatedMail(applicant.email, language, {
        name: applicantName(applicant),
        guarantorName: details.fullName,
        guarantorEmail: details.email,
        validUntil: expiresAt,
        link: `${mail.publicUrl}${applicantGuarantorPath(application.id)}`,
      }),
      now,
    );
  });
}
