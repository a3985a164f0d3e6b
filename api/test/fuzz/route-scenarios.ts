/**
 * For each signed-in route that takes a JSON body: who sends it, the records its path names, a body
 * it accepts (the generators break it one field at a time; the answer may still be a refusal for a
 * reason outside the body), and the state its records must be in for the body to be read at all —
 * many routes check the state first (an offer to reply to, an open results window…), and a fuzz that
 * only ever hears "409 not now" tests nothing. Each scenario sets its state right before its route
 * is fuzzed; `undoAccepted` takes back a once-only change (a reply, a withdrawal) an accepted body made.
 */
import { COMPLETE_AID_ANSWERS, SAMPLE_GUARANTOR } from '../../../shared/contracts/test/financial-aid-samples';
import { ELIGIBLE_SURETY } from '../../../shared/contracts/test/scholarship-award-sample';
import { COMPLETE_SCHOLARSHIP_SECTIONS, scholarshipDefinition } from '../../../shared/contracts/test/scholarship-samples';
import type { Db } from '../../src/db/database';
import { DEMO } from '../../src/db/seed';
import { acceptOffer } from '../helpers/after-submission';
import { COMPLETE_ELIGIBILITY, COMPLETE_SECTIONS } from '../helpers/complete-admission';
import { documentUpload, SAMPLE } from '../helpers/document-forms';
import { examForm } from '../helpers/entrance-exams';
import { insertAnsweredAidPackage } from '../helpers/financial-aid-answered-package';
import { insertAidPackage, insertDocumentRequest, packageItems } from '../helpers/financial-aid-package';
import { configureAidYear, dayFrom, insertAidApplication } from '../helpers/financial-aid-year';
import { insertReleasedOutcome } from '../helpers/released-outcome';
import { insertAcceptedOffer, insertScholarship, insertScholarshipApplication } from '../helpers/scholarship-award';
import type { Browser } from '../helpers/test-app';
import type { FuzzWorld } from './fuzz-world';

/** One concrete request shape: the path's parameters and a body the route accepts. */
export interface Target {
  params: Record<string, string>;
  body: Record<string, unknown>;
}

export interface RoutePlan {
  browser: Browser;
  /** Several when the path names one of several things (a form's sections, a surety's position). */
  targets: Target[];
  undoAccepted?(): Promise<void>;
  /** Puts back what the scenario changed that later routes rely on. */
  tearDown?(): Promise<void>;
}

export type Scenario = (world: FuzzWorld) => Promise<RoutePlan>;

const one = (browser: Browser, body: Record<string, unknown>, params: Record<string, string> = {}): RoutePlan => ({ browser, targets: [{ params, body }] });

/** An application period the admissions console adds: a year of its own, so it overlaps nothing. */
const applicationPeriodForm = {
  system: 'CE',
  category: '',
  academicYear: '2040/2041',
  nameEn: 'Continuing education 2040/2041',
  nameZh: '2040/2041 学年继续教育与终身学习招生',
  opensOn: '01/10/2039',
  opensTime: '09:00',
  closesOn: '31/03/2040',
  closesTime: '23:59',
};

/** An instant as the Singapore day (dd/mm/yyyy) and time (hh:mm) the console types. */
function singaporeDayAndTime(instant: Date): { day: string; time: string } {
  const local = new Date(instant.getTime() + 8 * 3600_000).toISOString();
  return { day: local.slice(0, 10).split('-').reverse().join('/'), time: local.slice(11, 16) };
}

// ---- records and states of the fuzz applicants ------------------------------------------------

const applicationId = async (db: Db, applicationNumber: string) =>
  (await db.selectFrom('applications').select('id').where('application_number', '=', applicationNumber).executeTakeFirstOrThrow()).id;

/** The submitter's application with exactly this outcome released (or none). */
async function withOutcome(world: FuzzWorld, outcome: 'NONE' | 'OFFERED' | 'ACCEPTED' | 'UNSUCCESSFUL'): Promise<void> {
  const { db, now, submitter } = world;
  const id = await applicationId(db, submitter.applicationNumber);
  await db.deleteFrom('admission_outcomes').where('application_id', '=', id).execute();
  await db.updateTable('applications').set({ status: 'SUBMITTED', offer_status: null }).where('id', '=', id).execute();
  if (outcome === 'OFFERED' || outcome === 'UNSUCCESSFUL') await insertReleasedOutcome(db, submitter.applicationNumber, now, outcome);
  if (outcome === 'ACCEPTED') await acceptOffer(db, submitter.applicationNumber, now, 'ACCEPT_WITHOUT_GRANT');
}

/** Saved-section targets: one per section, each with its sample answers on the version stored now. */
async function sectionTargets(browser: Browser, base: string, sections: Record<string, unknown>, params: Record<string, string>): Promise<Target[]> {
  const targets: Target[] = [];
  for (const [section, data] of Object.entries(sections)) {
    const stored = await browser.get(`${base}/sections/${section}`);
    const version = stored.statusCode === 200 ? (stored.json() as { version: number }).version : 0;
    targets.push({ params: { ...params, section }, body: { data, version, complete: true } });
  }
  return targets;
}

/** Starts (through the API) or finds the submitter's draft of a follow-on form, by its start route. */
async function followOnDraft(world: FuzzWorld, startUrl: string): Promise<string> {
  const { browser, applicationNumber } = world.submitter;
  const started = await browser.post(startUrl, { admissionApplicationNumber: applicationNumber });
  if (started.statusCode === 201) return started.json().id;
  const listed = (await browser.get(startUrl)).json() as Array<{ id: string; status: string }>;
  const draft = listed.find((item) => item.status === 'DRAFT');
  if (!draft) throw new Error(`fuzz setup: no draft behind ${startUrl} (start answered ${started.statusCode}: ${started.body})`);
  return draft.id;
}

/** A scholarship application of the applicant in a year of its own, with a released offer (answered or not). */
async function scholarshipOffer(world: FuzzWorld, applicantId: string, academicYear: string, code: string, answered: boolean): Promise<string> {
  const { db, now } = world;
  const scholarshipId = await insertScholarship(db, { academicYear, code }, now);
  const { id } = await insertScholarshipApplication(db, applicantId, academicYear, now);
  await insertAcceptedOffer(db, id, scholarshipId, now);
  if (!answered) await unanswerScholarshipOffer(db, id);
  return id;
}

const unanswerScholarshipOffer = async (db: Db, id: string) => {
  await db.updateTable('scholarship_outcomes').set({ response: null, responded_at: null }).where('application_id', '=', id).execute();
};

const undertakingOf = (fullName: string) => ({
  acceptedName: fullName,
  declarations: { readLetter: true, acceptObligations: true, bond: true, liquidatedDamages: true },
  guardian: { name: 'LIM AH HUAT', relationship: 'FATHER', email: 'lim.ahhuat@example.com', endorsement: true },
});

const fullNameOf = async (db: Db, applicantId: string) => (await db.selectFrom('applicants').select('full_name').where('id', '=', applicantId).executeTakeFirstOrThrow()).full_name;

/** A financial aid application of the submitter in a year of its own (configured and open). */
async function aidApplication(world: FuzzWorld, academicYear: string, status: 'SUBMITTED' | 'AWARDED' | 'UNSUCCESSFUL'): Promise<{ id: string; schemes: Record<string, string> }> {
  const schemes = await configureAidYear(world.db, academicYear, world.now);
  const { id } = await insertAidApplication(world.db, world.submitter.applicantId, academicYear, world.now, { status });
  return { id, schemes };
}

/** Takes back the appeals and updates an accepted body sent, and the status they moved. */
const undoAidRequests = (db: Db, id: string, status: 'AWARDED' | 'UNSUCCESSFUL') => async () => {
  await db.deleteFrom('financial_aid_requests').where('application_id', '=', id).execute();
  await db.updateTable('financial_aid_applications').set({ status }).where('id', '=', id).execute();
};

/** The package offered again and the application AWARDED, as before an accepted reply. */
const reofferPackage = (db: Db, id: string) => async () => {
  await db.updateTable('financial_aid_packages').set({ status: 'OFFERED', selection: null, reject_reasons: null, comments: null, responded_at: null }).where('application_id', '=', id).execute();
  await db.updateTable('financial_aid_applications').set({ status: 'AWARDED' }).where('id', '=', id).execute();
};

const GUARANTOR = SAMPLE_GUARANTOR;

const ACTUAL_RESULTS = (() => {
  const submitted = (COMPLETE_SECTIONS.subjects as { results: Array<{ recordId: string }> }).results[0]!;
  const subject = (code: string, level: string, grade: string) => ({ subject: code, otherName: '', level, grade, marks: '' });
  return { results: [{ recordId: submitted.recordId, subjects: [subject('GP', 'H1', 'A'), subject('MATH', 'H2', 'A'), subject('PHYS', 'H2', 'B'), subject('CHEM', 'H2', 'A')] }] };
})();

// ---- applicant routes ----------------------------------------------------------------------------

const admission = '/api/admission/applications/{applicationNumber}';

const APPLICANT_SCENARIOS: Record<string, Scenario> = {
  'PUT /api/auth/language': async ({ drafter }) => one(drafter.browser, { language: 'zh-Hans' }),
  // 403 without a recent national-identity sign-in, but the body is checked first.
  'POST /api/applicant/identity-data/fill': async ({ drafter }) => one(drafter.browser, { consent: true }),
  'PUT /api/applicant/current-application': async ({ drafter }) => one(drafter.browser, { applicationNumber: drafter.applicationNumber }),
  // The drafter already has this year's application: a body that passes is 409 APPLICATION_EXISTS.
  'POST /api/admission/applications': async ({ drafter }) => one(drafter.browser, { category: 'MUSIC', eligibility: COMPLETE_ELIGIBILITY }),
  [`PUT ${admission}/pin`]: async ({ drafter }) => one(drafter.browser, { pin1: 'Mango207', pin2: 'Mango207' }, { applicationNumber: drafter.applicationNumber }),
  [`PUT ${admission}/category`]: async ({ drafter }) => one(drafter.browser, { category: 'MUSIC', eligibility: COMPLETE_ELIGIBILITY, confirmReset: true }, { applicationNumber: drafter.applicationNumber }),
  [`PUT ${admission}/sections/{section}`]: async ({ drafter }) => {
    const form = (await drafter.browser.get(`/api/admission/applications/${drafter.applicationNumber}/form`)).json() as { sections: Array<{ id: string }> };
    const answers = Object.fromEntries(form.sections.filter(({ id }) => COMPLETE_SECTIONS[id]).map(({ id }) => [id, COMPLETE_SECTIONS[id]]));
    const base = `/api/admission/applications/${drafter.applicationNumber}`;
    return { browser: drafter.browser, targets: await sectionTargets(drafter.browser, base, answers, { applicationNumber: drafter.applicationNumber }) };
  },
  [`PUT ${admission}/contact`]: async ({ submitter }) =>
    one(
      submitter.browser,
      { email: 'fuzz.contact@example.org', mobile: { countryCode: '65', number: '87654321' }, address: { country: 'SG', postalCode: '188064', line1: '100 Victoria Street', line2: '#10-01', city: '' } },
      { applicationNumber: submitter.applicationNumber },
    ),
  [`POST ${admission}/offer-response`]: async (world) => {
    await withOutcome(world, 'OFFERED');
    const id = await applicationId(world.db, world.submitter.applicationNumber);
    return {
      ...one(world.submitter.browser, { reply: 'ACCEPT', schemes: {}, otherUniversityOffer: 'NO_OTHER_OFFER', declineReason: '' }, { applicationNumber: world.submitter.applicationNumber }),
      undoAccepted: async () => {
        await world.db.updateTable('admission_outcomes').set({ response: null, responded_at: null }).where('application_id', '=', id).execute();
        await world.db.updateTable('applications').set({ status: 'OFFERED', offer_status: 'OFFERED' }).where('id', '=', id).execute();
      },
      tearDown: () => withOutcome(world, 'NONE'),
    };
  },
  // Only GPA categories submit a final GPA; without its results document every body is refused.
  // The submitter's offer accepted with the tuition grant; the sample sureties are 22 to 64 on 1 August of any year near now.
  [`PUT ${admission}/tuition-grant-sureties/{position}`]: async (world) => {
    await withOutcome(world, 'NONE');
    await acceptOffer(world.db, world.submitter.applicationNumber, world.now, 'ACCEPT_WITH_GRANT');
    const applicationNumber = world.submitter.applicationNumber;
    const surety = { fullName: 'TAN AH KOW', idType: 'NRIC', idNumber: 'S7012345A', dateOfBirth: '15/05/1980', email: 'tan.ahkow@example.com', mobile: '91234567' };
    return {
      browser: world.submitter.browser,
      targets: [
        { params: { applicationNumber, position: '1' }, body: surety },
        { params: { applicationNumber, position: '2' }, body: { ...surety, fullName: 'WONG LI HUA', idNumber: 'S8112345B', email: 'wong.lihua@example.com' } },
      ],
      tearDown: () => withOutcome(world, 'NONE'),
    };
  },
  [`POST ${admission}/final-gpa`]: async ({ db, submitter }) => {
    await db.updateTable('applications').set({ category: 'POLYTECHNIC' }).where('application_number', '=', submitter.applicationNumber).execute();
    return {
      ...one(submitter.browser, { gpa: '3.4567' }, { applicationNumber: submitter.applicationNumber }),
      tearDown: async () => {
        await db.updateTable('applications').set({ category: 'MUSIC' }).where('application_number', '=', submitter.applicationNumber).execute();
      },
    };
  },
  [`PUT ${admission}/enrolment/sections/{section}`]: async (world) => {
    await withOutcome(world, 'ACCEPTED');
    const { browser, applicationNumber } = world.submitter;
    const sections = {
      contact: { email: 'fuzz.submitter@example.edu', mobile: '91234567', confirmed: true },
      decision: { decision: 'DISRUPT' },
      details: { deferReason: '', deferPeriod: '', disruptionReason: 'NATIONAL_SERVICE', disruptionOther: '', disruptionFrom: '01/08/2026', disruptionTo: '31/07/2027', notEnrollingReason: '' },
    };
    const targets = await sectionTargets(browser, `/api/admission/applications/${applicationNumber}/enrolment`, sections, { applicationNumber });
    return { browser, targets, tearDown: () => withOutcome(world, 'NONE') };
  },
  // The sections are not all complete: every body is refused, after the declaration is checked.
  [`POST ${admission}/enrolment/submit`]: async (world) => {
    await withOutcome(world, 'ACCEPTED');
    return { ...one(world.submitter.browser, { declaration: true }, { applicationNumber: world.submitter.applicationNumber }), tearDown: () => withOutcome(world, 'NONE') };
  },
  [`PUT ${admission}/actual-results`]: async ({ staff, submitter }) => {
    const opened = await staff.ADMISSIONS.request({ method: 'PUT', url: `/api/office/admission/applications/${submitter.applicationNumber}/results-window`, payload: { open: true, closesOn: '31/03/2026' } });
    if (opened.statusCode !== 200) throw new Error(`fuzz setup: opening the results window answered ${opened.statusCode}: ${opened.body}`);
    return one(submitter.browser, ACTUAL_RESULTS, { applicationNumber: submitter.applicationNumber });
  },
  [`POST ${admission}/appeal`]: async (world) => {
    await withOutcome(world, 'UNSUCCESSFUL');
    return {
      ...one(world.submitter.browser, { reason: 'My actual results are better than predicted.', preferredProgramme: 'CS', preferredMajor: '', sdp: false, mdp: false }, { applicationNumber: world.submitter.applicationNumber }),
      tearDown: () => withOutcome(world, 'NONE'),
    };
  },
  [`POST ${admission}/interview/slot`]: async ({ staff, submitter }) => {
    const invitation = await staff.ADMISSIONS.post(`/api/office/admission/applications/${submitter.applicationNumber}/interviews`, {
      kind: 'INTERVIEW',
      message: 'Please bring your NRIC.',
      slots: [{ startsAt: '2026-04-10T10:00:00+08:00', durationMinutes: 30, place: { 'en-GB': 'Admissions Office, Room 1', 'zh-Hans': '招生办公室一号室' }, videoLink: '' }],
    });
    if (invitation.statusCode !== 201) throw new Error(`fuzz setup: inviting to an interview answered ${invitation.statusCode}: ${invitation.body}`);
    return one(submitter.browser, { slotId: invitation.json().slots[0].id }, { applicationNumber: submitter.applicationNumber });
  },
  'POST /api/payment/entrance-exams/applications/{applicationNumber}/registrations': async ({ submitter, office }) =>
    one(submitter.browser, { examId: office.examId, satBefore: 'NO', previousAttempt: '' }, { applicationNumber: submitter.applicationNumber }),

  'POST /api/scholarship/applications': async ({ submitter }) => one(submitter.browser, { admissionApplicationNumber: submitter.applicationNumber }),
  'PUT /api/scholarship/applications/{id}/sections/{section}': async (world) => {
    const id = await followOnDraft(world, '/api/scholarship/applications');
    const { browser } = world.submitter;
    return { browser, targets: await sectionTargets(browser, `/api/scholarship/applications/${id}`, COMPLETE_SCHOLARSHIP_SECTIONS, { id }) };
  },
  'POST /api/scholarship/applications/{id}/outcome/response': async (world) => {
    const id = await scholarshipOffer(world, world.submitter.applicantId, '2027/2028', 'FUZZ_REPLY', false);
    return { ...one(world.submitter.browser, { decision: 'ACCEPT', declineReason: '' }, { id }), undoAccepted: () => unanswerScholarshipOffer(world.db, id) };
  },
  'POST /api/scholarship/applications/{id}/undertaking': async (world) => {
    const id = await scholarshipOffer(world, world.submitter.applicantId, '2028/2029', 'FUZZ_UNDERTAKING', true);
    return {
      ...one(world.submitter.browser, undertakingOf(await fullNameOf(world.db, world.submitter.applicantId)), { id }),
      undoAccepted: async () => {
        await world.db.deleteFrom('scholarship_undertakings').where('application_id', '=', id).execute();
      },
    };
  },
  // The drafter's: the sample sureties meet the rules of 2026/2027, the year of the submitter's own scholarship draft,
  // but for their letters' date (1 June 2026), after the fuzz clock's today: refused naming that field, which reaches validation all the same.
  'PUT /api/scholarship/applications/{id}/sureties/{position}': async (world) => {
    const { browser, applicantId } = world.drafter;
    const id = await scholarshipOffer(world, applicantId, '2026/2027', 'FUZZ_SURETIES', true);
    const accepted = await browser.post(`/api/scholarship/applications/${id}/undertaking`, undertakingOf(await fullNameOf(world.db, applicantId)));
    if (accepted.statusCode !== 200) throw new Error(`fuzz setup: accepting the undertaking answered ${accepted.statusCode}: ${accepted.body}`);
    const second = { ...ELIGIBLE_SURETY, fullName: 'WONG LI HUA', idNumber: 'S8112345B', relationship: 'FAMILY_FRIEND', immediateFamily: false, email: 'wong.lihua@example.com' };
    return { browser, targets: [{ params: { id, position: '1' }, body: ELIGIBLE_SURETY }, { params: { id, position: '2' }, body: second }] };
  },

  'POST /api/financial-aid/applications': async ({ submitter }) => one(submitter.browser, { admissionApplicationNumber: submitter.applicationNumber }),
  'PUT /api/financial-aid/applications/{id}/sections/{section}': async (world) => {
    const id = await followOnDraft(world, '/api/financial-aid/applications');
    const { browser } = world.submitter;
    return { browser, targets: await sectionTargets(browser, `/api/financial-aid/applications/${id}`, COMPLETE_AID_ANSWERS, { id }) };
  },
  'POST /api/financial-aid/applications/{id}/package/accept': async (world) => {
    const { id, schemes } = await aidApplication(world, '2031/2032', 'AWARDED');
    await insertAidPackage(world.db, id, world.now, packageItems(schemes, ['RC_BURSARY', 'TUITION_LOAN']));
    return { ...one(world.submitter.browser, { selection: { items: [{ code: 'RC_BURSARY', percent: null }, { code: 'TUITION_LOAN', percent: 75 }] } }, { id }), undoAccepted: reofferPackage(world.db, id) };
  },
  'POST /api/financial-aid/applications/{id}/package/reject': async (world) => {
    const { id, schemes } = await aidApplication(world, '2032/2033', 'AWARDED');
    await insertAidPackage(world.db, id, world.now, packageItems(schemes, ['RC_BURSARY']));
    return { ...one(world.submitter.browser, { reasons: ['OTHER'], comments: 'I have a scholarship.' }, { id }), undoAccepted: reofferPackage(world.db, id) };
  },
  'POST /api/financial-aid/applications/{id}/appeal': async (world) => {
    const { id } = await aidApplication(world, '2033/2034', 'UNSUCCESSFUL');
    return { ...one(world.submitter.browser, { kind: 'APPEAL', reason: 'My father lost his job last month.' }, { id }), undoAccepted: undoAidRequests(world.db, id, 'UNSUCCESSFUL') };
  },
  'POST /api/financial-aid/applications/{id}/update': async (world) => {
    const { id } = await aidApplication(world, '2034/2035', 'AWARDED');
    const body = { changeKinds: ['INCOME_CHANGE'], description: 'My mother now works part-time.', householdSize: '4', householdMonthlyIncome: '3200.00' };
    return { ...one(world.submitter.browser, body, { id }), undoAccepted: undoAidRequests(world.db, id, 'AWARDED') };
  },
  // Nothing is uploaded for the request, so every body is refused once its note is checked.
  'POST /api/financial-aid/applications/{id}/document-request/submit': async (world) => {
    const { id } = await aidApplication(world, '2035/2036', 'SUBMITTED');
    const requestId = await insertDocumentRequest(world.db, id, world.now);
    // With a file sent, a well-formed body is accepted; without one every body is refused 409 after
    // validation, and a short run may then never see a refusal that names a field.
    const uploaded = await world.submitter.browser.request({ method: 'POST', url: `/api/financial-aid/applications/${id}/document-request/documents`, ...documentUpload(SAMPLE.pdf(), 'payslip.pdf', { section: 'documents', documentType: 'INCOME_PROOF' }) });
    if (uploaded.statusCode !== 201) throw new Error(`document-request upload failed: ${uploaded.body}`);
    return {
      ...one(world.submitter.browser, { note: 'Payslips attached.' }, { id }),
      undoAccepted: async () => {
        await world.db.updateTable('financial_aid_document_requests').set({ status: 'OPEN', fulfilled_at: null, applicant_note: null }).where('id', '=', requestId).execute();
        await world.db.updateTable('financial_aid_applications').set({ status: 'ADDITIONAL_DOCUMENTS_REQUIRED' }).where('id', '=', id).execute();
      },
    };
  },
  'POST /api/financial-aid/applications/{id}/withdraw': async (world) => {
    const { id } = await aidApplication(world, '2036/2037', 'SUBMITTED');
    return {
      ...one(world.submitter.browser, { reason: 'I have a scholarship now.', confirm: true }, { id }),
      undoAccepted: async () => {
        await world.db.updateTable('financial_aid_applications').set({ status: 'SUBMITTED', withdrawn_at: null, withdrawn_by: null, withdrawal_reason: null }).where('id', '=', id).execute();
      },
    };
  },
  'PUT /api/financial-aid/applications/{id}/guarantor': async (world) => {
    const { id, schemes } = await aidApplication(world, '2037/2038', 'AWARDED');
    const items = packageItems(schemes, ['RC_BURSARY', 'TUITION_LOAN']);
    await insertAnsweredAidPackage(world.db, id, world.now, { items, selection: { items: [{ code: 'RC_BURSARY', percent: null }, { code: 'TUITION_LOAN', percent: 80 }] } });
    return one(world.submitter.browser, { details: GUARANTOR }, { id });
  },
};

// ---- office routes (on the seeded demo applicant's records) --------------------------------------

const officeAdmission = '/api/office/admission/applications/{applicationNumber}';
const officeAid = '/api/office/financial-aid/applications/{id}';

/**
 * The anonymous browser after a staff password: the sign-in's second step answers only in this
 * state, and a 401 there (a wrong code) is the route's own refusal, not a lost session.
 */
async function afterStaffPassword(world: FuzzWorld, email: string, password: string): Promise<Browser> {
  const response = await world.anonymous.post('/api/office/auth/login', { email, password });
  if (response.statusCode !== 200) throw new Error(`fuzz setup: the staff password step answered ${response.statusCode}: ${response.body}`);
  return world.anonymous;
}

const demoStaffPassword = (world: FuzzWorld, role: string) => {
  const member = DEMO.staff.find((staff) => staff.role === role)!;
  return afterStaffPassword(world, member.email, member.password);
};

/** An active officer of the console (the demo's first), whom its applications may be assigned to. */
const consoleOfficer = async (db: Db, role: 'ADMISSIONS' | 'SCHOLARSHIPS' | 'FINANCIAL_AID') =>
  (await db.selectFrom('staff_accounts').select('id').where('email', '=', DEMO.staff.find((staff) => staff.role === role)!.email).executeTakeFirstOrThrow()).id;

/** The administrator's new member (no second factor yet), at enrolment: active and without factors whatever ran before. */
async function memberToEnrol(world: FuzzWorld): Promise<Browser> {
  const id = world.office.staffMemberId;
  await world.db.updateTable('staff_accounts').set({ active: true }).where('id', '=', id).execute();
  await world.db.deleteFrom('staff_totp').where('staff_id', '=', id).execute();
  await world.db.deleteFrom('staff_passkeys').where('staff_id', '=', id).execute();
  return afterStaffPassword(world, 'fuzz.staff.member@example.edu', 'Harbour#Violet2026');
}

/** A passkey answer of the right form whose signature nothing will accept. */
const PASSKEY_ANSWER = { response: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' }, clientExtensionResults: {} } };

/** A retention report to decide (issue 38): one the administrator prepares, or the one already open. */
async function retentionReport({ staff }: FuzzWorld): Promise<string> {
  const made = await staff.OFFICE_ADMIN.post('/api/office/retention/reports', {});
  if (made.statusCode === 201) return made.json().id;
  return (await staff.OFFICE_ADMIN.get('/api/office/retention/reports')).json().reports[0].id;
}

const OFFICE_SCENARIOS: Record<string, Scenario> = {
  'POST /api/office/auth/login': async ({ anonymous }) => one(anonymous, { email: 'admissions.officer@example.edu', password: 'Wrong#Password2026' }),
  // The second factor (issue 31): each on a pending sign-in of its own account, so one route's failed attempts slow no other.
  'POST /api/office/auth/second-factor/totp': async (world) => one(await demoStaffPassword(world, 'FINANCE'), { code: '000000' }),
  'POST /api/office/auth/second-factor/recovery-code': async (world) => one(await demoStaffPassword(world, 'FINANCIAL_AID'), { code: 'abcde-23456' }),
  'POST /api/office/auth/second-factor/passkey': async (world) => one(await demoStaffPassword(world, 'SCHOLARSHIPS'), PASSKEY_ANSWER),
  'POST /api/office/auth/enrolment/totp/confirm': async (world) => {
    const browser = await memberToEnrol(world);
    const offered = await browser.post('/api/office/auth/enrolment/totp');
    if (offered.statusCode !== 200) throw new Error(`fuzz setup: offering an app secret answered ${offered.statusCode}: ${offered.body}`);
    return one(browser, { code: '000000' });
  },
  'POST /api/office/auth/enrolment/passkey': async (world) => one(await memberToEnrol(world), PASSKEY_ANSWER),
  'POST /api/office/auth/factors/passkey': async ({ staff }) => one(staff.FINANCE, PASSKEY_ANSWER),
  'POST /api/office/staff': async ({ staff }) => one(staff.OFFICE_ADMIN, { email: 'fuzz.new.staff@example.edu', fullName: 'FUZZ NEW STAFF', role: 'SCHOLARSHIPS', password: 'Meadow#Copper2026' }),
  'PATCH /api/office/staff/{staffId}': async ({ staff, office }) => one(staff.OFFICE_ADMIN, { role: 'FINANCE', active: true }, { staffId: office.staffMemberId }),
  'POST /api/office/retention/reports/{reportId}/approve': async (world) => one(world.staff.OFFICE_ADMIN, { confirmed: true }, { reportId: await retentionReport(world) }),
  'POST /api/office/retention/reports/{reportId}/decline': async (world) => one(world.staff.OFFICE_ADMIN, { reason: 'Kept for the audit office.' }, { reportId: await retentionReport(world) }),

  [`PUT ${officeAdmission}/outcome`]: async ({ staff, office }) =>
    one(staff.ADMISSIONS, { decision: 'OFFERED', programme: 'BIZ', major: 'FIN', tuitionGrantEligible: true, schemes: ['RESIDENTIAL_COLLEGE'], replyDueDate: '15/03/2026' }, { applicationNumber: office.applicationNumber }),
  'POST /api/office/admission/outcomes/release': async ({ staff, office }) => one(staff.ADMISSIONS, { applicationNumbers: [office.applicationNumber] }),
  [`PUT ${officeAdmission}/results-window`]: async ({ staff, office }) => one(staff.ADMISSIONS, { open: true, closesOn: '10/03/2026' }, { applicationNumber: office.applicationNumber }),
  'POST /api/office/admission/results-window': async ({ staff, office }) => one(staff.ADMISSIONS, { open: true, closesOn: '10/03/2026', applicationNumbers: [office.applicationNumber] }),
  [`POST ${officeAdmission}/appeal/outcome`]: async ({ staff, office }) =>
    one(staff.ADMISSIONS, { outcome: 'UPHELD', programme: 'BIZ', major: 'FIN', remarks: 'Your actual results meet the requirement.' }, { applicationNumber: office.applicationNumber }),
  [`POST ${officeAdmission}/document-requests`]: async ({ staff, office }) =>
    one(staff.ADMISSIONS, { documentTypes: ['RESULTS'], message: 'Please upload your actual A-Level results slip.', dueDate: '15/03/2026' }, { applicationNumber: office.applicationNumber }),
  [`POST ${officeAdmission}/interviews`]: async ({ staff, office }) =>
    one(
      staff.ADMISSIONS,
      { kind: 'INTERVIEW', message: 'Please bring your NRIC.', slots: [{ startsAt: '2026-04-10T11:00:00+08:00', durationMinutes: 30, videoLink: 'https://video.example.edu/room/42' }], slotIds: [] },
      { applicationNumber: office.applicationNumber },
    ),
  // Work shared among officers (issue 37): the same routes in each console of applications.
  [`POST ${officeAdmission}/assignees`]: async ({ staff, office, db }) =>
    one(staff.ADMISSIONS, { staffId: await consoleOfficer(db, 'ADMISSIONS') }, { applicationNumber: office.applicationNumber }),
  [`POST ${officeAdmission}/notes`]: async ({ staff, office }) => one(staff.ADMISSIONS, { note: 'Interview recommended', rating: '4' }, { applicationNumber: office.applicationNumber }),
  'POST /api/office/scholarship/applications/{id}/assignees': async ({ staff, office, db }) =>
    one(staff.SCHOLARSHIPS, { staffId: await consoleOfficer(db, 'SCHOLARSHIPS') }, { id: office.scholarshipApplicationId }),
  'POST /api/office/scholarship/applications/{id}/notes': async ({ staff, office }) => one(staff.SCHOLARSHIPS, { note: 'Strong leadership record', rating: '' }, { id: office.scholarshipApplicationId }),
  [`POST ${officeAid}/assignees`]: async ({ staff, office, db }) => one(staff.FINANCIAL_AID, { staffId: await consoleOfficer(db, 'FINANCIAL_AID') }, { id: office.aidApplicationId }),
  [`POST ${officeAid}/notes`]: async ({ staff, office }) => one(staff.FINANCIAL_AID, { note: 'Payslips checked', rating: '3' }, { id: office.aidApplicationId }),
  [`POST ${officeAdmission}/fee/waive`]: async ({ staff, office }) => one(staff.ADMISSIONS, { reason: 'Financial hardship confirmed' }, { applicationNumber: office.applicationNumber }),
  'POST /api/office/admission/entrance-exams': async ({ staff }) => one(staff.ADMISSIONS, examForm()),
  'PUT /api/office/admission/entrance-exams/{examId}': async ({ staff, office }) => one(staff.ADMISSIONS, examForm({ nameEn: 'Mathematics Aptitude Test' }), { examId: office.examId }),
  // An accepted body adds a period of its own year (far from the fuzz's), taken back after each.
  'POST /api/office/admission/application-periods': async ({ staff, db }) => ({
    ...one(staff.ADMISSIONS, applicationPeriodForm),
    undoAccepted: async () => {
      await db.deleteFrom('application_periods').where('academic_year', '=', applicationPeriodForm.academicYear).execute();
    },
  }),
  'PUT /api/office/admission/application-periods/{periodId}': async ({ staff, db }) => {
    const period = await db.selectFrom('application_periods').select(['id', 'name_en', 'name_zh', 'opens_at', 'closes_at']).where('system', '=', 'CE').where('category', 'is', null).orderBy('opens_at', 'desc').executeTakeFirstOrThrow();
    const restore = async () => {
      await db.updateTable('application_periods').set({ name_en: period.name_en, name_zh: period.name_zh, opens_at: period.opens_at, closes_at: period.closes_at }).where('id', '=', period.id).execute();
    };
    const [opens, closes] = [singaporeDayAndTime(period.opens_at), singaporeDayAndTime(new Date(period.closes_at.getTime() + 7 * 86_400_000))];
    const body = { nameEn: period.name_en, nameZh: period.name_zh ?? '继续教育', opensOn: opens.day, opensTime: opens.time, closesOn: closes.day, closesTime: closes.time, reason: 'Extended a week for late employer letters.' };
    return { ...one(staff.ADMISSIONS, body, { periodId: period.id }), undoAccepted: restore, tearDown: restore };
  },
  'PUT /api/office/admission/programme-places': async ({ staff }) => one(staff.ADMISSIONS, { academicYear: '2026/2027', places: { CS: '120', MATH: '' } }),

  'POST /api/office/scholarship/scholarships': async ({ staff }) => one(staff.SCHOLARSHIPS, scholarshipDefinition()),
  'PUT /api/office/scholarship/scholarships/{id}': async ({ staff, office }) => one(staff.SCHOLARSHIPS, scholarshipDefinition({ code: 'SCIENCE_TECH' }), { id: office.scholarshipId }),
  'PUT /api/office/scholarship/applications/{id}/outcome': async ({ staff, office }) =>
    one(staff.SCHOLARSHIPS, { result: 'OFFERED', scholarshipId: office.scholarshipId, replyDueDate: '15/03/2026' }, { id: office.scholarshipApplicationId }),
  'POST /api/office/scholarship/outcomes/release': async ({ staff, office }) => one(staff.SCHOLARSHIPS, { applicationIds: [office.scholarshipApplicationId] }),

  'PUT /api/office/financial-aid/years/{academicYear}': async ({ staff, office, now }) =>
    one(
      staff.FINANCIAL_AID,
      { opensOn: dayFrom(now, -7), recommendedBy: dayFrom(now, 14), closesOn: dayFrom(now, 28), appealClosesOn: dayFrom(now, 56), semesterOneDisbursementOn: dayFrom(now, 60), semesterTwoDisbursementOn: dayFrom(now, 200) },
      { academicYear: office.academicYear.replace('/', '-') },
    ),
  'POST /api/office/financial-aid/schemes': async ({ staff, office }) => one(staff.FINANCIAL_AID, aidScheme(office.academicYear, 'FUZZ_BURSARY')),
  'PUT /api/office/financial-aid/schemes/{schemeId}': async ({ staff, office }) => one(staff.FINANCIAL_AID, aidScheme(office.academicYear, 'DONATED_BURSARY'), { schemeId: office.donatedBursaryId }),
  [`POST ${officeAid}/document-requests`]: async ({ staff, office, now }) =>
    one(staff.FINANCIAL_AID, { documentTypes: ['INCOME_PROOF'], message: "Your father's payslips for the last three months", dueOn: dayFrom(now, 14) }, { id: office.aidApplicationId }),
  [`POST ${officeAid}/package`]: async ({ staff, office, now }) =>
    one(staff.FINANCIAL_AID, { items: [{ schemeId: office.aidSchemeId, annualAmountCents: 150000, maxPercent: null }], replyDueOn: dayFrom(now, 31), remarks: 'Offered after review' }, { id: office.aidApplicationId }),
  [`POST ${officeAid}/unsuccessful`]: async ({ staff, office }) => one(staff.FINANCIAL_AID, { remarks: 'Per-capita income above every scheme' }, { id: office.aidApplicationId }),
  [`POST ${officeAid}/requests/{requestId}/decision`]: async ({ staff, office }) =>
    one(staff.FINANCIAL_AID, { status: 'NOT_UPHELD', remarks: 'The income change is temporary.' }, { id: office.aidApplicationId, requestId: office.aidRequestId }),
  [`POST ${officeAid}/withdraw`]: async ({ staff, office }) => one(staff.FINANCIAL_AID, { reason: 'No longer enrolled at the university' }, { id: office.aidApplicationId }),

  'POST /api/office/payment/fees/{feeId}/waive': async ({ staff, office }) => one(staff.FINANCE, { reason: 'Financial hardship confirmed' }, { feeId: office.applicationFeeId }),
  'POST /api/office/payment/fees/{feeId}/offline-payment': async ({ staff, office }) =>
    one(staff.FINANCE, { receivedOn: '27/02/2026', bankReference: 'DBS-TT-55821', note: 'Telegraphic transfer seen on the bank statement of 27 Feb.' }, { feeId: office.applicationFeeId }),
};

function aidScheme(academicYear: string, code: string) {
  return {
    academicYear,
    code,
    category: 'DONATED_BURSARY',
    name: { 'en-GB': 'Alumni Fund Bursary', 'zh-Hans': '校友基金助学金' },
    description: { 'en-GB': 'From the alumni fund.', 'zh-Hans': '' },
    tiers: ['CITIZEN', 'PERMANENT_RESIDENT'],
    maxPerCapitaIncomeCents: 150000,
    annualAmountCents: 250000,
    maxPercent: null,
  };
}

export const SCENARIOS: Record<string, Scenario> = { ...APPLICANT_SCENARIOS, ...OFFICE_SCENARIOS };

/**
 * Routes the document shows with no JSON body that take none: fuzzing one would only repeat its
 * action (submit, release, close, invite…) with the body ignored. Each is listed with why, so a
 * new body-less route is not skipped without someone saying so; a route whose body the document
 * does not describe but that reads one (most office actions) is fuzzed like the others.
 */
export const NO_JSON_BODY: Record<string, string> = {
  'POST /api/office/auth/keepalive': 'no body',
  'PUT /api/office/admission/applications/{applicationNumber}/presence': 'no body: the page is still open',
  'PUT /api/office/scholarship/applications/{id}/presence': 'no body: the page is still open',
  'PUT /api/office/financial-aid/applications/{id}/presence': 'no body: the page is still open',
  'POST /api/office/auth/logout': 'no body (and it would end the office session the fuzz runs in)',
  'POST /api/office/auth/second-factor/passkey/options': 'no body: hands out a challenge',
  'POST /api/office/auth/enrolment/totp': 'no body: offers a new secret',
  'POST /api/office/auth/enrolment/passkey/options': 'no body: hands out a challenge',
  'POST /api/office/auth/factors/passkey/options': 'no body: hands out a challenge',
  'POST /api/office/auth/factors/recovery-codes': 'no body: replaces the recovery codes',
  'POST /api/office/staff/{staffId}/second-factor/reset': 'no body (and it would end the sessions of the member it resets)',
  'POST /api/office/retention/reports': 'no body: prepares a retention report',
  'POST /api/applicant/login-profile/{provider}/link': 'no body: starts the social sign-in redirect',
  'POST /api/applicant/my-data/downloads': 'no body: asks for a download of one’s own data',
  [`POST ${admission}/submit`]: 'no body',
  [`POST ${admission}/document-requests/{requestId}/answer`]: 'no body',
  [`POST ${officeAdmission}/outcome/release`]: 'no body',
  [`POST ${officeAdmission}/appeal/review`]: 'no body',
  'POST /api/office/admission/entrance-exams/{examId}/close': 'no body',
  'POST /api/scholarship/applications/{id}/submit': 'no body',
  'POST /api/scholarship/applications/{id}/sureties/{position}/invite': 'no body',
  'POST /api/office/scholarship/applications/{id}/outcome/release': 'no body',
  'POST /api/financial-aid/applications/{id}/submit': 'no body',
  'POST /api/office/financial-aid/schemes/{schemeId}/deactivate': 'no body',
  'POST /api/payment/fees/{feeId}/checkout': 'no body',
  'POST /api/payment/webhook': 'the gateway’s raw body, signed: not JSON (the webhook tests send forged and broken ones)',
};
