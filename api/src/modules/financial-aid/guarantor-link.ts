/**
 * The loan guarantor as a kind of third-party confirmation (api/src/third-party): the guarantor's
 * e-mailed link opens /guarantor?token=… to check their details, read the loans and confirm with
 * every declaration and their name typed as a signature. Unknown or replaced: 404
 * GUARANTOR_LINK_INVALID; already confirmed with it: 410 GUARANTOR_LINK_USED (the hash is kept after
 * confirming, so that the used link says so rather than "unknown"); past its 14 days: 410
 * GUARANTOR_LINK_EXPIRED. Confirming records GUARANTOR_CONFIRMED and tells the applicant.
 */
import { GUARANTOR_LINK_DAYS, type GuarantorDetails, type PublicGuarantorRequest } from '@portal/contracts/financial-aid/guarantor';
import { guarantorConfirmationSchema, type GuarantorConfirmationBody } from '@portal/contracts/schemas/financial-aid/guarantor';
import { sameName } from '@portal/contracts/surety-rules';
import type { Db } from '../../db/database';
import { recordEvent } from '../../forms/timeline';
import { fieldProblem } from '../../http/problems';
import { APPLICANT_NAME_COLUMNS, applicantName } from '../../mail/applicant-name';
import { enqueueMail } from '../../mail/outbox';
import { PUBLIC_LIMITS } from '../../security/public-limits';
import type { ConfirmationKind } from '../../third-party/confirmation-kind';
import { publicGuarantorRequestSchema } from './answers';
import { acceptedLoans } from './guarantor-loans';
import { guarantorConfirmedMail } from './guarantor-mail';
import { aidForm } from './owned-application';

/** The applicant's guarantor page (mfe-financial-aid paths.guarantor). */
export const applicantGuarantorPath = (applicationId: string) => `/applicant/financial-aid/aid/${applicationId}/guarantor`;

export async function applicantOf(db: Db, applicantId: string) {
  return db.selectFrom('applicants').select(['email', 'language', ...APPLICANT_NAME_COLUMNS]).where('id', '=', applicantId).executeTakeFirstOrThrow();
}

interface InvitedGuarantor {
  applicationId: string;
  details: GuarantorDetails;
  reference: string | null;
  academicYear: string;
  applicantName: string;
}

export const guarantorLink: ConfirmationKind<InvitedGuarantor, PublicGuarantorRequest, GuarantorConfirmationBody, { applicationId: string }> = {
  publicPath: 'guarantor',
  page: { path: '/guarantor', tokenParam: 'token' },
  validForDays: GUARANTOR_LINK_DAYS,
  attemptLimit: PUBLIC_LIMITS.guarantorLinkPerAddress,
  failures: { unknown: [404, 'GUARANTOR_LINK_INVALID'], used: [410, 'GUARANTOR_LINK_USED'], expired: [410, 'GUARANTOR_LINK_EXPIRED'] },
  open: { summary: "A guarantor's link: the applicant, the loans taken and the guarantor's own details to check", response: publicGuarantorRequestSchema },
  confirm: {
    summary: 'The guarantor confirms with every declaration and their name; the link then stops working',
    body: guarantorConfirmationSchema,
    logged: ['guarantor_confirmed', 'financial aid guarantor confirmed'],
  },

  async find(db, tokenHash) {
    const row = await db
      .selectFrom('financial_aid_guarantors as guarantor')
      .innerJoin('financial_aid_applications as app', 'app.id', 'guarantor.application_id')
      .innerJoin('applicants as applicant', 'applicant.id', 'app.applicant_id')
      .select(['guarantor.application_id', 'guarantor.details', 'guarantor.status', 'guarantor.token_expires_at', 'app.reference', 'app.academic_year', 'applicant.full_name'])
      .where('guarantor.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      expiresAt: row.token_expires_at,
      used: row.status === 'CONFIRMED',
      row: {
        applicationId: row.application_id,
        details: row.details as unknown as GuarantorDetails,
        reference: row.reference,
        academicYear: row.academic_year,
        applicantName: row.full_name,
      },
    };
  },

  async present(db, guarantor, expiresAt) {
    return {
      applicantName: guarantor.applicantName,
      reference: guarantor.reference,
      academicYear: guarantor.academicYear,
      loans: await acceptedLoans(db, guarantor.applicationId),
      guarantor: guarantor.details,
      linkExpiresAt: expiresAt.toISOString(),
    };
  },

  /** The signature must be the guarantor's name as the applicant gave it. */
  check(guarantor, answer) {
    if (!sameName(answer.signatureName, guarantor.details.fullName)) throw fieldProblem(400, 'GUARANTOR_SIGNATURE_MISMATCH', 'signatureName');
  },

  async use(tx, tokenHash, answer, now) {
    const confirmed = await tx
      .updateTable('financial_aid_guarantors')
      .set({ status: 'CONFIRMED', token_expires_at: null, confirmed_at: now, signature_name: answer.signatureName, updated_at: now })
      .where('token_hash', '=', tokenHash)
      .where('status', '=', 'INVITED')
      .where('token_expires_at', '>', now)
      .returning('application_id')
      .executeTakeFirst();
    return confirmed && { applicationId: confirmed.application_id };
  },

  async confirmed(tx, { applicationId }, guarantor, now, mail) {
    await recordEvent(tx, aidForm(applicationId), { kind: 'GUARANTOR_CONFIRMED', actor: 'SYSTEM', at: now });
    const application = await tx.selectFrom('financial_aid_applications').select(['applicant_id', 'reference']).where('id', '=', applicationId).executeTakeFirstOrThrow();
    const applicant = await applicantOf(tx, application.applicant_id);
    await enqueueMail(
      tx,
      guarantorConfirmedMail(applicant.email, mail.language(applicant.language), {
        name: applicantName(applicant),
        guarantorName: guarantor.details.fullName,
        reference: application.reference ?? '',
        link: `${mail.publicUrl}${applicantGuarantorPath(applicationId)}`,
      }),
      now,
    );
  },
};
