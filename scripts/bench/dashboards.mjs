// npm run bench, the office's dashboards (issue 37): a season's intake seeded into a private
// PostgreSQL — 60,000 admission applications this year and as many last year, five programme choices
// each, submissions rising to the deadline — and each dashboard's API answer timed through one API
// instance, as an officer's browser asks for it (signed in, two factors).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { instanceEnvironment, startInstances } from '../cluster/instances.mjs';
import { recreateDatabase, startPrivatePostgres } from '../cluster/postgres.mjs';
import { importTypeScript } from '../deadline/applicants.mjs';
import { LoopbackBrowser } from '../deadline/loopback-browser.mjs';
import { exportLine, timeAdmissionsExport } from './list-export.mjs';
import { ROOT, step } from '../workspace.mjs';

const pg = createRequire(path.join(ROOT, 'api/package.json'))('pg');
const { Secret, TOTP } = createRequire(path.join(ROOT, 'e2e/package.json'))('otpauth');

export const DASHBOARD_TARGET_MS = 300;
const APPLICATIONS_PER_YEAR = Number(process.env.DASHBOARD_APPLICATIONS ?? 60_000);
const THIS_YEAR = '2027/2028';
const LAST_YEAR = '2026/2027';
const RUNS = 5;
const PORT = 4960;
/** The demo admissions officer (api/src/dev/demo-data: development instances have one). */
const OFFICER = { email: 'admissions.officer@example.edu', password: 'Office#Admissions2026', totpSecret: 'ADMISSIONSOFFICEDEMOTOTPSECRETAA' };

/**
 * One year's intake in SQL: applicants, applications (85 % submitted, the rest drafts; a season from
 * October to the end of February, most in its last weeks: the cube of a random number piles them up
 * at the deadline), their application fees, outcomes (released offers, replies), enrolments, appeals.
 */
/** A SQL array of texts. */
const textArray = (values) => `ARRAY[${values.map((value) => `'${value}'`).join(',')}]`;

function intakeSql({ academicYear, startYear, offset, programmes, categories }) {
  const closes = `'${startYear + 1}-02-28T15:59:00Z'::timestamptz`;
  return `
    WITH people AS (
      INSERT INTO applicants (full_name, email)
      SELECT 'BENCH APPLICANT ' || g, 'bench.' || g || '@example.edu' FROM generate_series(${offset + 1}, ${offset + APPLICATIONS_PER_YEAR}) g
      RETURNING id, email
    )
    INSERT INTO applications (applicant_id, system, application_number, category, academic_year, status, programme_choices, submitted_at, created_at)
    SELECT people.id,
      CASE WHEN random() < 0.9 THEN 'ADM' ELSE 'CE' END,
      (90000000 + ${offset} + row_number() OVER ())::text,
      (${textArray(categories)})[1 + floor(random() * ${categories.length})::int],
      '${academicYear}',
      CASE WHEN pick.submitted THEN 'SUBMITTED' ELSE 'DRAFT' END,
      (SELECT jsonb_agg(jsonb_build_object('rank', rank, 'programme', programme))
         FROM (SELECT row_number() OVER () AS rank, programme FROM (SELECT programme FROM unnest(${textArray(programmes)}) programme ORDER BY md5(people.id::text || programme) LIMIT 5) chosen) ranked),
      CASE WHEN pick.submitted THEN ${closes} - (random() ^ 3) * interval '150 days' END,
      ${closes} - interval '160 days' + random() * interval '140 days'
    -- The lateral subquery names the row (people.id), or PostgreSQL draws random() once for all of them.
    FROM people CROSS JOIN LATERAL (SELECT random() < 0.85 AS submitted WHERE people.id IS NOT NULL) pick;

    INSERT INTO fees (kind, applicant_id, application_id, description, amount_cents, status)
    SELECT 'APPLICATION_FEE', app.applicant_id, app.id, 'Application fee', 1000,
      (ARRAY['RECEIVED','RECEIVED','RECEIVED','RECEIVED','RECEIVED','RECEIVED','RECEIVED','RECEIVED','UNPAID','WAIVED'])[1 + floor(random() * 10)::int]
    FROM applications app WHERE app.academic_year = '${academicYear}' AND app.submitted_at IS NOT NULL;

    INSERT INTO admission_outcomes (application_id, decision, programme, reply_due_at, recorded_by, recorded_at, released_by, released_at)
    SELECT app.id, CASE WHEN random() < 0.6 THEN 'OFFERED' ELSE 'UNSUCCESSFUL' END, app.programme_choices->0->>'programme',
      ${closes} + interval '60 days', staff.id, ${closes} + interval '20 days', staff.id, ${closes} + interval '30 days'
    FROM applications app CROSS JOIN (SELECT id FROM staff_accounts LIMIT 1) staff
    WHERE app.academic_year = '${academicYear}' AND app.submitted_at IS NOT NULL AND random() < 0.7;

    UPDATE applications app SET status = outcome.decision,
      offer_status = CASE WHEN outcome.decision = 'OFFERED' THEN (ARRAY['ACCEPTED','ACCEPTED','ACCEPTED','DECLINED',NULL])[1 + floor(random() * 5)::int] END
    FROM admission_outcomes outcome WHERE outcome.application_id = app.id AND app.academic_year = '${academicYear}';

    INSERT INTO admission_enrolments (application_id, decision, answers, submitted_at)
    SELECT app.id, 'ENROL', '{}', ${closes} + interval '90 days' FROM applications app
    WHERE app.academic_year = '${academicYear}' AND app.offer_status = 'ACCEPTED' AND random() < 0.8;

    INSERT INTO admission_appeals (application_id, status, outcome, created_at, submitted_at, decided_at)
    SELECT app.id, pick.status, CASE WHEN pick.status = 'DECIDED' THEN (CASE WHEN random() < 0.3 THEN 'UPHELD' ELSE 'DISMISSED' END) END,
      now(), now(), CASE WHEN pick.status = 'DECIDED' THEN now() END
    FROM applications app CROSS JOIN LATERAL (SELECT (ARRAY['SUBMITTED','UNDER_REVIEW','DECIDED'])[1 + floor(random() * 3)::int] AS status WHERE app.id IS NOT NULL) pick
    WHERE app.academic_year = '${academicYear}' AND app.status = 'UNSUCCESSFUL' AND random() < 0.05;

    INSERT INTO programme_places (academic_year, programme, places, updated_by, updated_at)
    SELECT '${academicYear}', programme, 2000, (SELECT id FROM staff_accounts LIMIT 1), now() FROM unnest(${textArray(programmes)}) programme;`;
}

/** The admissions intake both years, and the application period the admissions dashboard is narrowed to. */
async function seedIntake(client) {
  const [{ PROGRAMMES }, { CATEGORY_IDS }] = await Promise.all([importTypeScript('shared/contracts/src/programmes.ts'), importTypeScript('shared/contracts/src/categories.ts')]);
  const lists = { programmes: PROGRAMMES.map((programme) => programme.code), categories: [...CATEGORY_IDS] };
  await client.query(intakeSql({ ...lists, academicYear: LAST_YEAR, startYear: 2026, offset: 0 }));
  await client.query(intakeSql({ ...lists, academicYear: THIS_YEAR, startYear: 2027, offset: APPLICATIONS_PER_YEAR }));
  const { rows } = await client.query(`INSERT INTO application_periods (system, category, academic_year, name_en, name_zh, opens_at, closes_at)
    VALUES ('ADM', NULL, '${THIS_YEAR}', 'Main round', '主要申请期', '2027-09-30T16:00:00Z', '2028-02-28T15:59:00Z') RETURNING id`);
  return { period: rows[0].id };
}

/**
 * The admissions dashboard reads the counts its scheduled job keeps (api/src/modules/admission/
 * dashboard-counts.ts, each minute): the bench waits for the job's first run that starts after the
 * seeding, as an office looks at a season counted, and tells how long that count took (both years).
 */
async function waitForAdmissionCounts(client, after) {
  const givingUp = Date.now() + 5 * 60_000;
  while (Date.now() < givingUp) {
    const { rows } = await client.query(`SELECT last_started_at, last_finished_at, last_error FROM scheduled_jobs WHERE name = 'admission-dashboard-counts'`);
    const run = rows[0];
    if (run && run.last_started_at >= after && run.last_finished_at >= run.last_started_at) {
      if (run.last_error) throw new Error(`the admissions dashboard's count failed: ${run.last_error}`);
      return `counted each minute by its job, in ${((run.last_finished_at - run.last_started_at) / 1000).toFixed(1)} s`;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error("the admissions dashboard's job did not count within five minutes of the seeding");
}

/**
 * A dashboard the bench times: the officer who reads it, what it seeds on top of the admissions
 * intake (given a connected `pg` client and the two years; it answers what its queries need), what it
 * waits for before it is timed (`settle`, optional: a note for its row), and the answers to time.
 * Every console's dashboard is one of these: the admissions one here, the others in
 * ./dashboard-seeds/ (each module exports `dashboard`).
 */
const ADMISSIONS = {
  name: 'Admissions',
  officer: OFFICER,
  seed: (client) => seedIntake(client),
  settle: (client, after) => waitForAdmissionCounts(client, after),
  queries: ({ period }, { thisYear }) => {
    const year = `academicYear=${encodeURIComponent(thisYear)}`;
    return [
      { name: 'whole year', path: `/api/office/admission/dashboard?${year}` },
      { name: 'one period', path: `/api/office/admission/dashboard?${year}&period=${period}` },
      { name: 'one system and category', path: `/api/office/admission/dashboard?${year}&system=ADM&category=INTERNATIONAL_HS` },
    ];
  },
};

/** The other consoles' dashboards (./dashboard-seeds/*.mjs), in their files' order. */
async function otherDashboards() {
  const folder = path.join(ROOT, 'scripts/bench/dashboard-seeds');
  const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter((file) => file.endsWith('.mjs')).sort() : [];
  return Promise.all(files.map(async (file) => (await import(pathToFileURL(path.join(folder, file)).href)).dashboard));
}

async function signInAsOfficer(base, officer) {
  const browser = new LoopbackBrowser(base, '127.0.0.2');
  // The anti-forgery cookie, as a page's first request gets it.
  await browser.request('GET', '/api/system/settings');
  const password = await browser.request('POST', '/api/office/auth/login', { json: { email: officer.email, password: officer.password } });
  if (password.status !== 200) throw new Error(`officer sign-in: ${password.status} ${password.body.slice(0, 200)}`);
  // The server takes each code once, and a step's either side of now: the same officer signed in a
  // moment ago (another dashboard, the export) has used this step's, so the next step's is tried then.
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(officer.totpSecret) });
  let factor;
  for (const step of [0, 1]) {
    factor = await browser.request('POST', '/api/office/auth/second-factor/totp', { json: { code: totp.generate({ timestamp: Date.now() + step * 30_000 }) } });
    if (factor.status === 200) break;
  }
  if (factor.status !== 200) throw new Error(`officer second factor: ${factor.status} ${factor.body.slice(0, 200)}`);
  return browser;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timeAnswer(browser, address) {
  const times = [];
  // The first answer warms the instance's connections and the database's caches, as a console in use is.
  for (let run = 0; run <= RUNS; run += 1) {
    const started = performance.now();
    const response = await browser.request('GET', address);
    if (response.status !== 200) throw new Error(`${address}: ${response.status} ${response.body.slice(0, 200)}`);
    if (run > 0) times.push(performance.now() - started);
  }
  return median(times);
}

export async function measureDashboards() {
  step(`Office dashboards: ${APPLICATIONS_PER_YEAR.toLocaleString('en-GB')} applications a year for two years on a private PostgreSQL, one API instance`);
  const postgres = await startPrivatePostgres({ dir: path.join(ROOT, '.data/bench/postgres'), port: 5498 });
  let instances = [];
  try {
    const databaseUrl = await recreateDatabase(postgres, 'dashboards');
    // One instance, at the port after PORT (startInstances waits until it answers).
    const base = `http://127.0.0.1:${PORT + 1}`;
    const env = instanceEnvironment({ databaseUrl, publicUrl: base, dataDir: path.join(ROOT, '.data/bench/dashboards'), extra: { DEV_MAILBOX: 'on', LOG_LEVEL: 'error' } });
    instances = await startInstances({ count: 1, basePort: PORT, env });
    // BENCH_DASHBOARDS=Admissions,Finance measures those alone (the admissions intake is always seeded: the others build on it).
    const only = process.env.BENCH_DASHBOARDS?.split(',');
    const dashboards = [ADMISSIONS, ...(await otherDashboards())].filter((dashboard) => !only || dashboard === ADMISSIONS || only.includes(dashboard.name));
    const seedStarted = performance.now();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const seeded = [];
    const notes = [];
    try {
      for (const dashboard of dashboards) seeded.push(await dashboard.seed(client, { thisYear: THIS_YEAR, lastYear: LAST_YEAR }));
      // As autovacuum would have by the time an office looks: statistics, and the visibility map.
      await client.query('VACUUM ANALYZE');
      const settledAfter = new Date();
      for (const [index, dashboard] of dashboards.entries()) notes[index] = await dashboard.settle?.(client, settledAfter);
    } finally {
      await client.end();
    }
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const timed = [];
    for (const [index, dashboard] of dashboards.entries()) {
      const browser = await signInAsOfficer(base, dashboard.officer);
      const answers = [];
      for (const query of dashboard.queries(seeded[index], { thisYear: THIS_YEAR })) answers.push({ name: query.name, ms: await timeAnswer(browser, query.path) });
      browser.close();
      timed.push({ name: dashboard.name, answers, note: notes[index] });
    }
    // The same season taken away as the admissions console's export (./list-export.mjs).
    const officer = await signInAsOfficer(base, OFFICER);
    const exported = await timeAdmissionsExport(officer, instances[0].child.pid, THIS_YEAR);
    officer.close();
    return { applications: APPLICATIONS_PER_YEAR, seedSeconds, dashboards: timed, exported };
  } finally {
    for (const instance of instances) instance.child.kill('SIGTERM');
    await Promise.all(instances.map((instance) => new Promise((resolve) => (instance.child.exitCode !== null ? resolve() : instance.child.once('exit', resolve)))));
    postgres.stop();
  }
}

/** The bench table's rows: one per dashboard, its answers' medians against the target. */
export function dashboardsLine({ applications, dashboards, exported }) {
  return dashboards
    .map(({ name, answers, note }) => {
      const slowest = Math.max(...answers.map((answer) => answer.ms));
      const figures = answers.map((answer) => `${answer.name} ${Math.round(answer.ms)} ms`).join(' · ') + (note ? ` (${note})` : '');
      return `| ${name} dashboard's API answer on PostgreSQL (${applications.toLocaleString('en-GB')} admission applications this year and last; medians of ${RUNS}) | ${figures} | ≤ ${DASHBOARD_TARGET_MS} ms: ${slowest <= DASHBOARD_TARGET_MS ? 'within target' : '**misses**'} |`;
    })
    .concat(exported ? [exportLine(exported)] : [])
    .join('\n');
}
