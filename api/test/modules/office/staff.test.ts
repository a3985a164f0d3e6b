/** Staff sign-in, staff sessions and the office administrator's accounts (issue 10). */
import { randomUUID } from 'node:crypto';
import { DEMO } from '../../../src/db/seed';
import { createStaff, updateStaff } from '../../../src/staff/staff-store';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

const officer = DEMO.staff.find((member) => member.role === 'ADMISSIONS')!;

describe.each(oneDatabase())('office staff on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { STAFF_SESSION_IDLE_SECONDS: '600' });
  });
  afterAll(() => t?.close());

  it('signs a staff member in with a cookie sent only to the office API, and answers the session', async () => {
    const browser = new Browser(t.app);
    const response = await browser.signInAsStaff('ADMISSIONS');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      authenticated: true,
      staff: { email: officer.email, fullName: officer.fullName, role: 'ADMISSIONS' },
      idleSecondsLeft: 600,
    });
    const cookie = String(response.headers['set-cookie']).split(/,(?=\s*\w+=)/).find((c) => c.includes('portal_staff='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/office/);
    expect((await browser.get('/api/office/auth/session')).json()).toMatchObject({ authenticated: true, staff: { role: 'ADMISSIONS' } });
    // A staff session is not an applicant's: the applicant area does not know it.
    expect((await browser.get('/api/auth/session')).json()).toEqual({ authenticated: false });
  });

  it('answers the same LOGIN_FAILED for a wrong password and an unknown address', async () => {
    const wrong = await new Browser(t.app).post('/api/office/auth/login', { email: officer.email, password: 'not the password at all' });
    const unknown = await new Browser(t.app).post('/api/office/auth/login', { email: 'nobody@example.edu', password: 'not the password at all' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().errors[0].code).toBe('LOGIN_FAILED');
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('an applicant cannot call staff routes, and an applicant password does not sign in at /office', async () => {
    const applicant = new Browser(t.app);
    await applicant.signInWithEmail();
    expect((await applicant.get('/api/office/staff')).statusCode).toBe(401);
    expect((await applicant.get('/api/office/staff')).json().errors[0].code).toBe('STAFF_UNAUTHENTICATED');
    const asStaff = await new Browser(t.app).post('/api/office/auth/login', { email: 'demo.account@example.edu', password: 'Portal#Demo2026' });
    expect(asStaff.statusCode).toBe(401);
  });

  it('checks the role on every route: only the office administrator manages staff accounts', async () => {
    const admissions = new Browser(t.app);
    await admissions.signInAsStaff('ADMISSIONS');
    const refused = await admissions.get('/api/office/staff');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('STAFF_FORBIDDEN');
    const admin = new Browser(t.app);
    await admin.signInAsStaff('OFFICE_ADMIN');
    const list = await admin.get('/api/office/staff');
    expect(list.statusCode).toBe(200);
    // The demo's accounts: one per office, a second admissions officer, the administrator.
    expect(list.json().map((member: { role: string }) => member.role).sort()).toEqual(['ADMISSIONS', 'ADMISSIONS', 'FINANCE', 'FINANCIAL_AID', 'OFFICE_ADMIN', 'SCHOLARSHIPS']);
  });

  it('lets the administrator create an account (password rules apply), refuses a second one for the address, and records who did it', async () => {
    const admin = new Browser(t.app);
    await admin.signInAsStaff('OFFICE_ADMIN');
    const weak = await admin.post('/api/office/staff', { email: 'new.officer@example.edu', fullName: 'NEW OFFICER', role: 'FINANCE', password: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toContainEqual(expect.objectContaining({ field: 'password', code: 'INVALID_PASSWORD' }));
    const created = await admin.post('/api/office/staff', { email: 'new.officer@example.edu', fullName: 'NEW OFFICER', role: 'FINANCE', password: 'river lantern orchid 42' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: 'new.officer@example.edu', role: 'FINANCE', active: true });
    expect(created.body).not.toContain('password');
    const again = await admin.post('/api/office/staff', { email: 'NEW.officer@example.edu', fullName: 'SOMEONE ELSE', role: 'FINANCE', password: 'another long passphrase 7' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ code: 'STAFF_EMAIL_TAKEN', field: 'email' });
    const audit = await t.db.selectFrom('staff_audit').select(['action', 'target_id']).where('action', '=', 'STAFF_CREATED').execute();
    expect(audit).toEqual([{ action: 'STAFF_CREATED', target_id: created.json().id }]);
    const newcomer = new Browser(t.app);
    const firstSignIn = await newcomer.post('/api/office/auth/login', { email: 'new.officer@example.edu', password: 'river lantern orchid 42' });
    expect(firstSignIn.statusCode).toBe(200);
    // A new account sets up its second factor before anything else (second-factor.test.ts).
    expect(firstSignIn.json()).toMatchObject({ authenticated: false, secondFactor: 'ENROL' });
  });

  it('keeps no account change without its audit record: a record that cannot be written undoes the change', async () => {
    // Recorded as someone who has no account: the audit's reference to them fails, after the change was made.
    const nobody = { staffId: randomUUID(), at: new Date() };
    await expect(createStaff(t.db, { email: 'unrecorded@example.edu', fullName: 'NOT RECORDED', role: 'FINANCE', password: 'river lantern orchid 42' }, nobody)).rejects.toThrow();
    expect(await t.db.selectFrom('staff_accounts').select('id').where('email', '=', 'unrecorded@example.edu').executeTakeFirst()).toBeUndefined();

    const finance = new Browser(t.app);
    const financeId = (await finance.signInAsStaff('FINANCE')).json().staff.id as string;
    await expect(updateStaff(t.db, financeId, { active: false }, nobody)).rejects.toThrow();
    expect(await t.db.selectFrom('staff_accounts').select('active').where('id', '=', financeId).executeTakeFirstOrThrow()).toEqual({ active: true });
    // Nor were their sessions ended.
    expect((await finance.get('/api/office/auth/session')).json()).toMatchObject({ authenticated: true });
  });

  it('deactivating an account ends its sessions and stops its sign-in; an administrator cannot deactivate themselves', async () => {
    const admin = new Browser(t.app);
    const me = (await admin.signInAsStaff('OFFICE_ADMIN')).json().staff.id as string;
    const finance = new Browser(t.app);
    const financeId = (await finance.signInAsStaff('FINANCE')).json().staff.id as string;
    expect((await admin.request({ method: 'PATCH', url: `/api/office/staff/${me}`, payload: { active: false } })).json().errors[0].code).toBe('STAFF_SELF_CHANGE');
    const off = await admin.request({ method: 'PATCH', url: `/api/office/staff/${financeId}`, payload: { active: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    expect((await finance.get('/api/office/auth/session')).json()).toEqual({ authenticated: false });
    const member = DEMO.staff.find((staff) => staff.role === 'FINANCE')!;
    expect((await new Browser(t.app).post('/api/office/auth/login', { email: member.email, password: member.password })).statusCode).toBe(401);
    await admin.request({ method: 'PATCH', url: `/api/office/staff/${financeId}`, payload: { active: true } });
    expect((await admin.request({ method: 'PATCH', url: '/api/office/staff/not-a-uuid', payload: { active: true } })).statusCode).toBe(404);
  });

  it('ends a staff session after STAFF_SESSION_IDLE_SECONDS without activity', async () => {
    const browser = new Browser(t.app);
    await browser.signInAsStaff('ADMISSIONS');
    t.clock.advance(601);
    const response = await browser.post('/api/office/auth/keepalive');
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].code).toBe('STAFF_SESSION_EXPIRED');
    expect((await browser.get('/api/office/auth/session')).json()).toEqual({ authenticated: false });
  });

  it('accepts only the anti-forgery token issued at staff sign-in', async () => {
    const browser = new Browser(t.app);
    const before = await browser.get('/api/system/settings');
    expect(before.statusCode).toBe(200);
    const planted = browser.xsrfToken!;
    await browser.signInAsStaff('ADMISSIONS');
    expect(browser.xsrfToken).not.toEqual(planted);
    const forged = await browser.request({ method: 'POST', url: '/api/office/auth/keepalive', headers: { 'x-xsrf-token': planted, cookie: `portal_staff=${browser.cookies.get('portal_staff')}; XSRF-TOKEN=${planted}` } });
    expect(forged.statusCode).toBe(403);
    expect((await browser.post('/api/office/auth/keepalive')).statusCode).toBe(200);
  });

  it('signs the applicant out of this browser when a staff member signs in, and signs out idempotently', async () => {
    const browser = new Browser(t.app);
    await browser.signInWithPin();
    await browser.signInAsStaff('ADMISSIONS');
    expect((await browser.get('/api/auth/session')).json()).toEqual({ authenticated: false });
    expect((await browser.post('/api/office/auth/logout')).statusCode).toBe(204);
    expect((await browser.post('/api/office/auth/logout')).statusCode).toBe(204);
    expect((await browser.get('/api/office/auth/session')).json()).toEqual({ authenticated: false });
  });
});
