/** The system module: health, the settings the browser needs, the message catalogue. */
import type { FastifyInstance } from 'fastify';
import systemRoutes from './routes';

export default async function systemModule(app: FastifyInstance): Promise<void> {
  await app.register(systemRoutes);
}
