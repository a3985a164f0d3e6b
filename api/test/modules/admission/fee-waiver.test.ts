/** Waiving an application's unpaid fee: reason required, 409 when paid or being paid, e-mail, timeline, audit, roles. */
import { listStaffActions } from '../../../src/staff/audit';
import { listOutbox } from '../../../src/mail/outbox';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

const NUMBER = '24000001';
const OFFICE = `/api/office/admission/applications/${NUMBER}/fee`;

describe.each(oneDatabase())('fee waiver on %s', (target) => {
  let t: TestApp;
  let officer: Browser;
  let feeId: string;
  const setStatus = (status: 'UNPAID' | 'RECEIVED' | 'SUBMITTED') => t.db.updateTable('fees').set({ status }).where('id', '=', feeId).execute();
  beforeAll(async () => {
    t = await createTestApp(target);
    officer = new Browser(t.app);
    await officer.signInAsStaff('ADMISSIONS');
    feeId = (await officer.get(OFFICE)).json().id;
  });
  afterAll(() => t?.close());

  it('refuses a paid fee (409) and one being paid, and needs a reason', async () => {
    await setStatus('RECEIVED');
    const paid = await officer.post(`${OFFICE}/waive`, { reason: 'Hardship' });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().errors[0].code).toBe('FEE_ALREADY_PAID');
    await setStatus('SUBMITTED');
    expect((await officer.post(`${OFFICE}/waive`, { reason: 'Hardship' })).json().errors[0].code).toBe('FEE_PAYMENT_PENDING');
    await setStatus('UNPAID');
    const noReason = await officer.post(`${OFFICE}/waive`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0]).toMatchObject({ field: 'reason', code: 'ENTER_WAIVER_REASON' });
  });

  it('waives the unpaid fee: the applicant no longer has to pay, is e-mailed, and it is recorded', async () => {
    const waived = await officer.post(`${OFFICE}/waive`, { reason: 'Financial hardship confirmed' });
    expect(waived.statusCode).toBe(200);
    expect(waived.json()).toMatchObject({ status: 'WAIVED', waivedReason: 'Financial hardship confirmed', waivedAt: t.clock.now().toISOString() });
    expect((await officer.post(`${OFFICE}/waive`, { reason: 'again' })).json().errors[0].code).toBe('FEE_ALREADY_WAIVED');
    const applicant = new Browser(t.app);
    await applicant.signInWithPin();
    expect((await applicant.get('/api/applicant/action-items')).json().some((item: { kind: string }) => item.kind === 'FEE_UNPAID')).toBe(false);
    expect((await listOutbox(t.db)).some((mail) => mail.subject === 'Your application fee has been waived')).toBe(true);
    const timeline = (await applicant.get(`/api/admission/applications/${NUMBER}/timeline`)).json().map((event: { kind: string }) => event.kind);
    expect(timeline).toContain('FEE_WAIVED');
    expect((await listStaffActions(t.db, 'APPLICATION', NUMBER)).map((action) => action.action)).toContain('FEE_WAIVED');
  });

  it('is for admissions officers only', async () => {
    const scholarships = new Browser(t.app);
    await scholarships.signInAsStaff('SCHOLARSHIPS');
    expect((await scholarships.post(`${OFFICE}/waive`, { reason: 'x' })).statusCode).toBe(403);
    expect((await scholarships.get(OFFICE)).statusCode).toBe(403);
    const applicant = new Browser(t.app);
    await applicant.signInWithPin();
    expect((await applicant.post(`${OFFICE}/waive`, { reason: 'x' })).statusCode).toBe(401);
    expect((await officer.get('/api/office/admission/applications/99999999/fee')).statusCode).toBe(404);
  });
});
