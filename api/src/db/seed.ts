/**
 * Demo data for development and the end-to-end suites: one applicant with a submitted application
 * and an unpaid application fee and a linked Google sign-in, and one e-mail login account with no
 * application yet.
 * Seeded only outside production; safe to run on every start (rows that exist are left alone).
 */
import { admissionAcademicYear } from '../academic-year';
import { sql } from 'kysely';
import { saveTotp, totpSecretOf } from '../staff/second-factor/factor-store';
import { createStaff } from '../staff/staff-store';
import { hashSecret } from '../security/passwords';
import { applicantNameFromAccount } from '../mail/applicant-name';
import type { AidSchemeCategory, AidTier } from '@portal/contracts/financial-aid';
import type { Db } from './database';

export const DEMO = {
  applicant: {
    fullName: 'TAN MEI LING',
    nric: 'S1234567D',
    dateOfBirth: '2006-01-01',
    email: 'demo.applicant@example.edu',
    altContactName: 'TAN AH KOW',
    altContactCountryCode: '65',
    altContactNumber: '91234567',
  },
  application: { system: 'ADM', applicationNumber: '24000001', pin: 'Demo2026', academicYear: '2026/2027' },
  /** The social sign-in linked to the demo applicant (what the social-account enquiry reports). */
  socialLink: { provider: 'Google', providerSubject: '104857329410982376541', providerEmail: 'tan.meiling@gmail.com' },
  applicationFeeCents: 1000,
  account: {
    email: 'demo.account@example.edu',
    password: 'Portal#Demo2026',
    firstName: 'DEMO',
    lastName: 'ACCOUNT',
    system: 'ADM',
    subCategory: 'ADM',
  },
  /** An e-mail account whose A-Level application is a draft, halfway through: the task list at once. */
  draftAccount: {
    email: 'draft.account@example.edu',
    password: 'Portal#Draft2026',
    // Given name, family name (e-mails greet "Dear WEI JIE LIM," / "尊敬的 LIM WEI JIE：").
    firstName: 'WEI JIE',
    lastName: 'LIM',
    applicationSerial: '000002',
    pin: 'Draft2026',
  },
  /**
   * One staff account per office and an office administrator (README: the demo sign-ins), each
   * with an authenticator-app secret enrolled (issue 31), so a developer can sign in with any TOTP app
   * or compute the code; only ever in development and tests (server.ts seeds nothing in production).
   */
  staff: [
    { email: 'admissions.officer@example.edu', fullName: 'NG SIEW LING', role: 'ADMISSIONS', password: 'Office#Admissions2026', totpSecret: 'ADMISSIONSOFFICEDEMOTOTPSECRETAA' },
    // A second admissions officer, so that work shared among officers (assignment, notes, who has an application open) can be tried.
    { email: 'admissions.reader@example.edu', fullName: 'TAN WEI MING', role: 'ADMISSIONS', password: 'Office#Reader2026', totpSecret: 'ADMISSIONSREADERDEMOTOTPSECRETAA' },
    { email: 'scholarships.officer@example.edu', fullName: 'RAHIM BIN ISMAIL', role: 'SCHOLARSHIPS', password: 'Office#Scholarships2026', totpSecret: 'SCHOLARSHIPSDEMOTOTPSECRETAAAAAA' },
    { email: 'aid.officer@example.edu', fullName: 'PRIYA NAIR', role: 'FINANCIAL_AID', password: 'Office#FinancialAid2026', totpSecret: 'FINANCIALAIDDEMOTOTPSECRETAAAAAA' },
    { email: 'finance.officer@example.edu', fullName: 'CHUA BENG HOCK', role: 'FINANCE', password: 'Office#Finance2026', totpSecret: 'FINANCEOFFICEDEMOTOTPSECRETAAAAA' },
    { email: 'office.admin@example.edu', fullName: 'LEE HUI MIN', role: 'OFFICE_ADMIN', password: 'Office#Admin2026', totpSecret: 'OFFICEADMINDEMOTOTPSECRETAAAAAAA' },
  ],
  /** An entrance exam the demo applicant's choices (Computer Science, Mathematics) need, with the 2-year rule. */
  entranceExam: {
    nameEn: 'Mathematics Aptitude Test',
    nameZh: '数学能力测验',
    startsAt: '09:00',
    endsAt: '11:00',
    venueEn: 'Examination Hall 1, University Town',
    venueZh: '大学城第一考试厅',
    feeCents: 5000,
    programmes: ['MATH', 'CS', 'CSMATH', 'DATA'],
    /** Days from the seeding day: registration closes, then the exam is sat. */
    closesInDays: 30,
    examInDays: 45,
  },
  /**
   * The Office of Financial Aid's schemes, defined for the demo applicant's academic year and the
   * current intake's, and the API tests' configured years (api/test/helpers/financial-aid-year.ts): a citizens-only
   * government bursary, a donated bursary, a residential college bursary open to every tier, and the
   * two loans (spec 9: tuition fee loan up to 90%, study loan up to 10% of the subsidised fee).
   */
  financialAidSchemes: [
    { code: 'GOV_BURSARY', category: 'GOVERNMENT_BURSARY', nameEn: 'Government Bursary', nameZh: '政府助学金', tiers: ['CITIZEN'], annualAmountCents: 400000, maxPercent: null },
    { code: 'DONATED_BURSARY', category: 'DONATED_BURSARY', nameEn: 'Donated Bursary', nameZh: '捐赠助学金', tiers: ['CITIZEN', 'PERMANENT_RESIDENT', 'INTERNATIONAL_WITH_GRANT'], annualAmountCents: 300000, maxPercent: null },
    { code: 'RC_BURSARY', category: 'RESIDENTIAL_COLLEGE_BURSARY', nameEn: 'Residential College Bursary', nameZh: '住宿学院助学金', tiers: ['CITIZEN', 'PERMANENT_RESIDENT', 'INTERNATIONAL_WITH_GRANT', 'INTERNATIONAL_WITHOUT_GRANT'], annualAmountCents: 200000, maxPercent: null },
    { code: 'TUITION_LOAN', category: 'TUITION_FEE_LOAN', nameEn: 'Tuition Fee Loan', nameZh: '学费贷款', tiers: ['CITIZEN', 'PERMANENT_RESIDENT', 'INTERNATIONAL_WITH_GRANT'], annualAmountCents: null, maxPercent: 90 },
    { code: 'STUDY_LOAN', category: 'STUDY_LOAN', nameEn: 'Study Loan', nameZh: '学习贷款', tiers: ['CITIZEN', 'PERMANENT_RESIDENT'], annualAmountCents: null, maxPercent: 10 },
  ] satisfies Array<{ code: string; category: AidSchemeCategory; nameEn: string; nameZh: string; tiers: AidTier[]; annualAmountCents: number | null; maxPercent: number | null }>,
  /**
   * The Scholarships Office's scholarships, defined for the demo applicant's academic year and the
   * current intake's: two open (she may choose either) and one closed (to show the closed-choice
   * rule). Days are from the seeding day.
   */
  scholarships: [
    {
      code: 'SCIENCE_TECH',
      nameEn: 'Science and Technology Scholarship',
      nameZh: '科学与技术奖学金',
      descriptionEn: 'For outstanding students of science, computing and engineering. Covers full tuition and pays a living allowance; the scholar serves a six-year bond after graduation.',
      descriptionZh: '颁发给在理科、计算机及工程领域表现卓越的学生。奖学金涵盖全额学费并提供生活津贴；获奖者毕业后须履行六年服务期。',
      bondYears: 6,
      livingAllowanceCents: 400_000,
      tuitionCoveragePercent: 100,
      citizenships: ['SINGAPORE_CITIZEN', 'PERMANENT_RESIDENT'],
      programmes: ['CS', 'CSMATH', 'BIZCS', 'DATA', 'MATH', 'PHYS', 'CHEM', 'BIOMED', 'EE', 'ME', 'ENV'],
      opensInDays: -30,
      closesInDays: 120,
    },
    {
      code: 'UNIVERSITY_MERIT',
      nameEn: 'University Merit Scholarship',
      nameZh: '大学优异奖学金',
      descriptionEn: 'For students of every programme with excellent results and a record of leadership and service. No bond.',
      descriptionZh: '颁发给成绩优异、具备领导才能并热心服务的各专业学生。无服务期。',
      bondYears: 0,
      livingAllowanceCents: 360_000,
      tuitionCoveragePercent: 100,
      citizenships: ['SINGAPORE_CITIZEN', 'PERMANENT_RESIDENT', 'INTERNATIONAL'],
      programmes: [],
      opensInDays: -30,
      closesInDays: 120,
    },
    {
      code: 'GLOBAL_LEADERS',
      nameEn: 'Global Leaders Scholarship',
      nameZh: '全球领袖奖学金',
      descriptionEn: 'For students who will lead across cultures, with an overseas semester. Applications have closed for this year.',
      descriptionZh: '颁发给具备跨文化领导潜质的学生，包括一个海外交流学期。本年度申请已截止。',
      bondYears: 0,
      livingAllowanceCents: 360_000,
      tuitionCoveragePercent: 50,
      citizenships: ['SINGAPORE_CITIZEN', 'PERMANENT_RESIDENT', 'INTERNATIONAL'],
      programmes: [],
      opensInDays: -120,
      closesInDays: -10,
    },
  ],
} as const;

/**
 * The answers of the demo applicant's submitted A-Level application (a citizen): the sections a
 * reader of her application sees. Her record (NRIC, date of birth, next of kin) matches them.
 */
const DEMO_SUBMISSION = {
  category: 'ALEVEL',
  eligibility: { citizenship: 'SINGAPORE_CITIZEN', residesInSingapore: true, priorUniversity: false, fullTimeWorkTwoYears: false },
  sections: {
    choiceOfStudy: { choices: [{ programme: 'CS', major: '' }, { programme: 'BIZ', major: 'BA' }, { programme: 'MATH', major: '' }] },
    personalParticulars: {
      salutation: 'MS',
      fullName: DEMO.applicant.fullName,
      gender: 'FEMALE',
      dateOfBirth: '01/01/2006',
      nationality: 'SG',
      race: 'CHINESE',
      religion: '',
      maritalStatus: 'SINGLE',
      identityType: 'NRIC',
      identityNumber: DEMO.applicant.nric,
      email: DEMO.applicant.email,
      mobile: { countryCode: '65', number: '91234567' },
      address: { country: 'SG', postalCode: '560123', line1: 'Blk 123 Ang Mo Kio Avenue 3', line2: '#05-67', city: '' },
      nextOfKin: { name: DEMO.applicant.altContactName, relationship: 'PARENT', phone: { countryCode: '65', number: DEMO.applicant.altContactNumber } },
    },
    personalStatement: { statement: 'I want to study computer science because software can make public services kinder and faster.' },
    declaration: { truth: true, privacy: true, consent: true, marketingEmail: false, marketingSms: false, parentName: '', parentEndorses: false },
  },
  documents: [],
};

/** Application periods of the current intake: admissions open, the SCALE scheme closed (to show both). */
function demoPeriods(now: Date, academicYear: string) {
  const day = 86_400_000;
  const at = (days: number) => new Date(now.getTime() + days * day);
  return [
    { system: 'ADM', name_en: `Undergraduate admissions ${academicYear}`, name_zh: `${academicYear} 学年本科招生`, opens_at: at(-30), closes_at: at(120) },
    { system: 'TCM', name_en: `Traditional Chinese Medicine ${academicYear}`, name_zh: `${academicYear} 学年中医学专业招生`, opens_at: at(-30), closes_at: at(120) },
    { system: 'GH', name_en: `Green Harvest ${academicYear}`, name_zh: `${academicYear} 学年绿色丰收计划招生`, opens_at: at(-30), closes_at: at(120) },
    { system: 'CE', name_en: `Continuing education ${academicYear}`, name_zh: `${academicYear} 学年继续教育与终身学习招生`, opens_at: at(-30), closes_at: at(120) },
    { system: 'SCALE', name_en: `SCALE working adults ${academicYear}`, name_zh: `${academicYear} 学年 SCALE 在职成人课程招生`, opens_at: at(-200), closes_at: at(-10) },
  ].map((period) => ({ ...period, category: null, academic_year: academicYear }));
}

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);

interface DemoSecretHashes {
  pinHash: string;
  passwordHash: string;
  draftPasswordHash: string;
  draftPinHash: string;
}

async function hashDemoSecrets(): Promise<DemoSecretHashes> {
  const [pinHash, passwordHash, draftPasswordHash, draftPinHash] = await Promise.all([
    hashSecret(DEMO.application.pin),
    hashSecret(DEMO.account.password),
    hashSecret(DEMO.draftAccount.password),
    hashSecret(DEMO.draftAccount.pin),
  ]);
  return { pinHash, passwordHash, draftPasswordHash, draftPinHash };
}

/** Whether the demo application and both demo accounts (the rows that hold the demo secrets) exist. */
async function demoSecretRowsExist(db: Db): Promise<boolean> {
  const application = await db.selectFrom('applications').select('id').where('system', '=', DEMO.application.system).where('application_number', '=', DEMO.application.applicationNumber).executeTakeFirst();
  const accounts = await db
    .selectFrom('accounts')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', [DEMO.account.email, DEMO.draftAccount.email]))
    .execute();
  return application !== undefined && accounts.length === 2;
}

export async function seedDemoData(db: Db, now: Date = new Date()): Promise<void> {
  // Argon2 is slow, and inside the transaction PGlite's single connection would wait for it: the demo
  // secrets are hashed before it, and only when a row that holds one is still to be made (a server
  // restarting on a seeded database, as every browser-suite server does, makes none).
  let hashing = (await demoSecretRowsExist(db)) ? undefined : hashDemoSecrets();
  const secretHashes = () => (hashing ??= hashDemoSecrets());
  const academicYear = admissionAcademicYear(now);

  await db.transaction().execute(async (tx) => {
    // The demo applicant's NRIC is verified, as if she had signed in with national identity once, so
    // that sign-in finds her application (other records may declare the same NRIC: the first one is hers).
    let applicant = await tx
      .selectFrom('applicants')
      .select(['id', 'verified_nric'])
      .where((eb) => eb.or([eb(eb.fn('upper', ['verified_nric']), '=', DEMO.applicant.nric), eb(eb.fn('upper', ['nric']), '=', DEMO.applicant.nric)]))
      .orderBy(sql`verified_nric IS NULL`)
      .orderBy('created_at')
      .executeTakeFirst();
    if (applicant && !applicant.verified_nric) {
      // A development database from before migration 0027, which marked her NRIC declared.
      await tx.updateTable('applicants').set({ verified_nric: DEMO.applicant.nric, nric_verified_at: now }).where('id', '=', applicant.id).execute();
    }
    if (!applicant) {
      const a = DEMO.applicant;
      applicant = await tx
        .insertInto('applicants')
        .values({
          full_name: a.fullName,
          nric: a.nric,
          verified_nric: a.nric,
          nric_verified_at: now,
          date_of_birth: a.dateOfBirth,
          email: a.email,
          alt_contact_name: a.altContactName,
          alt_contact_country_code: a.altContactCountryCode,
          alt_contact_area_code: null,
          alt_contact_number: a.altContactNumber,
        })
        .returning(['id', 'verified_nric'])
        .executeTakeFirstOrThrow();
    }

    const existingApplication = await tx
      .selectFrom('applications')
      .select('id')
      .where('system', '=', DEMO.application.system)
      .where('application_number', '=', DEMO.application.applicationNumber)
      .executeTakeFirst();
    if (!existingApplication) {
      const application = await tx
        .insertInto('applications')
        .values({
          applicant_id: applicant.id,
          system: DEMO.application.system,
          application_number: DEMO.application.applicationNumber,
          pin_hash: (await secretHashes()).pinHash,
          category: 'ALEVEL',
          academic_year: DEMO.application.academicYear,
          status: 'SUBMITTED',
          offer_status: null,
          programme_choices: JSON.stringify([
            { rank: 1, programme: 'CS' },
            { rank: 2, programme: 'BIZ' },
            { rank: 3, programme: 'MATH' },
          ]),
          sub_category: 'ADM',
          eligibility: JSON.stringify(DEMO_SUBMISSION.eligibility),
          submission: JSON.stringify(DEMO_SUBMISSION),
          submitted_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // What the demo applicant submitted, so her application opens like any other submitted one.
      const form = { form_kind: 'ADMISSION' as const, form_id: application.id, version: 1, updated_at: now, marked_complete: true, state: 'COMPLETED' as const };
      await tx
        .insertInto('form_sections')
        .values(Object.entries(DEMO_SUBMISSION.sections).map(([section, data]) => ({ ...form, section, data: JSON.stringify(data) })))
        .execute();
      await tx
        .insertInto('form_events')
        .values([
          { form_kind: 'ADMISSION', form_id: application.id, kind: 'CREATED', actor: 'APPLICANT', params: JSON.stringify({ applicationNumber: DEMO.application.applicationNumber }), occurred_at: new Date(now.getTime() - 7 * 86_400_000) },
          { form_kind: 'ADMISSION', form_id: application.id, kind: 'SUBMITTED', actor: 'APPLICANT', params: JSON.stringify({ applicationNumber: DEMO.application.applicationNumber }), occurred_at: now },
        ])
        .execute();
      await tx
        .insertInto('fees')
        .values({
          kind: 'APPLICATION_FEE',
          applicant_id: applicant.id,
          application_id: application.id,
          description: 'Application fee',
          amount_cents: DEMO.applicationFeeCents,
          status: 'UNPAID',
          due_date: addDays(now, 14),
        })
        .execute();
    }

    const existingLink = await tx
      .selectFrom('social_links')
      .select('id')
      .where('provider', '=', DEMO.socialLink.provider)
      .where('provider_subject', '=', DEMO.socialLink.providerSubject)
      .executeTakeFirst();
    if (!existingLink) {
      await tx
        .insertInto('social_links')
        .values({
          applicant_id: applicant.id,
          provider: DEMO.socialLink.provider,
          provider_subject: DEMO.socialLink.providerSubject,
          provider_email: DEMO.socialLink.providerEmail,
        })
        .execute();
    }

    const existingAccount = await tx
      .selectFrom('accounts')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', DEMO.account.email))
      .executeTakeFirst();
    if (!existingAccount) {
      const c = DEMO.account;
      await tx
        .insertInto('accounts')
        .values({
          email: c.email,
          password_hash: (await secretHashes()).passwordHash,
          first_name: c.firstName,
          last_name: c.lastName,
          system: c.system,
          sub_category: c.subCategory,
          applicant_id: null,
        })
        .execute();
    }

    const hasPeriods = await tx.selectFrom('application_periods').select('id').where('academic_year', '=', academicYear).executeTakeFirst();
    if (!hasPeriods) await tx.insertInto('application_periods').values(demoPeriods(now, academicYear)).execute();

    await seedDraftApplication(tx, { now, academicYear, secretHashes });
  });
  await seedDemoStaff(db);
  await seedEntranceExam(db, now);
  await seedScholarships(db, now, [DEMO.application.academicYear, academicYear]);
  await seedFinancialAid(db, now, [DEMO.application.academicYear, academicYear]);
}

/** The demo scholarships for each academic year, defined by the demo scholarships officer (a code already used in a year is left alone). */
async function seedScholarships(db: Db, now: Date, academicYears: readonly string[]): Promise<void> {
  const officer = await db.selectFrom('staff_accounts').select('id').where('role', '=', 'SCHOLARSHIPS').orderBy('created_at').executeTakeFirst();
  const at = (days: number) => new Date(now.getTime() + days * 86_400_000);
  for (const academicYear of new Set(academicYears)) {
    const existing = new Set((await db.selectFrom('scholarships').select('code').where('academic_year', '=', academicYear).execute()).map((row) => row.code));
    const missing = DEMO.scholarships.filter((scholarship) => !existing.has(scholarship.code));
    if (missing.length === 0) continue;
    await db
      .insertInto('scholarships')
      .values(
        missing.map((scholarship) => ({
          academic_year: academicYear,
          code: scholarship.code,
          name_en: scholarship.nameEn,
          name_zh: scholarship.nameZh,
          description_en: scholarship.descriptionEn,
          description_zh: scholarship.descriptionZh,
          bond_years: scholarship.bondYears,
          living_allowance_cents: scholarship.livingAllowanceCents,
          tuition_coverage_percent: scholarship.tuitionCoveragePercent,
          citizenships: JSON.stringify(scholarship.citizenships),
          programmes: JSON.stringify(scholarship.programmes),
          opens_at: at(scholarship.opensInDays),
          closes_at: at(scholarship.closesInDays),
          created_by: officer?.id ?? null,
          created_at: now,
        })),
      )
      .execute();
  }
}

/** The demo financial aid schemes as rows of one academic year (the seed's years and the tests'). */
export const demoAidSchemeRows = (academicYear: string, now: Date) =>
  DEMO.financialAidSchemes.map((scheme) => ({
    academic_year: academicYear,
    code: scheme.code,
    category: scheme.category,
    name_en: scheme.nameEn,
    name_zh: scheme.nameZh,
    tiers: JSON.stringify(scheme.tiers),
    annual_amount_cents: scheme.annualAmountCents,
    max_percent: scheme.maxPercent,
    created_at: now,
  }));

/**
 * The office's usual disbursement days: semester 1 on 1 August, when the academic year starts, and
 * semester 2 on 1 January. Unlike the application dates they are the real calendar's: a package that
 * paid before the year starts would read oddly.
 */
export function usualDisbursementDays(academicYear: string): { semester_one_disbursement_on: string; semester_two_disbursement_on: string } {
  const firstYear = Number(/^\d{4}/.exec(academicYear)?.[0]);
  if (!Number.isInteger(firstYear)) throw new Error(`Not an academic year: ${academicYear}`);
  return { semester_one_disbursement_on: `${firstYear}-08-01`, semester_two_disbursement_on: `${firstYear + 1}-01-01` };
}

/**
 * The financial aid dates and schemes of each academic year. The dates are deliberately open on the
 * seeding day (applications opened 30 days ago and close in 120), unlike the real calendar's 15
 * January start, so the demo applicant can apply for financial aid straight away. A year the office
 * has already configured and a scheme code already used in a year are left alone.
 */
async function seedFinancialAid(db: Db, now: Date, academicYears: readonly string[]): Promise<void> {
  const day = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  for (const academicYear of new Set(academicYears)) {
    await db
      .insertInto('financial_aid_years')
      .values({
        academic_year: academicYear,
        opens_on: day(-30),
        recommended_by: day(30),
        closes_on: day(120),
        appeal_closes_on: day(240),
        ...usualDisbursementDays(academicYear),
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column('academic_year').doNothing())
      .execute();
    await db
      .insertInto('financial_aid_schemes')
      .values(demoAidSchemeRows(academicYear, now))
      .onConflict((conflict) => conflict.columns(['academic_year', 'code']).doNothing())
      .execute();
  }
}

/** The demo entrance exam, defined once by the demo admissions officer (an exam of that name is left alone). */
async function seedEntranceExam(db: Db, now: Date): Promise<void> {
  const exam = DEMO.entranceExam;
  const exists = await db.selectFrom('entrance_exams').select('id').where('name_en', '=', exam.nameEn).executeTakeFirst();
  if (exists) return;
  const officer = await db.selectFrom('staff_accounts').select('id').where('role', '=', 'ADMISSIONS').orderBy('created_at').executeTakeFirst();
  await db
    .insertInto('entrance_exams')
    .values({
      name_en: exam.nameEn,
      name_zh: exam.nameZh,
      exam_date: addDays(now, exam.examInDays),
      starts_at: exam.startsAt,
      ends_at: exam.endsAt,
      venue_en: exam.venueEn,
      venue_zh: exam.venueZh,
      fee_cents: exam.feeCents,
      programmes: JSON.stringify(exam.programmes),
      registration_closes_on: addDays(now, exam.closesInDays),
      previous_attempt_within_two_years: true,
      created_by: officer?.id ?? null,
      created_at: now,
    })
    .execute();
}

/** The demo staff accounts, each created once (an existing address is left as it is). */
async function seedDemoStaff(db: Db): Promise<void> {
  const existing = await db.selectFrom('staff_accounts').select(sql<string>`lower(email)`.as('email')).execute();
  const known = new Set(existing.map((row) => row.email));
  for (const member of DEMO.staff) {
    if (!known.has(member.email)) await createStaff(db, member);
    // Also for a demo account made before second factors (a developer's existing database).
    const account = await db.selectFrom('staff_accounts').select('id').where('email', '=', member.email).executeTakeFirstOrThrow();
    if ((await totpSecretOf(db, account.id)) === undefined) await saveTotp(db, account.id, member.totpSecret, null, new Date());
  }
}

/** The second demo account: an A-Level draft with Choice of Study done and Personal Particulars begun. */
async function seedDraftApplication(tx: Db, input: { now: Date; academicYear: string; secretHashes: () => Promise<DemoSecretHashes> }): Promise<void> {
  const d = DEMO.draftAccount;
  const exists = await tx
    .selectFrom('accounts')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', d.email))
    .executeTakeFirst();
  if (exists) return;
  const { draftPasswordHash, draftPinHash } = await input.secretHashes();
  const applicant = await tx
    .insertInto('applicants')
    .values({ ...applicantNameFromAccount({ first_name: d.firstName, last_name: d.lastName }), email: d.email, nric: null, date_of_birth: null, alt_contact_name: null, alt_contact_country_code: null, alt_contact_area_code: null, alt_contact_number: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('accounts')
    .values({ email: d.email, password_hash: draftPasswordHash, first_name: d.firstName, last_name: d.lastName, system: 'ADM', sub_category: 'ADM', applicant_id: applicant.id })
    .execute();
  const choices = [
    { programme: 'MED', major: '' },
    { programme: 'DENT', major: '' },
    { programme: 'LAW', major: '' },
    { programme: 'BIZ', major: 'FIN' },
  ];
  const application = await tx
    .insertInto('applications')
    .values({
      applicant_id: applicant.id,
      system: 'ADM',
      sub_category: 'ADM',
      application_number: `${input.academicYear.slice(2, 4)}${d.applicationSerial}`,
      pin_hash: draftPinHash,
      category: 'ALEVEL',
      eligibility: JSON.stringify({ citizenship: 'SINGAPORE_CITIZEN', residesInSingapore: true, priorUniversity: false, fullTimeWorkTwoYears: false }),
      academic_year: input.academicYear,
      status: 'DRAFT',
      offer_status: null,
      programme_choices: JSON.stringify(choices.map((choice, index) => ({ rank: index + 1, programme: choice.programme }))),
      submitted_at: null,
      draft_due_at: new Date(input.now.getTime() + 14 * 86_400_000),
      submission: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const form = { form_kind: 'ADMISSION' as const, form_id: application.id, version: 1, updated_at: input.now };
  await tx
    .insertInto('form_sections')
    .values([
      { ...form, section: 'choiceOfStudy', data: JSON.stringify({ choices }), marked_complete: true, state: 'COMPLETED' },
      {
        ...form,
        section: 'personalParticulars',
        data: JSON.stringify({ salutation: 'MR', fullName: 'LIM WEI JIE', gender: 'MALE', dateOfBirth: '14/07/2007', nationality: 'SG', email: d.email }),
        marked_complete: false,
        state: 'IN_PROGRESS',
      },
    ])
    .execute();
  await tx.insertInto('form_events').values({ form_kind: 'ADMISSION', form_id: application.id, kind: 'CREATED', actor: 'APPLICANT', params: JSON.stringify({ applicationNumber: `${input.academicYear.slice(2, 4)}${d.applicationSerial}` }), occurred_at: input.now }).execute();
}
