// What the database holds for the applicants, read straight from PostgreSQL with the API's own `pg`
// client (tables and columns: api/src/db/schema.ts), to be compared with what their browsers know.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../workspace.mjs';

const pg = createRequire(path.join(ROOT, 'api/package.json'))('pg');

/** The English subject of the confirmation submit enqueues (api/src/modules/admission/mail.ts). */
const SUBMITTED_SUBJECT = '%has been submitted%';

const countsBy = (rows, key) => new Map(rows.map((row) => [row[key], Number(row.count)]));

/**
 * For `applicants`: each application's status and submission time, each section's data and version
 * (keyed `${applicationNumber}/${section}`), and per application the application fees, SUBMITTED
 * timeline events and submission confirmations queued (submit.ts and the submit route make one each).
 */
export async function readStoredState(databaseUrl, applicants) {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000, query_timeout: 10_000 });
  await client.connect();
  try {
    const numbers = applicants.map((applicant) => applicant.applicationNumber);
    const { rows: applications } = await client.query('SELECT id::text AS id, application_number, status, submitted_at FROM applications WHERE application_number = ANY($1::text[])', [numbers]);
    const ids = applications.map((application) => application.id);
    const numberOf = new Map(applications.map((application) => [application.id, application.application_number]));
    const { rows: sections } = await client.query("SELECT form_id::text AS form_id, section, data, version FROM form_sections WHERE form_kind = 'ADMISSION' AND form_id = ANY($1::uuid[])", [ids]);
    const { rows: fees } = await client.query("SELECT application_id::text AS id, count(*) FROM fees WHERE kind = 'APPLICATION_FEE' AND application_id = ANY($1::uuid[]) GROUP BY 1", [ids]);
    const { rows: events } = await client.query("SELECT form_id::text AS id, count(*) FROM form_events WHERE form_kind = 'ADMISSION' AND kind = 'SUBMITTED' AND form_id = ANY($1::uuid[]) GROUP BY 1", [ids]);
    const { rows: mails } = await client.query('SELECT to_address, count(*) FROM outbox WHERE subject LIKE $1 AND to_address = ANY($2::text[]) GROUP BY 1', [
      SUBMITTED_SUBJECT,
      applicants.map((applicant) => applicant.email),
    ]);
    const feeCounts = countsBy(fees, 'id');
    const eventCounts = countsBy(events, 'id');
    const mailCounts = countsBy(mails, 'to_address');
    const emailOf = new Map(applicants.map((applicant) => [applicant.applicationNumber, applicant.email]));
    return {
      sections: new Map(sections.map((row) => [`${numberOf.get(row.form_id)}/${row.section}`, { data: row.data, version: row.version }])),
      applications: new Map(
        applications.map((row) => [
          row.application_number,
          {
            status: row.status,
            submittedAt: row.submitted_at,
            fees: feeCounts.get(row.id) ?? 0,
            submittedEvents: eventCounts.get(row.id) ?? 0,
            confirmations: mailCounts.get(emailOf.get(row.application_number)) ?? 0,
          },
        ]),
      ),
    };
  } finally {
    await client.end();
  }
}
