/**
 * The identity-data screen's API (/singpass) against the local national identity provider: a new
 * NRIC signs in, starts an application, reads what the service released and, with consent, fills
 * Personal Particulars; the verified answers then refuse changes while the contact details stay
 * editable; the retrieval is in the timeline. And the guard: no recent national-identity
 * authentication → 403; a retrieval by another person is refused; a PIN session retrieves as itself;
 * another applicant's application is never filled.
 */
import { CookieJar, request, type Step } from '../../../helpers/cookie-fetch';
import { IDENTITY, returnToPortal, startIdentityHarness, visitProvider, type IdentityHarness } from '../../../helpers/identity-harness';
import { oneDatabase } from '../../../helpers/test-database';

const ELIGIBLE = { citizenship: 'SINGAPORE_CITIZEN', residesInSingapore: true, priorUniversity: false, fullTimeWorkTwoYears: false };

/** A JSON answer, read loosely as a test reads it. */
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(oneDatabase())('identity data retrieval on %s', (target) => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await startIdentityHarness(target);
  });
  afterAll(async () => h.close());

  /** A call as the portal's http client makes it: JSON, with the anti-forgery header on changes. */
  const api = async (jar: CookieJar, method: string, path: string, body?: unknown): Promise<Step & { json: () => Json }> => {
    if (method !== 'GET' && !jar.get('XSRF-TOKEN')) await request(jar, `${h.portalUrl}/api/system/settings`);
    const step = await request(jar, `${h.portalUrl}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(method === 'GET' ? {} : { 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { ...step, json: () => JSON.parse(step.body) as Json };
  };
  const codes = (step: { json: () => Json }) => (step.json().errors as Array<{ code: string; field?: string }>).map((error) => [error.code, error.field].filter(Boolean).join(' '));

  const signInWithIdentity = async (accountId: string, jar = new CookieJar()) => {
    const landing = await returnToPortal(await visitProvider(h, { accountId, portalJar: jar }));
    expect(landing.status).toBe(303);
    return jar;
  };
  const startApplication = async (jar: CookieJar) => {
    const started = await api(jar, 'POST', '/api/admission/applications', { category: 'ALEVEL', eligibility: ELIGIBLE });
    expect(started.status).toBe(201);
    return started.json().applicationNumber as string;
  };
  const particulars = async (jar: CookieJar, number: string) => (await api(jar, 'GET', `/api/admission/applications/${number}/sections/personalParticulars`)).json();

  let aisyahApplication = '';

  it('shows a new applicant what the service released, fills the draft with consent, and keeps the verified answers read-only', async () => {
    const jar = await signInWithIdentity(IDENTITY.T0812345J!);
    // Signed in, no application yet: the data shows but there is nothing to fill.
    const before = await api(jar, 'GET', '/api/applicant/identity-data');
    expect(before.status).toBe(200);
    expect(before.json()).toMatchObject({ application: null, person: { nric: 'T0812345J', name: 'NUR AISYAH BINTE RAHMAN', race: { code: 'MY' }, residentialStatus: { code: 'C' } } });
    expect(codes(await api(jar, 'POST', '/api/applicant/identity-data/fill', { consent: true }))).toEqual(['IDENTITY_NO_DRAFT_APPLICATION']);

    const number = await startApplication(jar);
    aisyahApplication = number;
    // The dashboard offers the screen for the new draft (a dead end before: /singpass was linked from nowhere).
    const kinds = async () => ((await api(jar, 'GET', '/api/applicant/action-items')).json() as Array<{ kind: string; href: string; applicationNumber?: string }>).filter((item) => item.kind === 'IDENTITY_DATA');
    expect(await kinds()).toEqual([expect.objectContaining({ href: '/singpass', applicationNumber: number })]);
    const data = await api(jar, 'GET', '/api/applicant/identity-data');
    expect(data.json().application).toEqual({ applicationNumber: number, fillable: true });
    expect(data.json().person).toMatchObject({
      sex: { code: 'F', desc: 'FEMALE' },
      nationality: { code: 'SG' },
      dateOfBirth: '2008-03-14',
      registeredAddress: { block: '456', street: 'TAMPINES STREET 42', floor: '10', unit: '456', postal: '520456', country: 'SG' },
      mobile: { countryCode: '65', number: '91112222' },
      email: 'aisyah.rahman@example.com',
      maritalStatus: { code: '1' },
    });

    // Consent is required, and the body carries nothing but it: the data comes from the server's copy.
    expect(codes(await api(jar, 'POST', '/api/applicant/identity-data/fill', { consent: false }))).toEqual(['IDENTITY_CONSENT_REQUIRED consent']);
    expect((await api(jar, 'POST', '/api/applicant/identity-data/fill', { consent: true, person: { name: 'SOMEONE ELSE' } })).status).toBe(400);
    const filled = await api(jar, 'POST', '/api/applicant/identity-data/fill', { consent: true });
    expect(filled.status).toBe(200);
    // Filled: nothing more to offer.
    expect(await kinds()).toEqual([]);
    expect(filled.json().verified.sort()).toEqual(['dateOfBirth', 'fullName', 'gender', 'identityNumber', 'identityType', 'nationality', 'race']);

    const draft = await particulars(jar, number);
    expect(draft.data).toMatchObject({
      fullName: 'NUR AISYAH BINTE RAHMAN',
      gender: 'FEMALE',
      race: 'MALAY',
      nationality: 'SG',
      dateOfBirth: '14/03/2008',
      identityType: 'NRIC',
      identityNumber: 'T0812345J',
      maritalStatus: 'SINGLE',
      email: 'aisyah.rahman@example.com',
      mobile: { countryCode: '65', number: '91112222' },
      address: { country: 'SG', postalCode: '520456', line1: 'BLK 456 TAMPINES STREET 42', line2: '#10-456' },
    });
    expect(draft.verified.sort()).toEqual(filled.json().verified.sort());

    // A verified answer cannot change; the mailing address, e-mail, mobile and marital status can.
    const save = (data: Record<string, unknown>, version: number) => api(jar, 'PUT', `/api/admission/applications/${number}/sections/personalParticulars`, { data, version, complete: false });
    const renamed = await save({ ...draft.data, fullName: 'SOMEONE ELSE', race: 'CHINESE' }, draft.version);
    expect(renamed.status).toBe(400);
    expect(codes(renamed).sort()).toEqual(['VERIFIED_FIELD_CHANGED fullName', 'VERIFIED_FIELD_CHANGED race']);
    // A tab still on the copy from before the fill gets the usual conflict, with the filled copy to choose.
    const stale = await save({ ...draft.data, fullName: 'SOMEONE ELSE' }, draft.version - 1);
    expect(stale.status).toBe(409);
    expect(stale.json().current.data.fullName).toBe('NUR AISYAH BINTE RAHMAN');
    const { dateOfBirth: _dropped, ...withoutDateOfBirth } = draft.data;
    expect(codes(await save(withoutDateOfBirth, draft.version))).toEqual(['VERIFIED_FIELD_CHANGED dateOfBirth']);
    const contact = {
      ...draft.data,
      salutation: 'MS',
      email: 'aisyah@example.net',
      mobile: { countryCode: '65', number: '98887777' },
      maritalStatus: 'MARRIED',
      address: { country: 'SG', postalCode: '119077', line1: '21 LOWER KENT RIDGE ROAD', line2: '' },
    };
    const saved = await save(contact, draft.version);
    expect(saved.status).toBe(200);
    expect((await particulars(jar, number)).data).toMatchObject({ email: 'aisyah@example.net', maritalStatus: 'MARRIED', fullName: 'NUR AISYAH BINTE RAHMAN' });
    // Saving keeps the verified marks.
    expect((await particulars(jar, number)).verified).toHaveLength(7);

    // Check your answers learns which answers are verified.
    const answers = (await api(jar, 'GET', `/api/admission/applications/${number}/answers`)).json();
    expect(answers.sections.find((section: { id: string }) => section.id === 'personalParticulars').verified).toHaveLength(7);

    const timeline = await api(jar, 'GET', `/api/admission/applications/${number}/timeline`);
    expect(JSON.stringify(timeline.json())).toContain('IDENTITY_DATA_RETRIEVED');
    // The fill is logged for the office (without the person data).
    expect(h.logs.some((line) => line.event === 'identity_data_filled')).toBe(true);
  });

  it('closes the screen some minutes after the authentication, and opens it again after a retrieval as the same person', async () => {
    const jar = await signInWithIdentity(IDENTITY.S8765432C!);
    expect((await api(jar, 'GET', '/api/applicant/identity-data')).status).toBe(200);
    h.t.clock.advance(11 * 60);
    const closed = await api(jar, 'GET', '/api/applicant/identity-data');
    expect(closed.status).toBe(403);
    expect(codes(closed)).toEqual(['IDENTITY_RECENT_SIGN_IN_REQUIRED']);
    expect(codes(await api(jar, 'POST', '/api/applicant/identity-data/fill', { consent: true }))).toEqual(['IDENTITY_RECENT_SIGN_IN_REQUIRED']);

    // "Retrieve with national identity": the same session authenticates again and comes back to the screen.
    const visit = await visitProvider(h, { accountId: IDENTITY.S8765432C!, query: 'purpose=identity-data', portalJar: jar });
    const back = await returnToPortal(visit);
    expect(back.location).toBe(`${h.portalUrl}/singpass`);
    expect((await api(jar, 'GET', '/api/applicant/identity-data')).json().person.name).toBe('RAJ KUMAR S/O ARUMUGAM');
  });

  it('refuses a retrieval by another person than the signed-in applicant, and keeps the screen closed', async () => {
    const jar = new CookieJar();
    // The demo applicant signs in with application number and PIN: no national-identity authentication yet.
    const pin = await api(jar, 'POST', '/api/auth/login/pin', { applicationNumber: '24000001', pin: 'Demo2026', system: 'ADM', subCategory: 'ADM' });
    expect(pin.status).toBe(200);
    expect(codes(await api(jar, 'GET', '/api/applicant/identity-data'))).toEqual(['IDENTITY_RECENT_SIGN_IN_REQUIRED']);

    const other = await returnToPortal(await visitProvider(h, { accountId: IDENTITY.T0812345J!, query: 'purpose=identity-data', portalJar: jar }));
    expect(other.location).toBe(`${h.portalUrl}/singpass?error=IDENTITY_OTHER_PERSON`);
    expect((await api(jar, 'GET', '/api/applicant/identity-data')).status).toBe(403);
    // Still signed in as the demo applicant, not as the other person.
    expect(JSON.parse((await request(jar, `${h.portalUrl}/api/auth/session`)).body)).toMatchObject({ authenticated: true, principal: { applicationNumber: '24000001' } });
    expect(h.logs.some((line) => line.event === 'identity_retrieval_refused')).toBe(true);

    // As themselves: the screen opens, in the same session.
    const own = await returnToPortal(await visitProvider(h, { accountId: IDENTITY.S1234567D!, query: 'purpose=identity-data', portalJar: jar }));
    expect(own.location).toBe(`${h.portalUrl}/singpass`);
    const data = (await api(jar, 'GET', '/api/applicant/identity-data')).json();
    expect(data.person.nric).toBe('S1234567D');
    // The demo application was submitted: it cannot be filled.
    expect(data.application?.fillable ?? false).toBe(false);
    expect((await api(jar, 'POST', '/api/applicant/identity-data/fill', { consent: true })).status).toBe(409);
  });

  it('fills only the application the session follows, which is always the applicant’s own', async () => {
    const owner = await signInWithIdentity(IDENTITY.T0812345J!);
    const ownNumber = aisyahApplication;
    const ownBefore = await particulars(owner, ownNumber);
    const intruder = await signInWithIdentity(IDENTITY.S8765432C!);
    // Choosing another applicant's application is refused like one that does not exist…
    expect((await api(intruder, 'PUT', '/api/applicant/current-application', { applicationNumber: ownNumber })).status).toBe(404);
    // …so the intruder's fill has no draft to write to, and the owner's draft is untouched by it.
    expect(codes(await api(intruder, 'POST', '/api/applicant/identity-data/fill', { consent: true }))).toEqual(['IDENTITY_NO_DRAFT_APPLICATION']);
    expect(await particulars(owner, ownNumber)).toEqual(ownBefore);
  });

  it('needs a portal session at all', async () => {
    const anonymous = await api(new CookieJar(), 'GET', '/api/applicant/identity-data');
    expect(anonymous.status).toBe(401);
  });
});
