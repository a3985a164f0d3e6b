/** The address module: Singapore postal-code look-up for the forms' address fields (OneMap's protocol). */
import type { FastifyInstance } from 'fastify';
import { addressLookupPlugin } from './lookup-plugin';
import addressRoutes from './routes';

export default async function addressModule(app: FastifyInstance): Promise<void> {
  await app.register(addressLookupPlugin);
  await app.register(addressRoutes);
}
