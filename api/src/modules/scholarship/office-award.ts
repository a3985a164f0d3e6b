/** The office's whole view of a scholarship award: outcome, reply, undertaking and sureties (never their links). */
import type { GuardianEndorsement, OfficeScholarshipAward } from '@portal/contracts/scholarship/award';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ScholarshipApplicationRef } from './owned-scholarship';
import type { ScholarshipTerms } from '@portal/contracts/scholarship/award';
import { suretyViews } from './sureties';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export async function officeScholarshipAward(db: Db, application: ScholarshipApplicationRef): Promise<OfficeScholarshipAward> {
  const applicant = await db.selectFrom('applicants').select('full_name').where('id', '=', application.applicantId).executeTakeFirstOrThrow();
  const outcome = await db
    .selectFrom('scholarship_outcomes as outcome')
    .innerJoin('staff_accounts as recorder', 'recorder.id', 'outcome.recorded_by')
    .leftJoin('staff_accounts as releaser', 'releaser.id', 'outcome.released_by')
    .select([
      'outcome.result',
      'outcome.terms',
      'outcome.remarks',
      'outcome.recorded_at',
      'outcome.released_at',
      'outcome.response',
      'outcome.decline_reason',
      'outcome.responded_at',
      sql<string | null>`outcome.reply_due_on::text`.as('reply_due_on'),
      'recorder.full_name as recorded_by_name',
      'releaser.full_name as released_by_name',
    ])
    .where('outcome.application_id', '=', application.id)
    .executeTakeFirst();
  const undertaking = await db.selectFrom('scholarship_undertakings').selectAll().where('application_id', '=', application.id).executeTakeFirst();
  const current = await db.selectFrom('scholarship_applications').select('status').where('id', '=', application.id).executeTakeFirstOrThrow();
  return {
    applicationId: application.id,
    reference: application.reference,
    academicYear: application.academicYear,
    status: current.status,
    applicantName: applicant.full_name,
    outcome: outcome
      ? {
          result: outcome.result,
          terms: outcome.terms as ScholarshipTerms | null,
          replyDueDate: outcome.reply_due_on,
          remarks: outcome.remarks,
          recordedAt: iso(outcome.recorded_at)!,
          recordedBy: outcome.recorded_by_name,
          releasedAt: iso(outcome.released_at),
          releasedBy: outcome.released_by_name,
          response: outcome.response,
          declineReason: outcome.decline_reason,
          respondedAt: iso(outcome.responded_at),
        }
      : null,
    undertaking: undertaking
      ? { acceptedAt: undertaking.accepted_at.toISOString(), acceptedName: undertaking.accepted_name, language: undertaking.language, guardian: (undertaking.guardian as GuardianEndorsement | null) ?? null }
      : null,
    sureties: await suretyViews(db, application),
  };
}
