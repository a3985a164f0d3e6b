/**
 * Switch application: an applicant with applications in two systems works on one at a time; the
 * session remembers which, the dashboard follows it, and nobody can choose another applicant's.
 */
import { Browser, createTestApp, type TestApp } from '../helpers/test-app';
import { oneDatabase } from '../helpers/test-database';

const ELIGIBLE = { citizenship: 'SINGAPORE_CITIZEN', residesInSingapore: true, priorUniversity: false, fullTimeWorkTwoYears: true };

describe.each(oneDatabase())('switch application on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  const signInTo = async (system: 'ADM' | 'CE') => {
    const browser = new Browser(t.app);
    const response = await browser.post('/api/auth/login/email', { email: 'demo.account@example.edu', password: 'Portal#Demo2026', system, subCategory: system });
    expect(response.statusCode).toBe(200);
    return browser;
  };
  const start = async (browser: Browser, category: string) => {
    const response = await browser.post('/api/admission/applications', { category, eligibility: ELIGIBLE });
    expect(response.statusCode).toBe(201);
    return response.json().applicationNumber as string;
  };
  const draftItems = async (browser: Browser) =>
    (await browser.get('/api/applicant/action-items')).json().filter((item: { kind: string }) => item.kind === 'DRAFT_INCOMPLETE').map((item: { applicationNumber: string }) => item.applicationNumber);

  /** The demo account applies to undergraduate admissions, then to continuing education. */
  let applications: { browser: Browser; admission: string; continuing: string } | undefined;
  async function twoApplications() {
    if (applications) return applications;
    const admission = await start(await signInTo('ADM'), 'ALEVEL');
    const browser = await signInTo('CE');
    expect((await browser.get('/api/applicant/applications')).json()).toEqual({
      current: admission,
      applications: [expect.objectContaining({ applicationNumber: admission, system: 'ADM', category: 'ALEVEL', status: 'DRAFT' })],
    });
    const continuing = await start(browser, 'WORKING_ADULT');
    applications = { browser, admission, continuing };
    return applications;
  }

  it('lists both applications, newest first, and follows the one just started', async () => {
    const { browser, admission, continuing } = await twoApplications();
    const choices = (await browser.get('/api/applicant/applications')).json();
    expect(choices.current).toBe(continuing);
    expect(choices.applications.map((a: { applicationNumber: string; system: string }) => [a.applicationNumber, a.system])).toEqual([
      [continuing, 'CE'],
      [admission, 'ADM'],
    ]);
    expect(await draftItems(browser)).toEqual([continuing]);
  });

  it('switches: the choice is kept for the session and the dashboard follows it', async () => {
    const { browser, admission, continuing } = await twoApplications();
    const switched = await browser.request({ method: 'PUT', url: '/api/applicant/current-application', payload: { applicationNumber: admission } });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().current).toBe(admission);
    expect((await browser.get('/api/applicant/applications')).json().current).toBe(admission);
    expect(await draftItems(browser)).toEqual([admission]);
    // Another session of the same person keeps its own choice.
    expect((await (await signInTo('ADM')).get('/api/applicant/applications')).json().current).toBe(continuing);
  });

  it("refuses another applicant's application exactly like one that does not exist", async () => {
    const { browser } = await twoApplications();
    for (const applicationNumber of ['24000001', '99999999']) {
      const response = await browser.request({ method: 'PUT', url: '/api/applicant/current-application', payload: { applicationNumber } });
      expect(response.statusCode).toBe(404);
      expect(response.json().errors).toEqual([expect.objectContaining({ code: 'NOT_FOUND' })]);
    }
  });

  it('words a missing choice with the shared schema, and needs a signed-in, anti-forgery-checked request', async () => {
    const { browser } = await twoApplications();
    const empty = await browser.request({ method: 'PUT', url: '/api/applicant/current-application', payload: { applicationNumber: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([expect.objectContaining({ code: 'APPLICATION_CHOICE_REQUIRED', field: 'applicationNumber' })]);
    const forged = await browser.request({ method: 'PUT', url: '/api/applicant/current-application', payload: { applicationNumber: '24000001' }, withXsrfHeader: false });
    expect(forged.statusCode).toBe(403);
    const stranger = new Browser(t.app);
    expect((await stranger.get('/api/applicant/applications')).statusCode).toBe(401);
  });

  it('an applicant signed in with number and PIN follows that application until they switch', async () => {
    const browser = new Browser(t.app);
    expect((await browser.signInWithPin()).statusCode).toBe(200);
    expect((await browser.get('/api/applicant/applications')).json()).toEqual({
      current: '24000001',
      applications: [expect.objectContaining({ applicationNumber: '24000001', status: 'SUBMITTED', applicantName: 'TAN MEI LING' })],
    });
  });

  it('names each application as it gives the applicant’s name: as typed in its Personal Particulars, none before', async () => {
    // The dashboard greets this name, not the account's (issue 34 §3: "WEI MING LIM" for "LIM WEI MING").
    const { browser, admission: number } = await twoApplications();
    const named = async () => (await browser.get('/api/applicant/applications')).json().applications.find((a: { applicationNumber: string }) => a.applicationNumber === number).applicantName;
    expect(await named()).toBeNull();
    const saved = await browser.request({ method: 'PUT', url: `/api/admission/applications/${number}/sections/personalParticulars`, payload: { data: { fullName: ' LIM WEI MING ' }, version: 0, complete: false } });
    expect(saved.statusCode).toBe(200);
    expect(await named()).toBe('LIM WEI MING');
  });

  it('deleting the chosen draft leaves the newest remaining application followed', async () => {
    const { browser, admission, continuing } = await twoApplications();
    await browser.request({ method: 'PUT', url: '/api/applicant/current-application', payload: { applicationNumber: continuing } });
    const deleted = await browser.request({ method: 'DELETE', url: `/api/admission/applications/${continuing}` });
    expect(deleted.statusCode).toBeLessThan(300);
    expect((await browser.get('/api/applicant/applications')).json()).toEqual({
      current: admission,
      applications: [expect.objectContaining({ applicationNumber: admission })],
    });
  });
});
