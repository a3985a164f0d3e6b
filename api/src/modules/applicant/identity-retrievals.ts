/**
 * What the national identity service released about an applicant at their last national-identity
 * authentication, kept server-side for as long as the identity-data screen stays open after it
 * (IDENTITY_DATA_WINDOW_MINUTES): the fill reads it from here, never from the browser. One row per
 * applicant, replaced at every authentication, unreadable once expired.
 */
import { IDENTITY_DATA_WINDOW_MINUTES, type IdentityPerson } from '@portal/contracts/identity-data';
import type { Db } from '../../db/database';

export const IDENTITY_DATA_WINDOW_MS = IDENTITY_DATA_WINDOW_MINUTES * 60_000;

export interface Retrieval {
  person: IdentityPerson;
  retrievedAt: Date;
}

export async function keepRetrieval(db: Db, applicantId: string, person: IdentityPerson, now: Date): Promise<void> {
  const values = { person: JSON.stringify(person), retrieved_at: now, expires_at: new Date(now.getTime() + IDENTITY_DATA_WINDOW_MS) };
  await db
    .insertInto('identity_retrievals')
    .values({ applicant_id: applicantId, ...values })
    .onConflict((conflict) => conflict.column('applicant_id').doUpdateSet(values))
    .execute();
}

export async function findRetrieval(db: Db, applicantId: string, now: Date): Promise<Retrieval | undefined> {
  const row = await db
    .selectFrom('identity_retrievals')
    .select(['person', 'retrieved_at'])
    .where('applicant_id', '=', applicantId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { person: row.person, retrievedAt: new Date(row.retrieved_at) } : undefined;
}

/** Housekeeping: person data nobody may read any more. */
export async function deleteExpiredRetrievals(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('identity_retrievals').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
