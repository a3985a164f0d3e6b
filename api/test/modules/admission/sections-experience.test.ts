/**
 * The experience sections on the server, on both databases: Achievements, Employment records,
 * Referee nomination, Short Questions, Special Programmes and Residential College. A complete valid
 * section saves as COMPLETED; a broken rule comes back with its code and field.
 */
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

const ELIGIBLE = { citizenship: 'SINGAPORE_CITIZEN', residesInSingapore: true, priorUniversity: false, fullTimeWorkTwoYears: true };

const job = {
  employer: 'Keppel Offshore & Marine',
  jobTitle: 'Technician',
  jobDescription: 'Maintained hydraulic systems.',
  employmentType: 'FULL_TIME',
  from: '01/2022',
  current: false,
  to: '06/2024',
  monthlySalary: '2800.00',
  bonded: 'YES',
  bondDetails: 'Two years, until June 2025',
  sponsored: 'NO',
  sponsorshipDetails: '',
};
const referee = (name: string, email: string) => ({
  name,
  position: 'Supervisor',
  organisation: 'Keppel Offshore & Marine',
  relationship: 'SUPERVISOR',
  email,
  phone: { countryCode: '65', number: '62706666' },
});

/** Each section: a complete answer, and one broken rule with the code and field it must come back with. */
const SECTIONS = [
  {
    id: 'achievements',
    valid: { achievements: [{ title: 'WorldSkills Singapore, Gold', type: 'OTHER', level: 'NATIONAL', year: '2023', description: 'Mechatronics.' }] },
    broken: { achievements: Array.from({ length: 11 }, () => ({ title: 'A', type: 'ARTS', level: 'SCHOOL', year: '2023', description: 'B' })) },
    error: { code: 'TOO_MANY_ACHIEVEMENTS', field: 'achievements', params: [10] },
  },
  {
    id: 'employment',
    valid: { records: [job, { ...job, from: '07/2024', current: true, to: '', bonded: 'NO', bondDetails: '' }] },
    broken: { records: [{ ...job, monthlySalary: '12345678901.00' }] },
    error: { code: 'AMOUNT_FORMAT', field: 'records[0].monthlySalary' },
  },
  {
    id: 'referees',
    valid: { referees: [referee('Lim Wei Jie', 'weijie.lim@keppel.com'), referee('Aisha Rahman', 'aisha.rahman@keppel.com')] },
    broken: { referees: [referee('Lim Wei Jie', 'weijie.lim@yahoo.com.sg'), referee('Aisha Rahman', 'aisha.rahman@keppel.com')] },
    error: { code: 'REFEREE_WORK_EMAIL', field: 'referees[0].email' },
  },
  {
    id: 'shortQuestions',
    valid: { whyProgramme: 'To design ships.', challenge: 'Night classes while working.', contribution: 'Industry experience.' },
    broken: { whyProgramme: 'x'.repeat(301), challenge: 'a', contribution: 'b' },
    error: { code: 'TOO_LONG', field: 'whyProgramme', params: [300] },
  },
  {
    id: 'specialProgrammes',
    valid: { interests: { ENTREPRENEURSHIP: true }, otherUniversityOffer: 'NO', otherUniversity: '' },
    broken: { interests: {}, otherUniversityOffer: '', otherUniversity: '' },
    error: { code: 'OTHER_AU_DECISION_REQUIRED', field: 'otherUniversityOffer', message: 'Other Autonomous University offer decision is required' },
  },
  {
    id: 'residentialCollege',
    valid: { interested: 'YES', preferences: ['CASSIA', 'ANGSANA', '', ''], residenceType: 'PUBLIC_HOUSING', commuteMinutes: '70', needsAccommodation: 'YES', declaration: true },
    broken: { interested: 'NO', preferences: ['', '', '', ''], residenceType: 'PUBLIC_HOUSING', commuteMinutes: '70', needsAccommodation: 'YES', declaration: false },
    error: { code: 'RESIDENTIAL_DECLARATION_REQUIRED', field: 'declaration' },
  },
] as const;

describe.each(oneDatabase())('admission experience sections on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  /** The demo account starts a polytechnic application (every one of these sections applies). */
  let started: { browser: Browser; number: string } | undefined;
  async function polytechnicApplication() {
    if (started) return started;
    const browser = new Browser(t.app);
    expect((await browser.signInWithEmail()).statusCode).toBe(200);
    const response = await browser.post('/api/admission/applications', { category: 'POLYTECHNIC', eligibility: ELIGIBLE });
    expect(response.statusCode).toBe(201);
    started = { browser, number: response.json().applicationNumber };
    return started;
  }

  it('has every one of these sections in a polytechnic application', async () => {
    const { browser, number } = await polytechnicApplication();
    const ids = (await browser.get(`/api/admission/applications/${number}/form`)).json().sections.map((section: { id: string }) => section.id);
    expect(ids).toEqual(expect.arrayContaining(SECTIONS.map((section) => section.id)));
  });

  it.each(SECTIONS)('$id: a broken rule comes back with its code and field; a complete answer is COMPLETED', async ({ id, valid, broken, error }) => {
    const { browser, number } = await polytechnicApplication();
    const url = `/api/admission/applications/${number}/sections/${id}`;
    const { version } = (await browser.get(url)).json();

    const refused = await browser.request({ method: 'PUT', url, payload: { data: broken, version, complete: true } });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ state: 'HAS_ERRORS', errors: [expect.objectContaining(error)] });

    const done = await browser.request({ method: 'PUT', url, payload: { data: valid, version: version + 1, complete: true } });
    expect(done.json()).toMatchObject({ state: 'COMPLETED', errors: [] });
    expect((await browser.get(url)).json()).toMatchObject({ data: valid, state: 'COMPLETED' });
  });

  it('needs at least one employment record from a working adult', async () => {
    const browser = new Browser(t.app);
    const signIn = await browser.post('/api/auth/login/email', { email: 'demo.account@example.edu', password: 'Portal#Demo2026', system: 'SCALE', subCategory: 'SCALE' });
    expect(signIn.statusCode).toBe(200);
    const started = await browser.post('/api/admission/applications', { category: 'WORKING_ADULT', eligibility: ELIGIBLE });
    expect(started.statusCode).toBe(201);
    const url = `/api/admission/applications/${started.json().applicationNumber}/sections/employment`;
    const none = await browser.request({ method: 'PUT', url, payload: { data: { records: [] }, version: 0, complete: true } });
    expect(none.json()).toMatchObject({ state: 'HAS_ERRORS', errors: [expect.objectContaining({ code: 'EMPLOYMENT_REQUIRED', field: 'records' })] });
    const one = await browser.request({ method: 'PUT', url, payload: { data: { records: [job] }, version: 1, complete: true } });
    expect(one.json()).toMatchObject({ state: 'COMPLETED', errors: [] });
  });
});
