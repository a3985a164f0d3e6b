/**
 * Demo data for development and the end-to-end suites: one applicant with a submitted application
 * and an unpaid application fee and a linked Google sign-in, and one e-mail login account with no
 * application yet.
 * Seeded only outside production; safe to run on every start (rows that exist are left alone).
 */
import { hashSecret } from '../security/passwords';
import type { Db } from './database';

export const DEMO = {
  applicant: {
    fullName: 'TAN MEI LING',
    nric: 'S1234567D',
    dateOfBirth: '2006-01-01',
    email: 'demo.applicant@example.edu',
    altContactName: 'TAN AH KOW',
    altContactCountryCode: '65',
    altContactNumber: '91234567',
  },
  application: { system: 'ADM', applicationNumber: '24000001', pin: 'Demo2026' },
  /** The social sign-in linked to the demo applicant (what the social-account enquiry reports). */
  socialLink: { provider: 'Google', providerSubject: '104857329410982376541', providerEmail: 'tan.meiling@gmail.com' },
  applicationFeeCents: 1000,
  account: {
    email: 'demo.account@example.edu',
    password: 'Portal#Demo2026',
    firstName: 'DEMO',
    lastName: 'ACCOUNT',
    system: 'ADM',
    subCategory: 'ADM',
  },
} as const;

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export async function seedDemoData(db: Db, now: Date = new Date()): Promise<void> {
  // Hash before the transaction: Argon2 is slow and PGlite's single connection would wait for it.
  const [pinHash, passwordHash] = await Promise.all([hashSecret(DEMO.application.pin), hashSecret(DEMO.account.password)]);

  await db.transaction().execute(async (tx) => {
    let applicant = await tx
      .selectFrom('applicants')
      .select('id')
      .where((eb) => eb(eb.fn('upper', ['nric']), '=', DEMO.applicant.nric))
      .executeTakeFirst();
    if (!applicant) {
      const a = DEMO.applicant;
      applicant = await tx
        .insertInto('applicants')
        .values({
          full_name: a.fullName,
          nric: a.nric,
          date_of_birth: a.dateOfBirth,
          email: a.email,
          alt_contact_name: a.altContactName,
          alt_contact_country_code: a.altContactCountryCode,
          alt_contact_area_code: null,
          alt_contact_number: a.altContactNumber,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    }

    const existingApplication = await tx
      .selectFrom('applications')
      .select('id')
      .where('system', '=', DEMO.application.system)
      .where('application_number', '=', DEMO.application.applicationNumber)
      .executeTakeFirst();
    if (!existingApplication) {
      const application = await tx
        .insertInto('applications')
        .values({
          applicant_id: applicant.id,
          system: DEMO.application.system,
          application_number: DEMO.application.applicationNumber,
          pin_hash: pinHash,
          category: 'Singapore-Cambridge GCE A-Level',
          academic_year: '2026/2027',
          status: 'SUBMITTED',
          offer_status: null,
          programme_choices: JSON.stringify([
            { rank: 1, programme: 'Computer Science' },
            { rank: 2, programme: 'Business Administration' },
            { rank: 3, programme: 'Mathematics' },
          ]),
          submitted_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('fees')
        .values({
          kind: 'APPLICATION_FEE',
          applicant_id: applicant.id,
          application_id: application.id,
          description: 'Application fee',
          amount_cents: DEMO.applicationFeeCents,
          status: 'UNPAID',
          due_date: addDays(now, 14),
        })
        .execute();
    }

    const existingLink = await tx
      .selectFrom('social_links')
      .select('id')
      .where('provider', '=', DEMO.socialLink.provider)
      .where('provider_subject', '=', DEMO.socialLink.providerSubject)
      .executeTakeFirst();
    if (!existingLink) {
      await tx
        .insertInto('social_links')
        .values({
          applicant_id: applicant.id,
          provider: DEMO.socialLink.provider,
          provider_subject: DEMO.socialLink.providerSubject,
          provider_email: DEMO.socialLink.providerEmail,
        })
        .execute();
    }

    const existingAccount = await tx
      .selectFrom('accounts')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', DEMO.account.email))
      .executeTakeFirst();
    if (!existingAccount) {
      const c = DEMO.account;
      await tx
        .insertInto('accounts')
        .values({
          email: c.email,
          password_hash: passwordHash,
          first_name: c.firstName,
          last_name: c.lastName,
          system: c.system,
          sub_category: c.subCategory,
          applicant_id: null,
        })
        .execute();
    }
  });
}
