/**
 * Retention reports: prepared (by the daily job or an administrator), read, approved or declined, and
 * expired when nobody decided in time. A report lists records by kind and id only. At most one report
 * is open at a time (awaiting a decision or being carried out): the database's partial unique index
 * refuses a second, so the job on several instances and a button pressed at the same moment make one.
 */
import { RETENTION_AUDIT_ACTIONS, RETENTION_KINDS, type RetentionKind, type RetentionKindSummary, type RetentionReport } from '@portal/contracts/office/retention';
import { sql, type RawBuilder } from 'kysely';
import type { RetentionConfig } from '../../config';
import type { Db } from '../../db/database';
import { problem } from '../../http/problems';
import { recordStaffAction } from '../../staff/audit';
import { KIND_RULES, type QualifyingRecord } from './kinds';
import { cutoffOf, retentionPeriods } from './periods';
import { personalData } from './personal-data';

const OPEN_STATUSES = ['AWAITING_APPROVAL', 'APPROVED'] as const;
const INSERT_BATCH = 1000;
/** How many reports the page's history shows. */
export const REPORT_HISTORY = 20;

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

export class ReportOpenError extends Error {
  constructor() {
    super('a retention report is already open');
  }
}

/** Every kind's records whose period has passed at `now`, each listed once. */
export async function recordsDue(db: Db, config: RetentionConfig, now: Date): Promise<{ summary: RetentionKindSummary[]; records: Map<RetentionKind, QualifyingRecord[]> }> {
  const records = new Map<RetentionKind, QualifyingRecord[]>();
  const summary: RetentionKindSummary[] = [];
  for (const period of retentionPeriods(config)) {
    let found = await KIND_RULES[period.kind].qualifying(db, now, cutoffOf(period, now));
    // A document of an application the report removes is part of that application's record.
    if (period.kind === 'DOCUMENTS') found = await withoutDocumentsOf(db, [...(records.get('DRAFT_APPLICATIONS') ?? []), ...(records.get('CLOSED_APPLICATIONS') ?? [])], found);
    records.set(period.kind, found);
    const dates = found.map((record) => record.datedAt.getTime());
    summary.push({
      kind: period.kind,
      count: found.length,
      oldest: dates.length ? new Date(Math.min(...dates)).toISOString() : null,
      newest: dates.length ? new Date(Math.max(...dates)).toISOString() : null,
      period,
    });
  }
  return { summary, records };
}

async function withoutDocumentsOf(db: Db, applications: QualifyingRecord[], documents: QualifyingRecord[]): Promise<QualifyingRecord[]> {
  const formIds = await personalData.formIdsOf(db, applications.map((application) => application.id));
  const theirs = new Set<string>();
  for (let start = 0; start < formIds.length; start += INSERT_BATCH) {
    const rows = await db.selectFrom('form_documents').select('id').where('form_id', 'in', formIds.slice(start, start + INSERT_BATCH)).execute();
    for (const row of rows) theirs.add(row.id);
  }
  return documents.filter((document) => !theirs.has(document.id));
}

/** Reports awaiting a decision past their day expire: what they list is no longer what would go. */
export async function expireOverdueReports(db: Db, now: Date): Promise<void> {
  await db.updateTable('retention_reports').set({ status: 'EXPIRED' }).where('status', '=', 'AWAITING_APPROVAL').where('expires_at', '<=', now).execute();
}

/**
 * Writes a report of what is due now. `preparedBy` is the administrator who asked (null: the job).
 * With nothing due the job writes nothing; an administrator's request is recorded as NOTHING_DUE.
 * Throws ReportOpenError while another report is open.
 */
export async function prepareReport(db: Db, config: RetentionConfig, now: Date, preparedBy: string | null): Promise<string | undefined> {
  await expireOverdueReports(db, now);
  if (await openReport(db)) throw new ReportOpenError();
  const { summary, records } = await recordsDue(db, config, now);
  const total = summary.reduce((sum, kind) => sum + kind.count, 0);
  if (total === 0 && preparedBy === null) return undefined;
  try {
    return await db.transaction().execute(async (tx) => {
      const report = await tx
        .insertInto('retention_reports')
        .values({
          status: total === 0 ? 'NOTHING_DUE' : 'AWAITING_APPROVAL',
          prepared_at: now,
          prepared_by: preparedBy,
          expires_at: new Date(now.getTime() + config.approvalDays * 86_400_000),
          summary: JSON.stringify(summary),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const items = [...records].flatMap(([kind, found]) => found.map((record) => ({ report_id: report.id, kind, record_id: record.id, dated_at: record.datedAt })));
      for (let start = 0; start < items.length; start += INSERT_BATCH) await tx.insertInto('retention_report_items').values(items.slice(start, start + INSERT_BATCH)).execute();
      if (preparedBy) {
        await recordStaffAction(tx, { staffId: preparedBy, action: RETENTION_AUDIT_ACTIONS.prepared, targetKind: 'RETENTION_REPORT', targetId: report.id, params: { counts: countsOf(summary) }, at: now });
      }
      return report.id;
    });
  } catch (error) {
    // Another instance's job or another administrator made one in between.
    if (isUniqueViolation(error)) throw new ReportOpenError();
    throw error;
  }
}

const countsOf = (summary: RetentionKindSummary[], field: 'count' | 'removed' | 'kept' = 'count') => Object.fromEntries(summary.map((kind) => [kind.kind, kind[field] ?? 0]));

async function openReport(db: Db) {
  return db.selectFrom('retention_reports').select(['id', 'status']).where('status', 'in', OPEN_STATUSES).executeTakeFirst();
}

/** The approved report being carried out, if any. */
export async function approvedReport(db: Db) {
  return db.selectFrom('retention_reports').selectAll().where('status', '=', 'APPROVED').executeTakeFirst();
}

function reportQuery(db: Db) {
  return db
    .selectFrom('retention_reports as report')
    .leftJoin('staff_accounts as preparer', 'preparer.id', 'report.prepared_by')
    .leftJoin('staff_accounts as decider', 'decider.id', 'report.decided_by')
    .select([
      'report.id',
      'report.status',
      'report.prepared_at',
      'report.expires_at',
      'report.summary',
      'report.decided_at',
      'report.decline_reason',
      'report.carried_out_at',
      'preparer.full_name as prepared_by_name',
      'decider.full_name as decided_by_name',
    ]);
}

type ReportRow = Awaited<ReturnType<ReturnType<typeof reportQuery>['executeTakeFirstOrThrow']>>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toReport(row: ReportRow): RetentionReport {
  // Kinds added since a report was made are absent from it; the registry's order is kept.
  const kinds = RETENTION_KINDS.flatMap((kind) => row.summary.filter((summary) => summary.kind === kind));
  return {
    id: row.id,
    status: row.status,
    preparedAt: iso(row.prepared_at)!,
    preparedBy: row.prepared_by_name,
    expiresAt: iso(row.expires_at)!,
    decidedBy: row.decided_by_name,
    decidedAt: iso(row.decided_at),
    declineReason: row.decline_reason,
    carriedOutAt: iso(row.carried_out_at),
    kinds,
  };
}

export async function listReports(db: Db): Promise<RetentionReport[]> {
  const rows = await reportQuery(db).orderBy('report.prepared_at', 'desc').orderBy('report.id', 'desc').limit(REPORT_HISTORY).execute();
  return rows.map(toReport);
}

export async function findReport(db: Db, reportId: string): Promise<RetentionReport | undefined> {
  const row = await reportQuery(db).where('report.id', '=', reportId).executeTakeFirst();
  return row && toReport(row);
}

export type Decision = { approve: true } | { approve: false; reason: string };

/**
 * The administrator's decision, once: only a report still awaiting one (409 otherwise), and not past
 * its day (409 RETENTION_REPORT_EXPIRED, and it is marked expired). Recorded in the staff audit in the
 * same transaction.
 */
export async function decideReport(db: Db, reportId: string, staffId: string, decision: Decision, now: Date): Promise<void> {
  const expired = await db.transaction().execute(async (tx) => {
    const report = await tx.selectFrom('retention_reports').select(['status', 'expires_at', 'summary']).where('id', '=', reportId).forUpdate().executeTakeFirst();
    if (!report) throw problem(404, 'NOT_FOUND');
    if (report.status !== 'AWAITING_APPROVAL') throw problem(409, 'RETENTION_REPORT_NOT_AWAITING');
    if (new Date(report.expires_at).getTime() <= now.getTime()) {
      await tx.updateTable('retention_reports').set({ status: 'EXPIRED' }).where('id', '=', reportId).execute();
      return true;
    }
    await tx
      .updateTable('retention_reports')
      .set({ status: decision.approve ? 'APPROVED' : 'DECLINED', decided_by: staffId, decided_at: now, decline_reason: decision.approve ? null : decision.reason })
      .where('id', '=', reportId)
      .execute();
    await recordStaffAction(tx, {
      staffId,
      action: decision.approve ? RETENTION_AUDIT_ACTIONS.approved : RETENTION_AUDIT_ACTIONS.declined,
      targetKind: 'RETENTION_REPORT',
      targetId: reportId,
      params: decision.approve ? { counts: countsOf(report.summary) } : { reason: decision.reason },
      at: now,
    });
    return false;
  });
  // Thrown after the commit, so the report stays marked expired.
  if (expired) throw problem(409, 'RETENTION_REPORT_EXPIRED');
}

/** A kind's place in the registry's order, in SQL (the CSV lists kinds in that order). */
const KIND_LIST = sql.raw(`ARRAY[${RETENTION_KINDS.map((kind) => `'${kind}'`).join(',')}]::text[]`);
const kindPosition = (kind: RawBuilder<unknown>) => sql<number>`array_position(${KIND_LIST}, ${kind})`;

/** A report's records for its CSV: by kind (the registry's order) and id, a batch after a row. */
export async function reportRecords(db: Db, reportId: string, after: { kind: RetentionKind; recordId: string } | null, size: number) {
  let query = db
    .selectFrom('retention_report_items')
    .select(['kind', 'record_id', 'dated_at'])
    .where('report_id', '=', reportId)
    .orderBy(kindPosition(sql.ref('kind')))
    .orderBy('record_id')
    .limit(size);
  if (after) query = query.where(sql<boolean>`(${kindPosition(sql.ref('kind'))}, record_id) > (${kindPosition(sql`${after.kind}::text`)}, ${after.recordId})`);
  const rows = await query.execute();
  return rows.map((row) => ({ kind: row.kind, recordId: row.record_id, datedAt: new Date(row.dated_at) }));
}
