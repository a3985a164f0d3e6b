/**
 * Household Income, Health and Support, National Service, Tuition Grant and Audition through the
 * shared section routes: a complete answer is stored as COMPLETED, and a broken rule comes back with
 * its code and field. A citizen in the music category has all five sections.
 */
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

const CITIZEN = { citizenship: 'SINGAPORE_CITIZEN', residesInSingapore: true, priorUniversity: false, fullTimeWorkTwoYears: false };

// The test clock reads 01/03/2026.
const SECTIONS: Array<{ id: string; valid: Record<string, unknown>; broken: Record<string, unknown>; error: { code: string; field: string } }> = [
  {
    id: 'householdIncome',
    valid: { householdMembers: '4', monthlyIncome: '6500.00', incomeCheckConsent: true },
    broken: { householdMembers: '4', monthlyIncome: '12345678901.00', incomeCheckConsent: true },
    error: { code: 'AMOUNT_FORMAT', field: 'monthlyIncome' },
  },
  {
    id: 'healthSupport',
    valid: { hasCondition: true, conditions: [{ type: 'LEARNING', name: 'Dyslexia', support: 'Extra time in examinations' }], hasConviction: false, convictionDetails: '' },
    broken: { hasCondition: false, conditions: [], hasConviction: true, convictionDetails: 'x'.repeat(1001) },
    error: { code: 'TOO_LONG', field: 'convictionDetails' },
  },
  {
    id: 'nationalService',
    valid: { status: 'SERVING', enlistmentDate: '06/01/2025', ordDate: '05/01/2027' },
    broken: { status: 'SERVING', enlistmentDate: '02/03/2026', ordDate: '05/01/2028' },
    error: { code: 'ENLISTMENT_IN_FUTURE', field: 'enlistmentDate' },
  },
  {
    id: 'tuitionGrant',
    valid: { option: 'APPLY', bondAcknowledged: false },
    broken: { option: '', bondAcknowledged: false },
    error: { code: 'TUITION_GRANT_OPTION_REQUIRED', field: 'option' },
  },
  {
    id: 'audition',
    valid: {
      instrument: 'VOICE_TENOR',
      repertoire: [
        { composer: 'Franz Schubert', title: 'Ständchen, D 957 No. 4' },
        { composer: 'Zhao Yuanren', title: '教我如何不想她' },
      ],
      videoUrl: 'https://videos.example.org/watch?v=tenor-2026',
      slots: ['A2027-02-13-PM', 'A2027-02-27-AM', 'A2027-03-06-PM'],
    },
    broken: {
      instrument: 'VOICE_TENOR',
      repertoire: [{ composer: 'Franz Schubert', title: 'Ständchen' }],
      videoUrl: 'ftp://videos.example.org/tenor',
      slots: ['A2027-02-13-PM', 'A2027-02-27-AM', 'A2027-03-06-PM'],
    },
    error: { code: 'INVALID_HTTPS_URL', field: 'videoUrl' },
  },
];

describe.each(oneDatabase())('admission support sections on %s', (target) => {
  let t: TestApp;
  let browser: Browser;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    browser = new Browser(t.app);
    expect((await browser.signInWithEmail()).statusCode).toBe(200);
    const started = await browser.post('/api/admission/applications', { category: 'MUSIC', eligibility: CITIZEN });
    expect(started.statusCode).toBe(201);
    base = `/api/admission/applications/${started.json().applicationNumber}`;
  });
  afterAll(() => t?.close());

  it('has all five sections for a citizen in the music category', async () => {
    const form = (await browser.get(`${base}/form`)).json();
    const ids = form.sections.map((section: { id: string }) => section.id);
    expect(ids).toEqual(expect.arrayContaining(SECTIONS.map((section) => section.id)));
  });

  it.each(SECTIONS)('$id: a broken rule comes back with its code and field; a complete answer is COMPLETED', async ({ id, valid, broken, error }) => {
    const url = `${base}/sections/${id}`;
    const refused = await browser.request({ method: 'PUT', url, payload: { data: broken, version: 0, complete: true } });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual(expect.objectContaining({ state: 'HAS_ERRORS', errors: [expect.objectContaining(error)] }));
    const saved = await browser.request({ method: 'PUT', url, payload: { data: valid, version: 1, complete: true } });
    expect(saved.json()).toEqual(expect.objectContaining({ state: 'COMPLETED', errors: [] }));
    const stored = (await browser.get(url)).json();
    expect(stored).toEqual(expect.objectContaining({ data: valid, state: 'COMPLETED', version: 2 }));
    const form = (await browser.get(`${base}/form`)).json();
    expect(form.sections.find((section: { id: string }) => section.id === id).state).toBe('COMPLETED');
  });
});
