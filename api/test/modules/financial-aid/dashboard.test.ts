/**
 * The financial aid dashboard's figures against a small year of aid applications counted by hand, on
 * both databases: the funnel, submissions per Singapore day beside last year's over the year's window,
 * states, packages and replies per scheme (the live package only), per-capita income bands, groups of
 * students, appeals and updates; narrowed by group, aid sought and scheme. Only financial aid staff
 * may read it.
 */
import type { AidPackageStatus, AidTier } from '@portal/contracts/financial-aid';
import type { AidApplicationStatus } from '@portal/contracts/financial-aid-statuses';
import type { Dashboard } from '@portal/contracts/office/dashboard';
import { admissionAcademicYear } from '../../../src/academic-year';
import { DEMO, demoAidSchemeRows } from '../../../src/db/seed';
import { chartValues, insertApplicant } from '../../helpers/dashboard';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { everyDatabase } from '../../helpers/test-database';

const YEAR = '2030/2031';
const LAST_YEAR = '2029/2030';

interface Package {
  codes: string[];
  status: AidPackageStatus;
  /** The codes taken when accepting. */
  taken?: string[];
}

interface Seeded {
  year?: string;
  status: AidApplicationStatus;
  /** When submitted (UTC); absent: a draft. */
  submittedAt?: string;
  tier?: AidTier;
  aidSought?: string[];
  perCapitaCents?: number;
  decided?: boolean;
  /** Offered in order: all but the last superseded. */
  packages?: Package[];
  requests?: Array<{ kind: 'APPEAL' | 'REVIEW' | 'UPDATE'; status: 'SUBMITTED' | 'UPHELD' | 'NOT_UPHELD' | 'PROCESSED' }>;
}

/** A scheme of the seed as a package names it (frozen as offered): a bursary with its yearly amount, a loan with its percent. */
function packageItem(code: string) {
  const scheme = DEMO.financialAidSchemes.find((candidate) => candidate.code === code)!;
  return { schemeId: code, code, category: scheme.category, name: { 'en-GB': scheme.nameEn, 'zh-Hans': scheme.nameZh }, annualAmountCents: scheme.annualAmountCents, maxPercent: scheme.maxPercent };
}

describe.each(everyDatabase())('the financial aid dashboard on %s', (target) => {
  let t: TestApp;
  let officer: Browser;
  let staffId: string;
  let seeded = 0;

  async function seed(application: Seeded) {
    const { db } = t.app;
    seeded += 1;
    const applicantId = await insertApplicant(db, `AID APPLICANT ${seeded}`, `aid.dashboard.${seeded}@example.edu`);
    const submission = application.submittedAt ? { tier: application.tier, sections: { financialDetails: { aidSought: application.aidSought ?? [] } } } : null;
    const withdrawn = application.status === 'WITHDRAWN';
    const row = await db
      .insertInto('financial_aid_applications')
      .values({
        applicant_id: applicantId,
        academic_year: application.year ?? YEAR,
        status: application.status,
        submitted_at: application.submittedAt ?? null,
        reference: application.submittedAt ? `FA-DASH-${seeded}` : null,
        submission: submission ? JSON.stringify(submission) : null,
        per_capita_income_cents: application.perCapitaCents ?? null,
        decided_at: application.decided ? new Date('2031-02-01T02:00:00Z') : null,
        withdrawn_at: withdrawn ? new Date('2031-02-02T02:00:00Z') : null,
        withdrawn_by: withdrawn ? 'APPLICANT' : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [index, offered] of (application.packages ?? []).entries()) {
      const live = index === application.packages!.length - 1;
      const status = live ? offered.status : 'SUPERSEDED';
      await db
        .insertInto('financial_aid_packages')
        .values({
          application_id: row.id,
          items: JSON.stringify(offered.codes.map(packageItem)),
          reply_due_on: '2031-03-01',
          offered_by: staffId,
          offered_at: new Date(`2031-02-0${index + 1}T02:00:00Z`),
          status,
          selection: offered.taken ? JSON.stringify({ items: offered.taken.map((code) => ({ code, percent: null })) }) : null,
          responded_at: ['ACCEPTED', 'REJECTED', 'LAPSED'].includes(status) ? new Date('2031-02-20T02:00:00Z') : null,
        })
        .execute();
    }
    for (const request of application.requests ?? []) {
      await db
        .insertInto('financial_aid_requests')
        .values({ application_id: row.id, kind: request.kind, details: '{}', status: request.status, submitted_at: new Date('2031-02-10T02:00:00Z'), decided_at: request.status === 'SUBMITTED' ? null : new Date('2031-02-11T02:00:00Z') })
        .execute();
    }
  }

  beforeAll(async () => {
    t = await createTestApp(target);
    officer = new Browser(t.app);
    await officer.signInAsStaff('FINANCIAL_AID');
    staffId = (await t.app.db.selectFrom('staff_accounts').select('id').limit(1).executeTakeFirstOrThrow()).id;
    const { db } = t.app;
    await db.insertInto('financial_aid_schemes').values(demoAidSchemeRows(YEAR, new Date())).execute();
    await db
      .insertInto('financial_aid_years')
      .values({ academic_year: YEAR, opens_on: '2031-01-08', recommended_by: '2031-01-10', closes_on: '2031-01-13', appeal_closes_on: '2031-03-31', semester_one_disbursement_on: '2031-08-01', semester_two_disbursement_on: '2032-01-01', updated_at: new Date() })
      .execute();

    await seed({ status: 'DRAFT' });
    // 15:59 UTC on 9 January is 23:59 in Singapore: the 9th; 16:00 UTC is the 10th there.
    // Accepted the government bursary, leaving out the loan offered with it.
    await seed({ status: 'AWARDED', submittedAt: '2031-01-09T15:59:00Z', tier: 'CITIZEN', aidSought: ['BURSARY', 'TUITION_FEE_LOAN'], perCapitaCents: 60_000, decided: true, packages: [{ codes: ['GOV_BURSARY', 'TUITION_LOAN'], status: 'ACCEPTED', taken: ['GOV_BURSARY'] }] });
    // S$ 750.00 exactly is in the first band; an appeal upheld replaced the first package, whose scheme is not counted.
    await seed({ status: 'AWARDED', submittedAt: '2031-01-09T16:00:00Z', tier: 'CITIZEN', aidSought: ['BURSARY'], perCapitaCents: 75_000, decided: true, packages: [{ codes: ['RC_BURSARY'], status: 'OFFERED' }, { codes: ['DONATED_BURSARY'], status: 'OFFERED' }], requests: [{ kind: 'APPEAL', status: 'UPHELD' }] });
    // S$ 750.01: the second band; unsuccessful, appealing.
    await seed({ status: 'APPEAL', submittedAt: '2031-01-10T03:00:00Z', tier: 'PERMANENT_RESIDENT', aidSought: ['STUDY_LOAN'], perCapitaCents: 75_001, decided: true, requests: [{ kind: 'APPEAL', status: 'SUBMITTED' }] });
    await seed({ status: 'AWARDED', submittedAt: '2031-01-12T03:00:00Z', tier: 'INTERNATIONAL_WITH_GRANT', aidSought: ['BURSARY'], perCapitaCents: 300_000, decided: true, packages: [{ codes: ['RC_BURSARY'], status: 'REJECTED' }], requests: [{ kind: 'UPDATE', status: 'PROCESSED' }] });
    await seed({ status: 'ADDITIONAL_DOCUMENTS_REQUIRED', submittedAt: '2031-01-10T04:00:00Z', tier: 'CITIZEN', aidSought: ['BURSARY'], perCapitaCents: 200_000 });
    await seed({ status: 'WITHDRAWN', submittedAt: '2031-01-10T05:00:00Z', tier: 'CITIZEN', aidSought: ['TUITION_FEE_LOAN'], perCapitaCents: 140_000 });
    await seed({ status: 'AWARDED', submittedAt: '2031-01-12T04:00:00Z', tier: 'PERMANENT_RESIDENT', aidSought: ['BURSARY'], perCapitaCents: 250_000, decided: true, packages: [{ codes: ['DONATED_BURSARY'], status: 'LAPSED' }] });
    // Last year: two submitted, on what are this year's 10th and 11th of January.
    await seed({ year: LAST_YEAR, status: 'SUBMITTED', submittedAt: '2030-01-10T01:00:00Z', tier: 'CITIZEN', aidSought: ['BURSARY'], perCapitaCents: 50_000 });
    await seed({ year: LAST_YEAR, status: 'SUBMITTED', submittedAt: '2030-01-11T01:00:00Z', tier: 'PERMANENT_RESIDENT', aidSought: ['BURSARY'], perCapitaCents: 50_000 });
  });
  afterAll(() => t?.close());

  async function dashboard(query: string): Promise<Dashboard> {
    const response = await officer.get(`/api/office/financial-aid/dashboard?academicYear=${encodeURIComponent(YEAR)}${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as Dashboard;
  }
  const funnelOf = (figures: Dashboard) => figures.charts.find((candidate) => candidate.id === 'funnel')!.rows.map((row) => [row.key, row.values.applications]);

  it('counts the funnel: started, submitted, assessed, offered a package, accepted it', async () => {
    const figures = await dashboard('');
    expect(figures.filters).toEqual({ academicYear: YEAR, tier: '', aidSought: '', scheme: '' });
    expect(figures.charts.map((candidate) => [candidate.id, candidate.kind])).toEqual([
      ['funnel', 'steps'],
      ['submissionsPerDay', 'days'],
      ['byState', 'bars'],
      ['packagesPerScheme', 'bars'],
      ['bursaryAmounts', 'bars'],
      ['incomeBands', 'bars'],
      ['perTier', 'bars'],
      ['requests', 'bars'],
    ]);
    expect(funnelOf(figures)).toEqual([
      ['started', 8],
      ['submitted', 7],
      ['assessed', 5],
      ['offered', 4],
      ['accepted', 1],
    ]);
  });

  it("counts submissions per Singapore day over the year's window, with last year's on the same dates", async () => {
    const perDay = (await dashboard('')).charts.find((candidate) => candidate.id === 'submissionsPerDay')!;
    expect(perDay.rows).toEqual([
      { key: '2031-01-08', values: { thisYear: 0, lastYear: 0 } },
      { key: '2031-01-09', values: { thisYear: 1, lastYear: 0 } },
      { key: '2031-01-10', values: { thisYear: 4, lastYear: 1 } },
      { key: '2031-01-11', values: { thisYear: 0, lastYear: 1 } },
      { key: '2031-01-12', values: { thisYear: 2, lastYear: 0 } },
      { key: '2031-01-13', values: { thisYear: 0, lastYear: 0 } },
    ]);
  });

  it('counts every state, the live packages per scheme with their replies and their bursaries\' amounts; names the year\'s schemes', async () => {
    const figures = await dashboard('');
    expect(chartValues(figures, 'byState')).toEqual({
      DRAFT: { applications: 1 },
      SUBMITTED: { applications: 0 },
      ADDITIONAL_DOCUMENTS_REQUIRED: { applications: 1 },
      UNSUCCESSFUL: { applications: 0 },
      APPEAL: { applications: 1 },
      WITHDRAWN: { applications: 1 },
      AWARDED: { applications: 4 },
    });
    const perScheme = figures.charts.find((candidate) => candidate.id === 'packagesPerScheme')!;
    // The office's order: by category, then code; a scheme no package names has its row of zeros.
    expect(perScheme.rows).toEqual([
      { key: 'GOV_BURSARY', values: { offered: 1, accepted: 1, declined: 0, awaiting: 0 } },
      { key: 'DONATED_BURSARY', values: { offered: 2, accepted: 0, declined: 1, awaiting: 1 } },
      { key: 'RC_BURSARY', values: { offered: 1, accepted: 0, declined: 1, awaiting: 0 } },
      // Accepted, but the applicant left the loan out.
      { key: 'TUITION_LOAN', values: { offered: 1, accepted: 0, declined: 1, awaiting: 0 } },
      { key: 'STUDY_LOAN', values: { offered: 0, accepted: 0, declined: 0, awaiting: 0 } },
    ]);
    // The bursaries' yearly amounts in cents (S$ 4,000 government, S$ 3,000 donated, S$ 2,000 residential college); no loan.
    const amounts = figures.charts.find((candidate) => candidate.id === 'bursaryAmounts')!;
    expect(amounts.unit).toBe('SGD');
    expect(amounts.rows).toEqual([
      { key: 'GOV_BURSARY', values: { offered: 400_000, accepted: 400_000 } },
      { key: 'DONATED_BURSARY', values: { offered: 600_000, accepted: 0 } },
      { key: 'RC_BURSARY', values: { offered: 200_000, accepted: 0 } },
    ]);
    expect(figures.options.scheme!.map((option) => option.value)).toEqual(['GOV_BURSARY', 'DONATED_BURSARY', 'RC_BURSARY', 'TUITION_LOAN', 'STUDY_LOAN']);
    expect(figures.options.scheme![0]!.label).toEqual({ 'en-GB': 'Government Bursary', 'zh-Hans': '政府助学金' });
  });

  it('counts submitted applications and packages per per-capita income band and per group of students', async () => {
    const figures = await dashboard('');
    expect(figures.charts.find((candidate) => candidate.id === 'incomeBands')!.rows).toEqual([
      { key: 'upTo:75000', values: { applications: 2, offered: 2, accepted: 1 } },
      { key: 'upTo:150000', values: { applications: 2, offered: 0, accepted: 0 } },
      { key: 'upTo:225000', values: { applications: 1, offered: 0, accepted: 0 } },
      { key: 'upTo:275000', values: { applications: 1, offered: 1, accepted: 0 } },
      { key: 'above:275000', values: { applications: 1, offered: 1, accepted: 0 } },
    ]);
    expect(chartValues(figures, 'perTier')).toEqual({
      CITIZEN: { applications: 4, offered: 2, accepted: 1 },
      PERMANENT_RESIDENT: { applications: 2, offered: 1, accepted: 0 },
      INTERNATIONAL_WITH_GRANT: { applications: 1, offered: 1, accepted: 0 },
      INTERNATIONAL_WITHOUT_GRANT: { applications: 0, offered: 0, accepted: 0 },
    });
    expect(chartValues(figures, 'requests')).toEqual({
      APPEAL: { awaitingDecision: 1, upheld: 1, notUpheld: 0, processed: 0 },
      REVIEW: { awaitingDecision: 0, upheld: 0, notUpheld: 0, processed: 0 },
      UPDATE: { awaitingDecision: 0, upheld: 0, notUpheld: 0, processed: 1 },
    });
  });

  it('narrows every figure to a group of students, the aid sought or a scheme offered', async () => {
    const citizens = await dashboard('&tier=CITIZEN');
    expect(citizens.filters.tier).toBe('CITIZEN');
    // A draft has no group until it is submitted.
    expect(funnelOf(citizens)).toEqual([
      ['started', 4],
      ['submitted', 4],
      ['assessed', 2],
      ['offered', 2],
      ['accepted', 1],
    ]);
    expect(citizens.charts.find((candidate) => candidate.id === 'submissionsPerDay')!.rows.map((row) => [row.key, row.values.thisYear, row.values.lastYear])).toEqual([
      ['2031-01-08', 0, 0],
      ['2031-01-09', 1, 0],
      ['2031-01-10', 3, 1],
      ['2031-01-11', 0, 0],
      ['2031-01-12', 0, 0],
      ['2031-01-13', 0, 0],
    ]);

    const loans = await dashboard('&aidSought=TUITION_FEE_LOAN');
    expect(funnelOf(loans)).toEqual([
      ['started', 2],
      ['submitted', 2],
      ['assessed', 1],
      ['offered', 1],
      ['accepted', 1],
    ]);

    const donated = await dashboard('&scheme=DONATED_BURSARY');
    expect(chartValues(donated, 'funnel')).toMatchObject({ started: { applications: 2 }, offered: { applications: 2 }, accepted: { applications: 0 } });
    expect(chartValues(donated, 'packagesPerScheme')).toMatchObject({ DONATED_BURSARY: { offered: 2, declined: 1, awaiting: 1 }, RC_BURSARY: { offered: 0 }, GOV_BURSARY: { offered: 0 } });
  });

  it('counts the current intake\'s year when none is chosen', async () => {
    const response = await officer.get('/api/office/financial-aid/dashboard');
    expect(response.statusCode).toBe(200);
    const figures = response.json() as Dashboard;
    expect(figures.filters.academicYear).toBe(admissionAcademicYear(t.app.now()));
  });

  it('answers bad filters with the error list, and nobody but financial aid staff', async () => {
    const bad = await officer.get('/api/office/financial-aid/dashboard?academicYear=2030&tier=NOBLE&aidSought=CASH&scheme=gov%20bursary');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((error: { field: string; code: string }) => [error.field, error.code]).sort()).toEqual([
      ['academicYear', 'INVALID_VALUE'],
      ['aidSought', 'INVALID_VALUE'],
      ['scheme', 'INVALID_VALUE'],
      ['tier', 'INVALID_VALUE'],
    ]);
    const admissions = new Browser(t.app);
    await admissions.signInAsStaff('ADMISSIONS');
    expect((await admissions.get('/api/office/financial-aid/dashboard')).statusCode).toBe(403);
    expect((await new Browser(t.app).get('/api/office/financial-aid/dashboard')).statusCode).toBe(401);
  });
});
