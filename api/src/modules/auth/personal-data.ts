/**
 * The auth module's personal data (personal-data/registry.ts): the person's e-mail login accounts and
 * linked social accounts for their own copy (no password hash, token or provider subject), and removing
 * their sign-in records with them.
 */
import type { PersonalDataSource } from '../../personal-data/registry';

const NO_ID = '00000000-0000-0000-0000-000000000000';

export const authPersonalData: PersonalDataSource = {
  domain: 'auth',
  copy: {
    async read(db, { applicantId, accountId }) {
      const accounts = await db
        .selectFrom('accounts')
        .select(['email', 'first_name', 'last_name', 'system', 'sub_category', 'language', 'created_at'])
        .where((eb) => eb.or([eb('applicant_id', '=', applicantId ?? NO_ID), eb('id', '=', accountId ?? NO_ID)]))
        .orderBy('created_at')
        .execute();
      const loginAccounts = accounts.map((row) => ({
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        system: row.system,
        subCategory: row.sub_category,
        language: row.language,
        createdAt: row.created_at,
      }));
      if (!applicantId) return { loginAccounts };
      const social = await db.selectFrom('social_links').select(['provider', 'provider_email', 'created_at']).where('applicant_id', '=', applicantId).orderBy('created_at').execute();
      return { loginAccounts, socialAccounts: social.map((row) => ({ provider: row.provider, email: row.provider_email, linkedAt: row.created_at })) };
    },
  },
  removal: {
    // Login accounts go either way (their link to a removed applicant would only be cleared); the rest
    // would go with the applicant's row, so only a reduced applicant's need removing here.
    async removePerson(tx, applicantId, outcome) {
      await tx.deleteFrom('accounts').where('applicant_id', '=', applicantId).execute();
      if (outcome === 'REDUCED') {
        for (const table of ['social_links', 'oidc_flows'] as const) await tx.deleteFrom(table).where('applicant_id', '=', applicantId).execute();
      }
      return [];
    },
    async removeAccountHolders(tx, accountIds) {
      await tx.deleteFrom('accounts').where('id', 'in', accountIds).where('applicant_id', 'is', null).execute();
    },
  },
};
