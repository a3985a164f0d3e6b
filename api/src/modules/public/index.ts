/**
 * The public module: the self-service helpers anyone may use without signing in — PIN reset,
 * application-number retrieval, e-mail registration with a one-time code, social-account enquiry.
 */
import type { FastifyInstance } from 'fastify';
import publicRoutes, { type PublicRoutesOptions } from './routes';

export { consumeRegistrationGrant, deleteExpiredPublicRows, normaliseEmail } from './store';

export default async function publicModule(app: FastifyInstance, options: PublicRoutesOptions): Promise<void> {
  await app.register(publicRoutes, options);
}
