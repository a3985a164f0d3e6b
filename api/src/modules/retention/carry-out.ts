/**
 * Carrying out an approved report: each kind in the registry's order, a batch of its listed records per
 * transaction. Each batch re-checks its records against the rule with the report's own period (a draft
 * edited since, an appeal lodged since, stays: KEPT), removes those that still qualify and marks each
 * item's outcome, all in one transaction; a kill mid-way loses nothing and the next run goes on from the
 * first item without an outcome. Stored files cannot join a database transaction, so a batch queues the
 * keys of the files its rows named (retention_file_deletions) and they are deleted after it commits; a
 * run first finishes any queue a killed run left, so neither storage mode keeps an orphan.
 */
import { RETENTION_AUDIT_ACTIONS, RETENTION_KINDS, type RetentionKindSummary } from '@portal/contracts/office/retention';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { FileStorage } from '../../files/storage';
import { recordStaffAction } from '../../staff/audit';
import { KIND_RULES } from './kinds';
import { cutoffOf } from './periods';
import { approvedReport } from './report-store';

const FILE_BATCH = 200;

export interface CarryOutDeps {
  db: Db;
  storage: FileStorage;
  log: Pick<FastifyBaseLogger, 'error'>;
  now: () => Date;
}

/** Deletes the queued files, each row once its file is gone; a file that cannot be deleted now stays queued. */
export async function deleteQueuedFiles({ db, storage, log }: CarryOutDeps): Promise<number> {
  let deleted = 0;
  const failed = new Set<string>();
  for (;;) {
    const batch = await db.selectFrom('retention_file_deletions').select('storage_key').orderBy('storage_key').limit(FILE_BATCH + failed.size).execute();
    const todo = batch.filter((row) => !failed.has(row.storage_key));
    if (!todo.length) return deleted;
    for (const { storage_key: key } of todo) {
      try {
        await storage.delete(key);
        await db.deleteFrom('retention_file_deletions').where('storage_key', '=', key).execute();
        deleted += 1;
      } catch (error) {
        failed.add(key);
        log.error({ err: error }, 'retention: a stored file could not be deleted; it stays queued for the next run');
      }
    }
  }
}

/** One batch of a kind's pending items, in one transaction; false when the kind has none left. */
async function carryOutBatch(deps: CarryOutDeps, reportId: string, summary: RetentionKindSummary): Promise<boolean> {
  const rule = KIND_RULES[summary.kind];
  const now = deps.now();
  return deps.db.transaction().execute(async (tx) => {
    const pending = await tx
      .selectFrom('retention_report_items')
      .select('record_id')
      .where('report_id', '=', reportId)
      .where('kind', '=', summary.kind)
      .where('outcome', 'is', null)
      .orderBy('record_id')
      .limit(rule.batchSize)
      .execute();
    if (!pending.length) return false;
    const ids = pending.map((item) => item.record_id);
    const qualifying = (await rule.qualifying(tx, now, cutoffOf(summary.period, now), ids)).map((record) => record.id);
    const stillThere = new Set(await rule.existing(tx, ids.filter((id) => !qualifying.includes(id))));
    const storageKeys = qualifying.length ? await rule.remove(tx, qualifying, now) : [];
    if (storageKeys.length) {
      await tx
        .insertInto('retention_file_deletions')
        .values(storageKeys.map((key) => ({ storage_key: key, queued_at: now })))
        .onConflict((conflict) => conflict.column('storage_key').doNothing())
        .execute();
    }
    const kept = ids.filter((id) => stillThere.has(id));
    // A record gone by other means (with its application, by its owner) counts as removed: it is no longer kept.
    const removed = ids.filter((id) => !stillThere.has(id));
    for (const [outcome, list] of [['REMOVED', removed], ['KEPT', kept]] as const) {
      if (list.length) await tx.updateTable('retention_report_items').set({ outcome }).where('report_id', '=', reportId).where('kind', '=', summary.kind).where('record_id', 'in', list).execute();
    }
    return true;
  });
}

/**
 * Carries out the approved report, if any: every batch, its files, then the report marked carried out
 * with what was removed and kept per kind, recorded in the staff audit under the administrator who
 * approved it. Returns the report's id when one was finished.
 */
export async function carryOutApprovedReport(deps: CarryOutDeps): Promise<string | undefined> {
  await deleteQueuedFiles(deps);
  const report = await approvedReport(deps.db);
  if (!report) return undefined;
  const kinds = RETENTION_KINDS.flatMap((kind) => report.summary.filter((summary) => summary.kind === kind));
  for (const summary of kinds) {
    while (await carryOutBatch(deps, report.id, summary)) await deleteQueuedFiles(deps);
  }
  const outcomes = await deps.db
    .selectFrom('retention_report_items')
    .select(['kind', 'outcome', (eb) => eb.fn.countAll<string>().as('count')])
    .where('report_id', '=', report.id)
    .groupBy(['kind', 'outcome'])
    .execute();
  const count = (kind: string, outcome: string) => Number(outcomes.find((row) => row.kind === kind && row.outcome === outcome)?.count ?? 0);
  const done = report.summary.map((summary) => ({ ...summary, removed: count(summary.kind, 'REMOVED'), kept: count(summary.kind, 'KEPT') }));
  const now = deps.now();
  await deps.db.transaction().execute(async (tx) => {
    await tx.updateTable('retention_reports').set({ status: 'CARRIED_OUT', carried_out_at: now, summary: JSON.stringify(done) }).where('id', '=', report.id).where('status', '=', 'APPROVED').execute();
    await recordStaffAction(tx, {
      staffId: report.decided_by!,
      action: RETENTION_AUDIT_ACTIONS.carriedOut,
      targetKind: 'RETENTION_REPORT',
      targetId: report.id,
      params: { removed: Object.fromEntries(done.map((kind) => [kind.kind, kind.removed])), kept: Object.fromEntries(done.map((kind) => [kind.kind, kind.kept])) },
      at: now,
    });
  });
  return report.id;
}
