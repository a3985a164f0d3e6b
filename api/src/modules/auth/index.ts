/**
 * The auth module: applicants' sign-in (PIN, e-mail, national identity, social accounts), sign-out,
 * the session's state and keep-alive, and the OpenID Connect flows behind them (oidc/).
 */
import type { FastifyInstance } from 'fastify';
import nationalIdentityRoutes from './national-identity-routes';
import { deleteExpiredFlows } from './oidc/flow-store';
import { deleteExpiredPendingSocialSignIns } from './oidc/social-accounts';
import signInRoutes from './routes';
import socialRoutes from './social-routes';

export { deleteExpiredFlows, deleteExpiredPendingSocialSignIns };
// Its part of an applicant's copy of their data and of retention's removals (personal-data/registry.ts).
export { authPersonalData } from './personal-data';

export default async function authModule(app: FastifyInstance): Promise<void> {
  await app.register(signInRoutes);
  await app.register(nationalIdentityRoutes);
  await app.register(socialRoutes);
}
