/**
 * Work shared among officers (issue 37), on both databases: assigning officers (one or several) and
 * taking them off, each officer's queue as the list's filter, internal notes with a rating, who else
 * has an application open, all on the office's timeline and never on the applicant's; the console's
 * role on every route, another console's officer refused as an assignee, unknown applications 404,
 * bad input the error list. The same routes serve the scholarship and financial aid consoles.
 */
import type { OfficeApplicationPage } from '@portal/contracts/admission/office';
import type { SharedWork } from '@portal/contracts/office/shared-work';
import { PRESENCE_GONE_AFTER_SECONDS } from '@portal/contracts/office/shared-work';
import { DEMO } from '../../src/db/seed';
import { insertAidApplication } from '../helpers/financial-aid-year';
import { applicantIdByEmail, DEMO_APPLICANT_EMAIL, insertScholarshipApplication } from '../helpers/scholarship-award';
import { Browser, createTestApp, type TestApp } from '../helpers/test-app';
import { everyDatabase } from '../helpers/test-database';

const APPLICATION = '/api/office/admission/applications/24000001';
const codes = (response: { json(): { errors: Array<{ code: string; field?: string }> } }) => response.json().errors.map((error) => [error.code, error.field]);

describe.each(everyDatabase())('work shared among officers on %s', (target) => {
  let t: TestApp;
  let first: Browser;
  let second: Browser;
  let ids: { first: string; second: string; scholarships: string };

  const staffId = async (email: string) => (await t.db.selectFrom('staff_accounts').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const work = async (browser: Browser, url = APPLICATION) => (await browser.get(`${url}/work`)).json() as SharedWork;
  const timeline = async (browser: Browser) => ((await browser.get(`${APPLICATION}/timeline`)).json() as Array<{ kind: string; params: object; staffName: string | null }>).filter((event) => event.kind.startsWith('OFFICE_'));

  beforeAll(async () => {
    t = await createTestApp(target);
    first = new Browser(t.app);
    await first.signInAsStaff('ADMISSIONS');
    second = new Browser(t.app);
    await second.signInAsStaff('ADMISSIONS', 1);
    const admissions = DEMO.staff.filter((member) => member.role === 'ADMISSIONS');
    ids = { first: await staffId(admissions[0]!.email), second: await staffId(admissions[1]!.email), scholarships: await staffId('scholarships.officer@example.edu') };
  });
  afterAll(() => t?.close());

  it('assigns one officer or several, takes them off, and puts each change on the office timeline only', async () => {
    expect(await work(first)).toMatchObject({ assignees: [], notes: [], me: ids.first, officers: [{ id: ids.first, fullName: 'NG SIEW LING' }, { id: ids.second, fullName: 'TAN WEI MING' }] });

    const mine = await first.post(`${APPLICATION}/assignees`, { staffId: ids.first });
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as SharedWork).assignees).toEqual([{ id: ids.first, fullName: 'NG SIEW LING', assignedAt: t.clock.now().toISOString(), assignedBy: 'NG SIEW LING' }]);
    t.clock.advance(60);
    const both = await first.post(`${APPLICATION}/assignees`, { staffId: ids.second });
    expect((both.json() as SharedWork).assignees.map((assignee) => assignee.fullName)).toEqual(['NG SIEW LING', 'TAN WEI MING']);
    // Assigning again changes nothing, and adds nothing to the timeline.
    expect((await second.post(`${APPLICATION}/assignees`, { staffId: ids.second })).statusCode).toBe(200);

    const off = await second.request({ method: 'DELETE', url: `${APPLICATION}/assignees/${ids.first}` });
    expect((off.json() as SharedWork).assignees.map((assignee) => assignee.fullName)).toEqual(['TAN WEI MING']);
    expect((await second.request({ method: 'DELETE', url: `${APPLICATION}/assignees/${ids.first}` })).statusCode).toBe(200);

    expect(await timeline(first)).toEqual([
      { kind: 'OFFICE_ASSIGNED', actor: 'OFFICE', params: { officer: 'NG SIEW LING' }, staffName: 'NG SIEW LING', occurredAt: expect.any(String) },
      { kind: 'OFFICE_ASSIGNED', actor: 'OFFICE', params: { officer: 'TAN WEI MING' }, staffName: 'NG SIEW LING', occurredAt: expect.any(String) },
      { kind: 'OFFICE_UNASSIGNED', actor: 'OFFICE', params: { officer: 'NG SIEW LING' }, staffName: 'TAN WEI MING', occurredAt: expect.any(String) },
    ]);
    const applicant = new Browser(t.app);
    expect((await applicant.signInWithPin()).statusCode).toBe(200);
    const own = (await applicant.get('/api/admission/applications/24000001/timeline')).json() as Array<{ kind: string }>;
    expect(own.length).toBeGreaterThan(0);
    expect(own.filter((event) => event.kind.startsWith('OFFICE_'))).toEqual([]);
  });

  it("lists each officer's queue, nobody's, and one officer's, and refuses an assignee from another console or no one", async () => {
    const numbers = async (browser: Browser, assignedTo: string) =>
      ((await browser.get(`/api/office/admission/applications?assignedTo=${assignedTo}`)).json() as OfficeApplicationPage).items.map((item) => item.applicationNumber);
    expect(await numbers(second, 'me')).toEqual(['24000001']);
    expect(await numbers(first, 'me')).toEqual([]);
    expect(await numbers(first, ids.second)).toEqual(['24000001']);
    expect(await numbers(first, 'nobody')).not.toContain('24000001');
    expect((await first.get('/api/office/admission/applications?assignedTo=someone')).statusCode).toBe(400);

    expect(codes(await first.post(`${APPLICATION}/assignees`, { staffId: ids.scholarships }))).toEqual([['OFFICER_NOT_ASSIGNABLE', 'staffId']]);
    expect(codes(await first.post(`${APPLICATION}/assignees`, { staffId: '' }))).toEqual([['SELECT_OFFICER_TO_ASSIGN', 'staffId']]);
    expect(codes(await first.post(`${APPLICATION}/assignees`, { staffId: 'not-an-id' }))).toEqual([['OFFICER_NOT_ASSIGNABLE', 'staffId']]);
    // A deactivated officer can no longer be given work.
    await t.db.updateTable('staff_accounts').set({ active: false }).where('id', '=', ids.first).execute();
    expect(codes(await second.post(`${APPLICATION}/assignees`, { staffId: ids.first }))).toEqual([['OFFICER_NOT_ASSIGNABLE', 'staffId']]);
    expect((await work(second)).officers.map((officer) => officer.fullName)).toEqual(['TAN WEI MING']);
    await t.db.updateTable('staff_accounts').set({ active: true }).where('id', '=', ids.first).execute();
  });

  it('keeps internal notes with an optional rating, newest first, on the office timeline, checked with the shared schema', async () => {
    const noted = await first.post(`${APPLICATION}/notes`, { note: '  Strong portfolio; interview recommended.  ', rating: '4' });
    expect(noted.statusCode).toBe(200);
    t.clock.advance(30);
    await second.post(`${APPLICATION}/notes`, { note: 'Agree. Check the music certificate.', rating: '' });
    expect((await work(first)).notes.map(({ by, body, rating }) => ({ by, body, rating }))).toEqual([
      { by: 'TAN WEI MING', body: 'Agree. Check the music certificate.', rating: null },
      { by: 'NG SIEW LING', body: 'Strong portfolio; interview recommended.', rating: 4 },
    ]);
    expect((await timeline(first)).filter((event) => event.kind === 'OFFICE_NOTE_ADDED').map(({ params, staffName }) => [params, staffName])).toEqual([
      [{ rating: 4 }, 'NG SIEW LING'],
      [{}, 'TAN WEI MING'],
    ]);

    expect(codes(await first.post(`${APPLICATION}/notes`, { note: '   ', rating: '' }))).toEqual([['ENTER_OFFICE_NOTE', 'note']]);
    expect(codes(await first.post(`${APPLICATION}/notes`, { note: 'x'.repeat(2001), rating: '6' }))).toEqual([
      ['TOO_LONG', 'note'],
      ['INVALID_VALUE', 'rating'],
    ]);
    expect(codes(await first.post(`${APPLICATION}/notes`, { note: 'ok', shownToApplicant: true }))).toEqual([['UNKNOWN_FIELD', undefined]]);
  });

  it('shows who else has the application open, until they leave or stop saying so', async () => {
    expect((await first.request({ method: 'PUT', url: `${APPLICATION}/presence` })).json()).toEqual({ openBy: [] });
    const openedAt = t.clock.now().toISOString();
    t.clock.advance(20);
    expect((await second.request({ method: 'PUT', url: `${APPLICATION}/presence` })).json()).toEqual({ openBy: [{ fullName: 'NG SIEW LING', since: openedAt }] });
    // Still open a heartbeat later: "since" stays when it was opened.
    t.clock.advance(20);
    await first.request({ method: 'PUT', url: `${APPLICATION}/presence` });
    expect((await second.request({ method: 'PUT', url: `${APPLICATION}/presence` })).json()).toEqual({ openBy: [{ fullName: 'NG SIEW LING', since: openedAt }] });

    expect((await first.request({ method: 'DELETE', url: `${APPLICATION}/presence` })).statusCode).toBe(204);
    expect((await second.request({ method: 'PUT', url: `${APPLICATION}/presence` })).json()).toEqual({ openBy: [] });

    // An open tab saying so is not the officer's activity: it keeps no session alive.
    const lastSeen = () => t.db.selectFrom('staff_sessions').select('last_seen_at').where('staff_id', '=', ids.first).execute();
    const before = await lastSeen();
    t.clock.advance(30);
    await first.request({ method: 'PUT', url: `${APPLICATION}/presence` });
    expect(await lastSeen()).toEqual(before);

    // A tab closed without a word: gone once it has been silent for longer than the heartbeat allows.
    await first.request({ method: 'PUT', url: `${APPLICATION}/presence` });
    t.clock.advance(PRESENCE_GONE_AFTER_SECONDS + 1);
    expect((await second.request({ method: 'PUT', url: `${APPLICATION}/presence` })).json()).toEqual({ openBy: [] });
  });

  it("answers only the console's officers (403 for another office, 401 signed out) and 404 for an application it does not hold", async () => {
    const scholarships = new Browser(t.app);
    await scholarships.signInAsStaff('SCHOLARSHIPS');
    const calls: Array<[string, string, object?]> = [
      ['GET', '/api/office/admission/officers'],
      ['GET', `${APPLICATION}/work`],
      ['POST', `${APPLICATION}/assignees`, { staffId: ids.first }],
      ['DELETE', `${APPLICATION}/assignees/${ids.second}`],
      ['POST', `${APPLICATION}/notes`, { note: 'Not mine to write', rating: '' }],
      ['PUT', `${APPLICATION}/presence`],
      ['DELETE', `${APPLICATION}/presence`],
    ];
    for (const [method, url, payload] of calls) {
      const statuses = [];
      for (const browser of [scholarships, new Browser(t.app)]) statuses.push((await browser.request({ method: method as 'GET', url, ...(payload ? { payload } : {}) })).statusCode);
      expect([method, url, statuses]).toEqual([method, url, [403, 401]]);
    }
    expect((await first.get('/api/office/admission/applications/99999999/work')).statusCode).toBe(404);
    expect((await first.post('/api/office/admission/applications/99999999/notes', { note: 'Nowhere', rating: '' })).statusCode).toBe(404);
    // A draft is not the console's to work on.
    expect((await first.get('/api/office/admission/applications/24000002/work')).statusCode).toBe(404);
  });

  it('works the same in the scholarship and financial aid consoles, each with its own officers', async () => {
    const applicantId = await applicantIdByEmail(t.db, DEMO_APPLICANT_EMAIL);
    const scholarship = await insertScholarshipApplication(t.db, applicantId, '2026/2027', t.clock.now());
    const aid = await insertAidApplication(t.db, applicantId, '2026/2027', t.clock.now());
    for (const [role, url, list, id] of [
      ['SCHOLARSHIPS', `/api/office/scholarship/applications/${scholarship.id}`, '/api/office/scholarship/officers', scholarship.id],
      ['FINANCIAL_AID', `/api/office/financial-aid/applications/${aid.id}`, '/api/office/financial-aid/officers', aid.id],
    ] as const) {
      const queue = async (assignedTo: string) => ((await officer.get(`${url.replace(/\/[^/]+$/, '')}?assignedTo=${assignedTo}`)).json() as { items: Array<{ id: string }> }).items.map((item) => item.id);
      const officer = new Browser(t.app);
      await officer.signInAsStaff(role);
      const officers = (await officer.get(list)).json() as Array<{ id: string }>;
      expect(officers).toHaveLength(1);
      expect(codes(await officer.post(`${url}/assignees`, { staffId: ids.first }))).toEqual([['OFFICER_NOT_ASSIGNABLE', 'staffId']]);
      expect(await queue('nobody')).toContain(id);
      expect(((await officer.post(`${url}/assignees`, { staffId: officers[0]!.id })).json() as SharedWork).assignees).toHaveLength(1);
      expect(await queue('me')).toEqual([id]);
      expect(await queue('nobody')).not.toContain(id);
      expect(((await officer.post(`${url}/notes`, { note: 'Household income checked', rating: '3' })).json() as SharedWork).notes).toMatchObject([{ body: 'Household income checked', rating: 3 }]);
      expect((await first.get(`${url}/work`)).statusCode).toBe(403);
      expect((await officer.get(`${url.replace(/[^/]+$/, '00000000-0000-4000-8000-000000000000')}/work`)).statusCode).toBe(404);
    }
  });
});
