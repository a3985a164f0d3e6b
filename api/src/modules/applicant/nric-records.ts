/**
 * An applicant's NRIC is two facts kept apart (migration 0027):
 * - declared: what they typed in Personal Particulars, kept at submit (applicants.nric). Anyone can
 *   type anyone's NRIC, so a declared one never finds an applicant at sign-in, and several records
 *   may declare the same one;
 * - verified: what the national identity service authenticated for this applicant, at a
 *   national-identity sign-in that made their profile or at a retrieval (/singpass) in their own
 *   session (applicants.verified_nric, unique). Only this one finds an applicant at sign-in.
 * Records that share an NRIC either way are flagged to the office (sameNricElsewhere) to merge or
 * investigate; the applicant who declared it is never told.
 */
import type { SameNricRecord } from '@portal/contracts/identity-data';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

const upper = (nric: string) => nric.trim().toUpperCase();

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** The applicant the national identity service verified this NRIC for, if any. */
export async function applicantWithVerifiedNric(db: Db, nric: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('applicants')
    .select('id')
    .where((eb) => eb(eb.fn('upper', ['verified_nric']), '=', upper(nric)))
    .executeTakeFirst();
  return row?.id;
}

export interface ApplicantNric {
  declared: string | null;
  verified: string | null;
}

export async function nricOf(db: Db, applicantId: string): Promise<ApplicantNric> {
  const row = await db.selectFrom('applicants').select(['nric', 'verified_nric']).where('id', '=', applicantId).executeTakeFirst();
  return { declared: row?.nric ? upper(row.nric) : null, verified: row?.verified_nric ? upper(row.verified_nric) : null };
}

/**
 * A profile with nothing in it but the person: no application of any kind, no fee, no e-mail login
 * or social account. A national-identity sign-in makes one for an NRIC nobody had verified; when its
 * owner then proves the NRIC on the record they applied with, the verification moves there.
 */
async function isEmptyProfile(db: Db, applicantId: string): Promise<boolean> {
  const holdings = await sql<{ n: number }>`
    SELECT (SELECT count(*) FROM applications WHERE applicant_id = ${applicantId})
         + (SELECT count(*) FROM scholarship_applications WHERE applicant_id = ${applicantId})
         + (SELECT count(*) FROM financial_aid_applications WHERE applicant_id = ${applicantId})
         + (SELECT count(*) FROM fees WHERE applicant_id = ${applicantId})
         + (SELECT count(*) FROM accounts WHERE applicant_id = ${applicantId})
         + (SELECT count(*) FROM social_links WHERE applicant_id = ${applicantId}) AS n`.execute(db);
  return Number(holdings.rows[0]?.n ?? 1) === 0;
}

export class NricVerifiedElsewhere extends Error {
  constructor() {
    super('the NRIC is verified for another applicant record that holds applications or accounts');
  }
}

/**
 * Records the NRIC the national identity service authenticated in this applicant's own session (a
 * retrieval whose NRIC is the one they declared). Throws NricVerifiedElsewhere when another record
 * with applications or accounts already holds it verified: the office resolves that, never the portal.
 */
export async function verifyNric(db: Db, applicantId: string, nric: string, now: Date): Promise<void> {
  try {
    await db.transaction().execute(async (tx) => {
      const holder = await applicantWithVerifiedNric(tx, nric);
      if (holder === applicantId) return;
      if (holder) {
        if (!(await isEmptyProfile(tx, holder))) throw new NricVerifiedElsewhere();
        await tx.updateTable('applicants').set({ verified_nric: null, nric_verified_at: null }).where('id', '=', holder).execute();
      }
      await tx.updateTable('applicants').set({ verified_nric: upper(nric), nric_verified_at: now }).where('id', '=', applicantId).execute();
    });
  } catch (error) {
    // Two retrievals of the same NRIC at once on two records: the other one won.
    if (isUniqueViolation(error)) throw new NricVerifiedElsewhere();
    throw error;
  }
}

/**
 * Other applicant records that declared or verified an NRIC this applicant declared or verified,
 * oldest first: the office's flag "same NRIC declared elsewhere". At most 20 (more is a pattern the
 * office investigates from the first ones).
 */
export async function sameNricElsewhere(db: Db, applicantId: string): Promise<SameNricRecord[]> {
  const { rows } = await sql<{ verified: boolean; created_at: Date; numbers: string[] | null }>`
    WITH mine AS (
      SELECT n FROM applicants a, LATERAL (VALUES (upper(a.nric)), (upper(a.verified_nric))) AS v(n)
      WHERE a.id = ${applicantId} AND n IS NOT NULL
    )
    SELECT upper(o.verified_nric) IN (SELECT n FROM mine) AS verified,
           o.created_at,
           (SELECT array_agg(app.application_number ORDER BY app.created_at DESC) FROM applications app WHERE app.applicant_id = o.id) AS numbers
    FROM applicants o
    WHERE o.id <> ${applicantId}
      AND (upper(o.nric) IN (SELECT n FROM mine) OR upper(o.verified_nric) IN (SELECT n FROM mine))
    ORDER BY o.created_at
    LIMIT 20`.execute(db);
  return rows.map((row) => ({ applicationNumbers: row.numbers ?? [], verified: row.verified === true, createdAt: new Date(row.created_at).toISOString() }));
}
