/**
 * The government tuition grant's sureties (issue 34): open only after the offer is accepted with the
 * grant; two sureties, each with identification, over 21 and under 65 on 1 August of the award year;
 * saving one e-mails a single-use link that confirms once and expires; the applicant, the dashboard
 * and the office see each one's state; another applicant's application is refused.
 */
import { listEvents } from '../../../src/forms/timeline';
import { listOutbox } from '../../../src/mail/outbox';
import { acceptOffer, submittedApplication } from '../../helpers/after-submission';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

const DEMO_NUMBER = '24000001';
const base = (number: string) => `/api/admission/applications/${number}/tuition-grant-sureties`;
const FIRST = { fullName: 'TAN AH KOW', idType: 'NRIC', idNumber: 'S7012345A', dateOfBirth: '01/08/2004', email: 'tan.ahkow@example.com', mobile: '91234567' };
const SECOND = { fullName: 'WONG LI HUA', idType: 'PASSPORT', idNumber: 'E1234567', dateOfBirth: '02/08/1961', email: 'wong.lihua@example.com', mobile: '92345678' };
const INVITE_SUBJECT = 'Please confirm that you will stand as surety for a tuition grant';

const codes = (response: { json(): { errors: Array<{ code: string }> } }) => response.json().errors.map((error) => error.code);
const fieldCodes = (response: { json(): { errors: Array<{ code: string; field?: string }> } }) => response.json().errors.map((error) => [error.field, error.code]);
const tokenOf = (text: string) => /\/tuition-grant-surety\?token=([A-Za-z0-9_-]{43})/.exec(text)![1]!;

describe.each(oneDatabase())('the tuition grant sureties on %s', (target) => {
  let t: TestApp;
  let demo: Browser;
  let other: Browser;
  let officer: Browser;
  let otherNumber: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    demo = new Browser(t.app);
    expect((await demo.signInWithPin()).statusCode).toBe(200);
    other = new Browser(t.app);
    expect((await other.signInWithEmail()).statusCode).toBe(200);
    otherNumber = await submittedApplication(other, t.db);
    await acceptOffer(t.db, otherNumber, t.clock.now(), 'ACCEPT_WITHOUT_GRANT');
    officer = new Browser(t.app);
    await officer.signInAsStaff('ADMISSIONS');
  });
  afterAll(() => t?.close());

  // Seen as one mail per address: the newest link is the one not seen before.
  const seen = new Set<string>();
  async function freshToken(to: string): Promise<string> {
    const tokens = (await listOutbox(t.db)).filter((mail) => mail.to === to && mail.subject === INVITE_SUBJECT).map((mail) => tokenOf(mail.text));
    const fresh = tokens.filter((token) => !seen.has(token));
    expect(fresh).toHaveLength(1);
    seen.add(fresh[0]!);
    return fresh[0]!;
  }

  it('opens only once the offer is accepted with the grant; another applicant is refused as unknown', async () => {
    const before = await demo.get(base(DEMO_NUMBER));
    expect(before.statusCode).toBe(409);
    expect(codes(before)).toEqual(['TUITION_GRANT_SURETIES_NOT_AVAILABLE']);
    expect((await demo.request({ method: 'PUT', url: `${base(DEMO_NUMBER)}/1`, payload: FIRST })).statusCode).toBe(409);
    expect((await demo.get('/api/applicant/action-items')).json().some((item: { kind: string }) => item.kind === 'TUITION_GRANT_SURETIES')).toBe(false);
    // Accepted without the grant: no sureties.
    expect(codes(await other.get(base(otherNumber)))).toEqual(['TUITION_GRANT_SURETIES_NOT_AVAILABLE']);
    expect((await officer.get(`/api/office/admission/applications/${otherNumber}/tuition-grant-sureties`)).json()).toBeNull();

    await acceptOffer(t.db, DEMO_NUMBER, t.clock.now(), 'ACCEPT_WITH_GRANT');
    const opened = await demo.get(base(DEMO_NUMBER));
    expect(opened.statusCode).toBe(200);
    // Accepted on 01/03/2026: both should confirm within 28 days.
    expect(opened.json()).toMatchObject({ applicationNumber: DEMO_NUMBER, awardYear: 2026, replyDueDate: '2026-03-29', sureties: [{ position: 1, status: null }, { position: 2, status: null }] });
    const items = (await demo.get('/api/applicant/action-items')).json().filter((item: { kind: string }) => item.kind === 'TUITION_GRANT_SURETIES');
    expect(items).toEqual([expect.objectContaining({ applicationNumber: DEMO_NUMBER, dueDate: '2026-03-29', href: `/applicant/admission/applications/${DEMO_NUMBER}/tuition-grant-sureties` })]);

    // Another applicant's application is the same 404 as an unknown one.
    expect((await other.get(base(DEMO_NUMBER))).statusCode).toBe(404);
    expect((await other.request({ method: 'PUT', url: `${base(DEMO_NUMBER)}/1`, payload: FIRST })).statusCode).toBe(404);
    expect((await demo.get(base('99999999'))).statusCode).toBe(404);
    expect((await demo.request({ method: 'PUT', url: `${base(DEMO_NUMBER)}/3`, payload: FIRST })).statusCode).toBe(404);
  });

  it('asks for identification and measures the age on 1 August of the award year: over 21 and under 65', async () => {
    const put = (body: object) => demo.request({ method: 'PUT', url: `${base(DEMO_NUMBER)}/1`, payload: body });
    const empty = await put({});
    expect(empty.statusCode).toBe(400);
    expect(fieldCodes(empty)).toEqual(expect.arrayContaining([['fullName', 'ENTER_SURETY_NAME'], ['idType', 'SELECT_SURETY_ID_TYPE'], ['idNumber', 'ENTER_SURETY_ID_NUMBER'], ['dateOfBirth', 'ENTER_SURETY_DATE_OF_BIRTH'], ['email', 'ENTER_SURETY_EMAIL']]));
    // 21 on 01/08/2026 (22 the day after): not over 21.
    expect(fieldCodes(await put({ ...FIRST, dateOfBirth: '02/08/2004' }))).toEqual([['dateOfBirth', 'SURETY_GRANT_AGE_OUT_OF_RANGE']]);
    // 65 on 01/08/2026: not under 65.
    expect(fieldCodes(await put({ ...FIRST, dateOfBirth: '01/08/1961' }))).toEqual([['dateOfBirth', 'SURETY_GRANT_AGE_OUT_OF_RANGE']]);
    expect((await put({ ...FIRST, dateOfBirth: '02/08/2004' })).json().errors[0].message).toBe('A surety for the tuition grant must be over 21 and under 65 on 1 August 2026');
    expect(fieldCodes(await put({ ...FIRST, idType: 'LICENCE', idNumber: 'S70-12' }))).toEqual([['idType', 'INVALID_VALUE'], ['idNumber', 'INVALID_VALUE']]);
    expect(await listOutbox(t.db).then((mails) => mails.filter((mail) => mail.subject === INVITE_SUBJECT))).toHaveLength(0);
  });

  it('saves each surety and e-mails them a link that confirms once; the applicant, the dashboard and the office see the states', async () => {
    // 22 on 01/08/2026 and 64 on 01/08/2026: the limits themselves.
    const first = await demo.request({ method: 'PUT', url: `${base(DEMO_NUMBER)}/1`, payload: FIRST });
    expect(first.statusCode).toBe(200);
    expect(first.json().sureties[0]).toMatchObject({ status: 'INVITED', details: FIRST, confirmedAt: null });
    expect(first.json().sureties[0].linkExpiresAt).toBe(new Date(t.clock.now().getTime() + 14 * 86_400_000).toISOString());
    expect((await demo.request({ method: 'PUT', url: `${base(DEMO_NUMBER)}/2`, payload: SECOND })).statusCode).toBe(200);
    expect(first.body).not.toMatch(/token/i);

    const token = await freshToken(FIRST.email);
    const surety = new Browser(t.app);
    const opened = await surety.post('/api/public/tuition-grant-surety/open', { token });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ applicantName: 'TAN MEI LING', applicationNumber: DEMO_NUMBER, surety: { fullName: 'TAN AH KOW', idNumber: 'S7012345A' } });
    expect((await surety.request({ method: 'POST', url: '/api/public/tuition-grant-surety/confirm', payload: { token, declaration: true, signatureName: 'TAN AH KOW' }, withXsrfHeader: false })).statusCode).toBe(403);
    expect(fieldCodes(await surety.post('/api/public/tuition-grant-surety/confirm', { token, declaration: true, signatureName: 'TAN AH BENG' }))).toEqual([['signatureName', 'SURETY_SIGNATURE_MISMATCH']]);
    expect(fieldCodes(await surety.post('/api/public/tuition-grant-surety/confirm', { token, declaration: false, signatureName: 'TAN AH KOW' }))).toEqual([['declaration', 'SURETY_DECLARATION_REQUIRED']]);
    const confirmed = await surety.post('/api/public/tuition-grant-surety/confirm', { token, declaration: true, signatureName: 'tan ah kow' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ confirmed: true });
    const reused = await surety.post('/api/public/tuition-grant-surety/confirm', { token, declaration: true, signatureName: 'TAN AH KOW' });
    expect(reused.statusCode).toBe(404);
    expect(codes(reused)).toEqual(['SURETY_LINK_INVALID']);

    expect((await listOutbox(t.db)).filter((mail) => mail.subject === 'Your tuition grant surety has confirmed' && mail.text.includes('TAN AH KOW'))).toHaveLength(1);
    const mine = (await demo.get(base(DEMO_NUMBER))).json();
    expect(mine.sureties.map((one: { status: string }) => one.status)).toEqual(['CONFIRMED', 'INVITED']);
    expect(mine.sureties[0]).not.toHaveProperty('signatureName');
    const office = (await officer.get(`/api/office/admission/applications/${DEMO_NUMBER}/tuition-grant-sureties`)).json();
    expect(office.sureties[0]).toMatchObject({ status: 'CONFIRMED', signatureName: 'tan ah kow', details: { email: FIRST.email } });
    expect(office.sureties[1]).toMatchObject({ status: 'INVITED', signatureName: null });
    const scholarships = new Browser(t.app);
    await scholarships.signInAsStaff('SCHOLARSHIPS');
    expect((await scholarships.get(`/api/office/admission/applications/${DEMO_NUMBER}/tuition-grant-sureties`)).statusCode).toBe(403);

    const change = await demo.request({ method: 'PUT', url: `${base(DEMO_NUMBER)}/1`, payload: FIRST });
    expect(change.statusCode).toBe(409);
    expect(codes(change)).toEqual(['TUITION_GRANT_SURETY_CONFIRMED']);
    const application = await t.db.selectFrom('applications').select('id').where('application_number', '=', DEMO_NUMBER).executeTakeFirstOrThrow();
    const timeline = (await listEvents(t.db, { kind: 'ADMISSION', formId: application.id })).map((event) => event.kind);
    expect(timeline).toEqual(expect.arrayContaining(['GRANT_SURETY_INVITED', 'GRANT_SURETY_CONFIRMED']));
    // One still to confirm: the dashboard still asks.
    expect((await demo.get('/api/applicant/action-items')).json().some((item: { kind: string }) => item.kind === 'TUITION_GRANT_SURETIES')).toBe(true);
  });

  it('replaces the link when saved again, the link expires after 14 days, the dashboard asks past the due date, and both confirmed end it', async () => {
    const surety = new Browser(t.app);
    const earlier = await freshToken(SECOND.email);
    expect((await demo.request({ method: 'PUT', url: `${base(DEMO_NUMBER)}/2`, payload: { ...SECOND, mobile: '98765432' } })).statusCode).toBe(200);
    const later = await freshToken(SECOND.email);
    expect((await surety.post('/api/public/tuition-grant-surety/open', { token: earlier })).statusCode).toBe(404);
    t.clock.advance(14 * 86_400);
    const expired = await surety.post('/api/public/tuition-grant-surety/confirm', { token: later, declaration: true, signatureName: SECOND.fullName });
    expect(expired.statusCode).toBe(410);
    expect(codes(expired)).toEqual(['SURETY_LINK_EXPIRED']);

    // Past the reply due date (28 days) nothing lapses: the dashboard still asks, as the reminder.
    t.clock.advance(15 * 86_400);
    expect((await demo.signInWithPin()).statusCode).toBe(200);
    const overdue = (await demo.get('/api/applicant/action-items')).json().filter((item: { kind: string }) => item.kind === 'TUITION_GRANT_SURETIES');
    expect(overdue).toEqual([expect.objectContaining({ dueDate: '2026-03-29' })]);
    // The applicant sends a fresh link.
    expect((await demo.request({ method: 'PUT', url: `${base(DEMO_NUMBER)}/2`, payload: SECOND })).statusCode).toBe(200);
    const renewed = await freshToken(SECOND.email);
    expect((await surety.post('/api/public/tuition-grant-surety/confirm', { token: renewed, declaration: true, signatureName: SECOND.fullName })).statusCode).toBe(200);
    expect((await demo.get(base(DEMO_NUMBER))).json().sureties.map((one: { status: string }) => one.status)).toEqual(['CONFIRMED', 'CONFIRMED']);
    expect((await demo.get('/api/applicant/action-items')).json().some((item: { kind: string }) => item.kind === 'TUITION_GRANT_SURETIES')).toBe(false);
  });
});
