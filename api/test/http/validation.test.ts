/**
 * Fastify's validation (http/validation.ts) on a bare app with the portal's validator factory and
 * error contract: yup bodies and queries answer the shared schemas' error list, JSON Schemas are
 * Ajv's, and the markers (noBody, contextualBody, multipartBody) do what their routes rely on.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { registerErrorHandling } from '../../src/http/error-handling';
import { contextualBody, multipartBody, noBody, optionalBody, portalValidators } from '../../src/http/validation';

const NOW = new Date('2026-03-01T02:00:00Z');

const noteSchema = yup.object({
  note: yup.string().trim().required('REQUIRED').max(5, 'TOO_LONG'),
  // Only the app's clock can say what today is: the validator passes it as context.
  day: yup.string().test('not-past', 'DATE_IN_PAST', (value, context) => value === undefined || value >= (context.options.context as { today: string }).today),
});
const pageQuery = yup.object({ page: yup.number().integer('INVALID_VALUE').min(1, 'INVALID_VALUE').default(1) });

describe('Fastify validation with the shared schemas', () => {
  let app: FastifyInstance;
  const seen: unknown[] = [];

  beforeAll(async () => {
    app = Fastify({ schemaController: { compilersFactory: { buildValidator: portalValidators(() => NOW) } } });
    registerErrorHandling(app);
    app.post('/notes', { schema: { body: noteSchema } }, async (request) => ({ body: request.body }));
    app.get('/notes', { schema: { querystring: pageQuery } }, async (request) => ({ query: request.query }));
    app.get('/notes/:id', { schema: { params: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } } } }, async () => ({ found: true }));
    app.get('/letters', { schema: { querystring: { type: 'object', properties: { lang: { type: 'string', enum: ['en-GB', 'zh-Hans'] } } } } }, async () => ({ ok: true }));
    app.post('/ping', { schema: { body: noBody } }, async (request) => ({ body: request.body }));
    app.post('/maybe', { schema: { body: optionalBody(noteSchema.shape({ note: yup.string().default('none') })) } }, async (request) => ({ body: request.body }));
    app.post('/later', { schema: { body: contextualBody(noteSchema) } }, async (request) => {
      seen.push(request.body);
      return { ok: true };
    });
    app.post('/upload', { schema: { body: multipartBody(noteSchema, 'file') } }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (url: string, payload?: unknown) => app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) });

  it('hands the handler the cleaned value of a valid body', async () => {
    const response = await post('/notes', { note: '  hi  ', day: '2026-03-01' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ body: { note: 'hi', day: '2026-03-01' } });
  });

  it("answers a bad body with the shared schema's error list, by field, before the handler", async () => {
    const response = await post('/notes', { note: 'far too long', day: '2026-02-28' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { code: string; field: string }) => [error.code, error.field])).toEqual([
      ['TOO_LONG', 'note'],
      ['DATE_IN_PAST', 'day'],
    ]);
  });

  it('refuses a body that is not a JSON object as BAD_REQUEST', async () => {
    for (const payload of [[1, 2], 'text', undefined]) {
      const response = await app.inject({ method: 'POST', url: '/notes', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload ?? null) });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([expect.objectContaining({ code: 'BAD_REQUEST' })]);
    }
  });

  it('casts a yup query string as the schema says', async () => {
    expect((await app.inject({ method: 'GET', url: '/notes?page=3' })).json()).toEqual({ query: { page: 3 } });
    expect((await app.inject({ method: 'GET', url: '/notes' })).json()).toEqual({ query: { page: 1 } });
    const refused = await app.inject({ method: 'GET', url: '/notes?page=0' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ code: 'INVALID_VALUE', field: 'page' })]);
  });

  it('answers a path that is not in the form its ids take as a record that does not exist', async () => {
    const response = await app.inject({ method: 'GET', url: '/notes/not-a-uuid' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors).toEqual([expect.objectContaining({ code: 'NOT_FOUND' })]);
    expect((await app.inject({ method: 'GET', url: '/notes/0b9a8a4e-2c57-4a53-9b8e-3c4f1f4b6a10' })).statusCode).toBe(200);
  });

  it("answers a JSON Schema query string's refusal by field", async () => {
    const response = await app.inject({ method: 'GET', url: '/letters?lang=fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ code: 'INVALID_VALUE', field: 'lang' })]);
  });

  it('takes no body, or an empty object, on a route that takes none; anything else is refused', async () => {
    expect((await post('/ping')).json()).toEqual({ body: {} });
    expect((await post('/ping', {})).json()).toEqual({ body: {} });
    const refused = await post('/ping', { surprise: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ code: 'UNKNOWN_FIELD', message: 'Field surprise is not allowed', params: ['surprise'] }]);
  });

  it('checks a body the client may leave out as an empty one', async () => {
    expect((await post('/maybe')).json()).toEqual({ body: { note: 'none' } });
    expect((await post('/maybe', { note: 'hi' })).json()).toEqual({ body: { note: 'hi' } });
    expect((await post('/maybe', { note: 'far too long', day: '2026-02-01' })).statusCode).toBe(400);
  });

  it('screens a contextual body (the handler validates it with the facts) but leaves its rules to the handler', async () => {
    expect((await post('/later', { note: 'far too long' })).statusCode).toBe(200);
    expect(seen).toEqual([{ note: 'far too long' }]);
    const refused = await post('/later', { note: 'a\u0000b' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ code: 'INVALID_CHARACTERS', field: 'note' })]);
    expect((await post('/later', ['not', 'an', 'object'])).statusCode).toBe(400);
  });

  it('leaves a multipart body to its route, which reads it as it streams', async () => {
    expect((await post('/upload')).statusCode).toBe(200);
  });
});
