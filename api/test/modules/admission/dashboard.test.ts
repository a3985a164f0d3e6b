/**
 * The admissions dashboard's figures against a small intake counted by hand, on both databases: the
 * funnel, submissions per Singapore day beside last year's, choices and offers per programme against
 * its places, categories, systems and appeals; narrowed by period, system and category. The figures are
 * the scheduled job's counts (the test runs the job's own work, as the server does each minute), with
 * the time they were counted. Only admissions staff may read it.
 */
import type { Dashboard } from '@portal/contracts/office/dashboard';
import { countAdmissionDashboards } from '../../../src/modules/admission/dashboard-counts';
import { chartValues, insertApplicant } from '../../helpers/dashboard';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { everyDatabase } from '../../helpers/test-database';

const YEAR = '2030/2031';
const LAST_YEAR = '2029/2030';
/** When the job counts in these tests: the applications made then are for the year after YEAR, so YEAR is counted as last year's. */
const COUNTED_AT = new Date('2031-03-02T01:00:00Z');

interface Seeded {
  system?: string;
  category?: string;
  year?: string;
  /** When submitted (UTC); absent: a draft. */
  submittedAt?: string;
  /** When it was started (created): a day before it was submitted, or early in January, unless given. */
  startedAt?: string;
  choices?: string[];
  fee?: 'RECEIVED' | 'UNPAID' | 'WAIVED';
  offer?: { programme: string; released: boolean; reply?: 'ACCEPTED' | 'DECLINED' };
  enrolled?: boolean;
  appeal?: 'DRAFT' | 'SUBMITTED' | 'UNDER_REVIEW' | 'DECIDED_UPHELD' | 'DECIDED_DISMISSED';
}

describe.each(everyDatabase())('the admissions dashboard on %s', (target) => {
  let t: TestApp;
  let officer: Browser;
  let staffId: string;
  let seeded = 0;

  async function seed(application: Seeded) {
    const { db } = t.app;
    seeded += 1;
    const applicantId = await insertApplicant(db, `APPLICANT ${seeded}`, `dashboard.${seeded}@example.edu`);
    const row = await db
      .insertInto('applications')
      .values({
        applicant_id: applicantId,
        system: application.system ?? 'ADM',
        application_number: String(90_000_000 + seeded),
        pin_hash: null,
        category: application.category ?? 'SINGAPOREAN',
        eligibility: null,
        draft_due_at: null,
        submission: null,
        academic_year: application.year ?? YEAR,
        status: application.submittedAt ? (application.offer ? 'OFFERED' : 'SUBMITTED') : 'DRAFT',
        offer_status: application.offer?.reply ?? null,
        programme_choices: JSON.stringify((application.choices ?? []).map((programme, index) => ({ rank: index + 1, programme }))),
        submitted_at: application.submittedAt ?? null,
        created_at: new Date(application.startedAt ?? (application.submittedAt ? Date.parse(application.submittedAt) - 86_400_000 : '2031-01-05T02:00:00Z')),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (application.fee) {
      await db.insertInto('fees').values({ kind: 'APPLICATION_FEE', applicant_id: applicantId, application_id: row.id, description: 'Application fee', amount_cents: 1_000, status: application.fee, due_date: null }).execute();
    }
    if (application.offer) {
      const at = new Date('2031-03-01T02:00:00Z');
      await db
        .insertInto('admission_outcomes')
        .values({ application_id: row.id, decision: 'OFFERED', programme: application.offer.programme, major: null, reply_due_at: new Date('2031-03-15T15:59:00Z'), recorded_by: staffId, recorded_at: at, released_by: application.offer.released ? staffId : null, released_at: application.offer.released ? at : null, responded_at: null, lapsed_at: null })
        .execute();
    }
    if (application.enrolled) {
      await db.insertInto('admission_enrolments').values({ application_id: row.id, decision: 'ENROL', answers: '{}', letter_due_on: null, submitted_at: new Date('2031-04-01T02:00:00Z') }).execute();
    }
    if (application.appeal) {
      const [status, outcome] = application.appeal.startsWith('DECIDED_') ? ['DECIDED', application.appeal.slice('DECIDED_'.length)] : [application.appeal, null];
      await db
        .insertInto('admission_appeals')
        .values({ application_id: row.id, status: status as 'DECIDED', outcome: outcome as 'UPHELD' | null, preferred_programme: null, preferred_major: null, created_at: new Date(), submitted_at: status === 'DRAFT' ? null : new Date(), replaced_at: null, review_started_by: null, review_started_at: null, outcome_programme: null, outcome_major: null, outcome_remarks: null, decided_by: null, decided_at: null })
        .execute();
    }
  }

  beforeAll(async () => {
    t = await createTestApp(target);
    officer = new Browser(t.app);
    await officer.signInAsStaff('ADMISSIONS');
    staffId = (await t.app.db.selectFrom('staff_accounts').select('id').limit(1).executeTakeFirstOrThrow()).id;
    // This year: two drafts, five submitted (one a music applicant, one of another system).
    await seed({ choices: ['CS'] });
    await seed({ category: 'MUSIC' });
    // 15:59 UTC on 9 January is 23:59 in Singapore: the 9th; 16:00 UTC is the 10th there.
    await seed({ submittedAt: '2031-01-09T15:59:00Z', choices: ['CS', 'MATH', 'BIZ'], fee: 'RECEIVED', offer: { programme: 'CS', released: true, reply: 'ACCEPTED' }, enrolled: true });
    await seed({ submittedAt: '2031-01-09T16:00:00Z', choices: ['MATH', 'CS'], fee: 'WAIVED', offer: { programme: 'MATH', released: true, reply: 'DECLINED' }, appeal: 'DECIDED_DISMISSED' });
    await seed({ submittedAt: '2031-01-10T03:00:00Z', choices: ['CS'], fee: 'UNPAID', appeal: 'SUBMITTED' });
    // An offer recorded but not released is not counted as offered.
    await seed({ submittedAt: '2031-01-12T03:00:00Z', category: 'MUSIC', choices: ['MUS', 'CS'], offer: { programme: 'MUS', released: false }, appeal: 'DRAFT' });
    await seed({ system: 'CE', submittedAt: '2031-01-10T04:00:00Z', choices: ['CS'], fee: 'RECEIVED' });
    // Last year: two submitted, on what are this year's 10th and 11th of January.
    await seed({ year: LAST_YEAR, submittedAt: '2030-01-10T01:00:00Z', choices: ['CS'] });
    await seed({ year: LAST_YEAR, submittedAt: '2030-01-11T01:00:00Z', choices: ['MATH'] });
    await t.app.db.insertInto('programme_places').values([{ academic_year: YEAR, programme: 'CS', places: 120, updated_by: staffId, updated_at: new Date() }, { academic_year: YEAR, programme: 'LAW', places: 80, updated_by: staffId, updated_at: new Date() }]).execute();
    expect(await countAdmissionDashboards(t.app.db, COUNTED_AT)).toEqual(['2031/2032', YEAR]);
  });
  afterAll(() => t?.close());

  async function dashboard(query: string): Promise<Dashboard> {
    const response = await officer.get(`/api/office/admission/dashboard${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as Dashboard;
  }
  const setPlaces = (who: Browser, body: object) => who.request({ method: 'PUT', url: '/api/office/admission/programme-places', payload: body });
  const chart = chartValues;

  it('counts the funnel: started, submitted, fee received or waived, offered (released), accepted, enrolled', async () => {
    const figures = await dashboard(`?academicYear=${encodeURIComponent(YEAR)}`);
    expect(figures.filters).toEqual({ academicYear: YEAR, period: '', system: '', category: '' });
    expect(figures.countedAt).toBe(COUNTED_AT.toISOString());
    const funnel = figures.charts.find((candidate) => candidate.id === 'funnel')!;
    expect(funnel.kind).toBe('steps');
    expect(funnel.rows.map((row) => [row.key, row.values.applications])).toEqual([
      ['started', 7],
      ['submitted', 5],
      // Received, waived, none raised (the music applicant's) and received (CE); not the unpaid one.
      ['feeSettled', 4],
      ['offered', 2],
      ['accepted', 1],
      ['enrolled', 1],
    ]);
  });

  it('counts submissions per Singapore day, every day of the span, with last year\'s on the same dates', async () => {
    const perDay = (await dashboard(`?academicYear=${encodeURIComponent(YEAR)}`)).charts.find((candidate) => candidate.id === 'submissionsPerDay')!;
    expect(perDay.rows).toEqual([
      { key: '2031-01-09', values: { thisYear: 1, lastYear: 0 } },
      { key: '2031-01-10', values: { thisYear: 3, lastYear: 1 } },
      { key: '2031-01-11', values: { thisYear: 0, lastYear: 1 } },
      { key: '2031-01-12', values: { thisYear: 1, lastYear: 0 } },
    ]);
  });

  it('counts choices per programme (first and any), and offers and replies against the places set', async () => {
    const figures = await dashboard(`?academicYear=${encodeURIComponent(YEAR)}`);
    expect(chart(figures, 'choicesPerProgramme')).toEqual({
      CS: { firstChoice: 3, anyChoice: 5 },
      MATH: { firstChoice: 1, anyChoice: 2 },
      BIZ: { firstChoice: 0, anyChoice: 1 },
      MUS: { firstChoice: 1, anyChoice: 1 },
    });
    expect(chart(figures, 'offersPerProgramme')).toEqual({
      CS: { places: 120, offered: 1, accepted: 1, declined: 0 },
      MATH: { places: null, offered: 1, accepted: 0, declined: 1 },
      // Places set, no offer yet.
      LAW: { places: 80, offered: 0, accepted: 0, declined: 0 },
    });
  });

  it('counts categories, systems and the appeals the office works on', async () => {
    const figures = await dashboard(`?academicYear=${encodeURIComponent(YEAR)}`);
    expect(chart(figures, 'perCategory')).toEqual({ SINGAPOREAN: { started: 5, submitted: 4 }, MUSIC: { started: 2, submitted: 1 } });
    expect(chart(figures, 'perSystem')).toEqual({ ADM: { started: 6, submitted: 4 }, CE: { started: 1, submitted: 1 } });
    expect(chart(figures, 'appealsByState')).toEqual({ SUBMITTED: { appeals: 1 }, DECIDED_DISMISSED: { appeals: 1 } });
  });

  it('narrows every figure to a system and category, or to an application period: the applications started while it was open, and its days', async () => {
    const music = await dashboard(`?academicYear=${encodeURIComponent(YEAR)}&system=ADM&category=MUSIC`);
    expect(chart(music, 'funnel')).toMatchObject({ started: { applications: 2 }, submitted: { applications: 1 }, offered: { applications: 0 } });

    const period = await t.app.db
      .insertInto('application_periods')
      .values({ system: 'CE', category: null, academic_year: YEAR, name_en: 'CE main round', name_zh: 'CE 主要申请期', opens_at: new Date('2031-01-08T16:00:00Z'), closes_at: new Date('2031-01-11T15:59:00Z') })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Started before the period opened: another period's application.
    await seed({ system: 'CE', startedAt: '2031-01-02T02:00:00Z' });
    await countAdmissionDashboards(t.app.db, COUNTED_AT);
    const inPeriod = await dashboard(`?academicYear=${encodeURIComponent(YEAR)}&period=${period.id}`);
    expect(inPeriod.filters).toEqual({ academicYear: YEAR, period: period.id, system: 'CE', category: '' });
    expect(inPeriod.options.period).toEqual([{ value: period.id, label: { 'en-GB': 'CE main round', 'zh-Hans': 'CE 主要申请期' } }]);
    expect(chart(inPeriod, 'funnel')).toMatchObject({ started: { applications: 1 }, submitted: { applications: 1 } });
    // The period's days, opening to closing (Singapore dates), quiet ones too.
    expect(inPeriod.charts.find((candidate) => candidate.id === 'submissionsPerDay')!.rows.map((row) => [row.key, row.values.thisYear])).toEqual([
      ['2031-01-09', 0],
      ['2031-01-10', 1],
      ['2031-01-11', 0],
    ]);
  });

  it('shows the figures as last counted, and when; the next count brings in what changed since', async () => {
    const before = await dashboard(`?academicYear=${encodeURIComponent(YEAR)}&system=ADM&category=POLYTECHNIC`);
    expect(chart(before, 'perCategory')).toEqual({});
    await seed({ category: 'POLYTECHNIC', submittedAt: '2031-01-20T03:00:00Z', choices: ['LAW'] });
    // Until the job counts again, the answer is what it counted then, and says so.
    const unchanged = await dashboard(`?academicYear=${encodeURIComponent(YEAR)}&system=ADM&category=POLYTECHNIC`);
    expect(unchanged.countedAt).toBe(before.countedAt);
    expect(chart(unchanged, 'perCategory')).toEqual({});
    const later = new Date(COUNTED_AT.getTime() + 60_000);
    await countAdmissionDashboards(t.app.db, later);
    const counted = await dashboard(`?academicYear=${encodeURIComponent(YEAR)}&system=ADM&category=POLYTECHNIC`);
    expect(counted.countedAt).toBe(later.toISOString());
    expect(chart(counted, 'perCategory')).toEqual({ POLYTECHNIC: { started: 1, submitted: 1 } });
    expect(chart(counted, 'choicesPerProgramme')).toEqual({ LAW: { firstChoice: 1, anyChoice: 1 } });
    // The whole year's figures count it too; withdrawn (deleted, as a draft would be), it leaves them at the next count.
    expect(chart(await dashboard(`?academicYear=${encodeURIComponent(YEAR)}`), 'perCategory')).toMatchObject({ POLYTECHNIC: { started: 1, submitted: 1 } });
    await t.app.db.deleteFrom('applications').where('category', '=', 'POLYTECHNIC').where('academic_year', '=', YEAR).execute();
    await countAdmissionDashboards(t.app.db, new Date(later.getTime() + 60_000));
    expect(chart(await dashboard(`?academicYear=${encodeURIComponent(YEAR)}`), 'perCategory')).not.toHaveProperty('POLYTECHNIC');
  });

  it('counts a year nobody looked at before when it is first asked for, and the job keeps it counted once a day', async () => {
    const year = '2020/2021';
    await seed({ year, submittedAt: '2020-12-01T03:00:00Z', choices: ['MATH'] });
    const first = await dashboard(`?academicYear=${encodeURIComponent(year)}`);
    expect(chart(first, 'choicesPerProgramme')).toEqual({ MATH: { firstChoice: 1, anyChoice: 1 } });
    // Counted as it was asked for (the test's clock).
    expect(first.countedAt).toBe(t.app.now().toISOString());
    // Within the day the job leaves it; a day on, it counts it again beside the current years.
    const counted = t.app.now().getTime();
    expect(await countAdmissionDashboards(t.app.db, new Date(counted + 3_600_000))).not.toContain(year);
    expect(await countAdmissionDashboards(t.app.db, new Date(counted + 25 * 3_600_000))).toContain(year);
  });

  it('sets a year\'s places per programme as a whole, recorded in the staff audit, and draws offers against them', async () => {
    const year = '2032/2033';
    const saved = await setPlaces(officer, { academicYear: year, places: { CS: '150', MATH: ' 40 ', LAW: '' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ academicYear: year, places: { CS: 150, MATH: 40 } });
    // Set again: what is left empty has none.
    await setPlaces(officer, { academicYear: year, places: { CS: '160' } });
    expect((await officer.get(`/api/office/admission/programme-places?academicYear=${encodeURIComponent(year)}`)).json()).toEqual({ academicYear: year, places: { CS: 160 } });
    expect(chart(await dashboard(`?academicYear=${encodeURIComponent(year)}`), 'offersPerProgramme')).toEqual({ CS: { places: 160, offered: 0, accepted: 0, declined: 0 } });
    const audit = await t.app.db.selectFrom('staff_audit').select(['action', 'target_id', 'params']).where('action', '=', 'PROGRAMME_PLACES_SET').orderBy('occurred_at').execute();
    expect(audit.map((entry) => [entry.target_id, entry.params])).toEqual([
      [year, { places: { CS: 150, MATH: 40 } }],
      [year, { places: { CS: 160 } }],
    ]);

    const refused = await setPlaces(officer, { academicYear: year, places: { CS: '-3', MATH: '1.5', BIZ: '999999', NOPE: '1' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((error: { field: string; code: string }) => [error.field, error.code]).sort()).toEqual([
      ['places', 'UNKNOWN_FIELD'],
      ['places.BIZ', 'PROGRAMME_PLACES_RANGE'],
      ['places.CS', 'PROGRAMME_PLACES_RANGE'],
      ['places.MATH', 'PROGRAMME_PLACES_RANGE'],
    ]);
  });

  it('answers bad filters with the error list, and nobody but admissions staff', async () => {
    const bad = await officer.get('/api/office/admission/dashboard?academicYear=2030&system=XYZ');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((error: { field: string }) => error.field).sort()).toEqual(['academicYear', 'system']);
    const finance = new Browser(t.app);
    await finance.signInAsStaff('FINANCE');
    expect((await finance.get('/api/office/admission/dashboard')).statusCode).toBe(403);
    expect((await setPlaces(finance, { academicYear: YEAR, places: { CS: '1' } })).statusCode).toBe(403);
    expect((await new Browser(t.app).get('/api/office/admission/dashboard')).statusCode).toBe(401);
  });
});
