/**
 * GET /api/address/singapore/{postalCode} on the real app, with the local OneMap server as the
 * address service: the contract (found, several, not found, 400 on a bad code, 401 signed out),
 * the per-person limit, and clear 503 codes (never a 500) when the service is down or not configured.
 */
import { startLocalOneMap, type LocalOneMap } from '../../../dev/local-onemap';
import { ADDRESS_LOOKUP_LIMITS } from '../../../src/modules/address/limits';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

const ACCOUNT = { email: 'portal@example.edu', password: 'correct horse battery staple' };
const lookUp = (browser: Browser, postalCode: string) => browser.get(`/api/address/singapore/${postalCode}`);

describe.each(oneDatabase())('Singapore address look-up on %s', (target) => {
  let onemap: LocalOneMap;
  let t: TestApp;
  let applicant: Browser;
  beforeAll(async () => {
    onemap = await startLocalOneMap({ account: ACCOUNT });
    t = await createTestApp(target, { ADDRESS_LOOKUP_URL: onemap.url, ADDRESS_LOOKUP_EMAIL: ACCOUNT.email, ADDRESS_LOOKUP_PASSWORD: ACCOUNT.password });
    applicant = new Browser(t.app);
    expect((await applicant.signInWithPin()).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await onemap?.stop();
  });

  it('answers the address at a postal code with only what a form needs', async () => {
    const response = await lookUp(applicant, '560123');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      postalCode: '560123',
      addresses: [{ block: '123', street: 'ANG MO KIO AVENUE 3', building: '', postalCode: '560123' }],
    });
  });

  it('answers every building when a postal code has several', async () => {
    const response = await lookUp(applicant, '018956');
    expect(response.statusCode).toBe(200);
    expect(response.json().addresses.map((address: { building: string }) => address.building)).toEqual([
      'MARINA BAY SANDS HOTEL',
      'SANDS EXPO AND CONVENTION CENTRE',
    ]);
  });

  it('answers 404 POSTAL_CODE_NOT_FOUND for a code with no address', async () => {
    const response = await lookUp(applicant, '999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ code: 'POSTAL_CODE_NOT_FOUND', message: expect.stringMatching(/could not find an address/), field: 'postalCode' }] });
  });

  it.each(['12345', '1234567', 'abcdef', '12 345', '%C2%B9%C2%B2%C2%B3456'])('refuses %s with 400 INVALID_POSTAL_CODE, without asking OneMap', async (code) => {
    const searches = onemap.searches;
    const response = await lookUp(applicant, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ code: 'INVALID_POSTAL_CODE', field: 'postalCode' })]);
    expect(onemap.searches).toBe(searches);
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const searches = onemap.searches;
    const response = await lookUp(new Browser(t.app), '560123');
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].code).toBe('UNAUTHENTICATED');
    expect(onemap.searches).toBe(searches);
  });

  it('limits look-ups per person, whatever session they use, and lets others go on', async () => {
    const person = new Browser(t.app, '198.51.100.7');
    expect((await person.signInWithEmail()).statusCode).toBe(200);
    const { max, windowSeconds } = ADDRESS_LOOKUP_LIMITS.perPerson;
    for (let i = 0; i < max; i += 1) expect((await lookUp(person, '560123')).statusCode).toBe(200);

    const refused = await lookUp(person, '560123');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors).toEqual([expect.objectContaining({ code: 'ADDRESS_LOOKUP_LIMITED', params: [windowSeconds] })]);
    expect(refused.headers['retry-after']).toBe(String(windowSeconds));

    const sameAccountNewSession = new Browser(t.app, '198.51.100.8');
    expect((await sameAccountNewSession.signInWithEmail()).statusCode).toBe(200);
    expect((await lookUp(sameAccountNewSession, '560123')).statusCode).toBe(429);
    expect((await lookUp(applicant, '560123')).statusCode).toBe(200);

    t.clock.advance(windowSeconds);
    expect((await lookUp(person, '560123')).statusCode).toBe(200);
  });
});

describe('Singapore address look-up without its service', () => {
  it('answers 503 ADDRESS_LOOKUP_UNAVAILABLE with Retry-After, not a 500, when OneMap cannot be reached', async () => {
    const stopped = await startLocalOneMap();
    await stopped.stop();
    const t = await createTestApp(oneDatabase()[0]!, { ADDRESS_LOOKUP_URL: stopped.url });
    try {
      const applicant = new Browser(t.app);
      await applicant.signInWithPin();
      const response = await lookUp(applicant, '560123');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('30');
      expect(response.json()).toEqual({ errors: [{ code: 'ADDRESS_LOOKUP_UNAVAILABLE', message: expect.stringMatching(/not working at the moment/) }] });
    } finally {
      await t.close();
    }
  });

  it('answers 503 ADDRESS_LOOKUP_OFF when no ADDRESS_LOOKUP_URL is configured', async () => {
    const t = await createTestApp(oneDatabase()[0]!);
    try {
      const applicant = new Browser(t.app);
      await applicant.signInWithPin();
      const response = await lookUp(applicant, '560123');
      expect(response.statusCode).toBe(503);
      expect(response.json().errors).toEqual([expect.objectContaining({ code: 'ADDRESS_LOOKUP_OFF' })]);
    } finally {
      await t.close();
    }
  });
});
