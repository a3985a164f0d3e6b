/**
 * Starting a financial aid application: it goes with one of the applicant's submitted admission
 * applications, for that application's academic year, while the office's dates for that year are
 * open, and only when at least one active scheme of the year is open to the applicant's tier. One per
 * applicant and year, a withdrawn one included (withdrawal is final: no re-apply that year); the
 * unique index financial_aid_applications_one_per_year lets one of any number of concurrent starts
 * through.
 */
import { aidSoughtOpenTo } from '@portal/contracts/schemas/financial-aid/context';
import type { Db } from '../../db/database';
import { recordEvent } from '../../forms/timeline';
import { problem } from '../../http/problems';
import { activeSchemesOfYear, admissionByNumber } from './catalogue';
import { aidFormRef } from './owned-application';
import { aidYearDates, applicationsOpen } from './years';

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** 409 for the year's existing application: withdrawn (final) or any other. */
async function refuseExisting(db: Db, applicantId: string, academicYear: string): Promise<void> {
  const existing = await db.selectFrom('financial_aid_applications').select('status').where('applicant_id', '=', applicantId).where('academic_year', '=', academicYear).executeTakeFirst();
  if (existing) throw problem(409, existing.status === 'WITHDRAWN' ? 'AID_WITHDRAWN_NO_REAPPLY' : 'AID_ALREADY_APPLIED');
}

export async function startAidApplication(db: Db, input: { applicantId: string | null; admissionApplicationNumber: string; now: Date }): Promise<{ id: string }> {
  const { applicantId, now } = input;
  const admission = applicantId ? await admissionByNumber(db, applicantId, input.admissionApplicationNumber) : null;
  if (!admission || !applicantId) throw problem(404, 'NOT_FOUND');
  if (admission.status === 'DRAFT' || admission.status === 'WITHDRAWN') throw problem(409, 'AID_ADMISSION_NOT_SUBMITTED');
  const year = admission.academic_year;
  await refuseExisting(db, applicantId, year);
  if (!applicationsOpen(await aidYearDates(db, year), now)) throw problem(409, 'AID_APPLICATIONS_CLOSED');
  if (!admission.tier || aidSoughtOpenTo(await activeSchemesOfYear(db, year), admission.tier).length === 0) throw problem(422, 'AID_NOT_ELIGIBLE');
  try {
    return await db.transaction().execute(async (tx) => {
      const created = await tx
        .insertInto('financial_aid_applications')
        .values({ applicant_id: applicantId, academic_year: year, status: 'DRAFT', submitted_at: null, admission_application_id: admission.id, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordEvent(tx, aidFormRef(created), { kind: 'CREATED', actor: 'APPLICANT', at: now, params: { admissionApplicationNumber: admission.application_number } });
      return { id: created.id };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await refuseExisting(db, applicantId, year);
    throw error;
  }
}
