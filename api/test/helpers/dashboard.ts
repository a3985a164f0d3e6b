/**
 * What the office dashboards' tests share (issue 37): a person to hang a seeded application on, and
 * a chart of an answer as { row key: values }, the figures a test compares with those counted by hand.
 */
import type { Dashboard } from '@portal/contracts/office/dashboard';
import type { Db } from '../../src/db/database';

/** A bare applicant (no sign-in, no contact), numbered so the e-mail addresses stay unique; answers their id. */
export async function insertApplicant(db: Db, name: string, email: string): Promise<string> {
  const person = await db
    .insertInto('applicants')
    .values({ full_name: name, email, nric: null, alt_contact_name: null, alt_contact_country_code: null, alt_contact_area_code: null, alt_contact_number: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return person.id;
}

/** A chart of the answer by its id, as { row key: the row's values }. */
export function chartValues(figures: Dashboard, id: string): Record<string, Record<string, number | null>> {
  const found = figures.charts.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no chart ${id} in ${figures.charts.map((chart) => chart.id).join(', ')}`);
  return Object.fromEntries(found.rows.map((row) => [row.key, row.values]));
}
