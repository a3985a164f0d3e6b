/**
 * A self-declared NRIC never captures someone else's national-identity sign-in (issue 31): an
 * applicant types another person's NRIC in Personal Particulars and submits; that person's first
 * national-identity sign-in lands in a new profile of their own, the declaring account is never
 * entered and learns nothing, and the office sees both records flagged. The real owner of a declared
 * NRIC verifies it with a retrieval in their own session, and from then on it signs them in there.
 */
import { COMPLETE_SECTIONS, completeAdmissionApplication } from '../../../helpers/complete-admission';
import { CookieJar, request, type Step } from '../../../helpers/cookie-fetch';
import { IDENTITY, returnToPortal, sessionOf, startIdentityHarness, visitProvider, type IdentityHarness } from '../../../helpers/identity-harness';
import { Browser } from '../../../helpers/test-app';
import { oneDatabase } from '../../../helpers/test-database';

/** A JSON answer, read loosely as a test reads it. */
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const VICTIM_NRIC = 'S8765432C';

describe.each(oneDatabase())('an NRIC declared by someone else on %s', (target) => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await startIdentityHarness(target);
  });
  afterAll(async () => h.close());

  const get = async (jar: CookieJar, path: string): Promise<Step & { json: () => Json }> => {
    const step = await request(jar, `${h.portalUrl}${path}`);
    return { ...step, json: () => JSON.parse(step.body) as Json };
  };
  const signInWithIdentity = async (accountId: string, jar = new CookieJar(), query = 'system=ADM') => {
    const landing = await returnToPortal(await visitProvider(h, { accountId, portalJar: jar, query }));
    expect(landing.status).toBe(303);
    return { jar, landing };
  };

  let attacker: Browser;
  let attackerApplicantId = '';
  let attackerNumber = '';

  it('keeps the NRIC an applicant typed and submitted as declared only', async () => {
    attacker = new Browser(h.t.app);
    expect((await attacker.signInWithEmail()).statusCode).toBe(200);
    attackerNumber = await completeAdmissionApplication(attacker, {
      ...COMPLETE_SECTIONS,
      personalParticulars: { ...COMPLETE_SECTIONS.personalParticulars, identityType: 'NRIC', identityNumber: VICTIM_NRIC },
    });
    expect((await attacker.post(`/api/admission/applications/${attackerNumber}/submit`)).statusCode).toBe(200);
    const record = await h.t.db
      .selectFrom('applications as app')
      .innerJoin('applicants as a', 'a.id', 'app.applicant_id')
      .select(['a.id', 'a.nric', 'a.verified_nric'])
      .where('app.application_number', '=', attackerNumber)
      .executeTakeFirstOrThrow();
    attackerApplicantId = record.id;
    expect(record).toMatchObject({ nric: VICTIM_NRIC, verified_nric: null });
  });

  it('signs the person the NRIC belongs to in to a new profile of their own, never the declaring account', async () => {
    const { jar, landing } = await signInWithIdentity(IDENTITY[VICTIM_NRIC]!);
    expect(landing.location).toBe(`${h.portalUrl}/applicant`);
    expect(await sessionOf(h, jar)).toMatchObject({ authenticated: true, principal: { kind: 'identity', name: 'RAJ KUMAR S/O ARUMUGAM' } });
    // Nothing of the declaring account: none of its applications, fees or particulars.
    const applications = await get(jar, '/api/applicant/applications');
    expect(applications.status).toBe(200);
    expect(applications.body).not.toContain(attackerNumber);
    expect((await get(jar, `/api/admission/applications/${attackerNumber}/form`)).status).toBe(404);
    const victim = await h.t.db.selectFrom('applicants').select(['id', 'nric', 'verified_nric']).where('verified_nric', '=', VICTIM_NRIC).executeTakeFirstOrThrow();
    expect(victim.id).not.toBe(attackerApplicantId);
    expect(victim.nric).toBeNull();

    // Signing in again finds the same new profile.
    const again = await signInWithIdentity(IDENTITY[VICTIM_NRIC]!);
    expect((await get(again.jar, '/api/applicant/applications')).body).not.toContain(attackerNumber);
    const profiles = await h.t.db.selectFrom('applicants').select('id').where('verified_nric', '=', VICTIM_NRIC).execute();
    expect(profiles).toHaveLength(1);
  });

  it('leaves the declaring account knowing nothing of the person: no identity data, no verified NRIC, its own record unchanged', async () => {
    const own = await attacker.get('/api/applicant/applications');
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain(attackerNumber);
    expect(own.body).not.toContain('RAJ KUMAR');
    const identityData = await attacker.get('/api/applicant/identity-data');
    expect(identityData.statusCode).toBe(403);
    expect(identityData.body).not.toContain('RAJ KUMAR');
    const session = await attacker.get('/api/auth/session');
    expect(session.body).not.toContain('RAJ KUMAR');
    const record = await h.t.db.selectFrom('applicants').select(['nric', 'verified_nric', 'full_name']).where('id', '=', attackerApplicantId).executeTakeFirstOrThrow();
    expect(record).toMatchObject({ nric: VICTIM_NRIC, verified_nric: null });
    expect(record.full_name).not.toContain('RAJ');
    const retrievals = await h.t.db.selectFrom('identity_retrievals').select('applicant_id').where('applicant_id', '=', attackerApplicantId).execute();
    expect(retrievals).toHaveLength(0);
  });

  it('flags both records to the admissions office: "same NRIC declared elsewhere"', async () => {
    const officer = new Browser(h.t.app);
    await officer.signInAsStaff('ADMISSIONS');
    const view = await officer.get(`/api/office/admission/applications/${attackerNumber}`);
    expect(view.statusCode).toBe(200);
    expect(view.json().applicant).toMatchObject({
      nric: VICTIM_NRIC,
      verifiedNric: null,
      sameNricElsewhere: [{ verified: true, applicationNumbers: [] }],
    });
  });

  it('refuses to verify, in a session of its own, an NRIC another record with applications holds verified', async () => {
    // The victim now applies: their record holds an application; the declaring account's owner
    // cannot pass a retrieval as the victim anyway, and the victim's own retrieval there keeps the NRIC.
    const { jar } = await signInWithIdentity(IDENTITY[VICTIM_NRIC]!);
    const started = await request(jar, `${h.portalUrl}/api/system/settings`).then(() =>
      request(jar, `${h.portalUrl}/api/admission/applications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' },
        body: JSON.stringify({ category: 'ALEVEL', eligibility: { citizenship: 'SINGAPORE_CITIZEN', residesInSingapore: true, priorUniversity: false, fullTimeWorkTwoYears: false } }),
      }),
    );
    expect(started.status).toBe(201);
    const victimNumber = (JSON.parse(started.body) as Json).applicationNumber as string;

    // Suppose the person authenticated in the declaring account's browser: the verification is refused there.
    const attackerJar = new CookieJar();
    const signedIn = await request(attackerJar, `${h.portalUrl}/api/system/settings`).then(() =>
      request(attackerJar, `${h.portalUrl}/api/auth/login/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': attackerJar.get('XSRF-TOKEN') ?? '' },
        body: JSON.stringify({ email: 'demo.account@example.edu', password: 'Portal#Demo2026', system: 'ADM', subCategory: 'ADM' }),
      }),
    );
    expect(signedIn.status).toBe(200);
    const refused = await returnToPortal(await visitProvider(h, { accountId: IDENTITY[VICTIM_NRIC]!, query: 'purpose=identity-data', portalJar: attackerJar }));
    expect(refused.location).toBe(`${h.portalUrl}/singpass?error=IDENTITY_NRIC_VERIFIED_ELSEWHERE`);
    expect((await get(attackerJar, '/api/applicant/identity-data')).status).toBe(403);
    const record = await h.t.db.selectFrom('applicants').select('verified_nric').where('id', '=', attackerApplicantId).executeTakeFirstOrThrow();
    expect(record.verified_nric).toBeNull();
    // And the victim's sign-in still lands in their own record, with their own application.
    const back = await signInWithIdentity(IDENTITY[VICTIM_NRIC]!);
    expect((await get(back.jar, '/api/applicant/applications')).body).toContain(victimNumber);
  });

  it('lets the real owner of a declared NRIC verify it in their own session; an empty profile made meanwhile gives it up', async () => {
    // The demo draft account (LIM WEI JIE) declared T0812345J before verified NRICs existed...
    const draft = await h.t.db
      .selectFrom('accounts')
      .select('applicant_id')
      .where('email', '=', 'draft.account@example.edu')
      .executeTakeFirstOrThrow();
    await h.t.db.updateTable('applicants').set({ nric: 'T0812345J' }).where('id', '=', draft.applicant_id!).execute();
    // ...then signed in with national identity: a new, empty profile holds the verified NRIC.
    await signInWithIdentity(IDENTITY.T0812345J!);
    const empty = await h.t.db.selectFrom('applicants').select('id').where('verified_nric', '=', 'T0812345J').executeTakeFirstOrThrow();
    expect(empty.id).not.toBe(draft.applicant_id);

    // Signed in with the e-mail login, they retrieve with national identity as themselves.
    const jar = new CookieJar();
    await request(jar, `${h.portalUrl}/api/system/settings`);
    const signedIn = await request(jar, `${h.portalUrl}/api/auth/login/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' },
      body: JSON.stringify({ email: 'draft.account@example.edu', password: 'Portal#Draft2026', system: 'ADM', subCategory: 'ADM' }),
    });
    expect(signedIn.status).toBe(200);
    const retrieved = await returnToPortal(await visitProvider(h, { accountId: IDENTITY.T0812345J!, query: 'purpose=identity-data', portalJar: jar }));
    expect(retrieved.location).toBe(`${h.portalUrl}/singpass`);
    const verified = await h.t.db.selectFrom('applicants').select('id').where('verified_nric', '=', 'T0812345J').execute();
    expect(verified.map((row) => row.id)).toEqual([draft.applicant_id]);

    // From now on a national-identity sign-in lands in the record they applied with.
    const { jar: identityJar } = await signInWithIdentity(IDENTITY.T0812345J!);
    const draftNumber = await h.t.db.selectFrom('applications').select('application_number').where('applicant_id', '=', draft.applicant_id!).executeTakeFirstOrThrow();
    expect((await get(identityJar, '/api/applicant/applications')).body).toContain(draftNumber.application_number);
  });
});
