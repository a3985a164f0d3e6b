/**
 * The my-data module: an applicant's (or account holder's) own copy of everything the portal holds
 * about them, as a ZIP (issue 38, PDPA access). It reads every domain's records of the person,
 * read-only, and uses the other modules only through their entries (the aid form's wording, the
 * payment receipts).
 */
import type { FastifyInstance } from 'fastify';
import myDataRoutes from './routes';

export default async function myDataModule(app: FastifyInstance): Promise<void> {
  await app.register(myDataRoutes);
}
