/** OpenAPI description of every route (collected as routes register), with Swagger UI at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { isSchema, type AnySchema } from 'yup';
import type { Config } from '../config';
import { portalCookies } from './cookies';
import { jsonSchemaOf } from './json-schema-of';
import { isContextualBody, isMultipartBody, mayBeOmitted } from './validation';

export const OPENAPI_DOCS_PREFIX = '/api/docs';

/** A route part's description: a shared yup schema (the route's validation, http/validation.ts) as JSON Schema. */
function described(part: unknown): unknown {
  if (isContextualBody(part)) return jsonSchemaOf(part.contextualBody);
  if (isMultipartBody(part)) {
    const fields = jsonSchemaOf(part.multipartFields) as { properties?: object; required?: string[] };
    const file = { type: 'string', format: 'binary', description: 'Sent after the other fields' };
    return { ...fields, properties: { ...fields.properties, [part.fileField]: file }, required: [...(fields.required ?? []), part.fileField] };
  }
  if (!isSchema(part)) return part;
  const schema = jsonSchemaOf(part as AnySchema);
  return mayBeOmitted(part) ? { ...schema, [MAY_BE_OMITTED]: true } : schema;
}

/** Marks a body the client may leave out, until the document is finished (@fastify/swagger calls every body required). */
const MAY_BE_OMITTED = 'x-may-be-omitted';

type Operation = { requestBody?: { required?: boolean; content?: Record<string, { schema?: Record<string, unknown> }> } };

/** A body the client may leave out is not required (optionalBody and noBody, http/validation.ts). */
function bodiesMayBeOmitted<T extends { paths?: object }>(document: T): T {
  for (const operations of Object.values(document.paths ?? {}) as Array<Record<string, Operation> | undefined>) {
    for (const operation of Object.values(operations ?? {})) {
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      if (!schema?.[MAY_BE_OMITTED]) continue;
      delete schema[MAY_BE_OMITTED];
      operation.requestBody!.required = false;
    }
  }
  return document;
}

/** The route's schema as OpenAPI reads it: its yup parts made JSON Schema. */
function describedRoute(schema: FastifySchema | undefined): FastifySchema | undefined {
  if (!schema) return schema;
  return { ...schema, body: described(schema.body), querystring: described(schema.querystring) };
}

export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    transform: ({ schema, url }) => ({ schema: describedRoute(schema) as never, url }),
    transformObject: (document) => ('openapiObject' in document ? bodiesMayBeOmitted(document.openapiObject) : document.swaggerObject),
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
