/**
 * The admission referee as a kind of third-party confirmation (api/src/third-party): each nominated
 * referee's e-mailed link opens the public reference form (/referee?id=…), which says whom the
 * reference is about; submitting stores the reference and clears the link's hash, so it works once.
 * An unknown, used or expired link gets one answer (400 REFERENCE_LINK_INVALID): which of them is
 * not said. Receiving a reference puts the referee's name, never what they wrote, on the timeline.
 */
import type { ReferenceRequestDetails } from '@portal/contracts/admission/api';
import { refereeReferenceSchema, type RefereeReference } from '@portal/contracts/schemas/admission/referee-reference';
import { recordEvent } from '../../forms/timeline';
import { PUBLIC_LIMITS } from '../../security/public-limits';
import type { ConfirmationKind } from '../../third-party/confirmation-kind';

const LINK_INVALID = [400, 'REFERENCE_LINK_INVALID'] as const;

export const refereeLink: ConfirmationKind<ReferenceRequestDetails, ReferenceRequestDetails, RefereeReference, { applicationId: string; refereeName: string }> = {
  publicPath: 'references',
  page: { path: '/referee', tokenParam: 'id' },
  /** Three weeks: long enough for someone away for a fortnight. */
  validForDays: 21,
  attemptLimit: PUBLIC_LIMITS.referenceLinkPerAddress,
  failures: { unknown: LINK_INVALID, used: LINK_INVALID, expired: LINK_INVALID },
  open: {
    summary: "Open a referee's reference form",
    description:
      'The token is the id of the e-mailed link. ' +
      'With a usable link, answers whom the reference is about. An unknown, used or expired link is 400 REFERENCE_LINK_INVALID ' +
      '(the same for each); after 10 such answers to one client address in an hour, 429 PUBLIC_TOO_MANY_ATTEMPTS.',
    response: {
      type: 'object',
      required: ['applicantName', 'applicationNumber', 'refereeName'],
      properties: { applicantName: { type: 'string' }, applicationNumber: { type: 'string' }, refereeName: { type: 'string' } },
    },
  },
  confirm: {
    segment: 'submit',
    answerKey: 'received',
    summary: "Submit a referee's reference",
    description:
      'Stores the reference and uses the link up (it works once). An unknown, used or expired link is 400 REFERENCE_LINK_INVALID, ' +
      'counted like a failed open.',
    body: refereeReferenceSchema,
    logged: ['reference_received', 'referee reference received'],
  },

  async find(db, tokenHash) {
    const row = await db
      .selectFrom('referee_references as ref')
      .innerJoin('applications as app', 'app.id', 'ref.application_id')
      .innerJoin('applicants as a', 'a.id', 'app.applicant_id')
      .select(['a.full_name', 'app.application_number', 'ref.referee_name', 'ref.token_expires_at'])
      .where('ref.token_hash', '=', tokenHash)
      .executeTakeFirst();
    // A received reference's hash is cleared: its link is unknown from then on.
    return row && { expiresAt: row.token_expires_at, used: false, row: { applicantName: row.full_name, applicationNumber: row.application_number, refereeName: row.referee_name } };
  },

  present: async (_db, details) => details,

  async use(tx, tokenHash, reference, now) {
    const stored = await tx
      .updateTable('referee_references')
      .set({
        token_hash: null,
        received_at: now,
        relationship: reference.relationship,
        known_for: reference.knownFor,
        reference_text: reference.reference,
        recommendation: reference.recommendation,
      })
      .where('token_hash', '=', tokenHash)
      .where('token_expires_at', '>', now)
      .returning(['application_id', 'referee_name'])
      .executeTakeFirst();
    return stored && { applicationId: stored.application_id, refereeName: stored.referee_name };
  },

  async confirmed(tx, { applicationId, refereeName }, _details, now) {
    // The applicant's timeline names the referee only: what they wrote is the office's to read.
    await recordEvent(tx, { kind: 'ADMISSION', formId: applicationId }, { kind: 'REFERENCE_RECEIVED', actor: 'SYSTEM', at: now, params: { refereeName } });
  },
};
