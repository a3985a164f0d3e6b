/**
 * Entrance exams as the Office of Admissions keeps them (issue 11): reading, defining, changing and
 * closing. Every change is one conditional UPDATE of the exam row, so it cannot pass a registration
 * landing at the same moment (see migration 0019): a fee changes only while nobody has registered,
 * and a closed exam changes no more. Each change is recorded in staff_audit (target ENTRANCE_EXAM,
 * the exam's id) in the same transaction as the change (the *Audited functions, the only ones
 * exported). Registrations (entrance-exam-registrations.ts) read exams through readExams.
 */
import type { OfficeEntranceExam } from '@portal/contracts/entrance-exams';
import { amountToCents } from '@portal/contracts/household-income';
import { parseDisplayDate } from '@portal/contracts/schemas/dates';
import type { EntranceExamInput } from '@portal/contracts/schemas/entrance-exams';
import { UUID_PATTERN } from '@portal/contracts/schemas/entrance-exams';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { fieldProblem, problem } from '../../http/problems';
import { toIso } from '../../http/list-route';
import { recordStaffAction } from '../../staff/audit';

/** The exams' rows with their dates as calendar days (::text: no time zone moves a day). */
export function readExams(db: Db) {
  return db
    .selectFrom('entrance_exams')
    .select([
      'id',
      'name_en',
      'name_zh',
      sql<string>`exam_date::text`.as('exam_date'),
      'starts_at',
      'ends_at',
      'venue_en',
      'venue_zh',
      'fee_cents',
      'programmes',
      sql<string>`registration_closes_on::text`.as('registration_closes_on'),
      'previous_attempt_within_two_years',
      'status',
      'registration_count',
      'created_at',
      'updated_at',
      'closed_at',
    ]);
}

type ExamRow = Awaited<ReturnType<ReturnType<typeof readExams>['executeTakeFirstOrThrow']>>;

export const toOfficeExam = (row: ExamRow): OfficeEntranceExam => ({
  id: row.id,
  nameEn: row.name_en,
  nameZh: row.name_zh,
  examDate: row.exam_date,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  venueEn: row.venue_en,
  venueZh: row.venue_zh,
  feeCents: row.fee_cents,
  programmes: row.programmes,
  registrationClosesOn: row.registration_closes_on,
  previousAttemptWithinTwoYears: row.previous_attempt_within_two_years,
  status: row.status,
  registrations: row.registration_count,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: toIso(row.updated_at),
  closedAt: toIso(row.closed_at),
});

/** Open exams first, then by exam date. */
export async function listExams(db: Db): Promise<OfficeEntranceExam[]> {
  const rows = await readExams(db).orderBy('status', 'desc').orderBy('exam_date').orderBy('name_en').execute();
  return rows.map(toOfficeExam);
}

/** One exam; an id that is not a UUID is as unknown as one that names no exam (404). */
export async function findExam(db: Db, examId: string): Promise<OfficeEntranceExam> {
  const row = UUID_PATTERN.test(examId) ? await readExams(db).where('id', '=', examId).executeTakeFirst() : undefined;
  if (!row) throw problem(404, 'EXAM_NOT_FOUND');
  return toOfficeExam(row);
}

/** The columns an exam form's answers set (the schema has checked them: dates and the fee parse). */
function examColumns(input: EntranceExamInput) {
  return {
    name_en: input.nameEn,
    name_zh: input.nameZh,
    exam_date: parseDisplayDate(input.examDate)!,
    starts_at: input.startsAt,
    ends_at: input.endsAt || null,
    venue_en: input.venueEn,
    venue_zh: input.venueZh,
    fee_cents: amountToCents(input.fee)!,
    programmes: JSON.stringify(input.programmes),
    registration_closes_on: parseDisplayDate(input.registrationClosesOn)!,
    previous_attempt_within_two_years: input.previousAttemptWithinTwoYears,
  };
}

async function createExam(db: Db, input: EntranceExamInput, staffId: string, now: Date): Promise<string> {
  const row = await db
    .insertInto('entrance_exams')
    .values({ ...examColumns(input), created_by: staffId, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Changes an open exam. The fee may change only while nobody has registered (registrations keep
 * the fee they were charged): 400 EXAM_FEE_LOCKED on the fee field; a closed exam is 409 EXAM_CLOSED.
 */
async function updateExam(db: Db, examId: string, input: EntranceExamInput, staffId: string, now: Date): Promise<void> {
  const columns = examColumns(input);
  const updated = await db
    .updateTable('entrance_exams')
    .set({ ...columns, updated_by: staffId, updated_at: now })
    .where('id', '=', examId)
    .where('status', '=', 'OPEN')
    .where((eb) => eb.or([eb('registration_count', '=', 0), eb('fee_cents', '=', columns.fee_cents)]))
    .returning('id')
    .executeTakeFirst();
  if (updated) return;
  const current = await findExam(db, examId);
  if (current.status === 'CLOSED') throw problem(409, 'EXAM_CLOSED');
  throw fieldProblem(400, 'EXAM_FEE_LOCKED', 'fee');
}

/** Closes an open exam: no further registrations; those made stand, with their fees. */
async function closeExam(db: Db, examId: string, staffId: string, now: Date): Promise<void> {
  const closed = await db
    .updateTable('entrance_exams')
    .set({ status: 'CLOSED', closed_by: staffId, closed_at: now })
    .where('id', '=', examId)
    .where('status', '=', 'OPEN')
    .returning('id')
    .executeTakeFirst();
  if (!closed) throw problem(409, 'EXAM_CLOSED');
}

// ---------------------------------------------------------------------------------------------
// The office's changes, each with its staff_audit record in one transaction

/** What the audit keeps of a form's answers: everything but the names' wording, which the exam row has. */
const auditFacts = (input: EntranceExamInput) => ({ fee: input.fee, examDate: input.examDate, closesOn: input.registrationClosesOn, programmes: input.programmes, twoYearRule: input.previousAttemptWithinTwoYears });

const audit = (tx: Db, staffId: string, action: string, examId: string, params: Record<string, unknown>, at: Date) =>
  recordStaffAction(tx, { staffId, action, targetKind: 'ENTRANCE_EXAM', targetId: examId, params, at });

/** Defines an exam (createExam) with its audit record; answers its id. */
export async function createExamAudited(db: Db, input: EntranceExamInput, staffId: string, now: Date): Promise<string> {
  return db.transaction().execute(async (tx) => {
    const id = await createExam(tx, input, staffId, now);
    await audit(tx, staffId, 'ENTRANCE_EXAM_CREATED', id, auditFacts(input), now);
    return id;
  });
}

/** Changes an open exam (updateExam: its refusals) with its audit record. */
export async function updateExamAudited(db: Db, examId: string, input: EntranceExamInput, staffId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await updateExam(tx, examId, input, staffId, now);
    await audit(tx, staffId, 'ENTRANCE_EXAM_UPDATED', examId, auditFacts(input), now);
  });
}

/** Closes an open exam (closeExam: 409 when closed already) with its audit record, which keeps how many had registered. */
export async function closeExamAudited(db: Db, exam: Pick<OfficeEntranceExam, 'id' | 'registrations'>, staffId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await closeExam(tx, exam.id, staffId, now);
    await audit(tx, staffId, 'ENTRANCE_EXAM_CLOSED', exam.id, { registrations: exam.registrations }, now);
  });
}
