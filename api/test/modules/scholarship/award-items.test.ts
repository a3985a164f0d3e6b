/**
 * The dashboard's scholarship items: an open offer to reply to (by its due date; none once past it),
 * then the undertaking to accept, then the sureties to nominate and invite — until both are invited.
 */
import { ELIGIBLE_SURETY } from '../../../../shared/contracts/test/scholarship-award-sample';
import { applicantIdByEmail, DEMO_APPLICANT_EMAIL, DRAFT_ACCOUNT, insertAcceptedOffer, insertScholarship, insertScholarshipApplication } from '../../helpers/scholarship-award';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

interface Item {
  id: string;
  kind: string;
  scholarshipReference?: string;
  dueDate?: string;
  href: string;
  title: string;
  description: string;
}

const DECLARATIONS = { readLetter: true, acceptObligations: true, bond: true, liquidatedDamages: true };
const base = (id: string) => `/api/scholarship/applications/${id}`;

describe.each(oneDatabase())('the scholarship items on the dashboard on %s', (target) => {
  let t: TestApp;
  let demo: Browser;
  let lim: Browser;
  let id: string;
  let reference: string;
  const scholarshipItems = async (browser: Browser) =>
    ((await browser.get('/api/applicant/action-items')).json() as Item[]).filter((item) => item.kind.startsWith('SCHOLARSHIP_'));

  beforeAll(async () => {
    t = await createTestApp(target);
    const now = t.clock.now();
    const scholarship = await insertScholarship(t.db, { academicYear: '2029/2030', code: 'AWARD_ITEMS' }, now);
    const application = await insertScholarshipApplication(t.db, await applicantIdByEmail(t.db, DEMO_APPLICANT_EMAIL), '2029/2030', now);
    id = application.id;
    reference = application.reference!;
    await insertAcceptedOffer(t.db, id, scholarship, now);
    // Released, not answered yet, due on 31/03/2026 (today is 01/03/2026 in Singapore).
    await t.db.updateTable('scholarship_outcomes').set({ response: null, responded_at: null, reply_due_on: '2026-03-31' }).where('application_id', '=', id).execute();
    demo = new Browser(t.app);
    expect((await demo.signInWithPin()).statusCode).toBe(200);
    lim = new Browser(t.app);
    expect((await lim.signInWithEmail(DRAFT_ACCOUNT.email, DRAFT_ACCOUNT.password)).statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  it('asks for a reply to the offer by its due date, and not once it has lapsed; never another applicant', async () => {
    expect(await scholarshipItems(demo)).toEqual([
      {
        id: `scholarship-offer-${id}`,
        kind: 'SCHOLARSHIP_OFFER_REPLY',
        title: 'Reply to your scholarship offer',
        description: `You have a scholarship offer for application ${reference}. Please accept or decline it by 31/03/2026.`,
        scholarshipReference: reference,
        dueDate: '2026-03-31',
        href: `/applicant/scholarship/applications/${id}/outcome`,
      },
    ]);
    expect(await scholarshipItems(lim)).toEqual([]);
    await t.db.updateTable('scholarship_outcomes').set({ reply_due_on: '2026-02-28' }).where('application_id', '=', id).execute();
    expect(await scholarshipItems(demo)).toEqual([]);
    await t.db.updateTable('scholarship_outcomes').set({ reply_due_on: '2026-03-01' }).where('application_id', '=', id).execute();
    expect((await scholarshipItems(demo)).map((item) => item.dueDate)).toEqual(['2026-03-01']);
  });

  it('then the undertaking, then the sureties until both are invited', async () => {
    expect((await demo.post(`${base(id)}/outcome/response`, { decision: 'ACCEPT' })).statusCode).toBe(200);
    expect((await scholarshipItems(demo)).map((item) => [item.kind, item.href])).toEqual([['SCHOLARSHIP_UNDERTAKING', `/applicant/scholarship/applications/${id}/undertaking`]]);
    expect((await demo.post(`${base(id)}/undertaking`, { acceptedName: 'TAN MEI LING', declarations: DECLARATIONS })).statusCode).toBe(200);
    expect((await scholarshipItems(demo)).map((item) => [item.kind, item.href])).toEqual([['SCHOLARSHIP_SURETIES', `/applicant/scholarship/applications/${id}/sureties`]]);
    // Two invited sureties (rows as the invite route leaves them): nothing left to do.
    for (const position of [1, 2] as const) {
      await t.db
        .insertInto('scholarship_sureties')
        .values({ application_id: id, position, details: JSON.stringify(ELIGIBLE_SURETY), status: position === 1 ? 'INVITED' : 'NOMINATED', created_at: t.clock.now(), updated_at: t.clock.now() })
        .execute();
    }
    expect((await scholarshipItems(demo)).map((item) => item.kind)).toEqual(['SCHOLARSHIP_SURETIES']);
    await t.db.updateTable('scholarship_sureties').set({ status: 'CONFIRMED', confirmed_at: t.clock.now(), signature_name: ELIGIBLE_SURETY.fullName }).where('application_id', '=', id).where('position', '=', 2).execute();
    expect(await scholarshipItems(demo)).toEqual([]);
  });
});
