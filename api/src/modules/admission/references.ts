/**
 * Referees' references for submitted admission applications (spec 3 "Referee: two per application").
 * On submission each nominated referee is e-mailed a single-use link to the public reference form
 * (the third-party confirmation mechanism, api/src/third-party; the referee's definition is
 * referee-link.ts): only the SHA-256 of the link's token is stored, and it is cleared when the
 * reference is given, so a link works once and until it expires. The applicant sees whether each reference has come in, never
 * the reference; the office reads it whole (listReferencesForOffice).
 */
import type { RefereeStatus } from '@portal/contracts/admission/api';
import type { Language } from '@portal/contracts/languages';
import type { Db } from '../../db/database';
import { recordEvent } from '../../forms/timeline';
import { issueConfirmationLink, mailConfirmationLink } from '../../third-party/links';
import { referenceRequestMail } from './after-submission-mail';
import { formRef } from './owned-application';
import { refereeLink } from './referee-link';

export interface NominatedReferee {
  name: string;
  email: string;
  position: string;
  organisation: string;
}

/** The referees of the Referee nomination section's answers (none when the category has no such section). */
export function nominatedReferees(data: Record<string, unknown> | undefined): NominatedReferee[] {
  const referees = Array.isArray(data?.referees) ? (data.referees as Array<Record<string, unknown>>) : [];
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return referees
    .map((referee) => ({ name: text(referee?.name), email: text(referee?.email), position: text(referee?.position), organisation: text(referee?.organisation) }))
    .filter((referee) => referee.name && referee.email);
}

export interface ReferenceRequestInput {
  application: { id: string; applicationNumber: string };
  applicantName: string;
  referees: readonly NominatedReferee[];
  now: Date;
  /** Base of the link (PUBLIC_URL). */
  publicUrl: string;
  /** The referee's language is unknown: the e-mail is worded in the applicant's, who knows them. */
  language: Language;
}

/**
 * Creates a reference request per referee and e-mails each its link; run inside the submission's
 * transaction, so a submission and its requests exist together or not at all.
 */
export async function requestReferences(tx: Db, input: ReferenceRequestInput): Promise<void> {
  if (input.referees.length === 0) return;
  for (const [index, referee] of input.referees.entries()) {
    const { tokenHash, expiresAt, url } = issueConfirmationLink(refereeLink, input.now, input.publicUrl);
    await tx
      .insertInto('referee_references')
      .values({
        application_id: input.application.id,
        position: index + 1,
        referee_name: referee.name,
        referee_email: referee.email,
        referee_position: referee.position,
        referee_organisation: referee.organisation,
        token_hash: tokenHash,
        token_expires_at: expiresAt,
        requested_at: input.now,
        received_at: null,
        relationship: null,
        known_for: null,
        reference_text: null,
        recommendation: null,
      })
      .execute();
    const mail = referenceRequestMail(referee.email, input.language, {
      refereeName: referee.name,
      applicantName: input.applicantName,
      applicationNumber: input.application.applicationNumber,
      link: url,
      validUntil: expiresAt,
    });
    await mailConfirmationLink(tx, refereeLink, mail, input.now);
  }
  await recordEvent(tx, formRef(input.application), { kind: 'REFERENCES_REQUESTED', actor: 'SYSTEM', at: input.now, params: { count: input.referees.length } });
}

/** What the applicant may see: each referee's name and whether the reference has come in. */
export async function listRefereeStatuses(db: Db, applicationId: string): Promise<RefereeStatus[]> {
  const rows = await db
    .selectFrom('referee_references')
    .select(['position', 'referee_name', 'requested_at', 'received_at'])
    .where('application_id', '=', applicationId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    position: row.position,
    name: row.referee_name,
    status: row.received_at ? 'RECEIVED' : 'REQUESTED',
    requestedAt: row.requested_at.toISOString(),
    receivedAt: row.received_at ? row.received_at.toISOString() : null,
  }));
}

/** A reference as the office reads it: the referee, the request and, once received, the reference itself. */
export interface OfficeReference {
  position: number;
  referee: NominatedReferee;
  requestedAt: Date;
  linkExpiresAt: Date;
  received: { at: Date; relationship: string; knownFor: string; reference: string; recommendation: string } | null;
}

/** Every reference of an application, text included: for the office's console only, never an applicant's route. */
export async function listReferencesForOffice(db: Db, applicationId: string): Promise<OfficeReference[]> {
  const rows = await db.selectFrom('referee_references').selectAll().where('application_id', '=', applicationId).orderBy('position').execute();
  return rows.map((row) => ({
    position: row.position,
    referee: { name: row.referee_name, email: row.referee_email, position: row.referee_position, organisation: row.referee_organisation },
    requestedAt: row.requested_at,
    linkExpiresAt: row.token_expires_at,
    received:
      row.received_at && row.reference_text !== null
        ? { at: row.received_at, relationship: row.relationship ?? '', knownFor: row.known_for ?? '', reference: row.reference_text, recommendation: row.recommendation ?? '' }
        : null,
  }));
}
