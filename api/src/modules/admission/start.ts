/**
 * Starting an admission application: the applicant (created for an e-mail account that has none
 * yet), the application with its number, and the first timeline event, in one transaction. The
 * unique index applications_one_per_year makes a double click or a second tab start only one.
 *
 * A start is safe to retry (issue 34): the browser names each Start with a key (START_KEY_HEADER),
 * kept on the application it makes. When the answer is lost (a busy evening, a dropped connection)
 * and the browser sends the same start again, the key finds that application and the same answer is
 * given, instead of 409 APPLICATION_EXISTS for the applicant's own first attempt. A key is looked up
 * only among the session's applicant's applications, and only with the same answers: another start
 * still meets the one-per-year rule.
 */
import type { CategoryId, Eligibility } from '@portal/contracts/categories';
import { START_KEY_PATTERN } from '@portal/contracts/admission/api';
import type { SystemId } from '@portal/contracts/systems';
import { isDeepStrictEqual } from 'node:util';
import type { Db } from '../../db/database';
import { recordEvent } from '../../forms/timeline';
import { problem } from '../../http/problems';
import type { StoredSession } from '../../sessions/session-store';
import { linkAccountSessions } from '../../sessions/session-store';
import { admissionAcademicYear } from '../../academic-year';
import { nextApplicationNumber } from './numbers';
import type { PersonName } from '@portal/contracts/person-name';
import { APPLICANT_NAME_COLUMNS, applicantName, applicantNameColumns, applicantNameFromAccount } from '../../mail/applicant-name';

/** Spec 9: save the draft and upload the remaining documents within 2 weeks. */
export const DRAFT_DAYS = 14;

export interface StartInput {
  session: StoredSession;
  category: CategoryId;
  eligibility: Eligibility;
  now: Date;
  /** The browser's key for this start (START_KEY_HEADER); null when it sent none. */
  startKey: string | null;
}

export interface Started {
  applicationId: string;
  applicationNumber: string;
  applicantId: string;
  email: string;
  /** The applicant's name as e-mails greet them (in parts when made from an e-mail account). */
  name: PersonName;
  language: string | null;
  /** When the draft must be complete (spec 9: two weeks). */
  draftDueAt: Date;
  /** True when this start was made before (the same key): nothing new was created or sent. */
  repeated: boolean;
}

/**
 * The applicant behind the session, created from the account's names and e-mail when there is none:
 * the whole name "<first> <last>", and the parts kept for e-mails to write in their language's order.
 */
async function applicantFor(tx: Db, session: StoredSession): Promise<{ id: string; email: string; name: PersonName; language: string | null }> {
  if (session.applicantId) {
    const row = await tx.selectFrom('applicants').select(['id', 'email', 'language', ...APPLICANT_NAME_COLUMNS]).where('id', '=', session.applicantId).executeTakeFirstOrThrow();
    return { id: row.id, email: row.email, name: applicantName(row), language: row.language };
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
  const names = applicantNameFromAccount(account);
  const applicant = await tx
    .insertInto('applicants')
    .values({
      ...names,
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
  return { id: applicant.id, email: account.email, name: applicantName(names), language: account.language };
}

/** The start's key from its header: none is fine (a start as before), one that is not a key is refused. */
export function startKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !START_KEY_PATTERN.test(header)) throw problem(400, 'BAD_REQUEST');
  return header;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** The session's applicant, when there is one yet (an e-mail account gets one at its first start). */
async function sessionApplicantId(db: Db, session: StoredSession): Promise<string | null> {
  if (session.applicantId) return session.applicantId;
  if (!session.accountId) return null;
  const account = await db.selectFrom('accounts').select('applicant_id').where('id', '=', session.accountId).executeTakeFirst();
  return account?.applicant_id ?? null;
}

/** The application an earlier send of this same start made: the same key, system and answers, of the session's applicant. */
async function startedBefore(db: Db, input: StartInput): Promise<Started | null> {
  if (!input.startKey) return null;
  const applicantId = await sessionApplicantId(db, input.session);
  if (!applicantId) return null;
  const row = await db
    .selectFrom('applications as app')
    .innerJoin('applicants as who', 'who.id', 'app.applicant_id')
    .select(['app.id', 'app.application_number', 'app.category', 'app.eligibility', 'app.draft_due_at', 'who.email', 'who.language', ...applicantNameColumns('who')])
    .where('app.applicant_id', '=', applicantId)
    .where('app.system', '=', input.session.system)
    .where('app.start_key', '=', input.startKey)
    .where('app.status', '<>', 'WITHDRAWN')
    .executeTakeFirst();
  // Compared as stored: JSON keeps no undefined answers, and the column no key order.
  if (!row || row.category !== input.category || !isDeepStrictEqual(row.eligibility, JSON.parse(JSON.stringify(input.eligibility)))) return null;
  return {
    applicationId: row.id,
    applicationNumber: row.application_number,
    applicantId,
    email: row.email,
    name: applicantName(row),
    language: row.language,
    draftDueAt: row.draft_due_at ?? new Date(input.now.getTime() + DRAFT_DAYS * 86_400_000),
    repeated: true,
  };
}

export async function startApplication(db: Db, input: StartInput): Promise<Started> {
  const before = await startedBefore(db, input);
  if (before) return before;
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
          start_key: input.startKey,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordEvent(tx, { kind: 'ADMISSION', formId: application.id }, { kind: 'CREATED', actor: 'APPLICANT', at: input.now, params: { applicationNumber } });
      return { applicationId: application.id, applicationNumber, applicantId: applicant.id, email: applicant.email, name: applicant.name, language: applicant.language, draftDueAt, repeated: false };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      // The same start sent twice at once: the other send made the application; answer it too.
      const concurrent = await startedBefore(db, input);
      if (concurrent) return concurrent;
      throw problem(409, 'APPLICATION_EXISTS');
    }
    throw error;
  }
}
