/**
 * The my-data module: an applicant's (or account holder's) own copy of everything the portal holds
 * about them, as a ZIP (issue 38, PDPA access). Every domain reads its own part of it through the
 * personal-data registry (api/src/personal-data); this module uses the other modules only through
 * their entries (the aid form's wording, the payment receipts).
 */
import type { FastifyInstance } from 'fastify';
import myDataRoutes from './routes';

// Its own record of downloads, for retention's removal of a person (personal-data/registry.ts).
export { myDataPersonalData } from './personal-data';

export default async function myDataModule(app: FastifyInstance): Promise<void> {
  await app.register(myDataRoutes);
}
