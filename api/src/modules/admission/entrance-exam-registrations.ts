/**
 * Data access for the applicant's side of entrance exams (issue 11): which exams an application's
 * programme choices need, the applicant's registrations, and registering, which raises the
 * ENTRANCE_EXAM_FEE (UNPAID, the exam's fee, due on the registration closing date) in the same
 * transaction. Registering twice is stopped by the unique (exam, applicant) constraint, whatever the
 * timing of two tabs; registering after the office closed the exam by the exam row's own condition.
 */
import type { ApplicantEntranceExam, ExamRegistrationResult, ExamRegistrationSummary } from '@portal/contracts/entrance-exams';
import { displayDay, displayMonth } from '@portal/contracts/entrance-exams';
import type { FeeStatus } from '@portal/contracts/api';
import { parseMonthYear } from '@portal/contracts/schemas/month-year';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { problem } from '../../http/problems';
import { readExams, toOfficeExam } from './entrance-exams';

export interface ExamApplication {
  id: string;
  applicantId: string;
  applicationNumber: string;
}

/** The application's programme choices, in ranking order. */
export async function programmeChoices(db: Db, applicationId: string): Promise<string[]> {
  const row = await db.selectFrom('applications').select('programme_choices').where('id', '=', applicationId).executeTakeFirstOrThrow();
  return [...row.programme_choices].sort((a, b) => a.rank - b.rank).map((choice) => choice.programme);
}

/** The applicant's registrations by exam id (whichever of their applications they registered with). */
async function registrationsOf(db: Db, applicantId: string): Promise<Map<string, ExamRegistrationSummary>> {
  const rows = await db
    .selectFrom('entrance_exam_registrations as reg')
    .innerJoin('applications as app', 'app.id', 'reg.application_id')
    .innerJoin('fees as fee', 'fee.exam_registration_id', 'reg.id')
    .select(['reg.exam_id', 'reg.registered_at', 'reg.sat_before', 'reg.previous_attempt', 'app.application_number', 'fee.status'])
    .where('reg.applicant_id', '=', applicantId)
    .execute();
  return new Map(
    rows.map((row) => [
      row.exam_id,
      {
        registeredAt: new Date(row.registered_at).toISOString(),
        applicationNumber: row.application_number,
        satBefore: row.sat_before,
        previousAttempt: row.previous_attempt ? displayMonth(row.previous_attempt) : null,
        feeStatus: row.status as FeeStatus,
      },
    ]),
  );
}

/**
 * The exams the application's choices need and that are still ahead and not closed by the office,
 * plus any the applicant registered for (whatever became of them since), soonest first.
 */
export async function examsForApplication(db: Db, application: ExamApplication, today: string): Promise<ApplicantEntranceExam[]> {
  const [choices, registrations, rows] = await Promise.all([
    programmeChoices(db, application.id),
    registrationsOf(db, application.applicantId),
    readExams(db).orderBy('exam_date').orderBy('name_en').execute(),
  ]);
  return rows
    .map(toOfficeExam)
    .map((exam) => ({ exam, needed: choices.filter((code) => exam.programmes.includes(code)), registration: registrations.get(exam.id) ?? null }))
    .filter(({ exam, needed, registration }) => registration !== null || (needed.length > 0 && exam.status === 'OPEN' && exam.examDate >= today))
    .map(({ exam, needed, registration }) => {
      // The office's bookkeeping (status, counts, who and when) is not the applicant's to see.
      const { status, registrations: _count, createdAt: _created, updatedAt: _updated, closedAt: _closed, ...facts } = exam;
      return { ...facts, registrationOpen: status === 'OPEN' && today <= exam.registrationClosesOn, programmes: needed, registration };
    });
}

export interface Registration {
  application: ExamApplication;
  examId: string;
  satBefore: boolean;
  /** mm/yyyy (checked by the shared schema), when sat before. */
  previousAttempt: string;
  today: string;
  now: Date;
}

/** Registers and raises the fee, in one transaction; 409 when closed or already registered. */
export async function registerForExam(db: Db, input: Registration): Promise<ExamRegistrationResult> {
  const { application, now } = input;
  const attempt = input.satBefore ? parseMonthYear(input.previousAttempt) : null;
  return db.transaction().execute(async (tx) => {
    // Once per exam and applicant, whatever the timing of two tabs: the unique constraint decides.
    const registration = await tx
      .insertInto('entrance_exam_registrations')
      .values({
        exam_id: input.examId,
        applicant_id: application.applicantId,
        application_id: application.id,
        sat_before: input.satBefore,
        previous_attempt: attempt,
        registered_at: now,
      })
      .onConflict((conflict) => conflict.columns(['exam_id', 'applicant_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!registration) throw problem(409, 'EXAM_ALREADY_REGISTERED');
    // Counting the registration on the exam row, still open, takes the row's lock: an office edit of the
    // fee either came first (and this reads the new fee) or waits and sees the count (migration 0019).
    const exam = await tx
      .updateTable('entrance_exams')
      .set((eb) => ({ registration_count: eb('registration_count', '+', 1) }))
      .where('id', '=', input.examId)
      .where('status', '=', 'OPEN')
      .where('registration_closes_on', '>=', input.today)
      .returning(['name_en', 'fee_cents', sql<string>`exam_date::text`.as('exam_date'), sql<string>`registration_closes_on::text`.as('closes_on')])
      .executeTakeFirst();
    // The throw rolls the registration back with everything else.
    if (!exam) throw problem(409, 'EXAM_REGISTRATION_CLOSED');
    const fee = await tx
      .insertInto('fees')
      .values({
        kind: 'ENTRANCE_EXAM_FEE',
        applicant_id: application.applicantId,
        application_id: application.id,
        // English, like every fee's description: the screens name a fee by its kind in the page's language.
        description: `Entrance exam fee: ${exam.name_en} (${displayDay(exam.exam_date)})`,
        amount_cents: exam.fee_cents,
        status: 'UNPAID',
        due_date: exam.closes_on,
        exam_registration_id: registration.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      examId: input.examId,
      registration: {
        registeredAt: now.toISOString(),
        applicationNumber: application.applicationNumber,
        satBefore: input.satBefore,
        previousAttempt: attempt ? displayMonth(attempt) : null,
        feeStatus: 'UNPAID',
      },
      fee: { id: fee.id, amountCents: exam.fee_cents, dueDate: exam.closes_on, status: 'UNPAID' },
    };
  });
}
