/**
 * The downloads of one's data (my_data_downloads, migration 0047): asked for with the anti-forgery
 * token (POST), then sent once (GET, which must start soon after). The rows are the record of each
 * copy that left the portal, and the count behind the hourly limit: per person (applicant, or e-mail
 * account not yet linked to one), never per network address, so nobody else can use a person's
 * downloads up.
 */
import { MY_DATA_DOWNLOADS_PER_HOUR, MY_DATA_START_SECONDS, type MyDataDownloadRecord, type MyDataOverview } from '@portal/contracts/my-data';
import type { Language } from '@portal/contracts/languages';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { isUuid } from '../../http/record-id';
import { problem } from '../../http/problems';
import type { DataSubject } from '../../personal-data/holdings';

const HOUR_MS = 3_600_000;
/** How many earlier downloads the page lists. */
const LISTED = 10;

/** The subject's rows: their applicant's, and their e-mail account's from before it was linked to one. */
function ofSubject(subject: DataSubject) {
  return (eb: ExpressionBuilder<Database, 'my_data_downloads'>) =>
    eb.or([
      ...(subject.applicantId ? [eb('applicant_id', '=', subject.applicantId)] : []),
      ...(subject.accountId ? [eb('account_id', '=', subject.accountId)] : []),
    ]);
}

async function requestedWithinHour(db: Db, subject: DataSubject, now: Date): Promise<Date[]> {
  const rows = await db
    .selectFrom('my_data_downloads')
    .select('requested_at')
    .where(ofSubject(subject))
    .where('requested_at', '>', new Date(now.getTime() - HOUR_MS))
    .orderBy('requested_at')
    .execute();
  return rows.map((row) => row.requested_at);
}

/** What is left of the hour's downloads, and when the next one is free when none is. */
function limitOf(recent: Date[]): MyDataOverview['limit'] {
  const remaining = Math.max(0, MY_DATA_DOWNLOADS_PER_HOUR - recent.length);
  // The oldest of the hour's downloads frees a place an hour after it was asked for.
  const freedBy = recent[recent.length - MY_DATA_DOWNLOADS_PER_HOUR];
  return { perHour: MY_DATA_DOWNLOADS_PER_HOUR, remaining, nextAt: remaining === 0 && freedBy ? new Date(freedBy.getTime() + HOUR_MS).toISOString() : null };
}

export async function downloadsOverview(db: Db, subject: DataSubject, now: Date): Promise<Pick<MyDataOverview, 'downloads' | 'limit'>> {
  const [rows, recent] = await Promise.all([
    db.selectFrom('my_data_downloads').select(['requested_at', 'started_at', 'finished_at', 'completed']).where(ofSubject(subject)).orderBy('requested_at', 'desc').limit(LISTED).execute(),
    requestedWithinHour(db, subject, now),
  ]);
  const downloads: MyDataDownloadRecord[] = rows.map((row) => ({
    requestedAt: row.requested_at.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
    completed: row.completed,
  }));
  return { downloads, limit: limitOf(recent) };
}

/**
 * Asks for a download, or refuses with 429 MY_DATA_DOWNLOAD_LIMIT when the hour's are used up. The
 * count and the new row are one transaction under a lock on the person, so two requests at once
 * cannot both take the last place.
 */
export async function requestDownload(db: Db, subject: DataSubject, language: Language, now: Date): Promise<{ id: string; startBy: Date }> {
  const lockKey = `my-data:${subject.applicantId ?? subject.accountId}`;
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${lockKey}))`.execute(tx);
    const limit = limitOf(await requestedWithinHour(tx, subject, now));
    if (limit.remaining === 0) {
      const waitSeconds = Math.max(1, Math.ceil((new Date(limit.nextAt!).getTime() - now.getTime()) / 1000));
      throw problem(429, 'MY_DATA_DOWNLOAD_LIMIT', [MY_DATA_DOWNLOADS_PER_HOUR, waitSeconds], { 'Retry-After': String(waitSeconds) });
    }
    const startBy = new Date(now.getTime() + MY_DATA_START_SECONDS * 1000);
    const row = await tx
      .insertInto('my_data_downloads')
      .values({ applicant_id: subject.applicantId, account_id: subject.accountId, language, requested_at: now, start_by: startBy })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, startBy };
  });
}

/**
 * Starts a download the subject asked for: once only, and only before its start-by time. Another
 * person's id answers exactly as an unknown one does (404); a used or lapsed one, 410.
 */
export async function startDownload(db: Db, subject: DataSubject, id: string, now: Date): Promise<{ language: Language }> {
  if (!isUuid(id)) throw problem(404, 'NOT_FOUND');
  const started = await db
    .updateTable('my_data_downloads')
    .set({ started_at: now })
    .where('id', '=', id)
    .where(ofSubject(subject))
    .where('started_at', 'is', null)
    .where('start_by', '>', now)
    .returning('language')
    .executeTakeFirst();
  if (started) return { language: started.language };
  const known = await db.selectFrom('my_data_downloads').select('id').where('id', '=', id).where(ofSubject(subject)).executeTakeFirst();
  throw known ? problem(410, 'MY_DATA_DOWNLOAD_USED') : problem(404, 'NOT_FOUND');
}

/** Records how a download ended: the whole ZIP sent, or broken off. */
export async function finishDownload(db: Db, id: string, completed: boolean, now: Date): Promise<void> {
  await db.updateTable('my_data_downloads').set({ finished_at: now, completed }).where('id', '=', id).execute();
}
