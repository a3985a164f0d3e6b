/**
 * The applicant module's personal data (personal-data/registry.ts): the person's own record for their
 * copy, and its removal once nothing of theirs is left — the row itself (what is still keyed by it goes
 * with it), or, when a paid fee keeps them, the record reduced to the name, e-mail address and language
 * its receipts need, and their retrieved identity data removed.
 */
import { sql } from 'kysely';
import type { PersonalDataSource } from '../../personal-data/registry';

export const applicantPersonalData: PersonalDataSource = {
  domain: 'applicant',
  copy: {
    async read(db, { applicantId }) {
      if (!applicantId) return {};
      const row = await db
        .selectFrom('applicants')
        .select([
          'full_name',
          'given_name',
          'family_name',
          'nric',
          'verified_nric',
          'nric_verified_at',
          sql<string | null>`date_of_birth::text`.as('date_of_birth'),
          'email',
          'alt_contact_name',
          'alt_contact_country_code',
          'alt_contact_area_code',
          'alt_contact_number',
          'language',
          'created_at',
        ])
        .where('id', '=', applicantId)
        .executeTakeFirst();
      if (!row) return {};
      return {
        person: {
          fullName: row.full_name,
          givenName: row.given_name,
          familyName: row.family_name,
          declaredNric: row.nric,
          verifiedNric: row.verified_nric,
          nricVerifiedAt: row.nric_verified_at,
          dateOfBirth: row.date_of_birth,
          email: row.email,
          alternativeContact: { name: row.alt_contact_name, countryCode: row.alt_contact_country_code, areaCode: row.alt_contact_area_code, number: row.alt_contact_number },
          language: row.language,
          createdAt: row.created_at,
        },
      };
    },
  },
  removal: {
    async removePerson(tx, applicantId, outcome) {
      if (outcome === 'REDUCED') await tx.deleteFrom('identity_retrievals').where('applicant_id', '=', applicantId).execute();
      return [];
    },
    async removePersonRecord(tx, applicantId, outcome, now) {
      if (outcome === 'REMOVED') {
        await tx.deleteFrom('applicants').where('id', '=', applicantId).execute();
        return;
      }
      await tx
        .updateTable('applicants')
        .set({
          nric: null,
          verified_nric: null,
          nric_verified_at: null,
          date_of_birth: null,
          alt_contact_name: null,
          alt_contact_country_code: null,
          alt_contact_area_code: null,
          alt_contact_number: null,
          personal_data_removed_at: now,
        })
        .where('id', '=', applicantId)
        .execute();
    },
  },
};
