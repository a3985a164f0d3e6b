/** OpenAPI description of every route (collected as routes register), with Swagger UI at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { portalCookies } from './cookies';

export const OPENAPI_DOCS_PREFIX = '/api/docs';

export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Undergraduate Applicant Portal API',
        version: '1.0.0',
        description:
          'Every 4xx/5xx answer is {"errors":[{"code","message","field?"}]} with codes from GET /api/system/messages. ' +
          'State-changing calls need the X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie.',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: portalCookies(config).session.name },
          xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
        },
      },
    },
  });
}

/** Swagger UI is registered after the routes so it is not listed among them. */
export async function registerOpenApiUi(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, { routePrefix: OPENAPI_DOCS_PREFIX });
}
