/**
 * The office module: staff sign-in with its second factor, and staff accounts for the office's
 * administrator. Each domain's console routes live in that domain's module; staff sessions, roles
 * and the audit they all use are in src/staff.
 */
import type { FastifyInstance } from 'fastify';
import officeRoutes from './routes';

export default async function officeModule(app: FastifyInstance): Promise<void> {
  await app.register(officeRoutes);
}
