/**
 * The applicant module: what belongs to the person rather than to one application — the dashboard
 * (its action items come from every domain through app.actionItems), which application the portal
 * follows, the NRIC the applicant verified, and identity data retrieved from Myinfo.
 */
import type { FastifyInstance } from 'fastify';
import applicantRoutes from './routes';

export { applicationChoices, followApplication } from './application-choice';
export { deleteExpiredRetrievals, findRetrieval, IDENTITY_DATA_WINDOW_MS, keepRetrieval, type Retrieval } from './identity-retrievals';
export { personFromMyinfo } from './myinfo';
// Its part of an applicant's copy of their data and of retention's removals (personal-data/registry.ts).
export { applicantPersonalData } from './personal-data';
export { applicantWithVerifiedNric, nricOf, NricVerifiedElsewhere, sameNricElsewhere, verifyNric } from './nric-records';

export default async function applicantModule(app: FastifyInstance): Promise<void> {
  await app.register(applicantRoutes);
}
