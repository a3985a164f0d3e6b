/**
 * The admission application from Application Eligibility to saved sections: starting (number, e-mail,
 * one per year), PIN creation, the task list, saving with versions (two tabs), the shared rules on
 * the server, changing the category, deleting a draft, and that nobody reaches another applicant's
 * application.
 */
import { listOutbox } from '../../../src/mail/outbox';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

const ELIGIBLE = { citizenship: 'SINGAPORE_CITIZEN', residesInSingapore: true, priorUniversity: false, fullTimeWorkTwoYears: false };

describe.each(oneDatabase())('admission application form on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  async function accountHolder(): Promise<Browser> {
    const browser = new Browser(t.app);
    expect((await browser.signInWithEmail()).statusCode).toBe(200);
    return browser;
  }

  /** The demo account starts an A-Level application once; later tests reuse it. */
  let started: { browser: Browser; number: string } | undefined;
  async function startedApplication() {
    if (started) return started;
    const browser = await accountHolder();
    const response = await browser.post('/api/admission/applications', { category: 'ALEVEL', eligibility: ELIGIBLE });
    expect(response.statusCode).toBe(201);
    started = { browser, number: response.json().applicationNumber };
    return started;
  }

  it('starts an application with an 8-digit number, e-mails it and lists it as a draft', async () => {
    const { browser, number } = await startedApplication();
    expect(number).toMatch(/^26\d{6}$/);
    const mail = (await listOutbox(t.db)).find((message) => message.subject === 'Your application number');
    expect(mail?.to).toBe('demo.account@example.edu');
    expect(mail?.text).toContain(number);
    const list = (await browser.get('/api/admission/applications')).json();
    expect(list).toEqual([expect.objectContaining({ applicationNumber: number, status: 'DRAFT', category: 'ALEVEL' })]);
  });

  it('refuses a second application for the same system and year, and a category the answers rule out', async () => {
    const { browser } = await startedApplication();
    const again = await browser.post('/api/admission/applications', { category: 'ALEVEL', eligibility: ELIGIBLE });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('APPLICATION_EXISTS');
    const transfer = await new Browser(t.app).signInWithPin();
    expect(transfer.statusCode).toBe(200);
  });

  it('explains why a category is not open to the answers given', async () => {
    const browser = new Browser(t.app);
    await browser.signInWithPin();
    const response = await browser.post('/api/admission/applications', { category: 'TRANSFER', eligibility: ELIGIBLE });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ code: 'CATEGORY_NEEDS_PRIOR_UNIVERSITY', field: 'category' })]);
    const sm2 = await browser.post('/api/admission/applications', { category: 'SM2', eligibility: ELIGIBLE });
    expect(sm2.json().errors[0].code).toBe('CATEGORY_NOT_OFFERED');
  });

  it('creates the PIN once; the application can then be signed in to with number and PIN', async () => {
    const { browser, number } = await startedApplication();
    const before = (await browser.get(`/api/admission/applications/${number}/form`)).json();
    expect(before.pinSet).toBe(false);
    const mismatch = await browser.request({ method: 'PUT', url: `/api/admission/applications/${number}/pin`, payload: { pin1: 'Mango207', pin2: 'Mango208' } });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual([expect.objectContaining({ code: 'PIN_MISMATCH', field: 'pin2' })]);
    const created = await browser.request({ method: 'PUT', url: `/api/admission/applications/${number}/pin`, payload: { pin1: 'Mango207', pin2: 'Mango207' } });
    expect(created.statusCode).toBe(204);
    const again = await browser.request({ method: 'PUT', url: `/api/admission/applications/${number}/pin`, payload: { pin1: 'Kiwi2070', pin2: 'Kiwi2070' } });
    expect(again.json().errors[0].code).toBe('PIN_ALREADY_SET');
    const byPin = new Browser(t.app);
    expect((await byPin.signInWithPin(number, 'Mango207')).statusCode).toBe(200);
    expect((await byPin.get(`/api/admission/applications/${number}/form`)).statusCode).toBe(200);
  });

  it('lists the sections the category needs, with their states, the open period and the deadline', async () => {
    const { browser, number } = await startedApplication();
    const form = (await browser.get(`/api/admission/applications/${number}/form`)).json();
    const ids = form.sections.map((section: { id: string }) => section.id);
    expect(ids).toEqual(expect.arrayContaining(['applyAs', 'choiceOfStudy', 'personalParticulars', 'subjects', 'nationalService', 'declaration', 'documents']));
    expect(ids).not.toContain('audition');
    expect(ids).not.toContain('employment');
    expect(form.sections.find((section: { id: string }) => section.id === 'choiceOfStudy').state).toBe('NOT_STARTED');
    expect(form.period).toEqual(expect.objectContaining({ open: true }));
    expect(form.draftDueAt).toBe('2026-03-15T09:00:00.000Z');
  });

  it("names the period in both languages; one the office has not named in Chinese reads in English there", async () => {
    const { browser, number } = await startedApplication();
    const { period } = (await browser.get(`/api/admission/applications/${number}/form`)).json();
    expect(period.name).toEqual({ 'en-GB': expect.stringMatching(/^Undergraduate admissions \d{4}\/\d{4}$/), 'zh-Hans': expect.stringMatching(/^\d{4}\/\d{4} 学年本科招生$/) });
    await t.db.updateTable('application_periods').set({ name_zh: null }).where('system', '=', 'ADM').execute();
    try {
      const unnamed = (await browser.get(`/api/admission/applications/${number}/form`)).json().period;
      expect(unnamed.name['zh-Hans']).toBe(period.name['en-GB']);
    } finally {
      await t.db.updateTable('application_periods').set({ name_zh: period.name['zh-Hans'] }).where('system', '=', 'ADM').execute();
    }
  });

  it('autosaves anything typed, and "Save and continue" reports the ranking rules with their messages', async () => {
    const { browser, number } = await startedApplication();
    const url = `/api/admission/applications/${number}/sections/choiceOfStudy`;
    const choices = [{ programme: 'LAW', major: '' }, { programme: 'CS', major: '' }, { programme: 'MED', major: '' }, { programme: 'BIZ', major: '' }];
    const autosave = await browser.request({ method: 'PUT', url, payload: { data: { choices }, version: 0, complete: false } });
    expect(autosave.statusCode).toBe(200);
    expect(autosave.json()).toMatchObject({ version: 1, state: 'IN_PROGRESS', errors: [] });

    const finish = await browser.request({ method: 'PUT', url, payload: { data: { choices }, version: 1, complete: true } });
    expect(finish.statusCode).toBe(200);
    expect(finish.json().state).toBe('HAS_ERRORS');
    expect(finish.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'choices[2].programme', code: 'RANK_FIRST_OR_SECOND' }),
        expect.objectContaining({ field: 'choices[3].major', code: 'MAJOR_REQUIRED' }),
      ]),
    );
    const fixed = [{ programme: 'MED', major: '' }, { programme: 'DENT', major: '' }, { programme: 'LAW', major: '' }, { programme: 'BIZ', major: 'FIN' }];
    const done = await browser.request({ method: 'PUT', url, payload: { data: { choices: fixed }, version: 2, complete: true } });
    expect(done.json()).toMatchObject({ version: 3, state: 'COMPLETED', errors: [] });
    const list = (await browser.get('/api/admission/applications')).json();
    expect(list[0].programmeChoices).toEqual([
      { rank: 1, programme: 'MED' },
      { rank: 2, programme: 'DENT' },
      { rank: 3, programme: 'LAW' },
      { rank: 4, programme: 'BIZ' },
    ]);
  });

  it('never lets a save from an older copy overwrite a newer one: 409 with the stored copy', async () => {
    const { browser, number } = await startedApplication();
    const url = `/api/admission/applications/${number}/sections/personalStatement`;
    const first = await browser.request({ method: 'PUT', url, payload: { data: { statement: 'From the laptop' }, version: 0, complete: false } });
    expect(first.json().version).toBe(1);
    const phone = await browser.request({ method: 'PUT', url, payload: { data: { statement: 'From the phone' }, version: 0, complete: false } });
    expect(phone.statusCode).toBe(409);
    expect(phone.json().errors[0].code).toBe('DRAFT_CHANGED');
    expect(phone.json().current).toMatchObject({ version: 1, data: { statement: 'From the laptop' } });
    const stored = (await browser.get(url)).json();
    expect(stored).toMatchObject({ version: 1, data: { statement: 'From the laptop' }, state: 'IN_PROGRESS' });
  });

  it('stores a save that follows another on top of exactly that save, never on top of another tab’s (sent as a page is left while the first is on its way)', async () => {
    const { browser, number } = await startedApplication();
    const url = `/api/admission/applications/${number}/sections/personalStatement`;
    const save = (payload: object) => browser.request({ method: 'PUT', url, payload: { complete: false, ...payload } });
    const { version } = (await browser.get(url)).json();
    const first = await save({ data: { statement: 'One' }, version, saveId: 'first-save-0000000001' });
    expect(first.json()).toMatchObject({ version: version + 1 });
    const following = await save({ data: { statement: 'One two' }, version, saveId: 'following-save-000001', follows: 'first-save-0000000001' });
    expect(following.statusCode).toBe(200);
    expect(following.json().version).toBe(version + 2);

    // Another tab saved in between (not the followed save): refused, nothing overwritten.
    const laptop = await save({ data: { statement: 'From the laptop' }, version: version + 2 });
    expect(laptop.json().version).toBe(version + 3);
    const late = await save({ data: { statement: 'One two three' }, version: version + 1, saveId: 'following-save-000002', follows: 'following-save-000001' });
    expect(late.statusCode).toBe(409);
    expect(late.json().current).toMatchObject({ version: version + 3, data: { statement: 'From the laptop' } });

    const badName = await save({ data: { statement: 'x' }, version: version + 3, saveId: 'short' });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().errors).toEqual([expect.objectContaining({ code: 'INVALID_VALUE', field: 'saveId' })]);
    const unnamed = await save({ data: { statement: 'x' }, version: version + 3, follows: 'first-save-0000000001' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors).toEqual([expect.objectContaining({ code: 'INVALID_VALUE', field: 'follows' })]);
    expect((await browser.get(url)).json()).toMatchObject({ version: version + 3, data: { statement: 'From the laptop' } });
  });

  it('a save that follows another and arrives first (two connections) is stored, and the older one arriving last is refused', async () => {
    const { browser, number } = await startedApplication();
    const url = `/api/admission/applications/${number}/sections/personalStatement`;
    const save = (payload: object) => browser.request({ method: 'PUT', url, payload: { complete: false, ...payload } });
    const { version } = (await browser.get(url)).json();
    // The one that follows reaches the server first; the followed save is still on its slow way.
    const following = await save({ data: { statement: 'Reefs, and the sea' }, version, saveId: 'following-save-000004', follows: 'first-save-0000000004' });
    expect(following.json()).toMatchObject({ version: version + 1 });
    // The followed save, older, arrives last: refused, the newer words stay.
    const first = await save({ data: { statement: 'Reefs' }, version, saveId: 'first-save-0000000004' });
    expect(first.statusCode).toBe(409);
    expect((await browser.get(url)).json()).toMatchObject({ version: version + 1, data: { statement: 'Reefs, and the sea' } });
  });

  it('a first save followed by another: stored in either order of arrival, on top of the first when it came first', async () => {
    const { browser, number } = await startedApplication();
    const url = `/api/admission/applications/${number}/sections/nationalService`;
    expect((await browser.get(url)).json().version).toBe(0);
    const first = await browser.request({ method: 'PUT', url, payload: { data: { note: 'a' }, version: 0, complete: false, saveId: 'first-save-0000000003' } });
    expect(first.json().version).toBe(1);
    const following = await browser.request({ method: 'PUT', url, payload: { data: { note: 'ab' }, version: 0, complete: false, saveId: 'following-save-000003', follows: 'first-save-0000000003' } });
    expect(following.statusCode).toBe(200);
    expect((await browser.get(url)).json()).toMatchObject({ version: 2, data: { note: 'ab' } });
  });

  it('counts every character of the personal statement, spaces included', async () => {
    const { browser, number } = await startedApplication();
    const url = `/api/admission/applications/${number}/sections/personalStatement`;
    const current = (await browser.get(url)).json();
    const tooLong = await browser.request({ method: 'PUT', url, payload: { data: { statement: 'a '.repeat(1000) }, version: current.version, complete: true } });
    expect(tooLong.json().errors).toEqual([expect.objectContaining({ code: 'STATEMENT_TOO_LONG', field: 'statement', params: [2000] })]);
    const fits = await browser.request({ method: 'PUT', url, payload: { data: { statement: `${'a '.repeat(999)}a` }, version: current.version + 1, complete: true } });
    expect(fits.json()).toMatchObject({ state: 'COMPLETED', errors: [] });
  });

  it('refuses drafts with control characters, of a shape the rules cannot read, or for a section the category lacks', async () => {
    const { browser, number } = await startedApplication();
    const base = `/api/admission/applications/${number}/sections`;
    const control = await browser.request({ method: 'PUT', url: `${base}/personalStatement`, payload: { data: { statement: 'bell\u0007' }, version: 99, complete: false } });
    expect(control.statusCode).toBe(400);
    expect(control.json().errors[0].code).toBe('INVALID_CHARACTERS');
    const shape = await browser.request({ method: 'PUT', url: `${base}/personalParticulars`, payload: { data: { fullName: { $ne: null } }, version: 0, complete: false } });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().errors[0]).toMatchObject({ code: 'INVALID_VALUE', field: 'fullName' });
    const audition = await browser.request({ method: 'PUT', url: `${base}/audition`, payload: { data: {}, version: 0, complete: false } });
    expect(audition.statusCode).toBe(404);
    expect(audition.json().errors[0].code).toBe('SECTION_NOT_IN_APPLICATION');
  });

  it("answers 404 for another applicant's application on every route, exactly as for a number that does not exist", async () => {
    const { number } = await startedApplication();
    const other = new Browser(t.app);
    await other.signInWithPin();
    const routes = [
      { method: 'GET' as const, url: `/api/admission/applications/${number}/form` },
      { method: 'GET' as const, url: `/api/admission/applications/${number}/timeline` },
      { method: 'GET' as const, url: `/api/admission/applications/${number}/sections/personalStatement` },
      { method: 'PUT' as const, url: `/api/admission/applications/${number}/sections/personalStatement`, payload: { data: { statement: 'x' }, version: 0, complete: false } },
      { method: 'PUT' as const, url: `/api/admission/applications/${number}/pin`, payload: { pin1: 'Steal207', pin2: 'Steal207' } },
      { method: 'PUT' as const, url: `/api/admission/applications/${number}/category`, payload: { category: 'IB_DIPLOMA', eligibility: ELIGIBLE, confirmReset: true } },
      { method: 'DELETE' as const, url: `/api/admission/applications/${number}` },
    ];
    for (const route of routes) {
      const response = await other.request(route);
      expect({ route: route.url, status: response.statusCode, code: response.json().errors[0].code }).toEqual({ route: route.url, status: 404, code: 'NOT_FOUND' });
    }
    const missing = await other.get('/api/admission/applications/99999999/form');
    expect(missing.statusCode).toBe(404);
  });

  it('changes the category only after the warning was confirmed, clearing the answers and noting it on the timeline', async () => {
    const { browser, number } = await startedApplication();
    const unconfirmed = await browser.request({ method: 'PUT', url: `/api/admission/applications/${number}/category`, payload: { category: 'IB_DIPLOMA', eligibility: ELIGIBLE, confirmReset: false } });
    expect(unconfirmed.json().errors[0]).toMatchObject({ code: 'CONFIRM_RESET_REQUIRED', field: 'confirmReset' });
    const changed = await browser.request({ method: 'PUT', url: `/api/admission/applications/${number}/category`, payload: { category: 'IB_DIPLOMA', eligibility: ELIGIBLE, confirmReset: true } });
    expect(changed.statusCode).toBe(204);
    const form = (await browser.get(`/api/admission/applications/${number}/form`)).json();
    expect(form.category).toBe('IB_DIPLOMA');
    expect(form.sections.filter((section: { state: string }) => section.state !== 'NOT_STARTED').map((section: { id: string }) => section.id)).toEqual(['applyAs']);
    const timeline = (await browser.get(`/api/admission/applications/${number}/timeline`)).json();
    expect(timeline.map((event: { kind: string }) => event.kind)).toEqual(['CREATED', 'PIN_CREATED', 'CATEGORY_CHANGED']);
  });

  it('shows a halfway draft to the second demo account at once', async () => {
    const browser = new Browser(t.app);
    expect((await browser.signInWithEmail('draft.account@example.edu', 'Portal#Draft2026')).statusCode).toBe(200);
    const [draft] = (await browser.get('/api/admission/applications')).json();
    const form = (await browser.get(`/api/admission/applications/${draft.applicationNumber}/form`)).json();
    const state = (id: string) => form.sections.find((section: { id: string }) => section.id === id).state;
    expect([state('choiceOfStudy'), state('personalParticulars'), state('personalStatement')]).toEqual(['COMPLETED', 'IN_PROGRESS', 'NOT_STARTED']);
  });

  it('deletes a draft with its answers; the applicant can then start again', async () => {
    const { browser, number } = await startedApplication();
    expect((await browser.request({ method: 'DELETE', url: `/api/admission/applications/${number}` })).statusCode).toBe(204);
    expect((await browser.get(`/api/admission/applications/${number}/form`)).statusCode).toBe(404);
    const again = await browser.post('/api/admission/applications', { category: 'ALEVEL', eligibility: ELIGIBLE });
    expect(again.statusCode).toBe(201);
  });
});
