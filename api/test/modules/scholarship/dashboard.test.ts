/**
 * The scholarships dashboard's figures against a small year of scholarship applications counted by
 * hand, on both databases: the funnel from start to confirmed sureties, submissions per Singapore day
 * beside last year's, applications and awards per scholarship, states, citizenships and first-choice
 * programmes; narrowed by scholarship (and its days) and by citizenship. Only scholarships staff may read it.
 */
import type { Dashboard } from '@portal/contracts/office/dashboard';
import { admissionAcademicYear } from '../../../src/academic-year';
import { chartValues, insertApplicant } from '../../helpers/dashboard';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { everyDatabase } from '../../helpers/test-database';

const YEAR = '2030/2031';
const LAST_YEAR = '2029/2030';

interface Seeded {
  year?: string;
  /** The citizenship the admission application states; null: none stated; absent with `noAdmission`. */
  citizenship?: 'SINGAPORE_CITIZEN' | 'PERMANENT_RESIDENT' | 'INTERNATIONAL' | null;
  /** The admission application's first-choice programme. */
  programme?: string;
  /** No admission application goes with it. */
  noAdmission?: boolean;
  status?: 'DRAFT' | 'SUBMITTED' | 'SHORTLISTED';
  /** When submitted (UTC); absent: a draft. */
  submittedAt?: string;
  choices?: string[];
  outcome?: { result: 'OFFERED' | 'UNSUCCESSFUL'; scholarship?: string; released: boolean; reply?: 'ACCEPTED' | 'DECLINED' | 'LAPSED' };
  undertaking?: boolean;
  suretiesConfirmed?: 0 | 1 | 2;
}

describe.each(everyDatabase())('the scholarships dashboard on %s', (target) => {
  let t: TestApp;
  let officer: Browser;
  let staffId: string;
  let seeded = 0;
  const scholarshipIds = new Map<string, string>();

  async function defineScholarship(year: string, code: string, opensAt: string, closesAt: string) {
    const row = await t.app.db
      .insertInto('scholarships')
      .values({ academic_year: year, code, name_en: `${code} Scholarship`, name_zh: `${code} 奖学金`, bond_years: 0, tuition_coverage_percent: 100, citizenships: JSON.stringify(['SINGAPORE_CITIZEN']), opens_at: new Date(opensAt), closes_at: new Date(closesAt), created_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    scholarshipIds.set(`${year} ${code}`, row.id);
  }

  async function seed(application: Seeded) {
    const { db } = t.app;
    seeded += 1;
    const year = application.year ?? YEAR;
    const applicantId = await insertApplicant(db, `SCHOLAR ${seeded}`, `scholarship.dashboard.${seeded}@example.edu`);
    const admission = application.noAdmission
      ? null
      : await db
          .insertInto('applications')
          .values({
            applicant_id: applicantId,
            system: 'ADM',
            application_number: String(80_000_000 + seeded),
            pin_hash: null,
            category: 'ALEVEL',
            eligibility: application.citizenship === null ? null : JSON.stringify({ citizenship: application.citizenship ?? 'SINGAPORE_CITIZEN', residesInSingapore: true, priorUniversity: false, fullTimeWorkTwoYears: false }),
            draft_due_at: null,
            submission: null,
            academic_year: year,
            status: 'SUBMITTED',
            offer_status: null,
            // Stored out of rank order: the first choice is the one ranked 1.
            programme_choices: JSON.stringify([{ rank: 2, programme: 'ENG' }, { rank: 1, programme: application.programme ?? 'CS' }]),
            submitted_at: '2030-12-01T02:00:00Z',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
    const outcome = application.outcome;
    const status = outcome?.released ? (outcome.result === 'OFFERED' ? 'AWARDED' : 'UNSUCCESSFUL') : (application.status ?? (application.submittedAt ? 'SUBMITTED' : 'DRAFT'));
    const row = await db
      .insertInto('scholarship_applications')
      .values({
        applicant_id: applicantId,
        academic_year: year,
        status,
        choices: JSON.stringify(application.choices ?? []),
        submitted_at: application.submittedAt ?? null,
        admission_application_id: admission?.id ?? null,
        reference: application.submittedAt ? `SCH-DASH-${seeded}` : null,
        submission: application.submittedAt ? JSON.stringify({}) : null,
        updated_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (outcome) {
      const at = new Date('2031-03-01T02:00:00Z');
      const offered = outcome.result === 'OFFERED';
      const scholarshipId = offered ? scholarshipIds.get(`${year} ${outcome.scholarship}`)! : null;
      await db
        .insertInto('scholarship_outcomes')
        .values({
          application_id: row.id,
          result: outcome.result,
          scholarship_id: scholarshipId,
          terms: offered ? JSON.stringify({ scholarshipId, code: outcome.scholarship }) : null,
          reply_due_on: offered ? '2031-03-15' : null,
          recorded_by: staffId,
          recorded_at: at,
          released_by: outcome.released ? staffId : null,
          released_at: outcome.released ? at : null,
          response: outcome.reply ?? null,
          responded_at: outcome.reply ? at : null,
        })
        .execute();
    }
    if (application.undertaking) {
      await db.insertInto('scholarship_undertakings').values({ application_id: row.id, accepted_at: new Date('2031-03-05T02:00:00Z'), accepted_name: `SCHOLAR ${seeded}`, language: 'en-GB', declarations: '{}', guardian: null, guardian_endorsed_at: null }).execute();
    }
    if (application.suretiesConfirmed !== undefined) {
      const now = new Date('2031-03-06T02:00:00Z');
      await db
        .insertInto('scholarship_sureties')
        .values(
          ([1, 2] as const).map((position) => {
            const confirmed = position <= application.suretiesConfirmed!;
            return { application_id: row.id, position, details: '{}', status: confirmed ? ('CONFIRMED' as const) : ('INVITED' as const), confirmed_at: confirmed ? now : null, signature_name: confirmed ? `SURETY ${position}` : null, invited_at: now, created_at: now, updated_at: now };
          }),
        )
        .execute();
    }
  }

  beforeAll(async () => {
    t = await createTestApp(target);
    officer = new Browser(t.app);
    await officer.signInAsStaff('SCHOLARSHIPS');
    staffId = (await t.app.db.selectFrom('staff_accounts').select('id').limit(1).executeTakeFirstOrThrow()).id;
    // MERIT is open from 9 to 12 January, Singapore time (its days when it is chosen).
    await defineScholarship(YEAR, 'TECH', '2030-10-01T00:00:00Z', '2031-03-01T00:00:00Z');
    await defineScholarship(YEAR, 'MERIT', '2031-01-08T16:00:00Z', '2031-01-12T15:59:00Z');
    await defineScholarship(YEAR, 'GLOBAL', '2030-09-01T00:00:00Z', '2030-12-01T00:00:00Z');
    await defineScholarship(LAST_YEAR, 'TECH', '2029-10-01T00:00:00Z', '2030-03-01T00:00:00Z');
    await defineScholarship(LAST_YEAR, 'MERIT', '2029-10-01T00:00:00Z', '2030-03-01T00:00:00Z');

    // This year: two drafts (one without an admission application), nine submitted.
    await seed({ choices: ['TECH'] });
    await seed({ noAdmission: true });
    // 15:59 UTC on 9 January is 23:59 in Singapore: the 9th; 16:00 UTC is the 10th there.
    await seed({ submittedAt: '2031-01-09T15:59:00Z', choices: ['TECH', 'MERIT'], outcome: { result: 'OFFERED', scholarship: 'TECH', released: true, reply: 'ACCEPTED' }, undertaking: true, suretiesConfirmed: 2 });
    await seed({ submittedAt: '2031-01-09T16:00:00Z', choices: ['MERIT'], citizenship: 'PERMANENT_RESIDENT', programme: 'MATH', outcome: { result: 'OFFERED', scholarship: 'MERIT', released: true, reply: 'ACCEPTED' }, undertaking: true, suretiesConfirmed: 1 });
    await seed({ submittedAt: '2031-01-10T03:00:00Z', choices: ['TECH'], outcome: { result: 'OFFERED', scholarship: 'TECH', released: true, reply: 'DECLINED' } });
    await seed({ submittedAt: '2031-01-10T04:00:00Z', choices: ['MERIT', 'TECH'], citizenship: 'INTERNATIONAL', programme: 'BIZ', outcome: { result: 'OFFERED', scholarship: 'MERIT', released: true } });
    await seed({ submittedAt: '2031-01-11T02:00:00Z', choices: ['TECH'], citizenship: null, programme: 'LAW', status: 'SHORTLISTED' });
    await seed({ submittedAt: '2031-01-11T05:00:00Z', choices: ['TECH'] });
    await seed({ submittedAt: '2031-01-12T03:00:00Z', choices: ['TECH'], programme: 'MATH', outcome: { result: 'UNSUCCESSFUL', released: true } });
    // An offer recorded but not released: not yet an award.
    await seed({ submittedAt: '2031-01-12T05:00:00Z', choices: ['MERIT'], citizenship: 'PERMANENT_RESIDENT', outcome: { result: 'OFFERED', scholarship: 'MERIT', released: false } });
    await seed({ submittedAt: '2031-01-12T06:00:00Z', choices: ['MERIT'], outcome: { result: 'OFFERED', scholarship: 'MERIT', released: true, reply: 'LAPSED' } });
    // Last year: two submitted, on what are this year's 10th and 11th of January.
    await seed({ year: LAST_YEAR, submittedAt: '2030-01-10T01:00:00Z', choices: ['TECH'] });
    await seed({ year: LAST_YEAR, submittedAt: '2030-01-11T01:00:00Z', choices: ['TECH', 'MERIT'], citizenship: 'PERMANENT_RESIDENT' });
  });
  afterAll(() => t?.close());

  async function dashboard(query: string): Promise<Dashboard> {
    const response = await officer.get(`/api/office/scholarship/dashboard?academicYear=${encodeURIComponent(YEAR)}${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as Dashboard;
  }
  const chart = (figures: Dashboard, id: string) => figures.charts.find((candidate) => candidate.id === id)!;
  const byKey = chartValues;
  const funnelOf = (figures: Dashboard) => chart(figures, 'funnel').rows.map((row) => [row.key, row.values.applications]);

  it('counts the funnel: started, submitted, awarded (released), accepted, undertaking accepted, both sureties confirmed', async () => {
    const figures = await dashboard('');
    expect(figures.filters).toEqual({ academicYear: YEAR, scholarship: '', citizenship: '' });
    expect(figures.charts.map((candidate) => candidate.id)).toEqual(['funnel', 'submissionsPerDay', 'perScholarship', 'byState', 'byCitizenship', 'perProgramme']);
    expect(chart(figures, 'funnel').kind).toBe('steps');
    expect(funnelOf(figures)).toEqual([
      ['started', 11],
      ['submitted', 9],
      // Not the offer recorded but unreleased, nor the unsuccessful one.
      ['awarded', 5],
      ['accepted', 2],
      ['undertakingSigned', 2],
      // One awardee has one surety of two confirmed.
      ['suretiesConfirmed', 1],
    ]);
  });

  it("counts submissions per Singapore day, every day of the span, with last year's on the same dates", async () => {
    expect(chart(await dashboard(''), 'submissionsPerDay').rows).toEqual([
      { key: '2031-01-09', values: { thisYear: 1, lastYear: 0 } },
      { key: '2031-01-10', values: { thisYear: 3, lastYear: 1 } },
      { key: '2031-01-11', values: { thisYear: 2, lastYear: 1 } },
      { key: '2031-01-12', values: { thisYear: 3, lastYear: 0 } },
    ]);
  });

  it('counts applications and awards per scholarship, every scholarship of the year named in both languages', async () => {
    const figures = await dashboard('');
    expect(chart(figures, 'perScholarship').rows).toEqual([
      { key: 'TECH', values: { firstChoice: 5, anyChoice: 6, awarded: 2, accepted: 1 } },
      { key: 'MERIT', values: { firstChoice: 4, anyChoice: 5, awarded: 3, accepted: 1 } },
      // Defined, chosen by no one (a draft's choice is not counted).
      { key: 'GLOBAL', values: { firstChoice: 0, anyChoice: 0, awarded: 0, accepted: 0 } },
    ]);
    expect(figures.options.scholarship).toEqual([
      { value: 'GLOBAL', label: { 'en-GB': 'GLOBAL Scholarship', 'zh-Hans': 'GLOBAL 奖学金' } },
      { value: 'TECH', label: { 'en-GB': 'TECH Scholarship', 'zh-Hans': 'TECH 奖学金' } },
      { value: 'MERIT', label: { 'en-GB': 'MERIT Scholarship', 'zh-Hans': 'MERIT 奖学金' } },
    ]);
  });

  it('counts applications by state in the office order, citizenships and first-choice programmes', async () => {
    const figures = await dashboard('');
    expect(chart(figures, 'byState').rows.map((row) => [row.key, row.values.applications])).toEqual([
      ['DRAFT', 2],
      ['SUBMITTED', 1],
      ['SHORTLISTED', 1],
      ['OUTCOME_TO_RELEASE', 1],
      ['AWARDED_AWAITING_REPLY', 1],
      ['AWARDED_ACCEPTED', 2],
      ['AWARDED_DECLINED', 1],
      ['AWARDED_LAPSED', 1],
      ['UNSUCCESSFUL', 1],
    ]);
    expect(chart(figures, 'byCitizenship').rows).toEqual([
      { key: 'SINGAPORE_CITIZEN', values: { submitted: 5, awarded: 3, accepted: 1 } },
      { key: 'PERMANENT_RESIDENT', values: { submitted: 2, awarded: 1, accepted: 1 } },
      { key: 'INTERNATIONAL', values: { submitted: 1, awarded: 1, accepted: 0 } },
      { key: 'NOT_STATED', values: { submitted: 1, awarded: 0, accepted: 0 } },
    ]);
    expect(byKey(figures, 'perProgramme')).toEqual({
      CS: { submitted: 5, awarded: 3 },
      MATH: { submitted: 2, awarded: 1 },
      BIZ: { submitted: 1, awarded: 1 },
      LAW: { submitted: 1, awarded: 0 },
    });
  });

  it("narrows every figure to a scholarship chosen at any rank, over its days, and to a citizenship", async () => {
    const merit = await dashboard('&scholarship=MERIT');
    expect(merit.filters).toEqual({ academicYear: YEAR, scholarship: 'MERIT', citizenship: '' });
    // Chosen by 3, 4, 6, 8 and 13: 3 was awarded TECH, which still counts as awarded.
    expect(funnelOf(merit)).toEqual([
      ['started', 5],
      ['submitted', 5],
      ['awarded', 4],
      ['accepted', 2],
      ['undertakingSigned', 2],
      ['suretiesConfirmed', 1],
    ]);
    // MERIT's days (9 to 12 January, Singapore), the quiet 11th too; last year's MERIT applicant on the 11th.
    expect(chart(merit, 'submissionsPerDay').rows).toEqual([
      { key: '2031-01-09', values: { thisYear: 1, lastYear: 0 } },
      { key: '2031-01-10', values: { thisYear: 2, lastYear: 0 } },
      { key: '2031-01-11', values: { thisYear: 0, lastYear: 1 } },
      { key: '2031-01-12', values: { thisYear: 2, lastYear: 0 } },
    ]);

    const residents = await dashboard('&citizenship=PERMANENT_RESIDENT');
    expect(residents.filters.citizenship).toBe('PERMANENT_RESIDENT');
    expect(funnelOf(residents)).toEqual([
      ['started', 2],
      ['submitted', 2],
      ['awarded', 1],
      ['accepted', 1],
      ['undertakingSigned', 1],
      ['suretiesConfirmed', 0],
    ]);
    expect(byKey(residents, 'byCitizenship')).toEqual({ PERMANENT_RESIDENT: { submitted: 2, awarded: 1, accepted: 1 } });
    expect(chart(residents, 'submissionsPerDay').rows.map((row) => [row.key, row.values.thisYear, row.values.lastYear])).toEqual([
      ['2031-01-10', 1, 0],
      ['2031-01-11', 0, 1],
      ['2031-01-12', 1, 0],
    ]);

    // A code the year does not define narrows to nothing; the year's scholarships keep their rows.
    const unknown = await dashboard('&scholarship=NO_SUCH');
    expect(unknown.filters.scholarship).toBe('NO_SUCH');
    expect(funnelOf(unknown).every(([, count]) => count === 0)).toBe(true);
    expect(chart(unknown, 'submissionsPerDay').rows).toEqual([]);
    expect(chart(unknown, 'perScholarship').rows.map((row) => row.key)).toEqual(['GLOBAL', 'MERIT', 'TECH']);
  });

  it('counts the current academic year when none is chosen', async () => {
    const response = await officer.get('/api/office/scholarship/dashboard');
    expect(response.statusCode).toBe(200);
    expect((response.json() as Dashboard).filters.academicYear).toBe(admissionAcademicYear(t.app.now()));
  });

  it('answers bad filters with the error list, and nobody but scholarships staff', async () => {
    const bad = await officer.get('/api/office/scholarship/dashboard?academicYear=2030&scholarship=not%20a%20code&citizenship=MARTIAN&colour=red');
    expect(bad.statusCode).toBe(400);
    // A filter the dashboard does not have is the query's own error (no field of it to name).
    expect(bad.json().errors.map((error: { field?: string; code: string }) => [error.field ?? '', error.code]).sort()).toEqual([
      ['', 'UNKNOWN_FIELD'],
      ['academicYear', 'INVALID_VALUE'],
      ['citizenship', 'INVALID_VALUE'],
      ['scholarship', 'INVALID_VALUE'],
    ]);
    const admissions = new Browser(t.app);
    await admissions.signInAsStaff('ADMISSIONS');
    expect((await admissions.get('/api/office/scholarship/dashboard')).statusCode).toBe(403);
    expect((await new Browser(t.app).get('/api/office/scholarship/dashboard')).statusCode).toBe(401);
  });
});
