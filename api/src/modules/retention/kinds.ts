/**
 * What each kind of record is, when its period has passed, and how it is removed. One rule per kind
 * (RETENTION_KINDS): `qualifying` lists the records whose period has passed — all of them when a report
 * is prepared, or only those named when an approved report reaches them, so a record that stopped
 * qualifying since (a draft edited, an appeal lodged, a newer timeline entry) stays. `remove` runs in
 * the carrying out's transaction and returns the stored files to delete once it commits.
 */
import type { RetentionKind } from '@portal/contracts/office/retention';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { personalData } from './personal-data';

export interface QualifyingRecord {
  id: string;
  datedAt: Date;
}

export interface KindRule {
  kind: RetentionKind;
  /** Records carried out per transaction: applications take many rows each, log lines one. */
  batchSize: number;
  /** The records whose period has passed at `now` (dated on or before `cutoff`), among `only` when given. */
  qualifying(db: Db, now: Date, cutoff: Date, only?: readonly string[]): Promise<QualifyingRecord[]>;
  /** Which of `ids` still exist (those that do not were removed by something else, e.g. with their application). */
  existing(db: Db, ids: readonly string[]): Promise<string[]>;
  /** Removes records known to qualify; returns the keys of stored files to delete after commit. */
  remove(tx: Db, ids: readonly string[], now: Date): Promise<string[]>;
}

/** `AND <column> IN (…)` when the records are named, else nothing. */
const among = (column: RawBuilder<unknown>, only: readonly string[] | undefined) => (only ? sql` AND ${column} IN (${sql.join(only)})` : sql``);

async function rowsOf(query: RawBuilder<{ id: string; dated_at: Date | string }>, db: Db): Promise<QualifyingRecord[]> {
  const { rows } = await query.execute(db);
  return rows.map((row) => ({ id: row.id, datedAt: new Date(row.dated_at) }));
}

const existingIn =
  (table: string, column = 'id') =>
  async (db: Db, ids: readonly string[]): Promise<string[]> => {
    if (!ids.length) return [];
    const { rows } = await sql<{ id: string }>`SELECT ${sql.ref(column)}::text AS id FROM ${sql.table(table)} WHERE ${sql.ref(column)} IN (${sql.join(ids)})`.execute(db);
    return rows.map((row) => row.id);
  };

/** An application's last change: its row, its answers, its documents and its timeline. */
const lastChange = sql`greatest(app.created_at,
  (SELECT max(updated_at) FROM form_sections WHERE form_kind = 'ADMISSION' AND form_id = app.id),
  (SELECT max(created_at) FROM form_documents WHERE form_kind = 'ADMISSION' AND form_id = app.id),
  (SELECT max(occurred_at) FROM form_events WHERE form_kind = 'ADMISSION' AND form_id = app.id))`;

/**
 * Drafts never submitted, unchanged for the period, whose application period has closed: no period of
 * their system, year and category (or the system's) closes after now, so nobody could still submit them.
 */
const draftApplications: KindRule = {
  kind: 'DRAFT_APPLICATIONS',
  batchSize: 50,
  qualifying: (db, now, cutoff, only) =>
    rowsOf(
      sql`SELECT id, dated_at FROM (
        SELECT app.id::text AS id, ${lastChange} AS dated_at FROM applications app
        WHERE app.status = 'DRAFT'${among(sql`app.id`, only)}
          AND NOT EXISTS (SELECT 1 FROM application_periods period
            WHERE period.system = app.system AND period.academic_year = app.academic_year
              AND (period.category IS NULL OR period.category = app.category) AND period.closes_at > ${now})
      ) draft WHERE dated_at <= ${cutoff} ORDER BY dated_at, id`,
      db,
    ),
  existing: existingIn('applications'),
  remove: (tx, ids, now) => personalData.removeApplications(tx, ids, now),
};

/**
 * Applications that ended without a place: unsuccessful (released), withdrawn, an offer declined or
 * lapsed. The period runs from the latest of the outcome, the reply or lapse, any appeal and any entry
 * on the timeline; an appeal still open keeps the application whatever the dates.
 */
const closedApplications: KindRule = {
  kind: 'CLOSED_APPLICATIONS',
  batchSize: 50,
  qualifying: (db, _now, cutoff, only) =>
    rowsOf(
      sql`SELECT id, dated_at FROM (
        SELECT app.id::text AS id,
          greatest(${lastChange}, app.submitted_at, outcome.released_at, outcome.responded_at, outcome.lapsed_at,
            (SELECT max(greatest(appeal.created_at, appeal.submitted_at, appeal.decided_at)) FROM admission_appeals appeal WHERE appeal.application_id = app.id)) AS dated_at
        FROM applications app
        LEFT JOIN admission_outcomes outcome ON outcome.application_id = app.id
        WHERE ((app.status = 'UNSUCCESSFUL' AND outcome.released_at IS NOT NULL)
            OR app.status = 'WITHDRAWN'
            OR (app.status = 'OFFERED' AND app.offer_status IN ('DECLINED', 'LAPSED')))${among(sql`app.id`, only)}
          AND NOT EXISTS (SELECT 1 FROM admission_appeals appeal WHERE appeal.application_id = app.id AND appeal.status IN ('SUBMITTED', 'UNDER_REVIEW'))
      ) closed WHERE dated_at <= ${cutoff} ORDER BY dated_at, id`,
      db,
    ),
  existing: existingIn('applications'),
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
