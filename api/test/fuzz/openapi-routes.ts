/**
 * The routes that take a request body, read from the app's own OpenAPI document (app.swagger()), so
 * a route added later is fuzzed without anyone listing it: every POST, PUT and PATCH under /api with
 * the media types and field names its body is documented with.
 */
import type { FastifyInstance } from 'fastify';

export type BodyMethod = 'POST' | 'PUT' | 'PATCH';

export interface DocumentedRoute {
  method: BodyMethod;
  /** As the OpenAPI document writes it: /api/admission/applications/{applicationNumber}/pin */
  url: string;
  /** The documented media types of the body; none when the document describes no body. */
  mediaTypes: string[];
  /** The documented JSON body's top-level fields (none for a free-form object). */
  fieldNames: string[];
}

interface Operation {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown>; additionalProperties?: unknown } }> };
}

interface OpenApiDocument {
  paths: Record<string, Partial<Record<'post' | 'put' | 'patch', Operation>>>;
}

const BODY_METHODS: BodyMethod[] = ['POST', 'PUT', 'PATCH'];

/** Every POST, PUT and PATCH under /api that the app documents, in the document's order. */
export function documentedRoutes(app: FastifyInstance): DocumentedRoute[] {
  const document = (app as unknown as { swagger(): OpenApiDocument }).swagger();
  return Object.entries(document.paths)
    .filter(([url]) => url.startsWith('/api/'))
    .flatMap(([url, operations]) =>
      BODY_METHODS.flatMap((method) => {
        const operation = operations[method.toLowerCase() as 'post' | 'put' | 'patch'];
        if (!operation) return [];
        const content = operation.requestBody?.content ?? {};
        const json = content['application/json']?.schema;
        // A body documented as none at all (http/validation.ts noBody: no fields, none allowed) is no body.
        const none = json !== undefined && Object.keys(json.properties ?? {}).length === 0 && json.additionalProperties === false;
        return [{ method, url, mediaTypes: none ? [] : Object.keys(content), fieldNames: Object.keys(json?.properties ?? {}) }];
      }),
    );
}

/** Routes that take only file uploads are fuzzed by the upload tests, not with JSON bodies. */
export const takesUploadsOnly = (route: DocumentedRoute): boolean => route.mediaTypes.length > 0 && route.mediaTypes.every((type) => type.startsWith('multipart/'));

/** The anonymous POSTs to /api/public and /api/auth (sign-ins included): malformed-bodies.test.ts fuzzes these. */
export const fuzzedByPublicSuite = (route: DocumentedRoute): boolean => route.method === 'POST' && /^\/api\/(public|auth)\//.test(route.url);

export const routeKey = (route: Pick<DocumentedRoute, 'method' | 'url'>): string => `${route.method} ${route.url}`;

/** The names of the path parameters of an OpenAPI path, e.g. ['applicationNumber', 'section']. */
export const pathParameters = (url: string): string[] => [...url.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/** A concrete URL: each {name} replaced with its value. */
export function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${url}`);
    return encodeURIComponent(value);
  });
}
