/**
 * The applicant's e-mailed reminders while the tuition grant's two sureties have not both confirmed
 * (issue 34): one a week before the reply due date and one the day before, each once per application,
 * in the applicant's language, none once both have confirmed and none after the due date. The job's
 * function is run with the test clock, as the scheduled job runs it with the instance's.
 */
import { remindAboutSureties } from '../../../src/modules/admission';
import { listOutbox } from '../../../src/mail/outbox';
import { acceptOffer, submittedApplication } from '../../helpers/after-submission';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

const DAY = 86_400;
const DEMO_NUMBER = '24000001';
const DEMO_EMAIL = 'demo.applicant@example.edu';
const SUBJECT = { en: 'Reminder: your tuition grant sureties have not both confirmed', zh: '提醒：您的学费津贴担保人尚未全部确认' };

describe.each(oneDatabase())('the tuition grant surety reminders on %s', (target) => {
  let t: TestApp;
  let otherNumber: string;
  let otherEmail: string;

  const reminders = async () =>
    (await listOutbox(t.db)).filter((mail) => mail.subject === SUBJECT.en || mail.subject === SUBJECT.zh).map((mail) => ({ to: mail.to, subject: mail.subject, text: mail.text }));
  const run = () => remindAboutSureties(t.db, t.clock.now(), { publicUrl: 'https://portal.example.edu' });
  const applicationId = async (number: string) => (await t.db.selectFrom('applications').select('id').where('application_number', '=', number).executeTakeFirstOrThrow()).id;
  async function confirmSurety(number: string, position: 1 | 2) {
    const now = t.clock.now();
    await t.db
      .insertInto('tuition_grant_sureties')
      .values({ application_id: await applicationId(number), position, details: JSON.stringify({ fullName: `SURETY ${position}` }), status: 'CONFIRMED', confirmed_at: now, signature_name: `SURETY ${position}`, created_at: now, updated_at: now })
      .execute();
  }

  beforeAll(async () => {
    t = await createTestApp(target);
    const demo = new Browser(t.app);
    expect((await demo.signInWithPin()).statusCode).toBe(200);
    const other = new Browser(t.app);
    expect((await other.signInWithEmail()).statusCode).toBe(200);
    otherNumber = await submittedApplication(other, t.db);
    otherEmail = (await t.db.selectFrom('applications as app').innerJoin('applicants as applicant', 'applicant.id', 'app.applicant_id').select('applicant.email').where('app.application_number', '=', otherNumber).executeTakeFirstOrThrow()).email;
    // The demo applicant reads Chinese; the other applicant keeps English.
    await t.db.updateTable('applicants').set({ language: 'zh-Hans' }).where('email', '=', DEMO_EMAIL).execute();
    // Accepted on 01/03/2026 (due 29/03/2026) and on 02/03/2026 (due 30/03/2026).
    await acceptOffer(t.db, DEMO_NUMBER, t.clock.now(), 'ACCEPT_WITH_GRANT');
    await acceptOffer(t.db, otherNumber, new Date(t.clock.now().getTime() + DAY * 1000), 'ACCEPT_WITH_GRANT');
  });
  afterAll(() => t?.close());

  it('sends nothing 8 days before the due date', async () => {
    t.clock.advance(20 * DAY); // 21/03/2026 in Singapore
    expect(await run()).toEqual([]);
    expect(await reminders()).toEqual([]);
  });

  it("reminds the applicant 7 days before, with the due date, in the applicant's language, once; another application is unaffected", async () => {
    t.clock.advance(DAY); // 22/03/2026: 7 days before the demo's due date, 8 before the other's
    expect(await run()).toEqual([DEMO_NUMBER]);
    const sent = await reminders();
    expect(sent).toEqual([{ to: DEMO_EMAIL, subject: SUBJECT.zh, text: expect.stringContaining('2026年3月29日') }]);
    expect(sent[0]!.text).toContain(`入学申请 ${DEMO_NUMBER}`);
    expect(sent[0]!.text).toContain(`https://portal.example.edu/applicant/admission/applications/${DEMO_NUMBER}/tuition-grant-sureties`);

    // Run again (another instance, or the next period): no second reminder.
    expect(await run()).toEqual([]);
    t.clock.advance(3600);
    expect(await run()).toEqual([]);
    expect(await reminders()).toHaveLength(1);

    // The next day the other application's week has come: its own reminder, in English.
    t.clock.advance(DAY); // 23/03/2026
    expect(await run()).toEqual([otherNumber]);
    const other = (await reminders()).filter((mail) => mail.to === otherEmail);
    expect(other).toEqual([{ to: otherEmail, subject: SUBJECT.en, text: expect.stringContaining('30/03/2026') }]);
    expect(other[0]!.text).toContain(`admission application ${otherNumber}`);
    expect(await reminders()).toHaveLength(2);
  });

  it('sends the second reminder the day before, once though two runs ask at once, saying how many have confirmed', async () => {
    await confirmSurety(DEMO_NUMBER, 1);
    t.clock.advance(4 * DAY); // 27/03/2026: 2 days before, nothing new
    expect(await run()).toEqual([]);
    t.clock.advance(DAY); // 28/03/2026: the day before the demo's due date
    // Two instances at once: one sends it, the other finds it recorded.
    const [first, second] = await Promise.all([run(), run()]);
    expect([...first, ...second]).toEqual([DEMO_NUMBER]);
    const demo = (await reminders()).filter((mail) => mail.to === DEMO_EMAIL);
    expect(demo).toHaveLength(2);
    expect(demo[0]!.text).toContain('2026年3月29日');
    expect(demo[0]!.text).toContain('目前已有 1 名确认');
    expect(await run()).toEqual([]);
  });

  it('sends nothing once both sureties have confirmed', async () => {
    await confirmSurety(otherNumber, 1);
    await confirmSurety(otherNumber, 2);
    t.clock.advance(DAY); // 29/03/2026: the day before the other's due date, the demo's due date
    expect(await run()).toEqual([]);
    expect((await reminders()).filter((mail) => mail.to === otherEmail)).toHaveLength(1);
  });

  it('sends nothing after the due date, even a reminder never sent', async () => {
    // As if the API had been down all week: no reminder recorded for the demo application.
    await t.db.deleteFrom('tuition_grant_surety_reminders').where('application_id', '=', await applicationId(DEMO_NUMBER)).execute();
    const before = (await reminders()).length;
    expect(await run()).toEqual([]); // 29/03/2026: the due date itself
    t.clock.advance(DAY); // 30/03/2026: past due
    expect(await run()).toEqual([]);
    t.clock.advance(10 * DAY);
    expect(await run()).toEqual([]);
    expect(await reminders()).toHaveLength(before);
  });
});
