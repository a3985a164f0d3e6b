/**
 * The tuition grant's surety as a kind of third-party confirmation (api/src/third-party): the surety's
 * e-mailed link opens /tuition-grant-surety?token=… to read whom and what they stand surety for, with
 * their own details, then confirm with the declaration and their name typed as a signature (the same
 * confirmation body as a scholarship surety's). A used or unknown link is 404 SURETY_LINK_INVALID (a
 * confirmed surety's hash is cleared, so it is unknown), an expired one 410 SURETY_LINK_EXPIRED.
 * Confirming records GRANT_SURETY_CONFIRMED and tells the applicant.
 */
import { TUITION_GRANT_SURETY_LINK_DAYS, type PublicTuitionGrantSuretyRequest, type TuitionGrantSuretyDetails } from '@portal/contracts/admission/tuition-grant-sureties';
import type { Citizenship } from '@portal/contracts/categories';
import { TUITION_GRANT_BOND_YEARS, tuitionGrantBondApplies, tuitionGrantTier } from '@portal/contracts/schemas/admission/tuition-grant';
import { suretyConfirmationSchema, type SuretyConfirmationBody } from '@portal/contracts/scholarship';
import { sameName } from '@portal/contracts/surety-rules';
import { recordEvent } from '../../forms/timeline';
import { fieldProblem } from '../../http/problems';
import { applicantName, applicantNameColumns } from '../../mail/applicant-name';
import { enqueueMail } from '../../mail/outbox';
import { PUBLIC_LIMITS } from '../../security/public-limits';
import type { ConfirmationKind } from '../../third-party/confirmation-kind';
import { publicTuitionGrantSuretySchema } from './tuition-grant-surety-answers';
import { tuitionGrantSuretiesPath, tuitionGrantSuretyConfirmedMail } from './tuition-grant-surety-mail';

interface InvitedSurety {
  details: TuitionGrantSuretyDetails;
  applicantName: string;
  applicationNumber: string;
  citizenship: Citizenship;
}

/** Which application a confirmation belongs to, for the timeline and the applicant's e-mail. */
interface ConfirmedSurety {
  applicationId: string;
  position: number;
}

export const tuitionGrantSuretyLink: ConfirmationKind<InvitedSurety, PublicTuitionGrantSuretyRequest, SuretyConfirmationBody, ConfirmedSurety> = {
  publicPath: 'tuition-grant-surety',
  page: { path: '/tuition-grant-surety', tokenParam: 'token' },
  validForDays: TUITION_GRANT_SURETY_LINK_DAYS,
  attemptLimit: PUBLIC_LIMITS.tuitionGrantSuretyLinkPerAddress,
  // A confirmed surety's hash is cleared: a used link is unknown.
  failures: { unknown: [404, 'SURETY_LINK_INVALID'], used: [404, 'SURETY_LINK_INVALID'], expired: [410, 'SURETY_LINK_EXPIRED'] },
  open: { summary: "A tuition grant surety's link: whom and what they stand surety for, with their own details", response: publicTuitionGrantSuretySchema },
  confirm: {
    summary: 'The tuition grant surety confirms with the declaration and their name; the link then stops working',
    body: suretyConfirmationSchema,
    logged: ['tuition_grant_surety_confirmed', 'tuition grant surety confirmed'],
  },

  async find(db, tokenHash) {
    const row = await db
      .selectFrom('tuition_grant_sureties as surety')
      .innerJoin('applications as app', 'app.id', 'surety.application_id')
      .innerJoin('applicants as applicant', 'applicant.id', 'app.applicant_id')
      .select(['surety.details', 'surety.token_expires_at', 'app.application_number', 'app.eligibility', 'applicant.full_name'])
      .where('surety.token_hash', '=', tokenHash)
      .where('surety.status', '=', 'INVITED')
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      expiresAt: row.token_expires_at,
      used: false,
      row: {
        details: row.details as unknown as TuitionGrantSuretyDetails,
        applicantName: row.full_name,
        applicationNumber: row.application_number,
        citizenship: (row.eligibility as { citizenship: Citizenship }).citizenship,
      },
    };
  },

  async present(_db, surety, expiresAt) {
    return {
      applicantName: surety.applicantName,
      applicationNumber: surety.applicationNumber,
      bondYears: tuitionGrantBondApplies(tuitionGrantTier(surety.citizenship), 'APPLY') ? TUITION_GRANT_BOND_YEARS : 0,
      surety: surety.details,
      linkExpiresAt: expiresAt.toISOString(),
    };
  },

  /** The signature must be the surety's name as the applicant gave it. */
  check(surety, answer) {
    if (!sameName(answer.signatureName, surety.details.fullName)) throw fieldProblem(400, 'SURETY_SIGNATURE_MISMATCH', 'signatureName');
  },

  async use(tx, tokenHash, answer, now) {
    const confirmed = await tx
      .updateTable('tuition_grant_sureties')
      .set({ status: 'CONFIRMED', token_hash: null, token_expires_at: null, confirmed_at: now, signature_name: answer.signatureName, updated_at: now })
      .where('token_hash', '=', tokenHash)
      .where('status', '=', 'INVITED')
      .where('token_expires_at', '>', now)
      .returning(['application_id', 'position'])
      .executeTakeFirst();
    return confirmed && { applicationId: confirmed.application_id, position: confirmed.position };
  },

  async confirmed(tx, { applicationId, position }, surety, now, mail) {
    const name = surety.details.fullName;
    await recordEvent(tx, { kind: 'ADMISSION', formId: applicationId }, { kind: 'GRANT_SURETY_CONFIRMED', actor: 'SYSTEM', at: now, params: { position, name } });
    const applicant = await tx
      .selectFrom('applications as app')
      .innerJoin('applicants as applicant', 'applicant.id', 'app.applicant_id')
      .select(['applicant.email', 'applicant.language', ...applicantNameColumns('applicant')])
      .where('app.id', '=', applicationId)
      .executeTakeFirstOrThrow();
    const link = `${mail.publicUrl}${tuitionGrantSuretiesPath(surety.applicationNumber)}`;
    await enqueueMail(tx, tuitionGrantSuretyConfirmedMail(applicant.email, mail.language(applicant.language), { name: applicantName(applicant), applicationNumber: surety.applicationNumber, suretyName: name, link }), now);
  },
};
