/**
 * The API says what it accepts and what it answers (issue 33, step 2): in the OpenAPI document every
 * route that takes a body describes it, and every route describes its success answer, with real
 * fields (not an object that may hold anything). Before the step, 113 of 263 routes fell short.
 */
import { Browser, createTestApp, type TestApp } from '../helpers/test-app';

interface JsonSchema {
  type?: string | string[];
  format?: string;
  properties?: Record<string, unknown>;
  additionalProperties?: unknown;
  items?: unknown;
  oneOf?: unknown[];
  anyOf?: unknown[];
  allOf?: unknown[];
  $ref?: string;
}
interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

/** A schema that says nothing: missing, or an object (or a list of them) that may hold anything. */
function hollow(schema: JsonSchema | undefined): boolean {
  if (!schema) return true;
  if (schema.$ref || schema.oneOf || schema.anyOf || schema.allOf) return false;
  const types = [schema.type].flat();
  if (types.includes('array')) return hollow(schema.items as JsonSchema | undefined);
  if (types.includes('object') || schema.type === undefined) return Object.keys(schema.properties ?? {}).length === 0 && schema.additionalProperties !== false;
  return false;
}

const schemaOf = (content: Record<string, { schema?: JsonSchema }> | undefined) => Object.values(content ?? {})[0]?.schema;

describe('the OpenAPI document', () => {
  let t: TestApp;
  let operations: Array<[string, Operation]>;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const spec = (await new Browser(t.app).get('/api/docs/json')).json() as { paths: Record<string, Record<string, Operation>> };
    operations = Object.entries(spec.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as [string, Operation]));
  });
  afterAll(() => t?.close());

  it('describes the body of every route that takes one (a route that takes none says so)', () => {
    const undescribed = operations
      .filter(([name]) => /^(POST|PUT|PATCH) /.test(name))
      .filter(([, operation]) => hollow(schemaOf(operation.requestBody?.content)))
      .map(([name]) => name);
    expect(undescribed).toEqual([]);
  });

  it('describes the success answer of every route', () => {
    const undescribed = operations
      .filter(([, operation]) => {
        const successes = Object.entries(operation.responses ?? {}).filter(([status]) => /^[23]/.test(status));
        // An answer without a body (204, a redirect) is described by being listed (its schema { type: 'null' }).
        const withoutBody = (status: string) => status === '204' || status.startsWith('3');
        return successes.length === 0 || successes.every(([status, response]) => !withoutBody(status) && hollow(schemaOf(response.content)));
      })
      .map(([name]) => name);
    expect(undescribed).toEqual([]);
  });
});
