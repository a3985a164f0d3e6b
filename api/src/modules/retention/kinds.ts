/**
 * What each kind of record is, when its period has passed, and how it is removed. One rule per kind
 * (RETENTION_KINDS): `qualifying` lists the records whose period has passed — all of them when a report
 * is prepared, or only those named when an approved report reaches them, so a record that stopped
 * qualifying since (a draft edited, an appeal lodged, a newer timeline entry) stays. `remove` runs in
 * the carrying out's transaction and returns the stored files to delete once it commits.
 */
import type { RetentionKind } from '@portal/contracts/office/retention';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { among, existingIn, rowsOf, type QualifyingRecord, type RetentionQuery } from '../../personal-data/retention-queries';
import { personalData } from './personal-data';

export type { QualifyingRecord };

export interface KindRule extends RetentionQuery {
  kind: RetentionKind;
  /** Records carried out per transaction: applications take many rows each, log lines one. */
  batchSize: number;
  /** Removes records known to qualify; returns the keys of stored files to delete after commit. */
  remove(tx: Db, ids: readonly string[], now: Date): Promise<string[]>;
}

/** Drafts never submitted, unchanged for the period, whose application period has closed (admission's query). */
const draftApplications: KindRule = {
  kind: 'DRAFT_APPLICATIONS',
  batchSize: 50,
  ...personalData.retentionQuery('DRAFT_APPLICATIONS'),
  remove: (tx, ids, now) => personalData.removeApplications(tx, ids, now),
};

/** Applications that ended without a place (admission's query): unsuccessful, withdrawn, an offer declined or lapsed. */
const closedApplications: KindRule = {
  kind: 'CLOSED_APPLICATIONS',
  batchSize: 50,
  ...personalData.retentionQuery('CLOSED_APPLICATIONS'),
  remove: (tx, ids, now) => personalData.removeApplications(tx, ids, now),
};

/**
 * Documents uploaded longer ago than the period, of applications that stay (an enrolled student's are
 * in the student system by then). A document of an application the same report removes is counted with
 * its application, not here (report-store.ts leaves those out).
 */
const documents: KindRule = {
  kind: 'DOCUMENTS',
  batchSize: 200,
  qualifying: (db, _now, cutoff, only) =>
    rowsOf(sql`SELECT id::text AS id, created_at AS dated_at FROM form_documents WHERE created_at <= ${cutoff}${among(sql`id`, only)} ORDER BY created_at, id`, db),
  existing: existingIn('form_documents'),
  // Rows of the domains that named a document let go of it first (a scholarship surety keeps its answers).
  remove: (tx, ids) => personalData.removeDocuments(tx, ids),
};

/**
 * Applicant records and e-mail login accounts with no application at all (registered, never started;
 * or their only drafts deleted by themselves), made longer ago than the period and not signed in now.
 * An applicant whose last application a report removes goes with it (personal-data.ts).
 */
const applicants: KindRule = {
  kind: 'APPLICANTS',
  batchSize: 100,
  qualifying: (db, _now, cutoff, only) =>
    rowsOf(
      sql`SELECT person.id::text AS id, person.created_at AS dated_at FROM applicants person
        WHERE person.created_at <= ${cutoff} AND person.personal_data_removed_at IS NULL${among(sql`person.id`, only)}
          AND NOT ${personalData.hasApplication(sql`person.id`)}
          AND NOT EXISTS (SELECT 1 FROM sessions WHERE applicant_id = person.id)
          AND NOT EXISTS (SELECT 1 FROM accounts WHERE applicant_id = person.id AND created_at > ${cutoff})
        UNION ALL
        SELECT account.id::text, account.created_at FROM accounts account
        WHERE account.applicant_id IS NULL AND account.created_at <= ${cutoff}${among(sql`account.id`, only)}
          AND NOT EXISTS (SELECT 1 FROM sessions WHERE account_id = account.id)
        ORDER BY dated_at, id`,
      db,
    ),
  async existing(db, ids) {
    return [...(await existingIn('applicants')(db, ids)), ...(await existingIn('accounts')(db, ids))];
  },
  async remove(tx, ids, now) {
    const people = await tx.selectFrom('applicants').select('id').where('id', 'in', ids).execute();
    const storageKeys: string[] = [];
    for (const person of people) storageKeys.push(...(await personalData.removeApplicant(tx, person.id, now)));
    await personalData.removeAccountHolders(tx, ids);
    return storageKeys;
  },
};

/** E-mails no longer waiting to go (sent, kept in the development mailbox, or expired unsent). */
const outbox: KindRule = {
  kind: 'OUTBOX',
  batchSize: 500,
  qualifying: (db, _now, cutoff, only) =>
    rowsOf(
      sql`SELECT id, dated_at FROM (
        SELECT id::text AS id, coalesce(sent_at, created_at) AS dated_at FROM outbox WHERE status <> 'PENDING'${among(sql`id`, only)}
      ) mail WHERE dated_at <= ${cutoff} ORDER BY dated_at, id`,
      db,
    ),
  existing: existingIn('outbox'),
  async remove(tx, ids) {
    await tx.deleteFrom('outbox').where('id', 'in', ids).execute();
    return [];
  },
};

const staffAudit: KindRule = {
  kind: 'STAFF_AUDIT',
  batchSize: 500,
  qualifying: (db, _now, cutoff, only) =>
    rowsOf(sql`SELECT id::text AS id, occurred_at AS dated_at FROM staff_audit WHERE occurred_at <= ${cutoff}${among(sql`id`, only)} ORDER BY occurred_at, id`, db),
  existing: existingIn('staff_audit'),
  async remove(tx, ids) {
    await tx.deleteFrom('staff_audit').where('id', 'in', ids).execute();
    return [];
  },
};

/** Every kind's rule, in RETENTION_KINDS' order. */
export const KIND_RULES: Record<RetentionKind, KindRule> = {
  DRAFT_APPLICATIONS: draftApplications,
  CLOSED_APPLICATIONS: closedApplications,
  DOCUMENTS: documents,
  APPLICANTS: applicants,
  OUTBOX: outbox,
  STAFF_AUDIT: staffAudit,
};
