/**
 * my-data's own record of a person (my_data_downloads: which copies of their data left the portal), as
 * a personal data source for retention's removals. A removed applicant's rows go with their record;
 * a reduced one's are removed here. Not in personal-data/sources.ts: that list is the domains', which
 * my-data reads itself, and this module reads no one's downloads for a copy.
 */
import type { PersonalDataSource } from '../../personal-data/registry';

export const myDataPersonalData: PersonalDataSource = {
  domain: 'my-data',
  removal: {
    async removePerson(tx, applicantId, outcome) {
      if (outcome === 'REDUCED') await tx.deleteFrom('my_data_downloads').where('applicant_id', '=', applicantId).execute();
      return [];
    },
  },
};
