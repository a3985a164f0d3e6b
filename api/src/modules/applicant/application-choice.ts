/**
 * Switch application: which of the applicant's applications the portal follows in this session.
 * The choice is the session's (chosen_application_id); without one, the application the applicant
 * signed in with, else the newest. Only the applicant's own applications can be chosen: another
 * applicant's number answers 404, exactly like a number that does not exist.
 */
import type { ApplicationChoice, ApplicationChoices, AdmissionStatus } from '@portal/contracts/api';
import type { SystemId } from '@portal/contracts/systems';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { problem } from '../../http/problems';
import type { StoredSession } from '../../sessions/session-store';

interface ChoiceRow extends ApplicationChoice {
  id: string;
}

async function applicationsOf(db: Db, applicantId: string): Promise<ChoiceRow[]> {
  const rows = await db
    .selectFrom('applications')
    // The name on the application: what was submitted, else the Personal Particulars typed so far.
    .leftJoin('form_sections as particulars', (join) =>
      join
        .onRef('particulars.form_id', '=', 'applications.id')
        .on('particulars.form_kind', '=', 'ADMISSION')
        .on('particulars.section', '=', 'personalParticulars'),
    )
    .select(['applications.id', 'application_number', 'system', 'category', 'academic_year', 'status'])
    .select(
      sql<string | null>`coalesce(nullif(trim(applications.submission #>> '{sections,personalParticulars,fullName}'), ''), nullif(trim(particulars.data ->> 'fullName'), ''))`.as('applicant_name'),
    )
    .where('applicant_id', '=', applicantId)
    .orderBy('applications.created_at', 'desc')
    .orderBy('application_number', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    applicationNumber: row.application_number,
    system: row.system as SystemId,
    category: row.category,
    academicYear: row.academic_year,
    status: row.status as AdmissionStatus,
    applicantName: row.applicant_name,
  }));
}

async function chosenApplicationId(db: Db, session: StoredSession): Promise<string | null> {
  const row = await db.selectFrom('sessions').select('chosen_application_id').where('id_hash', '=', session.idHash).executeTakeFirst();
  return row?.chosen_application_id ?? null;
}

export async function applicationChoices(db: Db, session: StoredSession): Promise<ApplicationChoices> {
  if (!session.applicantId) return { current: null, applications: [] };
  const [rows, chosenId] = await Promise.all([applicationsOf(db, session.applicantId), chosenApplicationId(db, session)]);
  const current = rows.find((row) => row.id === chosenId) ?? rows.find((row) => row.id === session.applicationId) ?? rows[0];
  return {
    current: current?.applicationNumber ?? null,
    applications: rows.map(({ id: _id, ...choice }) => choice),
  };
}

/** The session follows an application it has just started (its owner was checked by starting it). */
export async function followApplication(db: Db, session: StoredSession, applicationId: string): Promise<void> {
  await db.updateTable('sessions').set({ chosen_application_id: applicationId }).where('id_hash', '=', session.idHash).execute();
}

/** Makes one of the applicant's own applications the one this session follows. */
export async function chooseApplication(db: Db, session: StoredSession, applicationNumber: string): Promise<void> {
  const application = session.applicantId
    ? await db
        .selectFrom('applications')
        .select('id')
        .where('applicant_id', '=', session.applicantId)
        .where('application_number', '=', applicationNumber)
        .executeTakeFirst()
    : undefined;
  if (!application) throw problem(404, 'NOT_FOUND');
  await followApplication(db, session, application.id);
}
