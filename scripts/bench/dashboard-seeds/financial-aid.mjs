// The financial aid dashboard in the office dashboards' bench (../dashboards.mjs, issue 37): a season of
// aid applications on top of the admissions intake — a quarter of the submitted admission applicants
// apply for aid within weeks of their admission application (one in ten never submits) — with the
// submitted answers as wide as a real submission's, the office's assessments, packages (a bursary
// and the loans sought) and the applicants' replies, requests for documents, appeals, reviews and
// updates of circumstances. Then the financial aid dashboard's answers to time.

/** The demo financial aid officer (api/src/db/seed.ts: development instances have one). */
const OFFICER = { email: 'aid.officer@example.edu', password: 'Office#FinancialAid2026', totpSecret: 'FINANCIALAIDDEMOTOTPSECRETAAAAAA' };

const ALL_TIERS = ['CITIZEN', 'PERMANENT_RESIDENT', 'INTERNATIONAL_WITH_GRANT', 'INTERNATIONAL_WITHOUT_GRANT'];

/** The year's schemes: the demo seed's five (it defines them for both bench years) and three more bursaries. */
const SCHEMES = [
  { code: 'GOV_BURSARY', category: 'GOVERNMENT_BURSARY', en: 'Government Bursary', zh: '政府助学金', tiers: ['CITIZEN'], amount: 400000, percent: null },
  { code: 'DONATED_BURSARY', category: 'DONATED_BURSARY', en: 'Donated Bursary', zh: '捐赠助学金', tiers: ['CITIZEN', 'PERMANENT_RESIDENT', 'INTERNATIONAL_WITH_GRANT'], amount: 300000, percent: null },
  { code: 'ALUMNI_BURSARY', category: 'DONATED_BURSARY', en: 'Alumni Bursary', zh: '校友助学金', tiers: ['CITIZEN', 'PERMANENT_RESIDENT'], amount: 250000, percent: null },
  { code: 'COMMUNITY_BURSARY', category: 'DONATED_BURSARY', en: 'Community Foundation Bursary', zh: '社区基金会助学金', tiers: ['CITIZEN'], amount: 350000, percent: null },
  { code: 'RC_BURSARY', category: 'RESIDENTIAL_COLLEGE_BURSARY', en: 'Residential College Bursary', zh: '住宿学院助学金', tiers: ALL_TIERS, amount: 200000, percent: null },
  { code: 'HARDSHIP_BURSARY', category: 'OTHER_BURSARY', en: 'University Hardship Bursary', zh: '大学困难助学金', tiers: ALL_TIERS, amount: 150000, percent: null },
  { code: 'TUITION_LOAN', category: 'TUITION_FEE_LOAN', en: 'Tuition Fee Loan', zh: '学费贷款', tiers: ['CITIZEN', 'PERMANENT_RESIDENT', 'INTERNATIONAL_WITH_GRANT'], amount: null, percent: 90 },
  { code: 'STUDY_LOAN', category: 'STUDY_LOAN', en: 'Study Loan', zh: '学习贷款', tiers: ['CITIZEN', 'PERMANENT_RESIDENT'], amount: null, percent: 10 },
];
const BURSARIES = SCHEMES.filter((scheme) => scheme.amount !== null).map((scheme) => scheme.code);

const literal = (value) => (value === null ? 'NULL' : `'${String(value).replace(/'/g, "''")}'`);
const textArray = (values) => `ARRAY[${values.map(literal).join(',')}]`;

/** One year's aid dates, schemes, applications, packages and requests, in SQL, set-based. */
function aidSql(academicYear) {
  const start = Number(academicYear.slice(0, 4));
  const inYear = `aid.academic_year = '${academicYear}'`;
  const staff = '(SELECT id FROM staff_accounts LIMIT 1)';
  // Applications close on 31 March, a month after the admissions deadline (Singapore's end of day).
  const closes = `'${start + 1}-03-31T15:59:00Z'::timestamptz`;
  return `
    INSERT INTO financial_aid_years (academic_year, opens_on, recommended_by, closes_on, appeal_closes_on, semester_one_disbursement_on, semester_two_disbursement_on, updated_at)
    VALUES ('${academicYear}', '${start}-10-01', '${start + 1}-02-28', '${start + 1}-03-31', '${start + 2}-02-20', '${start + 1}-08-01', '${start + 2}-01-01', now())
    ON CONFLICT (academic_year) DO UPDATE SET opens_on = EXCLUDED.opens_on, recommended_by = EXCLUDED.recommended_by, closes_on = EXCLUDED.closes_on,
      appeal_closes_on = EXCLUDED.appeal_closes_on, semester_one_disbursement_on = EXCLUDED.semester_one_disbursement_on, semester_two_disbursement_on = EXCLUDED.semester_two_disbursement_on;

    INSERT INTO financial_aid_schemes (academic_year, code, category, name_en, name_zh, tiers, annual_amount_cents, max_percent, created_at)
    VALUES ${SCHEMES.map((s) => `('${academicYear}', ${literal(s.code)}, ${literal(s.category)}, ${literal(s.en)}, ${literal(s.zh)}, '${JSON.stringify(s.tiers)}', ${s.amount ?? 'NULL'}, ${s.percent ?? 'NULL'}, now())`).join(',\n      ')}
    ON CONFLICT (academic_year, code) DO NOTHING;

    -- A quarter of the submitted admission applicants; every draw in the target list is the row's own.
    CREATE TEMP TABLE aid_pick AS
      SELECT adm.id AS admission_id, adm.applicant_id,
        least(adm.submitted_at + (random() ^ 2) * interval '30 days', ${closes} - random() * interval '2 days') AS submitted_at,
        random() < 0.9 AS submits,
        (ARRAY['CITIZEN','CITIZEN','CITIZEN','CITIZEN','CITIZEN','CITIZEN','CITIZEN','PERMANENT_RESIDENT','PERMANENT_RESIDENT','INTERNATIONAL_WITH_GRANT'])[1 + floor(random() * 10)::int] AS tier,
        random() < 0.4 AS tuition_loan, random() < 0.15 AS study_loan, random() < 0.9 AS bursary,
        2 + floor(random() * 4)::int AS members,
        -- Per-capita income: most families under S$ 1,500 a head, a long tail above S$ 2,750.
        floor((random() ^ 1.8) * 420000)::bigint AS per_capita_cents,
        random() AS outcome, random() AS reply, random() AS request, (1 + floor(random() * ${BURSARIES.length}))::int AS bursary_pick
      FROM applications adm
      WHERE adm.academic_year = '${academicYear}' AND adm.submitted_at IS NOT NULL AND random() < 0.25;

    -- The answers as submitted: as wide as a real submission (sections, household, documents).
    INSERT INTO financial_aid_applications (applicant_id, academic_year, status, submitted_at, created_at, admission_application_id, reference, submission, per_capita_income_cents, updated_at, decided_at)
    SELECT pick.applicant_id, '${academicYear}',
      CASE WHEN NOT pick.submits THEN 'DRAFT' WHEN pick.outcome < 0.60 THEN 'AWARDED' WHEN pick.outcome < 0.72 THEN 'UNSUCCESSFUL'
        WHEN pick.outcome < 0.86 THEN 'SUBMITTED' ELSE 'ADDITIONAL_DOCUMENTS_REQUIRED' END,
      CASE WHEN pick.submits THEN pick.submitted_at END,
      pick.submitted_at - interval '3 days', pick.admission_id,
      CASE WHEN pick.submits THEN 'FA-${start}-' || lpad(nextval('financial_aid_reference_seq')::text, 6, '0') END,
      CASE WHEN pick.submits THEN jsonb_build_object(
        'admissionApplicationNumber', 'BENCH',
        'tier', pick.tier,
        'household', jsonb_build_object('size', pick.members, 'monthlyIncomeCents', pick.per_capita_cents * pick.members, 'perCapitaIncomeCents', pick.per_capita_cents),
        'documents', jsonb_build_array(jsonb_build_object('id', gen_random_uuid(), 'section', 'documents', 'documentType', 'INCOME_PROOF', 'fileName', 'payslips.pdf', 'mediaType', 'application/pdf', 'sizeBytes', 184320)),
        'sections', jsonb_build_object(
          'personalDetails', jsonb_build_object('maritalStatus', 'SINGLE', 'housingType', 'HDB_4_ROOM', 'address', md5(pick.applicant_id::text) || ' Ang Mo Kio Avenue 3'),
          'financialDetails', jsonb_build_object(
            'aidSought', to_jsonb(array_remove(ARRAY[CASE WHEN pick.bursary OR NOT (pick.tuition_loan OR pick.study_loan) THEN 'BURSARY' END,
              CASE WHEN pick.tuition_loan THEN 'TUITION_FEE_LOAN' END, CASE WHEN pick.study_loan THEN 'STUDY_LOAN' END], NULL)),
            'applicantMonthlyIncome', '0',
            'familyMembers', (SELECT jsonb_agg(jsonb_build_object('name', 'FAMILY MEMBER ' || n, 'relationship', 'SIBLING', 'age', (12 + n * 9)::text, 'occupation', 'Technician ' || md5(n::text || pick.applicant_id::text),
              'employmentStatus', 'EMPLOYED', 'grossMonthlyIncome', (pick.per_capita_cents * pick.members / (pick.members - 1) / 100.0)::numeric(12, 2)::text)) FROM generate_series(1, pick.members - 1) n)),
          'otherFinancialDetails', jsonb_build_object('savings', 'Some savings in a POSB account', 'remarks', repeat(md5(pick.admission_id::text), 12)),
          'awardsActivities', jsonb_build_object('activities', repeat('Volunteer tutor at a community centre. ', 10)),
          'declarations', jsonb_build_object('truthful', true, 'consentToVerify', true))) END,
      CASE WHEN pick.submits THEN pick.per_capita_cents END,
      pick.submitted_at,
      CASE WHEN pick.submits AND pick.outcome < 0.72 THEN pick.submitted_at + interval '20 days' + random() * interval '40 days' END
    FROM aid_pick pick;

    -- Withdrawn: one submitted application in fifty, by the applicant.
    UPDATE financial_aid_applications aid SET status = 'WITHDRAWN', withdrawn_at = aid.submitted_at + interval '10 days', withdrawn_by = 'APPLICANT'
    WHERE ${inYear} AND aid.status IN ('SUBMITTED', 'ADDITIONAL_DOCUMENTS_REQUIRED') AND random() < 0.1;

    -- The open requests for documents, and some fulfilled ones of applications since assessed.
    INSERT INTO financial_aid_document_requests (application_id, document_types, message, due_on, status, requested_by, requested_at, fulfilled_at)
    SELECT aid.id, '["CPF_STATEMENT"]', 'Please send your parents'' CPF statements.', (aid.submitted_at + interval '21 days')::date,
      CASE WHEN aid.status = 'ADDITIONAL_DOCUMENTS_REQUIRED' THEN 'OPEN' ELSE 'FULFILLED' END, ${staff}, aid.submitted_at + interval '5 days',
      CASE WHEN aid.status = 'ADDITIONAL_DOCUMENTS_REQUIRED' THEN NULL ELSE aid.submitted_at + interval '9 days' END
    FROM financial_aid_applications aid
    WHERE ${inYear} AND (aid.status = 'ADDITIONAL_DOCUMENTS_REQUIRED' OR (aid.status IN ('AWARDED', 'UNSUCCESSFUL') AND random() < 0.2));

    -- The packages: one bursary the tier may get (else the residential college's, open to all), and the loans sought.
    INSERT INTO financial_aid_packages (application_id, items, reply_due_on, offered_by, offered_at, status, selection, responded_at)
    SELECT aid.id, items.list, (aid.decided_at + interval '14 days')::date, ${staff}, aid.decided_at, reply.status,
      CASE WHEN reply.status = 'ACCEPTED' THEN jsonb_build_object('items', (SELECT jsonb_agg(jsonb_build_object('code', item ->> 'code', 'percent', CASE WHEN item ->> 'maxPercent' IS NOT NULL THEN (item ->> 'maxPercent')::int END))
        FROM jsonb_array_elements(items.list) item WHERE item ->> 'maxPercent' IS NULL OR pick.reply < 0.45)) END,
      CASE WHEN reply.status IN ('ACCEPTED', 'REJECTED', 'LAPSED') THEN aid.decided_at + interval '7 days' END
    FROM financial_aid_applications aid JOIN aid_pick pick ON pick.admission_id = aid.admission_application_id
    CROSS JOIN LATERAL (SELECT CASE WHEN pick.reply < 0.65 THEN 'ACCEPTED' WHEN pick.reply < 0.73 THEN 'REJECTED' WHEN pick.reply < 0.78 THEN 'LAPSED' ELSE 'OFFERED' END AS status) reply
    CROSS JOIN LATERAL (
      SELECT jsonb_agg(jsonb_build_object('schemeId', scheme.id, 'code', scheme.code, 'category', scheme.category, 'name', jsonb_build_object('en-GB', scheme.name_en, 'zh-Hans', scheme.name_zh),
        'annualAmountCents', scheme.annual_amount_cents, 'maxPercent', scheme.max_percent) ORDER BY scheme.code) AS list
      FROM financial_aid_schemes scheme
      WHERE scheme.academic_year = aid.academic_year AND (
        scheme.code = CASE WHEN scheme.tiers ? pick.tier THEN (${textArray(BURSARIES)})[pick.bursary_pick] END
        OR (scheme.code = 'RC_BURSARY' AND NOT ((SELECT tiers FROM financial_aid_schemes chosen WHERE chosen.academic_year = aid.academic_year AND chosen.code = (${textArray(BURSARIES)})[pick.bursary_pick]) ? pick.tier))
        OR (scheme.code = 'TUITION_LOAN' AND pick.tuition_loan AND scheme.tiers ? pick.tier)
        OR (scheme.code = 'STUDY_LOAN' AND pick.study_loan AND scheme.tiers ? pick.tier))
    ) items
    WHERE ${inYear} AND aid.status = 'AWARDED';

    -- A review of the package's amounts for one award in thirty (decided), updates of circumstances for one in fifty.
    INSERT INTO financial_aid_requests (application_id, kind, details, status, submitted_at, decided_by, decided_at)
    SELECT aid.id, kind.kind, '{"reason":"My father was retrenched in January."}', kind.status, aid.decided_at + interval '10 days', ${staff}, aid.decided_at + interval '20 days'
    FROM financial_aid_applications aid JOIN aid_pick pick ON pick.admission_id = aid.admission_application_id
    CROSS JOIN LATERAL (SELECT CASE WHEN pick.request < 0.033 THEN 'REVIEW' ELSE 'UPDATE' END AS kind,
      CASE WHEN pick.request < 0.015 THEN 'UPHELD' WHEN pick.request < 0.033 THEN 'NOT_UPHELD' ELSE 'PROCESSED' END AS status) kind
    WHERE ${inYear} AND aid.status = 'AWARDED' AND pick.request < 0.053;

    -- Appeals against one unsuccessful outcome in eight: half still under appeal, half decided.
    UPDATE financial_aid_applications aid SET status = 'APPEAL'
    FROM aid_pick pick WHERE pick.admission_id = aid.admission_application_id AND ${inYear} AND aid.status = 'UNSUCCESSFUL' AND pick.request < 0.0625;
    INSERT INTO financial_aid_requests (application_id, kind, details, status, submitted_at, decided_by, decided_at)
    SELECT aid.id, 'APPEAL', '{"reason":"Our household income fell this year."}', CASE WHEN aid.status = 'APPEAL' THEN 'SUBMITTED' ELSE 'NOT_UPHELD' END, aid.decided_at + interval '7 days',
      CASE WHEN aid.status = 'APPEAL' THEN NULL ELSE ${staff} END, CASE WHEN aid.status = 'APPEAL' THEN NULL ELSE aid.decided_at + interval '21 days' END
    FROM financial_aid_applications aid JOIN aid_pick pick ON pick.admission_id = aid.admission_application_id
    WHERE ${inYear} AND (aid.status = 'APPEAL' OR (aid.status = 'UNSUCCESSFUL' AND pick.request < 0.125));

    DROP TABLE aid_pick;`;
}

export const dashboard = {
  name: 'Financial aid',
  officer: OFFICER,
  seed: async (client, { thisYear, lastYear }) => {
    await client.query(aidSql(lastYear));
    await client.query(aidSql(thisYear));
    return {};
  },
  queries: (_context, { thisYear }) => {
    const path = `/api/office/financial-aid/dashboard?academicYear=${encodeURIComponent(thisYear)}`;
    return [
      { name: 'whole year', path },
      { name: 'citizens applying for a tuition fee loan', path: `${path}&tier=CITIZEN&aidSought=TUITION_FEE_LOAN` },
      { name: 'one scheme', path: `${path}&scheme=DONATED_BURSARY` },
    ];
  },
};
