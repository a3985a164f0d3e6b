/**
 * Sign-in with a social account, end to end over HTTP against the local OpenID providers
 * (api/dev/local-identity.ts: social-a plays Google, social-b Facebook): a linked account signs in as
 * its applicant; an unlinked one goes through Setup Login Profile, where only an e-mail address
 * verified with the registration's one-time code links it; a signed-in applicant links and unlinks
 * accounts; and every attack on the callback lands on the login page with a catalogue code, never a
 * session.
 */
import { SOCIAL_IDENTITIES } from '../../../../dev/local-identity';
import { CookieJar, request, type Step } from '../../../helpers/cookie-fetch';
import { returnToPortal, sessionOf, startIdentityHarness, visitProvider, type IdentityHarness } from '../../../helpers/identity-harness';
import { scrapeMetrics, signInsCounted } from '../../../helpers/metrics';
import { oneDatabase } from '../../../helpers/test-database';

const [TAN_MEI_LING, ALEX_CHEN] = SOCIAL_IDENTITIES.map((person) => person.sub) as [string, string];
const CODE = /\b(\d{6})\b/;

describe.each(oneDatabase())('social sign-in on %s', (target) => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await startIdentityHarness(target);
  });
  afterAll(async () => h.close());
  afterEach(() => {
    h.socialTamper = null;
  });

  /** A state-changing request as the portal's own pages send it: JSON with the anti-forgery header. */
  async function send(jar: CookieJar, method: string, path: string, body?: object): Promise<Step> {
    if (!jar.has('XSRF-TOKEN')) await request(jar, `${h.portalUrl}/api/auth/session`);
    return request(jar, `${h.portalUrl}${path}`, {
      method,
      headers: { 'x-xsrf-token': jar.get('XSRF-TOKEN')!, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  }

  /** The e-mails an action put in the outbox (the test clock stands still: their times cannot tell them apart). */
  async function newMail(action: () => Promise<unknown>) {
    const before = new Set((await h.t.db.selectFrom('outbox').select('id').execute()).map((row) => row.id));
    await action();
    const rows = await h.t.db.selectFrom('outbox').select(['id', 'to_address', 'subject', 'text_body']).execute();
    return rows.filter((row) => !before.has(row.id));
  }

  /** Proves the address in this browser with the registration's one-time code, read from the e-mail. */
  async function verifyEmail(jar: CookieJar, email: string): Promise<void> {
    const [mail] = await newMail(() => send(jar, 'POST', '/api/public/b2c/otp/generate', { email }).then((sent) => expect(sent.status).toBe(200)));
    expect(mail).toMatchObject({ to_address: email, subject: 'Your verification code' });
    const otp = CODE.exec(mail!.text_body)![1]!;
    expect((await send(jar, 'POST', '/api/public/b2c/otp/verify', { email, otp })).status).toBe(200);
  }

  const linksOf = (subject: string) => h.t.db.selectFrom('social_links as s').innerJoin('applicants as a', 'a.id', 's.applicant_id').select(['s.provider', 's.provider_email as email', 'a.full_name']).where('s.provider_subject', '=', subject).orderBy('s.provider').execute();

  it('lists the configured providers with their display names', async () => {
    const response = await fetch(`${h.portalUrl}/api/auth/oidc/social-providers`);
    expect(await response.json()).toEqual({ providers: [{ id: 'google', name: 'Google (demo)' }, { id: 'facebook', name: 'Facebook' }] });
  });

  it('signs a linked account in as its applicant, following application 24000001, without vouching for their identity', async () => {
    const countedBefore = signInsCounted(await scrapeMetrics(h.t.app), 'social', 'success');
    const visit = await visitProvider(h, { provider: 'google', accountId: TAN_MEI_LING, query: 'system=ADM&subCategory=ADM' });
    const landing = await returnToPortal(visit);
    expect(landing.status).toBe(303);
    expect(landing.location).toBe(`${h.portalUrl}/applicant`);
    expect(signInsCounted(await scrapeMetrics(h.t.app), 'social', 'success')).toBe(countedBefore + 1);
    expect(await sessionOf(h, visit.portalJar)).toMatchObject({ authenticated: true, principal: { kind: 'identity', name: 'TAN MEI LING', applicationNumber: '24000001' } });
    // The national-identity data screen asks for a national-identity sign-in: a social one is not that.
    const demo = await h.t.db.selectFrom('applicants').select('id').where('verified_nric', '=', 'S1234567D').executeTakeFirstOrThrow();
    const sessions = await h.t.db.selectFrom('sessions').select('identity_verified_at').where('applicant_id', '=', demo.id).execute();
    expect(sessions.every((row) => row.identity_verified_at === null)).toBe(true);
  });

  describe('an account linked to no one: Setup Login Profile', () => {
    it('keeps who signed in on the server and asks for a verified address; the provider’s address alone links nothing', async () => {
      const counted = async () => Promise.all(['success', 'refused'].map(async (outcome) => signInsCounted(await scrapeMetrics(h.t.app), 'social', outcome)));
      const countedBefore = await counted();
      const visit = await visitProvider(h, { provider: 'google', accountId: ALEX_CHEN, query: 'system=CE&subCategory=CE' });
      const landing = await returnToPortal(visit);
      expect(landing.location).toBe(`${h.portalUrl}/login/setup-profile?sid=CE&subid=CE`);
      expect((await sessionOf(h, visit.portalJar)).authenticated).toBe(false);
      // Not a sign-in yet (nor a refused one): the person goes on to set up a login profile.
      expect(await counted()).toEqual(countedBefore);
      // The browser holds only a random name for the waiting sign-in; the server keeps its hash.
      const cookie = visit.portalJar.get('portal_social')!;
      expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await h.t.db.selectFrom('social_pending').select('id_hash').where('id_hash', '=', cookie).execute()).toEqual([]);
      const pending = await request(visit.portalJar, `${h.portalUrl}/api/public/b2c/social-profile`);
      expect(JSON.parse(pending.body)).toEqual({ provider: 'Google (demo)', suggestedEmail: 'alex.chen@example.com', system: 'CE', subCategory: 'CE' });

      // Not verified in this browser: refused, whatever the provider said the address was.
      const unverified = await send(visit.portalJar, 'POST', '/api/public/b2c/social-profile', { email: 'alex.chen@example.com' });
      expect(unverified.status).toBe(403);
      expect(JSON.parse(unverified.body).errors[0].code).toBe('REGISTRATION_EXPIRED');
      // Nor does another applicant's address that someone else verified help: the grant belongs to the browser that verified it.
      const other = new CookieJar();
      await verifyEmail(other, 'demo.applicant@example.edu');
      expect((await send(visit.portalJar, 'POST', '/api/public/b2c/social-profile', { email: 'demo.applicant@example.edu' })).status).toBe(403);
      expect(await linksOf(ALEX_CHEN)).toEqual([]);
      expect((await sessionOf(h, visit.portalJar)).authenticated).toBe(false);
    });

    it('links to a new login profile for a verified address nobody has, signs in, and signs in directly the next time', async () => {
      const visit = await visitProvider(h, { provider: 'google', accountId: ALEX_CHEN, query: 'system=ADM&returnTo=/applicant/admission/apply' });
      await returnToPortal(visit);
      await verifyEmail(visit.portalJar, 'alex.chen@example.com');
      const done = await send(visit.portalJar, 'POST', '/api/public/b2c/social-profile', { email: 'alex.chen@example.com' });
      expect(done.status).toBe(200);
      expect(JSON.parse(done.body)).toEqual({ returnTo: '/applicant/admission/apply' });
      expect(await sessionOf(h, visit.portalJar)).toMatchObject({ authenticated: true, principal: { kind: 'identity', name: 'Alex Chen' } });
      expect(await linksOf(ALEX_CHEN)).toEqual([{ provider: 'Google', email: 'alex.chen@example.com', full_name: 'Alex Chen' }]);

      // The waiting sign-in was used up.
      expect((await request(visit.portalJar, `${h.portalUrl}/api/public/b2c/social-profile`)).status).toBe(404);
      const again = await visitProvider(h, { provider: 'google', accountId: ALEX_CHEN });
      expect((await returnToPortal(again)).location).toBe(`${h.portalUrl}/applicant`);
      expect(await sessionOf(h, again.portalJar)).toMatchObject({ authenticated: true, principal: { name: 'Alex Chen' } });
    });

    it('links to the applicant owning a verified address, and the social-account enquiry then reports that provider', async () => {
      const visit = await visitProvider(h, { provider: 'facebook', accountId: TAN_MEI_LING });
      expect((await returnToPortal(visit)).location).toContain('/login/setup-profile?');
      await verifyEmail(visit.portalJar, 'demo.applicant@example.edu');
      expect((await send(visit.portalJar, 'POST', '/api/public/b2c/social-profile', { email: 'demo.applicant@example.edu' })).status).toBe(200);
      expect(await sessionOf(h, visit.portalJar)).toMatchObject({ authenticated: true, principal: { name: 'TAN MEI LING', applicationNumber: '24000001' } });
      expect(await linksOf(TAN_MEI_LING)).toEqual([
        { provider: 'Facebook', email: 'tan.meiling@gmail.com', full_name: 'TAN MEI LING' },
        { provider: 'Google', email: 'tan.meiling@gmail.com', full_name: 'TAN MEI LING' },
      ]);

      const enquiry = { fullName: 'Tan Mei Ling', dateOfBirth: '01/01/2006', email: 'demo.applicant@example.edu', system: 'ADM', subSystem: 'ADM' };
      const [mail] = await newMail(() => send(new CookieJar(), 'POST', '/api/public/b2c/socialEnq/submit', enquiry).then((sent) => expect(sent.status).toBe(200)));
      expect(mail).toMatchObject({ subject: 'Your social account enquiry' });
      expect(mail!.text_body).toContain('Facebook');
      expect(mail!.text_body).toContain('Google');
      await h.t.db.deleteFrom('social_links').where('provider', '=', 'Facebook').where('provider_subject', '=', TAN_MEI_LING).execute();
    });
    it('lets a waiting sign-in expire: a verified address then links nothing', async () => {
      const visit = await visitProvider(h, { provider: 'google', accountId: ALEX_CHEN });
      await returnToPortal(visit);
      const waiting = await h.t.db.selectFrom('social_pending').select('expires_at').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
      h.t.clock.advance(31 * 60);
      expect(new Date(waiting.expires_at).getTime()).toBeLessThanOrEqual(h.t.clock.now().getTime());
      await verifyEmail(visit.portalJar, 'late.person@example.com');
      const late = await send(visit.portalJar, 'POST', '/api/public/b2c/social-profile', { email: 'late.person@example.com' });
      expect(late.status).toBe(404);
      expect(JSON.parse(late.body).errors[0].code).toBe('SOCIAL_SETUP_EXPIRED');
      expect((await sessionOf(h, visit.portalJar)).authenticated).toBe(false);
      // The verification was not used up by the refusal.
      expect(await h.t.db.selectFrom('registration_grants').select('email').where('email', '=', 'late.person@example.com').execute()).toHaveLength(1);
    });

    it('gives an e-mail login account without an applicant yet the new profile, so both sign in to the same records', async () => {
      const visit = await visitProvider(h, { provider: 'facebook', accountId: ALEX_CHEN });
      await returnToPortal(visit);
      await verifyEmail(visit.portalJar, 'demo.account@example.edu');
      expect((await send(visit.portalJar, 'POST', '/api/public/b2c/social-profile', { email: 'demo.account@example.edu' })).status).toBe(200);
      expect(await sessionOf(h, visit.portalJar)).toMatchObject({ authenticated: true, principal: { name: 'DEMO ACCOUNT' } });
      const account = await h.t.db.selectFrom('accounts').select('applicant_id').where('email', '=', 'demo.account@example.edu').executeTakeFirstOrThrow();
      const link = await h.t.db.selectFrom('social_links').select('applicant_id').where('provider', '=', 'Facebook').where('provider_subject', '=', ALEX_CHEN).executeTakeFirstOrThrow();
      expect(account.applicant_id).toBe(link.applicant_id);
    });
  });

  describe('the applicant area’s login profile', () => {
    it('links another provider’s account to the signed-in applicant, lists it, and unlinks it', async () => {
      const jar = new CookieJar();
      await returnToPortal(await visitProvider(h, { provider: 'google', accountId: TAN_MEI_LING, portalJar: jar }));
      const started = await send(jar, 'POST', '/api/applicant/login-profile/facebook/link');
      expect(started.status).toBe(200);
      const { location } = JSON.parse(started.body) as { location: string };
      const visit = await visitProvider(h, { provider: 'facebook', accountId: TAN_MEI_LING, portalJar: jar, startUrl: location });
      expect((await returnToPortal(visit)).location).toBe(`${h.portalUrl}/applicant/login-profile?linked=facebook`);

      const profile = JSON.parse((await request(jar, `${h.portalUrl}/api/applicant/login-profile`)).body) as { providers: Array<{ id: string; linked: boolean; email?: string }> };
      expect(profile.providers.map(({ id, linked, email }) => ({ id, linked, email }))).toEqual([
        { id: 'google', linked: true, email: 'tan.meiling@gmail.com' },
        { id: 'facebook', linked: true, email: 'tan.meiling@gmail.com' },
      ]);
      expect((await send(jar, 'DELETE', '/api/applicant/login-profile/facebook')).status).toBe(204);
      expect((await send(jar, 'DELETE', '/api/applicant/login-profile/facebook')).status).toBe(404);
      expect((await linksOf(TAN_MEI_LING)).map((link) => link.provider)).toEqual(['Google']);
    });

    it('refuses to link an account that signs in as another applicant', async () => {
      const jar = new CookieJar();
      await returnToPortal(await visitProvider(h, { accountId: undefined, portalJar: jar }));
      expect(await sessionOf(h, jar)).toMatchObject({ principal: { name: 'TAN MEI LING' } });
      // Alex Chen's Google account is linked to his own profile (above): never moved to someone else's.
      const started = JSON.parse((await send(jar, 'POST', '/api/applicant/login-profile/google/link')).body) as { location: string };
      const visit = await visitProvider(h, { provider: 'google', accountId: ALEX_CHEN, portalJar: jar, startUrl: started.location });
      expect((await returnToPortal(visit)).location).toBe(`${h.portalUrl}/applicant/login-profile?error=SOCIAL_LINK_TAKEN`);
      expect((await linksOf(ALEX_CHEN)).filter((link) => link.provider === 'Google')).toEqual([expect.objectContaining({ full_name: 'Alex Chen' })]);
    });

    it('starts linking only for a signed-in applicant, with the anti-forgery token', async () => {
      expect((await send(new CookieJar(), 'POST', '/api/applicant/login-profile/facebook/link')).status).toBe(401);
      const jar = new CookieJar();
      await returnToPortal(await visitProvider(h, { provider: 'google', accountId: TAN_MEI_LING, portalJar: jar }));
      const forged = await request(jar, `${h.portalUrl}/api/applicant/login-profile/facebook/link`, { method: 'POST' });
      expect(forged.status).toBe(403);
    });
  });

  describe('refuses', () => {
    /** Lands on the login page with the code, signed out, and the reason in the log (without the callback's code or state). */
    async function refused(landing: Step, code: string, jar: CookieJar, reason: RegExp): Promise<void> {
      expect(landing.status).toBe(303);
      const location = new URL(landing.location!);
      expect(location.pathname).toBe('/login');
      expect(location.searchParams.get('error')).toBe(code);
      expect((await sessionOf(h, jar)).authenticated).toBe(false);
      const refusal = h.logs.filter((line) => line.event === 'social_sign_in_refused').at(-1);
      expect(refusal?.reason).toMatch(reason);
      const callback = new URL(landing.url).searchParams;
      const logged = JSON.stringify(h.logs);
      for (const secret of [callback.get('code'), callback.get('state')]) if (secret) expect(logged).not.toContain(secret);
    }

    it('a declined consent, with SOCIAL_SIGN_IN_DENIED', async () => {
      const visit = await visitProvider(h, { provider: 'google', accountId: TAN_MEI_LING, decision: 'deny' });
      await refused(await returnToPortal(visit), 'SOCIAL_SIGN_IN_DENIED', visit.portalJar, /declined/);
    });

    it('a callback whose state is not the flow’s', async () => {
      const visit = await visitProvider(h, { provider: 'google', accountId: TAN_MEI_LING });
      const url = new URL(visit.callbackUrl);
      url.searchParams.set('state', 'not-the-state-the-portal-sent');
      await refused(await request(visit.portalJar, url.href), 'SOCIAL_SIGN_IN_FAILED', visit.portalJar, /"state"/);
    });

    it('a replayed callback: the code and the flow are used once', async () => {
      const visit = await visitProvider(h, { provider: 'google', accountId: TAN_MEI_LING });
      const copy = visit.portalJar.clone();
      expect((await returnToPortal(visit)).location).toBe(`${h.portalUrl}/applicant`);
      await refused(await request(copy, visit.callbackUrl), 'SOCIAL_SIGN_IN_EXPIRED', copy, /used or expired/);
    });

    it('a code redeemed by another sign-in of this browser (its own flow’s state does not match)', async () => {
      const jar = new CookieJar();
      const first = await visitProvider(h, { provider: 'google', accountId: TAN_MEI_LING, portalJar: jar });
      await visitProvider(h, { provider: 'google', accountId: TAN_MEI_LING, portalJar: jar });
      await refused(await request(jar, first.callbackUrl), 'SOCIAL_SIGN_IN_FAILED', jar, /"state"/);
    });

    it('an ID token whose nonce is not the flow’s (one replayed from another sign-in)', async () => {
      h.socialTamper = async (idToken) => h.forge.socialIdToken({ ...decodePayload(idToken), nonce: 'another-sign-ins-nonce' });
      const visit = await visitProvider(h, { provider: 'google', accountId: TAN_MEI_LING });
      await refused(await returnToPortal(visit), 'SOCIAL_SIGN_IN_FAILED', visit.portalJar, /"nonce"/);
    });

    it('an ID token issued to another client', async () => {
      h.socialTamper = async (idToken) => h.forge.socialIdToken({ ...decodePayload(idToken), aud: 'another-client' });
      const visit = await visitProvider(h, { provider: 'google', accountId: TAN_MEI_LING });
      await refused(await returnToPortal(visit), 'SOCIAL_SIGN_IN_FAILED', visit.portalJar, /"aud"/);
    });

    it('an ID token signed by a key that is not the provider’s', async () => {
      h.socialTamper = async (idToken) => h.forge.socialIdToken(decodePayload(idToken), { signedByAnotherKey: true });
      const visit = await visitProvider(h, { provider: 'google', accountId: TAN_MEI_LING });
      await refused(await returnToPortal(visit), 'SOCIAL_SIGN_IN_FAILED', visit.portalJar, /signature/);
    });

    it('the forged tokens above only because of what was changed: an untouched re-signed token signs in', async () => {
      h.socialTamper = async (idToken) => h.forge.socialIdToken(decodePayload(idToken));
      const visit = await visitProvider(h, { provider: 'google', accountId: TAN_MEI_LING });
      expect((await returnToPortal(visit)).location).toBe(`${h.portalUrl}/applicant`);
    });

    it('an unknown provider, with SOCIAL_SIGN_IN_UNAVAILABLE', async () => {
      const start = await request(new CookieJar(), `${h.portalUrl}/api/auth/oidc/linkedin/start?system=ADM`);
      expect(new URL(start.location!).searchParams.get('error')).toBe('SOCIAL_SIGN_IN_UNAVAILABLE');
    });
  });
});

function decodePayload(jws: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jws.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}
