/**
 * Starting an application is safe to retry (issue 34, "a busy evening"): the browser's start key
 * (Idempotency-Key) makes the same start sent twice — one after the other when the first answer was
 * lost, or both at once — one application with one answer and one e-mail. Another start, another
 * applicant's key, other answers under the same key and a malformed key are not retries.
 */
import { START_KEY_HEADER } from '@portal/contracts/admission/api';
import { listOutbox } from '../../../src/mail/outbox';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

const ELIGIBLE = { citizenship: 'SINGAPORE_CITIZEN', residesInSingapore: true, priorUniversity: false, fullTimeWorkTwoYears: false };
const START = { category: 'ALEVEL', eligibility: ELIGIBLE };
const KEY = '3f1c7a52-9d4e-4b8a-a6f0-2c5e8b1d7e90';

describe.each(oneDatabase())('starting an admission application again on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  const start = (browser: Browser, key: string | undefined, body: object = START) =>
    browser.request({ method: 'POST', url: '/api/admission/applications', payload: body, headers: key === undefined ? {} : { [START_KEY_HEADER]: key } });

  const applicationsOf = (email: string) =>
    t.db
      .selectFrom('applications')
      .innerJoin('applicants', 'applicants.id', 'applications.applicant_id')
      .select('applications.application_number')
      .where('applicants.email', '=', email)
      .execute();

  let account: Browser;
  let number = '';

  it('answers the same start sent twice with the same application, made and e-mailed once', async () => {
    account = new Browser(t.app);
    expect((await account.signInWithEmail()).statusCode).toBe(200);
    const first = await start(account, KEY);
    expect(first.statusCode).toBe(201);
    number = first.json().applicationNumber;
    // The first answer was lost on the way: the browser sends the same start again.
    const again = await start(account, KEY);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ applicationNumber: number });
    expect(await applicationsOf('demo.account@example.edu')).toEqual([{ application_number: number }]);
    expect((await listOutbox(t.db)).filter((mail) => mail.subject === 'Your application number' && mail.to === 'demo.account@example.edu')).toHaveLength(1);
    // It leads on to PIN creation: the application is the session's, with no PIN yet.
    const form = await account.get(`/api/admission/applications/${number}/form`);
    expect(form.statusCode).toBe(200);
    expect(form.json()).toMatchObject({ applicationNumber: number, pinSet: false });
  });

  it('still refuses another start (a new key or none) and other answers under the same key', async () => {
    for (const key of ['8b0e4c1d-2f3a-4e5b-9c6d-7a8b9c0d1e2f', undefined]) {
      const other = await start(account, key);
      expect(other.statusCode).toBe(409);
      expect(other.json().errors[0].code).toBe('APPLICATION_EXISTS');
    }
    const changed = await start(account, KEY, { category: 'ALEVEL', eligibility: { ...ELIGIBLE, residesInSingapore: false } });
    expect(changed.statusCode).toBe(409);
    expect(await applicationsOf('demo.account@example.edu')).toHaveLength(1);
  });

  let second: Browser;
  const SECOND = 'second.account@example.edu';

  it('makes one application of the same start sent twice at once', async () => {
    // A second e-mail account without an application (the demo account's password).
    const demo = await t.db.selectFrom('accounts').selectAll().where('email', '=', 'demo.account@example.edu').executeTakeFirstOrThrow();
    await t.db
      .insertInto('accounts')
      .values({ email: SECOND, password_hash: demo.password_hash, first_name: 'Second', last_name: 'Account', system: 'ADM', sub_category: 'ADM', applicant_id: null })
      .execute();
    second = new Browser(t.app);
    expect((await second.signInWithEmail(SECOND)).statusCode).toBe(200);
    const key = 'c0ffee00-1234-4abc-8def-0123456789ab';
    const [a, b] = await Promise.all([start(second, key), start(second, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()).toEqual(b.json());
    expect(await applicationsOf(SECOND)).toEqual([{ application_number: a.json().applicationNumber }]);
  });

  it('never answers another applicant’s application for their key', async () => {
    const response = await start(second, KEY);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].code).toBe('APPLICATION_EXISTS');
    expect(response.body).not.toContain(number);
  });

  it('refuses a malformed start key with the error list', async () => {
    const response = await start(account, 'not a key');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('BAD_REQUEST');
  });
});
