/**
 * Sign-in with the national identity service, end to end over HTTP against the local FAPI 2.0
 * provider (api/dev/local-identity.ts): the portal pushes the request, the person picks an identity
 * on the provider's page and agrees, and the callback signs them in — into their application, or
 * as a new applicant profile. Then every attack on the callback is refused and lands on the login
 * page with a catalogue code, never a session.
 */
import { jwkThumbprint, type PublicJwk } from '../../../../src/modules/auth/oidc/portal-keys';
import { CookieJar, request, type Step } from '../../../helpers/cookie-fetch';
import { IDENTITY, isEncrypted, returnToPortal, sessionOf, startIdentityHarness, visitProvider, type IdentityHarness } from '../../../helpers/identity-harness';
import { scrapeMetrics, signInsCounted } from '../../../helpers/metrics';
import { oneDatabase } from '../../../helpers/test-database';

describe.each(oneDatabase())('national identity sign-in on %s', (target) => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await startIdentityHarness(target);
  });
  afterAll(async () => h.close());
  afterEach(() => {
    h.tamper = null;
  });

  it('serves the portal’s public signing and encryption keys as a JWKS, without their private parts', async () => {
    const response = await fetch(`${h.portalUrl}/api/auth/oidc/jwks`);
    expect(response.status).toBe(200);
    const { keys } = (await response.json()) as { keys: PublicJwk[] };
    expect(keys.map((key) => [key.use, key.alg])).toEqual([
      ['sig', 'ES256'],
      ['enc', 'ECDH-ES+A256KW'],
    ]);
    for (const key of keys) {
      expect(key).not.toHaveProperty('d');
      expect(key.kid).toBe(jwkThumbprint(key));
    }
  });

  it('signs the demo applicant in to application 24000001', async () => {
    const tokens: string[] = [];
    const challengesBefore = h.dpopNonceChallenges;
    h.tamper = async (idToken) => {
      tokens.push(idToken);
      return idToken;
    };
    const countedBefore = signInsCounted(await scrapeMetrics(h.t.app), 'national_identity', 'success');
    const visit = await visitProvider(h, { accountId: IDENTITY.S1234567D! });
    const landing = await returnToPortal(visit);
    expect(landing.status).toBe(303);
    expect(landing.location).toBe(`${h.portalUrl}/applicant`);
    expect(signInsCounted(await scrapeMetrics(h.t.app), 'national_identity', 'success')).toBe(countedBefore + 1);
    // The ID token came encrypted to the portal's key.
    expect(tokens).toHaveLength(1);
    expect(isEncrypted(tokens[0]!)).toBe(true);
    // The provider demands DPoP nonces; the portal answered its challenges (pushed request, token, userinfo).
    expect(h.dpopNonceChallenges - challengesBefore).toBeGreaterThanOrEqual(2);
    const session = await sessionOf(h, visit.portalJar);
    expect(session).toMatchObject({ authenticated: true, principal: { kind: 'identity', name: 'TAN MEI LING', applicationNumber: '24000001' } });
    const applications = JSON.parse((await request(visit.portalJar, `${h.portalUrl}/api/applicant/applications`)).body) as unknown;
    expect(JSON.stringify(applications)).toContain('24000001');
  });

  it('starts a new applicant profile, with the verified NRIC and name, for a person with no application', async () => {
    const visit = await visitProvider(h, { accountId: IDENTITY.T0812345J!, query: 'system=CE&subCategory=CE&returnTo=/applicant/admission/apply' });
    const landing = await returnToPortal(visit);
    expect(landing.location).toBe(`${h.portalUrl}/applicant/admission/apply`);
    expect(await sessionOf(h, visit.portalJar)).toMatchObject({ authenticated: true, principal: { kind: 'identity', name: 'NUR AISYAH BINTE RAHMAN' } });
    const applicant = await h.t.db.selectFrom('applicants').select(['full_name', 'date_of_birth', 'email']).where('verified_nric', '=', 'T0812345J').executeTakeFirstOrThrow();
    expect(applicant).toMatchObject({ full_name: 'NUR AISYAH BINTE RAHMAN', email: 'aisyah.rahman@example.com' });
    const session = await h.t.db.selectFrom('sessions').select(['identity_verified_at', 'system', 'chosen_application_id']).where('applicant_id', 'is not', null).orderBy('created_at', 'desc').execute();
    expect(session.some((row) => row.identity_verified_at !== null && row.system === 'CE' && row.chosen_application_id === null)).toBe(true);

    // Signing in again finds the same profile rather than making another.
    await returnToPortal(await visitProvider(h, { accountId: IDENTITY.T0812345J! }));
    const count = await h.t.db.selectFrom('applicants').select((eb) => eb.fn.countAll<string>().as('n')).where('verified_nric', '=', 'T0812345J').executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('keeps the flow’s secrets out of the browser: the redirect carries no state or verifier the portal keeps', async () => {
    const jar = new CookieJar();
    const start = await request(jar, `${h.portalUrl}/api/auth/oidc/national-identity/start?system=ADM`);
    const authorize = new URL(start.location!);
    // Pushed authorization request: only the client id and the request_uri travel in the URL.
    expect([...authorize.searchParams.keys()].sort()).toEqual(['client_id', 'request_uri']);
    const flows = await h.t.db.selectFrom('oidc_flows').select(['id_hash', 'state']).execute();
    const cookie = jar.get('portal_oidc')!;
    expect(flows.some((flow) => flow.id_hash === cookie)).toBe(false);
  });

  describe('refuses', () => {
    /** Lands on the login page with the code, signed out, and the reason in the log (without the callback's code or state). */
    async function refused(landing: Step, code: string, jar: CookieJar, reason: RegExp): Promise<void> {
      expect(landing.status).toBe(303);
      const location = new URL(landing.location!);
      expect(location.pathname).toBe('/login');
      expect(location.searchParams.get('error')).toBe(code);
      expect((await sessionOf(h, jar)).authenticated).toBe(false);
      const refusal = h.logs.filter((line) => line.event === 'identity_sign_in_refused').at(-1);
      expect(refusal?.reason).toMatch(reason);
      const callback = new URL(landing.url).searchParams;
      const logged = JSON.stringify(h.logs);
      for (const secret of [callback.get('code'), callback.get('state')]) if (secret) expect(logged).not.toContain(secret);
    }

    it('a declined consent, with IDENTITY_SIGN_IN_DENIED (counted as a refused sign-in)', async () => {
      const countedBefore = signInsCounted(await scrapeMetrics(h.t.app), 'national_identity', 'refused');
      const visit = await visitProvider(h, { decision: 'deny' });
      await refused(await returnToPortal(visit), 'IDENTITY_SIGN_IN_DENIED', visit.portalJar, /declined/);
      expect(signInsCounted(await scrapeMetrics(h.t.app), 'national_identity', 'refused')).toBe(countedBefore + 1);
    });

    it('a callback whose state is not the flow’s', async () => {
      const visit = await visitProvider(h);
      const url = new URL(visit.callbackUrl);
      url.searchParams.set('state', 'not-the-state-the-portal-sent');
      await refused(await request(visit.portalJar, url.href), 'IDENTITY_SIGN_IN_FAILED', visit.portalJar, /"state"/);
    });

    it('a callback from another browser’s sign-in (its own flow’s state does not match)', async () => {
      const mine = await visitProvider(h);
      const theirs = await visitProvider(h);
      await refused(await request(mine.portalJar, theirs.callbackUrl), 'IDENTITY_SIGN_IN_FAILED', mine.portalJar, /"state"/);
    });

    it('a replayed callback: the code and the flow are used once', async () => {
      const visit = await visitProvider(h);
      const copy = visit.portalJar.clone();
      expect((await returnToPortal(visit)).location).toBe(`${h.portalUrl}/applicant`);
      await refused(await request(copy, visit.callbackUrl), 'IDENTITY_SIGN_IN_EXPIRED', copy, /used or expired/);
    });

    it('a callback with no flow cookie, or after the flow expired', async () => {
      const visit = await visitProvider(h);
      const stranger = new CookieJar();
      await refused(await request(stranger, visit.callbackUrl), 'IDENTITY_SIGN_IN_EXPIRED', stranger, /no sign-in flow cookie/);

      const late = await visitProvider(h);
      h.t.clock.advance(601);
      await refused(await returnToPortal(late), 'IDENTITY_SIGN_IN_EXPIRED', late.portalJar, /used or expired/);
    });

    it('an ID token whose nonce is not the flow’s', async () => {
      h.tamper = async (idToken) => h.forge.idToken({ ...(await h.forge.claims(idToken)), nonce: 'another-nonce' });
      const visit = await visitProvider(h);
      await refused(await returnToPortal(visit), 'IDENTITY_SIGN_IN_FAILED', visit.portalJar, /"nonce"/);
    });

    it('an ID token replayed from an earlier sign-in (its nonce belongs to that one)', async () => {
      let earlier = '';
      h.tamper = async (idToken) => {
        earlier = idToken;
        return idToken;
      };
      expect((await returnToPortal(await visitProvider(h))).location).toBe(`${h.portalUrl}/applicant`);
      h.tamper = async () => earlier;
      const visit = await visitProvider(h);
      await refused(await returnToPortal(visit), 'IDENTITY_SIGN_IN_FAILED', visit.portalJar, /"nonce"/);
    });

    it('an ID token signed by a key that is not the provider’s', async () => {
      h.tamper = async (idToken) => h.forge.idToken(await h.forge.claims(idToken), { signedByAnotherKey: true });
      const visit = await visitProvider(h);
      await refused(await returnToPortal(visit), 'IDENTITY_SIGN_IN_FAILED', visit.portalJar, /signature verification failed/);
    });

    it('an ID token that was only signed, not encrypted to the portal', async () => {
      h.tamper = async (idToken) => h.forge.idToken(await h.forge.claims(idToken), { encrypted: false });
      const visit = await visitProvider(h);
      await refused(await returnToPortal(visit), 'IDENTITY_SIGN_IN_FAILED', visit.portalJar, /not encrypted/);
    });

    it('an ID token issued to another client', async () => {
      h.tamper = async (idToken) => h.forge.idToken({ ...(await h.forge.claims(idToken)), aud: 'another-client' });
      const visit = await visitProvider(h);
      await refused(await returnToPortal(visit), 'IDENTITY_SIGN_IN_FAILED', visit.portalJar, /"aud"/);
    });

    it('the forged tokens above only because of what was changed: an untouched re-signed token signs in', async () => {
      h.tamper = async (idToken) => h.forge.idToken(await h.forge.claims(idToken));
      const visit = await visitProvider(h);
      expect((await returnToPortal(visit)).location).toBe(`${h.portalUrl}/applicant`);
    });
  });
});
