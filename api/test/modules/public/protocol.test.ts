/** What every public helper route shares: the error contract for bad requests, anti-forgery, OpenAPI, and answer timing. */
import { DEFAULT_RESPONSE_FLOOR_MS } from '../../../src/security/public-limits';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';
import { errorOf, expectError, outbox, resetPublicState } from './public-helpers';

/** Each route with a body that passes validation. */
const ROUTES: Array<[string, object]> = [
  ['/api/public/pin/reset-request', { applicationNumber: 'A24000001', email: 'x@example.edu', system: 'ADM' }],
  ['/api/public/pin/reset', { token: 'A'.repeat(43), dob: '01/01/2006', pin1: 'Nw7pQ2xZ', pin2: 'Nw7pQ2xZ', system: 'ADM' }],
  [
    '/api/public/application-number/enquiry',
    {
      fullName: 'A',
      dob: '01/01/2006',
      nric: 'S1',
      email: 'x@example.edu',
      nokName: 'B',
      nokContact: { countryCode: '65', areaCode: '', contactNumber: '1' },
      system: 'ADM',
    },
  ],
  ['/api/public/b2c/otp/generate', { email: 'x@example.edu' }],
  ['/api/public/b2c/otp/verify', { email: 'x@example.edu', otp: '123456' }],
  [
    '/api/public/b2c/account/submit',
    { firstName: 'A', lastName: 'B', password: 'Str0ng#Passw0rd', confirmPassword: 'Str0ng#Passw0rd', email: 'x@example.edu', system: 'ADM', systemSubCategory: 'ADM' },
  ],
  ['/api/public/b2c/socialEnq/submit', { fullName: 'A', dateOfBirth: '01/01/2006', email: 'x@example.edu', system: 'ADM', subSystem: 'ADM' }],
];
const PATHS = ROUTES.map(([path]) => path);

describe.each(oneDatabase())('public helpers: protocol on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());
  beforeEach(() => resetPublicState(t.db));

  const raw = (url: string, contentType: string, payload: string) =>
    new Browser(t.app).request({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

  it.each(PATHS)('%s refuses a POST without the anti-forgery header (403 CSRF_INVALID)', async (path) => {
    const body = ROUTES.find(([p]) => p === path)![1];
    const response = await new Browser(t.app).request({ method: 'POST', url: path, payload: body, withXsrfHeader: false });
    expectError(response, 403, 'CSRF_INVALID');
  });

  it.each(PATHS)('%s answers non-JSON, malformed JSON, non-object and oversized bodies with a clear 4xx', async (path) => {
    expectError(await raw(path, 'text/plain', 'email=x@example.edu'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectError(await raw(path, 'application/x-www-form-urlencoded', 'email=x%40example.edu'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectError(await raw(path, 'application/json', '{"email": "x@'), 400, 'BAD_REQUEST');
    expectError(await raw(path, 'application/json', '["x@example.edu"]'), 400, 'BAD_REQUEST');
    expectError(await raw(path, 'application/json', '"x@example.edu"'), 400, 'BAD_REQUEST');
    expectError(await raw(path, 'application/json', 'null'), 400, 'BAD_REQUEST');
    const empty = await new Browser(t.app).request({ method: 'POST', url: path });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.length).toBeGreaterThan(0);
    const huge = await new Browser(t.app).post(path, { email: 'x'.repeat(200_000) });
    expectError(huge, 413, 'PAYLOAD_TOO_LARGE');
  });

  it.each(ROUTES)('%s refuses unknown fields, oversized strings and values of the wrong type by field, never 500', async (path, body) => {
    const unknown = await new Browser(t.app).post(path, { ...body, role: 'admin' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([errorOf('UNKNOWN_FIELD', ['role'])]);

    // Every route has a bounded text field; most have an e-mail address.
    const [textField] = Object.entries(body).find(([name, value]) => typeof value === 'string' && name !== 'system')!;
    const longText = await new Browser(t.app).post(path, { ...body, [textField]: 'a'.repeat(1000) });
    expect(longText.statusCode).toBe(400);
    expect(longText.json().errors).toContainEqual(expect.objectContaining({ code: 'TOO_LONG', field: textField }));

    for (const wrong of [{ $ne: null }, ['x@example.edu'], { toString: 'x' }]) {
      const response = await new Browser(t.app).post(path, { ...body, [textField]: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([errorOf('INVALID_VALUE', [], textField)]);
    }
    expect(await outbox(t.db)).toEqual([]);
  });

  it('describes every public route in OpenAPI with its body fields', async () => {
    const spec = (await new Browser(t.app).get('/api/docs/json')).json() as {
      paths: Record<string, { post?: { tags: string[]; requestBody: { content: Record<string, { schema: { properties: object } }> } } }>;
    };
    for (const [path, body] of ROUTES) {
      const operation = spec.paths[path]?.post;
      expect(operation?.tags).toEqual(['public']);
      const properties = Object.keys(operation!.requestBody.content['application/json']!.schema.properties);
      expect(properties.sort()).toEqual(Object.keys(body).sort());
    }
  });
});

describe.each(oneDatabase())('public helpers: answer timing on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, {}, { publicResponseFloorMs: DEFAULT_RESPONSE_FLOOR_MS });
  });
  afterAll(() => t?.close());

  /** Milliseconds a request takes, and its answer. */
  async function timed(url: string, payload: object) {
    const started = performance.now();
    const response = await new Browser(t.app).post(url, payload);
    return { ms: performance.now() - started, response };
  }

  const enquiry = (fullName: string) => ({
    fullName,
    dob: '01/01/2006',
    nric: 'S1234567D',
    email: 'demo.applicant@example.edu',
    nokName: 'TAN AH KOW',
    nokContact: { countryCode: '65', areaCode: '', contactNumber: '91234567' },
    system: 'ADM',
  });

  it('takes at least the floor for a match and for a miss, where the answer or its timing could reveal one', async () => {
    const pairs = [
      [
        await timed('/api/public/pin/reset-request', { applicationNumber: 'A24000001', email: 'demo.applicant@example.edu', system: 'ADM' }),
        await timed('/api/public/pin/reset-request', { applicationNumber: 'A24000002', email: 'demo.applicant@example.edu', system: 'ADM' }),
      ],
      [await timed('/api/public/application-number/enquiry', enquiry('TAN MEI LING')), await timed('/api/public/application-number/enquiry', enquiry('TAN MEI LIN'))],
      [
        await timed('/api/public/b2c/socialEnq/submit', { fullName: 'TAN MEI LING', dateOfBirth: '01/01/2006', email: 'demo.applicant@example.edu' }),
        await timed('/api/public/b2c/socialEnq/submit', { fullName: 'NOBODY', dateOfBirth: '01/01/2006', email: 'demo.applicant@example.edu' }),
      ],
    ];
    for (const [match, miss] of pairs) {
      expect([match!.response.statusCode, miss!.response.statusCode]).not.toContain(500);
      // Timers may fire a millisecond early; the floor is what matters, not the exact value.
      expect(match!.ms).toBeGreaterThanOrEqual(DEFAULT_RESPONSE_FLOOR_MS - 2);
      expect(miss!.ms).toBeGreaterThanOrEqual(DEFAULT_RESPONSE_FLOOR_MS - 2);
    }
    expect(pairs[0]!.map((p) => p.response.body)).toEqual(['true', 'false']);
    expect(pairs[1]!.map((p) => p.response.statusCode)).toEqual([200, 404]);
    expect(pairs[2]![0]!.response.body).toBe(pairs[2]![1]!.response.body);
  });
});
