/**
 * Starting a scholarship application: it goes with one of the applicant's submitted admission
 * applications, for that application's academic year. One per applicant and academic year: the
 * unique index scholarship_applications_one_per_year lets exactly one of any number of concurrent
 * starts through, and the others are told the application exists.
 */
import type { Db } from '../../db/database';
import { recordEvent } from '../../forms/timeline';
import { problem } from '../../http/problems';

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

export async function startScholarshipApplication(
  db: Db,
  input: { applicantId: string | null; admissionApplicationNumber: string; now: Date },
): Promise<{ id: string }> {
  const admission = input.applicantId
    ? await db
        .selectFrom('applications')
        .select(['id', 'academic_year', 'status', 'application_number'])
        .where('applicant_id', '=', input.applicantId)
        .where('application_number', '=', input.admissionApplicationNumber)
        .executeTakeFirst()
    : undefined;
  if (!admission || !input.applicantId) throw problem(404, 'NOT_FOUND');
  // A withdrawn application is no more a basis for a scholarship than a draft.
  if (admission.status === 'DRAFT' || admission.status === 'WITHDRAWN') throw problem(409, 'ADMISSION_NOT_SUBMITTED');
  const applicantId = input.applicantId;
  try {
    return await db.transaction().execute(async (tx) => {
      const created = await tx
        .insertInto('scholarship_applications')
        .values({
          applicant_id: applicantId,
          academic_year: admission.academic_year,
          status: 'DRAFT',
          choices: '[]',
          submitted_at: null,
          admission_application_id: admission.id,
          reference: null,
          submission: null,
          created_at: input.now,
          updated_at: input.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordEvent(tx, { kind: 'SCHOLARSHIP', formId: created.id }, {
        kind: 'CREATED',
        actor: 'APPLICANT',
        at: input.now,
        params: { admissionApplicationNumber: admission.application_number },
      });
      return { id: created.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw problem(409, 'SCHOLARSHIP_APPLICATION_EXISTS');
    throw error;
  }
}
