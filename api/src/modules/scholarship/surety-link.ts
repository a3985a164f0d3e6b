/**
 * The scholarship surety as a kind of third-party confirmation (api/src/third-party): the surety's
 * e-mailed link opens /surety?token=… to read the undertaking and their own details, then confirm with
 * the declaration and their name typed as a signature. A used or unknown link is 404
 * SURETY_LINK_INVALID (a confirmed surety's hash is cleared, so it is unknown), an expired one 410
 * SURETY_LINK_EXPIRED. Confirming records SURETY_CONFIRMED and tells the applicant.
 */
import { SURETY_LINK_DAYS, type GuardianEndorsement, type PublicSuretyUndertaking, type ScholarshipTerms, type SuretyDetails } from '@portal/contracts/scholarship/award';
import { LIQUIDATED_DAMAGES_INTEREST_PERCENT } from '@portal/contracts/scholarship/undertaking-letter';
import { suretyConfirmationSchema, type SuretyConfirmationBody } from '@portal/contracts/schemas/scholarship/award';
import { sameName } from '@portal/contracts/surety-rules';
import { fieldProblem } from '../../http/problems';
import { recordEvent } from '../../forms/timeline';
import { enqueueMail } from '../../mail/outbox';
import { PUBLIC_LIMITS } from '../../security/public-limits';
import type { ConfirmationKind } from '../../third-party/confirmation-kind';
import { publicSuretyUndertakingSchema } from './answers';
import { suretyConfirmedMail } from './award-mail';
import { scholarshipOutcomePath } from './outcomes';
import { scholarshipForm, scholarshipRecipient } from './owned-scholarship';
import { letterClauses } from './undertaking';

interface InvitedSurety {
  details: SuretyDetails;
  reference: string | null;
  applicantName: string;
  terms: ScholarshipTerms;
  guardianRequired: boolean;
}

export const suretyLink: ConfirmationKind<InvitedSurety, PublicSuretyUndertaking, SuretyConfirmationBody, { applicationId: string; position: number }> = {
  publicPath: 'surety',
  page: { path: '/surety', tokenParam: 'token' },
  validForDays: SURETY_LINK_DAYS,
  attemptLimit: PUBLIC_LIMITS.suretyLinkPerAddress,
  // A confirmed surety's hash is cleared: a used link is unknown.
  failures: { unknown: [404, 'SURETY_LINK_INVALID'], used: [404, 'SURETY_LINK_INVALID'], expired: [410, 'SURETY_LINK_EXPIRED'] },
  open: { summary: "A surety's link: the scholar's undertaking to read, with the surety's own details", response: publicSuretyUndertakingSchema },
  confirm: {
    summary: 'The surety confirms the undertaking with the declaration and their name; the link then stops working',
    body: suretyConfirmationSchema,
    logged: ['surety_confirmed', 'scholarship surety confirmed'],
  },

  async find(db, tokenHash) {
    const row = await db
      .selectFrom('scholarship_sureties as surety')
      .innerJoin('scholarship_applications as app', 'app.id', 'surety.application_id')
      .innerJoin('applicants as applicant', 'applicant.id', 'app.applicant_id')
      .innerJoin('scholarship_outcomes as outcome', 'outcome.application_id', 'app.id')
      .innerJoin('scholarship_undertakings as undertaking', 'undertaking.application_id', 'app.id')
      .select(['surety.details', 'surety.token_expires_at', 'app.reference', 'applicant.full_name', 'outcome.terms', 'undertaking.guardian'])
      .where('surety.token_hash', '=', tokenHash)
      .where('surety.status', '=', 'INVITED')
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      expiresAt: row.token_expires_at,
      used: false,
      row: {
        details: row.details as unknown as SuretyDetails,
        reference: row.reference,
        applicantName: row.full_name,
        terms: row.terms as unknown as ScholarshipTerms,
        guardianRequired: (row.guardian as GuardianEndorsement | null) !== null,
      },
    };
  },

  async present(_db, surety, expiresAt) {
    const { applicantName, terms } = surety;
    return {
      applicantName,
      reference: surety.reference,
      terms,
      bondYears: terms.bondYears,
      liquidatedDamagesInterestPercent: LIQUIDATED_DAMAGES_INTEREST_PERCENT,
      clauses: letterClauses({ applicantName, terms, guardianRequired: surety.guardianRequired }),
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
      .updateTable('scholarship_sureties')
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
    await recordEvent(tx, scholarshipForm(applicationId), { kind: 'SURETY_CONFIRMED', actor: 'SYSTEM', at: now, params: { position, name } });
    const recipient = await scholarshipRecipient(tx, applicationId);
    const link = `${mail.publicUrl}${scholarshipOutcomePath(applicationId)}`;
    await enqueueMail(tx, suretyConfirmedMail(recipient.email, mail.language(recipient.language), { ...recipient, link, suretyName: name }), now);
  },
};
