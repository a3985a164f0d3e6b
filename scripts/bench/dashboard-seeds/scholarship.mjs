// The scholarships dashboard in the office dashboards' bench (../dashboards.mjs, issue 37): a season of
// scholarship applications on top of the admissions intake — about a fifth of the submitted admission
// applicants apply, choosing one to three of the year's ten scholarships (some far more sought than
// others) — with the office's outcomes, the applicants' replies, the undertakings and the sureties.

/** The demo scholarships officer (api/src/db/seed.ts: development instances have one). */
const OFFICER = { email: 'scholarships.officer@example.edu', password: 'Office#Scholarships2026', totpSecret: 'SCHOLARSHIPSDEMOTOTPSECRETAAAAAA' };

/**
 * The year's scholarships: the demo seed's three (it defines them for the current intake and the demo
 * year, which are the bench's two years) and seven more, each with how sought after it is.
 */
const SCHOLARSHIPS = [
  { code: 'SCIENCE_TECH', en: 'Science and Technology Scholarship', zh: '科学与技术奖学金', weight: 5, bond: 6, citizenships: ['SINGAPORE_CITIZEN', 'PERMANENT_RESIDENT'] },
  { code: 'UNIVERSITY_MERIT', en: 'University Merit Scholarship', zh: '大学优异奖学金', weight: 8, bond: 0, citizenships: ['SINGAPORE_CITIZEN', 'PERMANENT_RESIDENT', 'INTERNATIONAL'] },
  { code: 'GLOBAL_LEADERS', en: 'Global Leaders Scholarship', zh: '全球领袖奖学金', weight: 3, bond: 0, citizenships: ['SINGAPORE_CITIZEN', 'PERMANENT_RESIDENT', 'INTERNATIONAL'] },
  { code: 'ENGINEERING_EXCELLENCE', en: 'Engineering Excellence Scholarship', zh: '工程卓越奖学金', weight: 3, bond: 4, citizenships: ['SINGAPORE_CITIZEN', 'PERMANENT_RESIDENT'] },
  { code: 'HUMANITIES', en: 'Humanities and Social Sciences Scholarship', zh: '人文与社会科学奖学金', weight: 2, bond: 0, citizenships: ['SINGAPORE_CITIZEN', 'PERMANENT_RESIDENT', 'INTERNATIONAL'] },
  { code: 'ASEAN_UNDERGRADUATE', en: 'ASEAN Undergraduate Scholarship', zh: '东盟本科奖学金', weight: 3, bond: 3, citizenships: ['INTERNATIONAL'] },
  { code: 'MEDICINE', en: 'Medicine Scholarship', zh: '医学奖学金', weight: 2, bond: 6, citizenships: ['SINGAPORE_CITIZEN'] },
  { code: 'MUSIC_ARTS', en: 'Music and the Arts Scholarship', zh: '音乐与艺术奖学金', weight: 1, bond: 0, citizenships: ['SINGAPORE_CITIZEN', 'PERMANENT_RESIDENT', 'INTERNATIONAL'] },
  { code: 'SPORTS', en: 'Sports Scholarship', zh: '体育奖学金', weight: 1, bond: 0, citizenships: ['SINGAPORE_CITIZEN', 'PERMANENT_RESIDENT'] },
  { code: 'COMMUNITY_SERVICE', en: 'Community Service Scholarship', zh: '社区服务奖学金', weight: 2, bond: 0, citizenships: ['SINGAPORE_CITIZEN', 'PERMANENT_RESIDENT'] },
];

const literal = (value) => `'${String(value).replace(/'/g, "''")}'`;

/** One year's scholarships, their applications, outcomes, replies, undertakings and sureties, in SQL. */
function scholarshipSql(academicYear) {
  const startYear = Number(academicYear.slice(0, 4));
  // Open from 1 October to 15 March, Singapore time: a fortnight past the admissions deadline.
  const opens = `'${startYear}-09-30T16:00:00Z'::timestamptz`;
  const closes = `'${startYear + 1}-03-15T15:59:00Z'::timestamptz`;
  const catalogue = `(VALUES ${SCHOLARSHIPS.map((row) => `(${literal(row.code)}, ${row.weight})`).join(', ')}) AS weights(code, weight)`;
  return `
    INSERT INTO scholarships (academic_year, code, name_en, name_zh, bond_years, living_allowance_cents, tuition_coverage_percent, citizenships, opens_at, closes_at, created_at)
    VALUES ${SCHOLARSHIPS.map((row) => `('${academicYear}', ${literal(row.code)}, ${literal(row.en)}, ${literal(row.zh)}, ${row.bond}, 360000, 100, '${JSON.stringify(row.citizenships)}', ${opens}, ${closes}, ${opens})`).join(',\n      ')}
    ON CONFLICT (academic_year, code) DO NOTHING;

    -- Their admission applications state a citizenship (the intake's leave it out): most are citizens.
    -- About a fifth of the submitted admission applicants apply; 15 % of them never submit.
    CREATE TEMP TABLE picked ON COMMIT DROP AS
      SELECT adm.id AS admission_id, adm.applicant_id, adm.submitted_at AS admitted_at, random() < 0.85 AS submits, 1 + floor(random() * 3)::int AS how_many,
        (ARRAY['SINGAPORE_CITIZEN','SINGAPORE_CITIZEN','SINGAPORE_CITIZEN','SINGAPORE_CITIZEN','SINGAPORE_CITIZEN','SINGAPORE_CITIZEN','SINGAPORE_CITIZEN','PERMANENT_RESIDENT','PERMANENT_RESIDENT','INTERNATIONAL'])[1 + floor(random() * 10)::int] AS citizenship
      FROM applications adm
      WHERE adm.academic_year = '${academicYear}' AND adm.submitted_at IS NOT NULL AND random() < 0.2;

    UPDATE applications adm SET eligibility = jsonb_build_object('citizenship', picked.citizenship, 'residesInSingapore', picked.citizenship <> 'INTERNATIONAL', 'priorUniversity', false, 'fullTimeWorkTwoYears', false)
    FROM picked WHERE adm.id = picked.admission_id AND adm.eligibility IS NULL;

    -- One to three scholarships each, the sought-after ones more often (weighted sampling without
    -- replacement: the smallest -ln(u)/weight first); submitted within a month of the admission
    -- application, before the scholarships close. Each random draw below names its row (a condition
    -- always true), so the planner draws afresh per row instead of once for all.
    INSERT INTO scholarship_applications (applicant_id, academic_year, status, choices, submitted_at, created_at, admission_application_id, reference, submission, updated_at)
    SELECT picked.applicant_id, '${academicYear}', CASE WHEN picked.submits THEN 'SUBMITTED' ELSE 'DRAFT' END,
      (SELECT jsonb_agg(ranked.code ORDER BY ranked.rank) FROM (
         SELECT weights.code, row_number() OVER (ORDER BY -ln(1 - random()) / weights.weight) AS rank FROM ${catalogue} WHERE picked.how_many > 0
       ) ranked WHERE ranked.rank <= picked.how_many),
      CASE WHEN picked.submits THEN least(picked.admitted_at + (random() ^ 2) * interval '30 days', ${closes} - interval '1 minute') END,
      picked.admitted_at,
      picked.admission_id,
      CASE WHEN picked.submits THEN 'SCH-${startYear}-' || lpad((row_number() OVER ())::text, 6, '0') END,
      CASE WHEN picked.submits THEN '{}'::jsonb END,
      picked.admitted_at
    FROM picked;

    -- Outcomes for 60 % of the submitted: an offer of the first choice for one in five of those; nine in ten released.
    INSERT INTO scholarship_outcomes (application_id, result, scholarship_id, terms, reply_due_on, recorded_by, recorded_at, released_by, released_at)
    SELECT sch.id, pick.result,
      CASE WHEN pick.result = 'OFFERED' THEN scholarship.id END,
      CASE WHEN pick.result = 'OFFERED' THEN jsonb_build_object('scholarshipId', scholarship.id, 'code', scholarship.code, 'academicYear', scholarship.academic_year, 'bondYears', scholarship.bond_years) END,
      CASE WHEN pick.result = 'OFFERED' THEN (${closes} + interval '45 days')::date END,
      staff.id, ${closes} + interval '20 days',
      CASE WHEN pick.released THEN staff.id END, CASE WHEN pick.released THEN ${closes} + interval '30 days' END
    FROM scholarship_applications sch
      JOIN scholarships scholarship ON scholarship.academic_year = sch.academic_year AND scholarship.code = sch.choices ->> 0
      CROSS JOIN (SELECT id FROM staff_accounts WHERE role = 'SCHOLARSHIPS' ORDER BY created_at LIMIT 1) staff
      CROSS JOIN LATERAL (SELECT CASE WHEN random() < 0.2 THEN 'OFFERED' ELSE 'UNSUCCESSFUL' END AS result, random() < 0.9 AS released WHERE sch.id IS NOT NULL) pick
    WHERE sch.academic_year = '${academicYear}' AND sch.submitted_at IS NOT NULL AND random() < 0.6;

    UPDATE scholarship_outcomes offer SET response = pick.response, responded_at = offer.released_at + interval '7 days'
    FROM scholarship_applications sch, LATERAL (SELECT (ARRAY['ACCEPTED','ACCEPTED','ACCEPTED','ACCEPTED','ACCEPTED','ACCEPTED','ACCEPTED','DECLINED','DECLINED','LAPSED'])[1 + floor(random() * 10)::int] AS response WHERE sch.id IS NOT NULL) pick
    WHERE sch.id = offer.application_id AND sch.academic_year = '${academicYear}' AND offer.result = 'OFFERED' AND offer.released_at IS NOT NULL AND random() < 0.9;

    -- Released outcomes move the status on; a third of those still waiting are shortlisted.
    UPDATE scholarship_applications sch SET status = CASE WHEN outcome.result = 'OFFERED' THEN 'AWARDED' ELSE 'UNSUCCESSFUL' END
    FROM scholarship_outcomes outcome WHERE outcome.application_id = sch.id AND outcome.released_at IS NOT NULL AND sch.academic_year = '${academicYear}';
    UPDATE scholarship_applications sch SET status = 'SHORTLISTED'
    WHERE sch.academic_year = '${academicYear}' AND sch.status = 'SUBMITTED' AND random() < 0.33;

    -- Nine in ten who accept sign the undertaking; each of them names two sureties, most of whom confirm.
    INSERT INTO scholarship_undertakings (application_id, accepted_at, accepted_name, language, declarations)
    SELECT offer.application_id, offer.responded_at + interval '3 days', 'BENCH SCHOLAR', 'en-GB', '{}'
    FROM scholarship_outcomes offer JOIN scholarship_applications sch ON sch.id = offer.application_id
    WHERE sch.academic_year = '${academicYear}' AND offer.response = 'ACCEPTED' AND random() < 0.9;

    INSERT INTO scholarship_sureties (application_id, position, details, status, invited_at, confirmed_at, signature_name, created_at, updated_at)
    SELECT undertaking.application_id, seat.n, '{}', CASE WHEN pick.confirmed THEN 'CONFIRMED' ELSE 'INVITED' END,
      undertaking.accepted_at + interval '1 day', CASE WHEN pick.confirmed THEN undertaking.accepted_at + interval '5 days' END,
      CASE WHEN pick.confirmed THEN 'BENCH SURETY ' || seat.n END, undertaking.accepted_at, undertaking.accepted_at
    FROM scholarship_undertakings undertaking
      JOIN scholarship_applications sch ON sch.id = undertaking.application_id
      CROSS JOIN generate_series(1, 2) AS seat(n)
      CROSS JOIN LATERAL (SELECT random() < 0.8 AS confirmed WHERE seat.n > 0) pick
    WHERE sch.academic_year = '${academicYear}';`;
}

/** The scholarships dashboard for the bench (../dashboards.mjs loads every module of this folder). */
export const dashboard = {
  name: 'Scholarships',
  officer: OFFICER,
  seed: async (client, { thisYear, lastYear }) => {
    for (const academicYear of [lastYear, thisYear]) {
      // One transaction a year: its temporary table of the applicants who apply lives until it commits.
      await client.query('BEGIN');
      await client.query(scholarshipSql(academicYear));
      await client.query('COMMIT');
    }
    return {};
  },
  queries: (_context, { thisYear }) => {
    const path = `/api/office/scholarship/dashboard?academicYear=${encodeURIComponent(thisYear)}`;
    return [
      { name: 'whole year', path },
      { name: 'one scholarship', path: `${path}&scholarship=UNIVERSITY_MERIT` },
      { name: 'one citizenship', path: `${path}&citizenship=PERMANENT_RESIDENT` },
    ];
  },
};
