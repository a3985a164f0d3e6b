/** The content module: the office's published pages (the FAQ), read from its content files. */
import type { FastifyInstance } from 'fastify';
import contentRoutes from './routes';

export default async function contentModule(app: FastifyInstance): Promise<void> {
  await app.register(contentRoutes);
}
