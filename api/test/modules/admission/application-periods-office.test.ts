/**
 * The admissions console's application periods: a year's list, adding one (validated by the shared
 * schema; an overlap refused), changing one with a reason (audited with the times before and after;
 * a closing time earlier than now refused once it has opened), removing one not opened yet, the role
 * and anti-forgery checks, and an extended period letting an applicant submit again.
 * The test clock stands at 2026-03-01 09:00 UTC (17:00 in Singapore): the intake is 2026/2027, whose
 * seeded periods opened on 30 January, except SCALE's, which closed on 19 February.
 */
import type { OfficeApplicationPeriod } from '@portal/contracts/admission/application-periods';
import { periodFor } from '../../../src/modules/admission/periods';
import { listStaffActions } from '../../../src/staff/audit';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { everyDatabase } from '../../helpers/test-database';

type ErrorItem = { code: string; field?: string };
const byField = (errors: ErrorItem[]) => Object.fromEntries(errors.map((error) => [error.field ?? '', error.code]));
const PERIODS = '/api/office/admission/application-periods';
const YEAR = '2026/2027';

/** An add form: TCM's A-Level applicants in April 2026, unless told otherwise. */
const addForm = (overrides: Record<string, unknown> = {}) => ({
  system: 'TCM',
  category: 'ALEVEL',
  academicYear: YEAR,
  nameEn: 'TCM A-Level early round',
  nameZh: '中医学专业 A 水准提早申请',
  opensOn: '01/04/2026',
  opensTime: '09:00',
  closesOn: '30/04/2026',
  closesTime: '23:59',
  ...overrides,
});

/** A change form from a period as listed, with the reason. */
const changeForm = (overrides: Record<string, unknown> = {}) => ({
  nameEn: 'Undergraduate admissions 2026/2027',
  nameZh: '2026/2027 学年本科招生',
  opensOn: '30/01/2026',
  opensTime: '17:00',
  closesOn: '30/06/2026',
  closesTime: '23:59',
  reason: 'Extended by the Dean of Admissions after the A-Level results were delayed.',
  ...overrides,
});

describe.each(everyDatabase())('application periods in the admissions console on %s', (target) => {
  let t: TestApp;
  let officer: Browser;
  const put = (url: string, payload: object) => officer.request({ method: 'PUT', url, payload });
  const remove = (url: string) => officer.request({ method: 'DELETE', url });
  const periodOf = async (system: string, category: string | null = null) => {
    const { periods } = (await officer.get(PERIODS)).json() as { periods: OfficeApplicationPeriod[] };
    return periods.find((period) => period.system === system && period.category === category)!;
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    officer = new Browser(t.app);
    await officer.signInAsStaff('ADMISSIONS');
  });
  afterAll(() => t?.close());

  it("lists the intake's periods unless another year is asked for, each open, upcoming or closed by the server's clock", async () => {
    const list = await officer.get(PERIODS);
    expect(list.statusCode).toBe(200);
    const { academicYear, periods } = list.json();
    expect(academicYear).toBe(YEAR);
    expect(periods.map((period: { system: string; state: string }) => `${period.system}:${period.state}`)).toEqual(['ADM:OPEN', 'CE:OPEN', 'GH:OPEN', 'SCALE:CLOSED', 'TCM:OPEN']);
    expect(periods[0]).toEqual({
      id: expect.any(String),
      system: 'ADM',
      category: null,
      academicYear: YEAR,
      nameEn: 'Undergraduate admissions 2026/2027',
      nameZh: '2026/2027 学年本科招生',
      opensAt: '2026-01-30T09:00:00.000Z',
      closesAt: '2026-06-29T09:00:00.000Z',
      state: 'OPEN',
    });
    expect((await officer.get(`${PERIODS}?academicYear=2030/2031`)).json()).toEqual({ academicYear: '2030/2031', periods: [] });
    expect((await officer.get(`${PERIODS}?academicYear=next`)).statusCode).toBe(400);
  });

  it('refuses a form with mistakes, field by field, as the JSON error list', async () => {
    const empty = await officer.post(PERIODS, {});
    expect(empty.statusCode).toBe(400);
    expect(byField(empty.json().errors)).toEqual({
      system: 'SELECT_PERIOD_SYSTEM',
      academicYear: 'ENTER_ACADEMIC_YEAR',
      nameEn: 'ENTER_PERIOD_NAME_EN',
      nameZh: 'ENTER_PERIOD_NAME_ZH',
      opensOn: 'ENTER_PERIOD_OPENS_ON',
      opensTime: 'ENTER_PERIOD_OPENS_TIME',
      closesOn: 'ENTER_PERIOD_CLOSES_ON',
      closesTime: 'ENTER_PERIOD_CLOSES_TIME',
    });
    const wrong = await officer.post(PERIODS, addForm({ system: 'CE', category: 'MUSIC', nameEn: 'x'.repeat(121), opensTime: '9am', closesOn: '31/02/2026', academicYear: '2026/2028' }));
    expect(byField(wrong.json().errors)).toEqual({ category: 'PERIOD_CATEGORY_NOT_IN_SYSTEM', nameEn: 'TOO_LONG', opensTime: 'EXAM_TIME_INVALID', closesOn: 'INVALID_DATE', academicYear: 'INVALID_ACADEMIC_YEAR' });
    const backwards = await officer.post(PERIODS, addForm({ closesOn: '01/04/2026', closesTime: '08:59' }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([expect.objectContaining({ field: 'closesOn', code: 'PERIOD_CLOSES_BEFORE_OPENS', message: 'The closing date and time must be after the opening date and time' })]);
    expect((await officer.get(PERIODS)).json().periods).toHaveLength(5);
  });

  it('adds a period in Singapore time, upcoming, and records who did it', async () => {
    const created = await officer.post(PERIODS, addForm());
    expect(created.statusCode).toBe(201);
    const period = created.json();
    expect(period).toMatchObject({ system: 'TCM', category: 'ALEVEL', academicYear: YEAR, opensAt: '2026-04-01T01:00:00.000Z', closesAt: '2026-04-30T15:59:00.000Z', state: 'UPCOMING' });
    expect((await officer.get(`${PERIODS}/${period.id}`)).json()).toEqual(period);
    const [action] = await listStaffActions(t.db, 'APPLICATION_PERIOD', period.id);
    expect(action).toMatchObject({
      action: 'APPLICATION_PERIOD_CREATED',
      staffEmail: 'admissions.officer@example.edu',
      params: { system: 'TCM', category: 'ALEVEL', academicYear: YEAR, after: { opensAt: '2026-04-01T01:00:00.000Z', closesAt: '2026-04-30T15:59:00.000Z' } },
    });
  });

  it('refuses a period overlapping another of the same system, category and year (409 on the opening day), and takes one that only meets it', async () => {
    const overlapping = await officer.post(PERIODS, addForm({ nameEn: 'TCM A-Level late round', opensOn: '30/04/2026', opensTime: '12:00', closesOn: '31/05/2026' }));
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().errors).toEqual([expect.objectContaining({ code: 'PERIOD_OVERLAPS', field: 'opensOn' })]);
    // The system-wide ADM period is open now: a second system-wide one in the same months overlaps it…
    const admOverlap = await officer.post(PERIODS, addForm({ system: 'ADM', category: '', opensOn: '01/06/2026', closesOn: '31/07/2026' }));
    expect(admOverlap.statusCode).toBe(409);
    // …one for a category of its own does not (periodFor prefers the category's), nor one that opens as the other closes.
    expect((await officer.post(PERIODS, addForm({ system: 'ADM', category: 'MUSIC', opensOn: '01/06/2026', closesOn: '31/07/2026' }))).statusCode).toBe(201);
    const meeting = await officer.post(PERIODS, addForm({ nameEn: 'TCM A-Level late round', opensOn: '30/04/2026', opensTime: '23:59', closesOn: '31/05/2026' }));
    expect(meeting.statusCode).toBe(201);
    expect(await t.db.selectFrom('application_periods').select('id').where('system', '=', 'TCM').where('category', '=', 'ALEVEL').execute()).toHaveLength(2);
  });

  it("changes a period's deadline with a reason, audited with the times before and after", async () => {
    const adm = await periodOf('ADM');
    const noReason = await put(`${PERIODS}/${adm.id}`, changeForm({ reason: '  ' }));
    expect(noReason.statusCode).toBe(400);
    expect(byField(noReason.json().errors)).toEqual({ reason: 'ENTER_PERIOD_CHANGE_REASON' });
    expect(byField((await put(`${PERIODS}/${adm.id}`, changeForm({ reason: 'x'.repeat(501) }))).json().errors)).toEqual({ reason: 'TOO_LONG' });

    const changed = await put(`${PERIODS}/${adm.id}`, changeForm());
    expect(changed.statusCode).toBe(200);
    // The opening was typed to the minute it has: it keeps its stored instant.
    expect(changed.json()).toMatchObject({ opensAt: '2026-01-30T09:00:00.000Z', closesAt: '2026-06-30T15:59:00.000Z', state: 'OPEN' });
    const [action] = await listStaffActions(t.db, 'APPLICATION_PERIOD', adm.id);
    expect(action).toMatchObject({
      action: 'APPLICATION_PERIOD_CHANGED',
      staffEmail: 'admissions.officer@example.edu',
      params: {
        reason: 'Extended by the Dean of Admissions after the A-Level results were delayed.',
        before: { opensAt: '2026-01-30T09:00:00.000Z', closesAt: '2026-06-29T09:00:00.000Z' },
        after: { opensAt: '2026-01-30T09:00:00.000Z', closesAt: '2026-06-30T15:59:00.000Z' },
      },
    });
    expect((await put(`${PERIODS}/00000000-0000-4000-8000-000000000000`, changeForm())).statusCode).toBe(404);
    expect((await put(`${PERIODS}/not-an-id`, changeForm())).statusCode).toBe(404);
  });

  it('refuses to move an opened period’s closing earlier than now, or its opening later; a period not opened yet may move freely', async () => {
    const adm = await periodOf('ADM');
    // Now is 01/03/2026 17:00 in Singapore.
    const closingEarly = await put(`${PERIODS}/${adm.id}`, changeForm({ closesOn: '01/03/2026', closesTime: '16:59' }));
    expect(closingEarly.statusCode).toBe(400);
    expect(closingEarly.json().errors).toEqual([expect.objectContaining({ field: 'closesOn', code: 'PERIOD_CLOSING_IN_PAST' })]);
    const openingLate = await put(`${PERIODS}/${adm.id}`, changeForm({ opensOn: '02/03/2026', opensTime: '09:00' }));
    expect(byField(openingLate.json().errors)).toEqual({ opensOn: 'PERIOD_OPENING_AFTER_NOW' });
    // Closing it from the next minute on is the office's to decide.
    expect((await put(`${PERIODS}/${adm.id}`, changeForm({ closesOn: '01/03/2026', closesTime: '17:01' }))).statusCode).toBe(200);
    expect((await put(`${PERIODS}/${adm.id}`, changeForm())).statusCode).toBe(200);

    const music = await periodOf('ADM', 'MUSIC');
    const earlier = await put(`${PERIODS}/${music.id}`, changeForm({ nameEn: 'Music auditions round', opensOn: '01/02/2026', opensTime: '09:00', closesOn: '28/02/2026', closesTime: '17:00' }));
    expect(earlier.statusCode).toBe(200);
    expect(earlier.json()).toMatchObject({ nameEn: 'Music auditions round', state: 'CLOSED' });
  });

  it('removes a period only while it has not opened', async () => {
    const early = (await officer.post(PERIODS, addForm({ system: 'GH', category: 'ALEVEL', nameEn: 'Green Harvest A-Level round', opensOn: '01/05/2026', closesOn: '31/05/2026' }))).json();
    const removed = await remove(`${PERIODS}/${early.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await officer.get(`${PERIODS}/${early.id}`)).statusCode).toBe(404);
    const actions = await listStaffActions(t.db, 'APPLICATION_PERIOD', early.id);
    expect(actions.map((action) => action.action)).toEqual(['APPLICATION_PERIOD_CREATED', 'APPLICATION_PERIOD_REMOVED']);
    expect(actions[1]!.params).toMatchObject({ system: 'GH', category: 'ALEVEL', before: { opensAt: '2026-05-01T01:00:00.000Z', closesAt: '2026-05-31T15:59:00.000Z' } });

    const adm = await periodOf('ADM');
    const refused = await remove(`${PERIODS}/${adm.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('PERIOD_ALREADY_OPENED');
    // A closed one has opened too.
    expect((await remove(`${PERIODS}/${(await periodOf('SCALE')).id}`)).statusCode).toBe(409);
    expect((await remove(`${PERIODS}/${early.id}`)).statusCode).toBe(404);
  });

  it('is the admissions office’s alone, and every change needs the anti-forgery header', async () => {
    const finance = new Browser(t.app);
    await finance.signInAsStaff('FINANCE');
    expect((await finance.get(PERIODS)).statusCode).toBe(403);
    expect((await finance.post(PERIODS, addForm({ system: 'CE', category: '', opensOn: '01/09/2026', closesOn: '30/09/2026' }))).statusCode).toBe(403);
    const adm = await periodOf('ADM');
    expect((await finance.request({ method: 'DELETE', url: `${PERIODS}/${adm.id}` })).statusCode).toBe(403);
    expect((await new Browser(t.app).get(PERIODS)).statusCode).toBe(401);

    const forged = { system: 'CE', category: '', opensOn: '01/09/2026', closesOn: '30/09/2026' };
    expect((await officer.request({ method: 'POST', url: PERIODS, payload: addForm(forged), withXsrfHeader: false })).statusCode).toBe(403);
    expect((await officer.request({ method: 'PUT', url: `${PERIODS}/${adm.id}`, payload: changeForm({ closesOn: '02/03/2026' }), withXsrfHeader: false })).statusCode).toBe(403);
    expect((await officer.request({ method: 'DELETE', url: `${PERIODS}/${adm.id}`, withXsrfHeader: false })).statusCode).toBe(403);
    expect((await periodOf('ADM')).closesAt).toBe('2026-06-30T15:59:00.000Z');
    expect(await t.db.selectFrom('application_periods').select('id').where('system', '=', 'CE').execute()).toHaveLength(1);
  });

  it('lets an applicant submit again once the office extends the closed period that governs her draft', async () => {
    const applicant = new Browser(t.app);
    const signIn = await applicant.post('/api/auth/login/email', { email: 'demo.account@example.edu', password: 'Portal#Demo2026', system: 'SCALE', subCategory: 'SCALE' });
    expect(signIn.statusCode).toBe(200);
    const started = await applicant.post('/api/admission/applications', {
      category: 'WORKING_ADULT',
      eligibility: { citizenship: 'SINGAPORE_CITIZEN', residesInSingapore: true, priorUniversity: false, fullTimeWorkTwoYears: true },
    });
    expect(started.statusCode).toBe(201);
    const number = started.json().applicationNumber;
    const submit = () => applicant.post(`/api/admission/applications/${number}/submit`);
    const closed = await submit();
    expect(closed.statusCode).toBe(409);
    expect(closed.json().errors[0].code).toBe('PERIOD_CLOSED');

    const scale = await periodOf('SCALE');
    const extended = await put(`${PERIODS}/${scale.id}`, {
      nameEn: scale.nameEn,
      nameZh: scale.nameZh,
      opensOn: '13/08/2025',
      opensTime: '17:00',
      closesOn: '31/03/2026',
      closesTime: '23:59',
      reason: 'Reopened for working adults whose employers confirmed late.',
    });
    expect(extended.statusCode).toBe(200);
    expect(extended.json().state).toBe('OPEN');
    expect((await applicant.get(`/api/admission/applications/${number}/form`)).json().period).toEqual(expect.objectContaining({ open: true, closesAt: '2026-03-31T15:59:00.000Z' }));
    expect(await periodFor(t.db, { system: 'SCALE', category: 'WORKING_ADULT', academicYear: YEAR, now: t.app.now() })).toMatchObject({ open: true });
    // The period no longer stops it: what the draft lacks does.
    const refused = await submit();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((error: ErrorItem) => error.code)).not.toContain('PERIOD_CLOSED');
  });
});
