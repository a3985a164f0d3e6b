/**
 * Every public and applicant screen of the portal, and how to reach each: the states an applicant
 * must be in to be shown it, set up as the pages' own API calls (and the office's) would. The reflow
 * walk (tests/reflow.spec.ts) opens each screen of each state in both languages.
 *
 * A screen a state does not offer sends the applicant elsewhere (a route's fallback): the walk then
 * checks the screen it lands on and reports the redirect, so a new route is found missing here.
 */
import type { Browser, Page } from '@playwright/test';
import { COMPLETE_AID_ANSWERS } from '../../shared/contracts/test/financial-aid-samples';
import { COMPLETE_SCHOLARSHIP_SECTIONS } from '../../shared/contracts/test/scholarship-samples';
import { LOGIN_VARIANTS } from '../../shared/contracts/src/systems';
import { ENROLMENT_STEPS } from '../../mfe-admission/src/after/enrolment/steps';
import { signInStaffThroughApi } from './office';
import { send, signInThroughApi, uploadThroughApi } from './portal-api';
import { DEMO_APPLICANT, DRAFT_ACCOUNT } from './sign-in';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** The public screens: opened directly, signed in or not (the helpers' step 1; later steps come from e-mailed codes). */
export const PUBLIC_SCREENS: readonly string[] = [
  ...LOGIN_VARIANTS.map((variant) => variant.path),
  '/pin/reset?sid=ADM',
  '/password/forgot?sid=ADM',
  '/password/reset?token=not-a-real-token',
  '/applicationNumber/enquiry?sid=ADM',
  '/b2c?sid=ADM&subid=ADM',
  '/social-enquiry?sid=ADM',
  '/faq',
  '/FinancialAidCalculator',
  // The pages referees, sureties and guarantors open from their e-mailed links: without a link's token, what they say then.
  '/referee',
  '/surety',
  '/guarantor',
  '/tuition-grant-surety',
  '/no-such-page',
  // Signing out's screen (opened signed out here: in a signed-in state it would end the walk's session).
  '/logout',
];

/** A long address (as long as the form takes), as some applicants have: it must wrap, not push Step 2 of /b2c sideways. */
export const LONG_EMAIL = 'siti.nurhaliza.abdulrahman@engineering.example.sg';

/** The screens any signed-in applicant has, whatever their applications. */
const SIGNED_IN_SCREENS = ['/applicant', '/applicant/switch-application', '/applicant/login-profile', '/applicant/my-data', '/applicant/admission/status', '/applicant/admission/manage', '/applicant/admission/apply', '/singpass'];

/** Links on the page whose address starts with `prefix`, once each (the task list's sections). */
async function linksUnder(page: Page, prefix: string): Promise<string[]> {
  const hrefs = await page.locator(`a[href^="${prefix}"]`).evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  return [...new Set(hrefs)];
}

/** A long form's screens for one application: its task list, each section the task list links to, check your answers and deleting the draft. */
async function longFormScreens(page: Page, taskList: string): Promise<string[]> {
  await page.goto(taskList);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.locator(`a[href^="${taskList}/sections/"]`).first().waitFor();
  return [taskList, ...(await linksUnder(page, `${taskList}/sections/`)), `${taskList}/check`, `${taskList}/delete`];
}

/** A state of an applicant and the screens it shows: `setUp` signs in (and makes the state) in the page's context and answers the screens. */
export interface ApplicantState {
  name: string;
  setUp(page: Page, browser: Browser, origin: string): Promise<string[]>;
}

/** The e-mail account whose A-Level application is a draft (api/src/db/seed.ts): the admission form's screens. */
export const DRAFT_ADMISSION: ApplicantState = {
  name: 'an e-mail account with a draft admission application',
  async setUp(page) {
    await signInThroughApi(page, DRAFT_ACCOUNT, 'ADM');
    const applications = (await (await page.request.get('/api/admission/applications')).json()) as Array<{ applicationNumber: string; status: string }>;
    const draft = applications.find((application) => application.status === 'DRAFT')!;
    const base = `/applicant/admission/applications/${draft.applicationNumber}`;
    return [...SIGNED_IN_SCREENS, ...(await longFormScreens(page, base)), `${base}/pin`, `${base}/category`];
  },
};

/**
 * The demo applicant (api/src/db/seed.ts: a submitted admission application, its fee unpaid), with a
 * draft scholarship and a draft financial aid application started for the walk: the submitted
 * application's pages, payment, the entrance exams, and both drafts' forms (the scholarship choices).
 */
export const SUBMITTED_WITH_DRAFTS: ApplicantState = {
  name: 'the demo applicant: a submitted application, draft scholarship and financial aid applications',
  async setUp(page) {
    await send(page, 'POST', '/auth/login/pin', { applicationNumber: DEMO_APPLICANT.applicationNumber, pin: DEMO_APPLICANT.pin, system: 'ADM', subCategory: 'ADM' }, 200);
    const scholarship = (await send(page, 'POST', '/scholarship/applications', { admissionApplicationNumber: DEMO_APPLICANT.applicationNumber }, 201)) as { id: string };
    const aid = (await send(page, 'POST', '/financial-aid/applications', { admissionApplicationNumber: DEMO_APPLICANT.applicationNumber }, 201)) as { id: string };
    const fees = (await (await page.request.get('/api/payment/fees')).json()) as Array<{ id: string }>;
    const admission = `/applicant/admission/applications/${DEMO_APPLICANT.applicationNumber}`;
    await page.goto('/applicant/payment/entrance-exams');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const exams = (await linksUnder(page, '/applicant/payment/entrance-exams/')).slice(0, 1);
    return [
      ...SIGNED_IN_SCREENS,
      admission,
      `${admission}/contact`,
      '/applicant/payment',
      ...fees.map((fee) => `/applicant/payment/fees/${fee.id}`),
      '/applicant/payment/entrance-exams',
      ...exams,
      '/applicant/scholarship/status',
      '/applicant/scholarship/apply',
      ...(await longFormScreens(page, `/applicant/scholarship/applications/${scholarship.id}`)),
      '/applicant/financial-aid/status',
      '/applicant/financial-aid/apply',
      '/applicant/financial-aid/calculator',
      ...(await longFormScreens(page, `/applicant/financial-aid/applications/${aid.id}`)),
    ];
  },
};

/** An officer's own browser context, signed in through the staff API, for one call of setting up. */
async function asOfficer(browser: Browser, origin: string, role: 'ADMISSIONS' | 'SCHOLARSHIPS' | 'FINANCIAL_AID', act: (officer: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ baseURL: origin });
  try {
    const officer = await context.newPage();
    await signInStaffThroughApi(officer.request, role);
    await act(officer);
  } finally {
    await context.close();
  }
}

/** A date some days from today in Singapore: dd/mm/yyyy (`typed`) and yyyy-mm-dd (`iso`). */
function dayFromToday(days: number): { typed: string; iso: string } {
  const iso = new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
  return { typed: iso.split('-').reverse().join('/'), iso };
}

/**
 * The demo applicant after the office's decisions: the drafts above submitted, an admission offer
 * with the tuition grant, a scholarship offer and a financial aid package (a bursary and a loan)
 * released, the admission offer accepted with the tuition grant: the outcomes, replies, undertaking,
 * sureties, the confirmation of enrolment's steps, the package and what follows each.
 */
export const OFFERS_RELEASED: ApplicantState = {
  name: 'the demo applicant with an admission offer, a scholarship offer and an aid package',
  async setUp(page, browser, origin) {
    await send(page, 'POST', '/auth/login/pin', { applicationNumber: DEMO_APPLICANT.applicationNumber, pin: DEMO_APPLICANT.pin, system: 'ADM', subCategory: 'ADM' }, 200);
    const [scholarship] = (await (await page.request.get('/api/scholarship/applications')).json()) as Array<{ id: string }>;
    const [aid] = (await (await page.request.get('/api/financial-aid/applications')).json()) as Array<{ id: string; academicYear: string }>;
    for (const [section, data] of Object.entries(COMPLETE_SCHOLARSHIP_SECTIONS)) await send(page, 'PUT', `/scholarship/applications/${scholarship!.id}/sections/${section}`, { data, version: 0, complete: true }, 200);
    await uploadThroughApi(page, `/scholarship/applications/${scholarship!.id}/documents`, { section: 'keySkill', documentType: 'KEY_SKILL_EVIDENCE' }, { name: 'certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
    await send(page, 'POST', `/scholarship/applications/${scholarship!.id}/submit`, {}, 200);
    const aidBase = `/financial-aid/applications/${aid!.id}`;
    for (const [section, data] of Object.entries(COMPLETE_AID_ANSWERS)) await send(page, 'PUT', `${aidBase}/sections/${section}`, { data, version: 0, complete: true }, 200);
    await uploadThroughApi(page, `${aidBase}/documents`, { section: 'documents', documentType: 'INCOME_PROOF' }, { name: 'payslip.pdf', mimeType: 'application/pdf', buffer: PDF });
    await send(page, 'POST', `${aidBase}/submit`, {}, 200);

    const admissionNumber = DEMO_APPLICANT.applicationNumber;
    await asOfficer(browser, origin, 'ADMISSIONS', async (officer) => {
      const offer = { decision: 'OFFERED', programme: 'BIZ', major: 'FIN', tuitionGrantEligible: true, schemes: [], replyDueDate: dayFromToday(14).typed };
      await send(officer, 'PUT', `/office/admission/applications/${admissionNumber}/outcome`, offer, 200);
      await send(officer, 'POST', `/office/admission/applications/${admissionNumber}/outcome/release`, {}, 200);
    });
    await asOfficer(browser, origin, 'SCHOLARSHIPS', async (officer) => {
      const scholarships = (await (await officer.request.get(`/api/office/scholarship/scholarships?academicYear=${encodeURIComponent(aid!.academicYear)}`)).json()) as Array<{ id: string; code: string }>;
      const offered = scholarships.find((entry) => entry.code === 'SCIENCE_TECH')!;
      await send(officer, 'PUT', `/office/scholarship/applications/${scholarship!.id}/outcome`, { result: 'OFFERED', scholarshipId: offered.id, replyDueDate: dayFromToday(14).typed, remarks: '' }, 200);
      await send(officer, 'POST', `/office/scholarship/applications/${scholarship!.id}/outcome/release`, {}, 200);
    });
    await asOfficer(browser, origin, 'FINANCIAL_AID', async (officer) => {
      const schemes = (await (await officer.request.get(`/api/office/financial-aid/schemes?academicYear=${encodeURIComponent(aid!.academicYear)}`)).json()) as Array<{ id: string; code: string }>;
      const items = ['DONATED_BURSARY', 'TUITION_LOAN'].map((code) => ({ schemeId: schemes.find((scheme) => scheme.code === code)!.id }));
      await send(officer, 'POST', `/office/financial-aid/applications/${aid!.id}/package`, { items, replyDueOn: dayFromToday(14).iso, remarks: '' }, 200);
    });
    // The admission offer accepted with the tuition grant: the sureties to nominate and the confirmation of enrolment's steps.
    const reply = { reply: 'ACCEPT_WITH_GRANT', schemes: {}, otherUniversityOffer: 'NO_OTHER_OFFER', declineReason: '', bondAcknowledged: true };
    await send(page, 'POST', `/admission/applications/${admissionNumber}/offer-response`, reply, 200);

    const admission = `/applicant/admission/applications/${admissionNumber}`;
    const award = `/applicant/scholarship/applications/${scholarship!.id}`;
    const aidAfter = `/applicant/financial-aid/aid/${aid!.id}`;
    return [
      '/applicant',
      '/applicant/admission/status',
      ...['outcome', 'offer-response', 'tuition-grant-sureties', 'final-gpa', 'actual-results', 'enrolment', 'appeal', 'appeal/outcome', 'interview', 'documents-requested'].map((page) => `${admission}/${page}`),
      ...ENROLMENT_STEPS.map((step) => `${admission}/enrolment/${step}`),
      '/applicant/scholarship/status',
      award,
      `${award}/submitted`,
      ...['outcome', 'undertaking', 'sureties'].map((page) => `${award}/${page}`),
      '/applicant/financial-aid/status',
      `/applicant/financial-aid/applications/${aid!.id}`,
      `/applicant/financial-aid/applications/${aid!.id}/submitted`,
      aidAfter,
      ...['package', 'appeal', 'update', 'documents', 'withdraw', 'guarantor'].map((page) => `${aidAfter}/${page}`),
    ];
  },
};
