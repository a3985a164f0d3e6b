/**
 * Who sends the fuzzed bodies and the records their paths name, so each body gets past sign-in and
 * the 404 of an unknown or someone else's record and reaches validation:
 *
 * - two applicants of the fuzz's own, registered through the API (code by e-mail, account, sign-in):
 *   the drafter, with a draft started through the API, and the submitter, with an application
 *   completed and submitted through the API. Their later states (an offer, a scholarship award, a
 *   financial aid package…) are rows made the way the module tests make them (api/test/helpers),
 *   each in an academic year of its own so that one route's state never blocks another's;
 * - a browser signed in as each demo staff member (one role each; every office route is sent by the
 *   one whose role it needs), working on the seeded demo applicant's records so the office's
 *   accepted actions never change the fuzz applicants' states;
 * - an anonymous browser for the office sign-in.
 */
import type { StaffRole } from '@portal/contracts/office/staff';
import { STAFF_ROLES } from '@portal/contracts/office/staff';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/database';
import { DEMO } from '../../src/db/seed';
import { submittedApplication } from '../helpers/after-submission';
import { COMPLETE_ELIGIBILITY } from '../helpers/complete-admission';
import { configureAidYear, insertAidApplication } from '../helpers/financial-aid-year';
import { applicantIdByEmail } from '../helpers/scholarship-award';
import { Browser } from '../helpers/test-app';

/** An applicant of the fuzz's own, signed in, with their admission application. */
export interface FuzzApplicant {
  browser: Browser;
  applicantId: string;
  applicationNumber: string;
}

/** The seeded demo applicant's records the office routes work on. */
export interface OfficeRecords {
  applicationNumber: string;
  applicantId: string;
  applicationFeeId: string;
  examId: string;
  scholarshipId: string;
  /** The year's government bursary (offered in packages) and donated bursary (changed by the office). */
  aidSchemeId: string;
  donatedBursaryId: string;
  academicYear: string;
  /** A staff member made through the API, for the administrator's changes (never the administrator). */
  staffMemberId: string;
  scholarshipApplicationId: string;
  aidApplicationId: string;
  /** An appeal of that financial aid application, for the office's decision. */
  aidRequestId: string;
}

export interface FuzzWorld {
  app: FastifyInstance;
  db: Db;
  now: Date;
  anonymous: Browser;
  /** Their application is a draft, started through the API. */
  drafter: FuzzApplicant;
  /** Their application was completed and submitted through the API. */
  submitter: FuzzApplicant;
  staff: Record<StaffRole, Browser>;
  office: OfficeRecords;
}

/** Free of the applicants' names and e-mail addresses: registration refuses a password that holds them. */
const PASSWORD = 'Quartz#Lantern2026';
const VERIFICATION_CODE = /Your verification code is (\d{6})\./;

/** Fails setup loudly: a fuzz that silently starts from the wrong state would test nothing. */
async function expectStatus(what: string, answer: Promise<{ statusCode: number; body: string }>, ...statuses: number[]): Promise<void> {
  const response = await answer;
  if (!statuses.includes(response.statusCode)) throw new Error(`fuzz setup: ${what} answered ${response.statusCode}: ${response.body}`);
}

async function verificationCodeSentTo(db: Db, email: string): Promise<string> {
  const mails = await db.selectFrom('outbox').select('text_body').where('to_address', '=', email).orderBy('id', 'desc').execute();
  const code = mails.map((mail) => VERIFICATION_CODE.exec(mail.text_body)?.[1]).find(Boolean);
  if (!code) throw new Error(`fuzz setup: no verification code was e-mailed to ${email}`);
  return code;
}

/** A new applicant as a person would register: a code by e-mail, the account, then signing in. */
async function registerApplicant(app: FastifyInstance, db: Db, email: string, name: { firstName: string; lastName: string }): Promise<Browser> {
  const browser = new Browser(app);
  await expectStatus('requesting a code', browser.post('/api/public/b2c/otp/generate', { email }), 200);
  const otp = await verificationCodeSentTo(db, email);
  await expectStatus('verifying the code', browser.post('/api/public/b2c/otp/verify', { email, otp }), 200);
  const account = { ...name, password: PASSWORD, confirmPassword: PASSWORD, email, system: 'ADM', systemSubCategory: 'ADM' };
  await expectStatus('creating the account', browser.post('/api/public/b2c/account/submit', account), 200, 201);
  await expectStatus('signing in', browser.signInWithEmail(email, PASSWORD), 200);
  return browser;
}

async function newDrafter(app: FastifyInstance, db: Db): Promise<FuzzApplicant> {
  const email = 'fuzz.drafter@example.edu';
  const browser = await registerApplicant(app, db, email, { firstName: 'FUZZ', lastName: 'DRAFTER' });
  const started = await browser.post('/api/admission/applications', { category: 'MUSIC', eligibility: COMPLETE_ELIGIBILITY });
  if (started.statusCode !== 201) throw new Error(`fuzz setup: starting the draft answered ${started.statusCode}: ${started.body}`);
  return { browser, applicantId: await applicantIdByEmail(db, email), applicationNumber: started.json().applicationNumber };
}

async function newSubmitter(app: FastifyInstance, db: Db): Promise<FuzzApplicant> {
  const email = 'fuzz.submitter@example.edu';
  const browser = await registerApplicant(app, db, email, { firstName: 'FUZZ', lastName: 'SUBMITTER' });
  const applicationNumber = await submittedApplication(browser, db);
  return { browser, applicantId: await applicantIdByEmail(db, email), applicationNumber };
}

async function signedInStaff(app: FastifyInstance): Promise<Record<StaffRole, Browser>> {
  const entries = await Promise.all(
    STAFF_ROLES.map(async (role) => {
      const browser = new Browser(app);
      await browser.signInAsStaff(role);
      return [role, browser] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<StaffRole, Browser>;
}

async function staffMemberMadeByTheAdministrator(admin: Browser): Promise<string> {
  const created = await admin.post('/api/office/staff', { email: 'fuzz.staff.member@example.edu', fullName: 'FUZZ STAFF MEMBER', role: 'FINANCE', password: 'Harbour#Violet2026' });
  if (created.statusCode !== 201) throw new Error(`fuzz setup: creating a staff member answered ${created.statusCode}: ${created.body}`);
  return created.json().id;
}

/** An appeal of the application waiting for the office's decision (as the applicant's appeal route stores one). */
async function insertAidAppeal(db: Db, applicationId: string, now: Date): Promise<string> {
  const row = await db
    .insertInto('financial_aid_requests')
    .values({ application_id: applicationId, kind: 'APPEAL', details: JSON.stringify({ reason: 'My father lost his job.', statusBefore: 'SUBMITTED' }), status: 'SUBMITTED', submitted_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function officeRecords(db: Db, admin: Browser, now: Date): Promise<OfficeRecords> {
  const academicYear = DEMO.application.academicYear;
  const applicantId = await applicantIdByEmail(db, DEMO.applicant.email);
  const application = await db.selectFrom('applications').select('id').where('application_number', '=', DEMO.application.applicationNumber).executeTakeFirstOrThrow();
  const fee = await db.selectFrom('fees').select('id').where('application_id', '=', application.id).where('kind', '=', 'APPLICATION_FEE').executeTakeFirstOrThrow();
  const exam = await db.selectFrom('entrance_exams').select('id').where('name_en', '=', DEMO.entranceExam.nameEn).executeTakeFirstOrThrow();
  const scholarship = await db.selectFrom('scholarships').select('id').where('academic_year', '=', academicYear).where('code', '=', 'SCIENCE_TECH').executeTakeFirstOrThrow();
  const schemes = await configureAidYear(db, academicYear, now);
  const scholarshipApplication = await db
    .insertInto('scholarship_applications')
    .values({ applicant_id: applicantId, academic_year: academicYear, status: 'SUBMITTED', choices: JSON.stringify([{ code: 'SCIENCE_TECH' }]), submitted_at: now, reference: 'SCH-2026-FUZZ01', submission: JSON.stringify({}), updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const aidApplication = await insertAidApplication(db, applicantId, academicYear, now, { admissionApplicationId: application.id });
  return {
    applicationNumber: DEMO.application.applicationNumber,
    applicantId,
    applicationFeeId: fee.id,
    examId: exam.id,
    scholarshipId: scholarship.id,
    aidSchemeId: schemes.GOV_BURSARY!,
    donatedBursaryId: schemes.DONATED_BURSARY!,
    academicYear,
    staffMemberId: await staffMemberMadeByTheAdministrator(admin),
    scholarshipApplicationId: scholarshipApplication.id,
    aidApplicationId: aidApplication.id,
    aidRequestId: await insertAidAppeal(db, aidApplication.id, now),
  };
}

export async function buildFuzzWorld(app: FastifyInstance, db: Db, now: Date): Promise<FuzzWorld> {
  const staff = await signedInStaff(app);
  // One after the other: PGlite has one connection, and each registration hashes a password.
  const drafter = await newDrafter(app, db);
  const submitter = await newSubmitter(app, db);
  return { app, db, now, anonymous: new Browser(app), drafter, submitter, staff, office: await officeRecords(db, staff.OFFICE_ADMIN, now) };
}
