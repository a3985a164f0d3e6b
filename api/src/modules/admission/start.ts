/**
 * Starting an admission application: the applicant (created for an e-mail account that has none
 * yet), the application with its number, and the first timeline event, in one transaction. The
 * unique index applications_one_per_year makes a double click or a second tab start only one.
 */
import type { CategoryId, Eligibility } from '@portal/contracts/categories';
import type { SystemId } from '@portal/contracts/systems';
import type { Db } from '../../db/database';
import { recordEvent } from '../../forms/timeline';
import { problem } from '../../http/problems';
import type { StoredSession } from '../../sessions/session-store';
import { linkAccountSessions } from '../../sessions/session-store';
import { admissionAcademicYear } from '../../academic-year';
import { nextApplicationNumber } from './numbers';

/** Spec 9: save the draft and upload the remaining documents within 2 weeks. */
export const DRAFT_DAYS = 14;

export interface StartInput {
  session: StoredSession;
  category: CategoryId;
  eligibility: Eligibility;
  now: Date;
}

export interface Started {
  applicationId: string;
  applicationNumber: string;
  applicantId: string;
  email: string;
  name: string;
  language: string | null;
  /** When the draft must be complete (spec 9: two weeks). */
  draftDueAt: Date;
}

/** The applicant behind the session, created from the account's names and e-mail when there is none. */
async function applicantFor(tx: Db, session: StoredSession): Promise<{ id: string; email: string; name: string; language: string | null }> {
  if (session.applicantId) {
    const row = await tx.selectFrom('applicants').select(['id', 'email', 'full_name', 'language']).where('id', '=', session.applicantId).executeTakeFirstOrThrow();
    return { id: row.id, email: row.email, name: row.full_name, language: row.language };
  }
  if (!session.accountId) throw problem(403, 'ACCESS_DENIED');
  const account = await tx
    .selectFrom('accounts')
    .select(['email', 'first_name', 'last_name', 'language', 'applicant_id'])
    .where('id', '=', session.accountId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (account.applicant_id) {
    // Another tab linked the account a moment ago.
    await linkAccountSessions(tx, session.accountId, account.applicant_id);
    return applicantFor(tx, { ...session, applicantId: account.applicant_id });
  }
  const name = `${account.first_name} ${account.last_name}`.trim();
  const applicant = await tx
    .insertInto('applicants')
    .values({
      full_name: name,
      email: account.email,
      nric: null,
      date_of_birth: null,
      alt_contact_name: null,
      alt_contact_country_code: null,
      alt_contact_area_code: null,
      alt_contact_number: null,
      language: account.language,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx.updateTable('accounts').set({ applicant_id: applicant.id }).where('id', '=', session.accountId).execute();
  await linkAccountSessions(tx, session.accountId, applicant.id);
  return { id: applicant.id, email: account.email, name, language: account.language };
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

export async function startApplication(db: Db, input: StartInput): Promise<Started> {
  const academicYear = admissionAcademicYear(input.now);
  const draftDueAt = new Date(input.now.getTime() + DRAFT_DAYS * 86_400_000);
  try {
    return await db.transaction().execute(async (tx) => {
      const applicant = await applicantFor(tx, input.session);
      const applicationNumber = await nextApplicationNumber(tx, academicYear);
      const application = await tx
        .insertInto('applications')
        .values({
          applicant_id: applicant.id,
          system: input.session.system as SystemId,
          sub_category: input.session.subCategory,
          application_number: applicationNumber,
          pin_hash: null,
          category: input.category,
          eligibility: JSON.stringify(input.eligibility),
          academic_year: academicYear,
          status: 'DRAFT',
          offer_status: null,
          programme_choices: '[]',
          submitted_at: null,
          draft_due_at: draftDueAt,
          submission: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordEvent(tx, { kind: 'ADMISSION', formId: application.id }, { kind: 'CREATED', actor: 'APPLICANT', at: input.now, params: { applicationNumber } });
      return { applicationId: application.id, applicationNumber, applicantId: applicant.id, email: applicant.email, name: applicant.name, language: applicant.language, draftDueAt };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw problem(409, 'APPLICATION_EXISTS');
    throw error;
  }
}
