/**
 * Scholarship rows made directly in the database, the way the scholarship application feature stores
 * them (helper "apply"), so the award's tests do not depend on it: a scholarship of an academic year,
 * a submitted scholarship application of an applicant, and (for the undertaking and surety tests) a
 * released offer already accepted, recorded by the demo scholarships officer.
 */
import type { Db } from '../../src/db/database';
import { DEMO } from '../../src/db/seed';
import { termsOf } from '../../src/modules/scholarship/outcomes';

let serial = 0;

export interface ScholarshipInput {
  academicYear: string;
  code: string;
  bondYears?: number;
  livingAllowanceCents?: number;
  tuitionCoveragePercent?: number;
}

export async function insertScholarship(db: Db, input: ScholarshipInput, now: Date): Promise<string> {
  const row = await db
    .insertInto('scholarships')
    .values({
      academic_year: input.academicYear,
      code: input.code,
      name_en: `${input.code.replace(/_/g, ' ')} Scholarship`,
      name_zh: '科技奖学金',
      bond_years: input.bondYears ?? 6,
      living_allowance_cents: input.livingAllowanceCents ?? 400_000,
      tuition_coverage_percent: input.tuitionCoveragePercent ?? 100,
      citizenships: JSON.stringify(['SINGAPORE_CITIZEN', 'PERMANENT_RESIDENT']),
      opens_at: new Date(now.getTime() - 30 * 86_400_000),
      closes_at: new Date(now.getTime() - 86_400_000),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The applicant id of the applicant with this e-mail address (the demo ones: db/seed.ts). */
export async function applicantIdByEmail(db: Db, email: string): Promise<string> {
  return (await db.selectFrom('applicants').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

export const DEMO_APPLICANT_EMAIL = DEMO.applicant.email;
export const DRAFT_ACCOUNT = DEMO.draftAccount;

/** A scholarship application of the applicant for the year, SUBMITTED (or DRAFT) with a reference. */
export async function insertScholarshipApplication(
  db: Db,
  applicantId: string,
  academicYear: string,
  now: Date,
  status: 'SUBMITTED' | 'DRAFT' = 'SUBMITTED',
): Promise<{ id: string; reference: string | null }> {
  serial += 1;
  const submitted = status === 'SUBMITTED';
  const reference = submitted ? `SCH-${academicYear.slice(0, 4)}-${String(900000 + serial)}-${Math.random().toString(36).slice(2, 6)}` : null;
  const row = await db
    .insertInto('scholarship_applications')
    .values({
      applicant_id: applicantId,
      academic_year: academicYear,
      status,
      choices: JSON.stringify([]),
      submitted_at: submitted ? now : null,
      reference,
      submission: submitted ? JSON.stringify({}) : null,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, reference };
}

/** A released offer of the scholarship, already accepted (as the reply route stores one). */
export async function insertAcceptedOffer(db: Db, applicationId: string, scholarshipId: string, now: Date): Promise<void> {
  const officer = DEMO.staff.find((member) => member.role === 'SCHOLARSHIPS')!;
  const staff = await db.selectFrom('staff_accounts').select('id').where('email', '=', officer.email).executeTakeFirstOrThrow();
  const scholarship = await db.selectFrom('scholarships').selectAll().where('id', '=', scholarshipId).executeTakeFirstOrThrow();
  const terms = termsOf(scholarship);
  await db
    .insertInto('scholarship_outcomes')
    .values({
      application_id: applicationId,
      result: 'OFFERED',
      scholarship_id: scholarshipId,
      terms: JSON.stringify(terms),
      reply_due_on: '2026-12-31',
      recorded_by: staff.id,
      recorded_at: now,
      released_by: staff.id,
      released_at: now,
      response: 'ACCEPTED',
      responded_at: now,
    })
    .execute();
  await db.updateTable('scholarship_applications').set({ status: 'AWARDED' }).where('id', '=', applicationId).execute();
}
