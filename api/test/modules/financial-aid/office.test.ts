/**
 * The Office of Financial Aid's routes: only the FINANCIAL_AID role (other offices 403, an applicant
 * or nobody 401); the year's dates and the aid schemes, audited; the applications list and one
 * application; and every action with its refusals (state 409s, validation 400s, unknown ids 404),
 * timeline event, audit and e-mail.
 */
import { listOutbox } from '../../../src/mail/outbox';
import { configureAidYear, insertAidApplication } from '../../helpers/financial-aid-year';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

const YEAR = '2026/2027';
const NO_ID = '00000000-0000-4000-8000-000000000000';
const BASE = '/api/office/financial-aid';

describe.each(oneDatabase())('the Office of Financial Aid on %s', (target) => {
  let t: TestApp;
  let officer: Browser;
  let schemes: Record<string, string>;
  let serial = 0;

  /** A new applicant (own e-mail and language) with a submitted financial aid application of YEAR. */
  async function application(fields: { status?: 'SUBMITTED' | 'AWARDED' | 'UNSUCCESSFUL' | 'ADDITIONAL_DOCUMENTS_REQUIRED'; language?: 'en-GB' | 'zh-Hans'; tier?: string; name?: string } = {}) {
    serial += 1;
    const person = await t.db
      .insertInto('applicants')
      .values({ full_name: fields.name ?? `AID APPLICANT ${serial}`, email: `aid.applicant${serial}@example.com`, nric: null, alt_contact_name: null, alt_contact_country_code: null, alt_contact_area_code: null, alt_contact_number: null, language: fields.language ?? 'en-GB' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await insertAidApplication(t.db, person.id, YEAR, t.clock.now(), { status: fields.status });
    if (fields.tier) {
      await t.db
        .updateTable('financial_aid_applications')
        .set({ submission: JSON.stringify({ tier: fields.tier, sections: { financialDetails: { applicantMonthlyIncome: '0', familyMembers: [{ grossMonthlyIncome: '3000' }, { grossMonthlyIncome: '1500.50' }] } }, documents: [] }) })
        .where('id', '=', created.id)
        .execute();
    }
    return { ...created, email: `aid.applicant${serial}@example.com` };
  }
  const statusOf = async (id: string) => (await t.db.selectFrom('financial_aid_applications').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const events = async (id: string) =>
    (await t.db.selectFrom('form_events').select(['kind', 'actor', 'params']).where('form_kind', '=', 'FINANCIAL_AID').where('form_id', '=', id).orderBy('id').execute()).map((event) => [event.kind, event.actor, event.params]);
  const mailsTo = async (email: string) => (await listOutbox(t.db)).filter((mail) => mail.to === email).map((mail) => mail.subject);
  const codes = (response: { json(): { errors: Array<{ code: string; field?: string }> } }) => response.json().errors.map((error) => (error.field ? [error.code, error.field] : [error.code]));
  const offer = (items: object[], replyDueOn = '2026-04-01') => ({ items, replyDueOn, remarks: 'Offered after review' });

  beforeAll(async () => {
    t = await createTestApp(target);
    officer = new Browser(t.app);
    await officer.signInAsStaff('FINANCIAL_AID');
    schemes = await configureAidYear(t.db, YEAR, t.clock.now());
  });
  afterAll(() => t?.close());

  it('lets only the Office of Financial Aid in: other offices get 403, an applicant or nobody 401', async () => {
    const { id } = await application();
    const others = [];
    for (const role of ['FINANCE', 'SCHOLARSHIPS', 'ADMISSIONS'] as const) {
      const browser = new Browser(t.app);
      await browser.signInAsStaff(role);
      others.push(browser);
    }
    const applicant = new Browser(t.app);
    expect((await applicant.signInWithPin()).statusCode).toBe(200);
    const calls: Array<[string, string, object?]> = [
      ['GET', `${BASE}/years/2026-2027`],
      ['PUT', `${BASE}/years/2026-2027`, {}],
      ['GET', `${BASE}/schemes`],
      ['POST', `${BASE}/schemes`, {}],
      ['PUT', `${BASE}/schemes/${schemes.RC_BURSARY}`, {}],
      ['POST', `${BASE}/schemes/${schemes.RC_BURSARY}/deactivate`],
      ['GET', `${BASE}/applications`],
      ['GET', `${BASE}/applications/${id}`],
      ['GET', `${BASE}/applications/${id}/documents`],
      ['POST', `${BASE}/applications/${id}/document-requests`, {}],
      ['POST', `${BASE}/applications/${id}/package`, {}],
      ['POST', `${BASE}/applications/${id}/unsuccessful`, {}],
      ['POST', `${BASE}/applications/${id}/requests/${NO_ID}/decision`, {}],
      ['POST', `${BASE}/applications/${id}/withdraw`, {}],
    ];
    for (const [method, url, payload] of calls) {
      const statuses = [];
      for (const browser of [...others, applicant, new Browser(t.app)]) {
        statuses.push((await browser.request({ method: method as 'GET', url, ...(payload ? { payload } : {}) })).statusCode);
      }
      expect([method, url, statuses]).toEqual([method, url, [403, 403, 403, 401, 401]]);
    }
    expect(await statusOf(id)).toBe('SUBMITTED');
  });

  it("shows a year's suggested dates until saved, checks their order, and audits the change", async () => {
    const unset = await officer.get(`${BASE}/years/2030-2031`);
    expect(unset.json()).toEqual({
      dates: { academicYear: '2030/2031', opensOn: '2030-01-15', recommendedBy: '2030-04-01', closesOn: '2030-07-31', appealClosesOn: '2031-02-20', semesterOneDisbursementOn: '2030-09-01', semesterTwoDisbursementOn: '2031-02-01' },
      configured: false,
      updatedAt: null,
      updatedBy: null,
    });
    expect((await officer.get(`${BASE}/years/2030-2032`)).statusCode).toBe(404);
    expect((await officer.get(`${BASE}/years/${encodeURIComponent('2030/2031')}`)).json().configured).toBe(false);

    const bad = await officer.request({
      method: 'PUT',
      url: `${BASE}/years/2030-2031`,
      payload: { opensOn: '2030-05-01', recommendedBy: '2030-04-01', closesOn: '2030-03-01', appealClosesOn: '2030-02-30', semesterOneDisbursementOn: '2030-09-01', semesterTwoDisbursementOn: '2030-09-01' },
    });
    expect(bad.statusCode).toBe(400);
    expect(codes(bad)).toEqual([
      ['AID_RECOMMENDED_BEFORE_OPENS', 'recommendedBy'],
      ['AID_CLOSES_BEFORE_RECOMMENDED', 'closesOn'],
      ['INVALID_DATE', 'appealClosesOn'],
      ['AID_SEMESTER_TWO_NOT_AFTER_ONE', 'semesterTwoDisbursementOn'],
    ]);
    const dates = { opensOn: '2030-01-15', recommendedBy: '2030-04-01', closesOn: '2030-07-31', appealClosesOn: '2031-02-20', semesterOneDisbursementOn: '2030-09-01', semesterTwoDisbursementOn: '2031-02-01' };
    const saved = await officer.request({ method: 'PUT', url: `${BASE}/years/2030-2031`, payload: { ...dates, closesOn: '2030-08-15' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ configured: true, dates: { closesOn: '2030-08-15' }, updatedBy: 'PRIYA NAIR', updatedAt: '2026-03-01T09:00:00.000Z' });
    const audit = await t.db.selectFrom('staff_audit').select(['action', 'params']).where('target_kind', '=', 'FINANCIAL_AID_YEAR').where('target_id', '=', '2030/2031').execute();
    expect(audit).toEqual([{ action: 'AID_YEAR_DATES_SAVED', params: { ...dates, closesOn: '2030-08-15' } }]);
  });

  it('defines, changes and deactivates aid schemes within the loan limits, audited', async () => {
    const bursary = {
      academicYear: YEAR,
      code: 'ALUMNI_BURSARY',
      category: 'DONATED_BURSARY',
      name: { 'en-GB': 'Alumni Bursary', 'zh-Hans': '校友助学金' },
      description: { 'en-GB': 'From our alumni', 'zh-Hans': '' },
      tiers: ['PERMANENT_RESIDENT', 'CITIZEN'],
      maxPerCapitaIncomeCents: 90000,
      annualAmountCents: 250000,
      maxPercent: null,
    };
    const created = await officer.post(`${BASE}/schemes`, bursary);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code: 'ALUMNI_BURSARY', tiers: ['CITIZEN', 'PERMANENT_RESIDENT'], annualAmountCents: 250000, maxPercent: null, maxPerCapitaIncomeCents: 90000, active: true, updatedAt: null });
    const id = created.json().id;
    const again = await officer.post(`${BASE}/schemes`, bursary);
    expect(again.statusCode).toBe(409);
    expect(codes(again)).toEqual([['AID_SCHEME_CODE_TAKEN', 'code']]);

    const badLoan = await officer.post(`${BASE}/schemes`, { ...bursary, code: 'big loan', category: 'STUDY_LOAN', tiers: [], annualAmountCents: 100, maxPercent: 11 });
    expect(badLoan.statusCode).toBe(400);
    expect(codes(badLoan)).toEqual([
      ['AID_SCHEME_CODE_INVALID', 'code'],
      ['AID_TIERS_REQUIRED', 'tiers'],
      ['AID_LOAN_NO_AMOUNT', 'annualAmountCents'],
      ['AID_MAX_PERCENT_OUT_OF_RANGE', 'maxPercent'],
    ]);
    const noAmount = await officer.post(`${BASE}/schemes`, { ...bursary, code: 'OTHER', annualAmountCents: null, maxPercent: 10 });
    expect(codes(noAmount)).toEqual([
      ['AID_ANNUAL_AMOUNT_REQUIRED', 'annualAmountCents'],
      ['AID_BURSARY_NO_PERCENT', 'maxPercent'],
    ]);
    const loan = await officer.post(`${BASE}/schemes`, { ...bursary, code: 'SMALL_TUITION_LOAN', category: 'TUITION_FEE_LOAN', annualAmountCents: null, maxPercent: 90 });
    expect(loan.json()).toMatchObject({ category: 'TUITION_FEE_LOAN', maxPercent: 90, annualAmountCents: null });

    const changed = await officer.request({ method: 'PUT', url: `${BASE}/schemes/${id}`, payload: { ...bursary, annualAmountCents: 300000, name: { 'en-GB': 'Alumni Fund Bursary', 'zh-Hans': '校友基金助学金' } } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ annualAmountCents: 300000, name: { 'en-GB': 'Alumni Fund Bursary' }, updatedAt: '2026-03-01T09:00:00.000Z' });
    for (const change of [{ code: 'RENAMED' }, { academicYear: '2027/2028' }, { category: 'OTHER_BURSARY' }]) {
      const refused = await officer.request({ method: 'PUT', url: `${BASE}/schemes/${id}`, payload: { ...bursary, ...change } });
      expect(codes(refused)).toEqual([['AID_SCHEME_CODE_FIXED', Object.keys(change)[0]]]);
    }
    for (const unknown of [NO_ID, 'not-an-id']) {
      expect((await officer.request({ method: 'PUT', url: `${BASE}/schemes/${unknown}`, payload: bursary })).statusCode).toBe(404);
      expect((await officer.post(`${BASE}/schemes/${unknown}/deactivate`)).statusCode).toBe(404);
    }
    const deactivated = await officer.post(`${BASE}/schemes/${id}/deactivate`);
    expect(deactivated.json()).toMatchObject({ active: false });
    expect((await officer.post(`${BASE}/schemes/${id}/deactivate`)).json()).toMatchObject({ active: false });

    const listed = (await officer.get(`${BASE}/schemes?academicYear=${encodeURIComponent(YEAR)}`)).json();
    expect(listed.map((scheme: { code: string }) => scheme.code)).toEqual(['ALUMNI_BURSARY', 'DONATED_BURSARY', 'GOV_BURSARY', 'RC_BURSARY', 'STUDY_LOAN', 'SMALL_TUITION_LOAN', 'TUITION_LOAN']);
    expect((await officer.get(`${BASE}/schemes?academicYear=2026`)).statusCode).toBe(400);
    const audit = await t.db.selectFrom('staff_audit').select('action').where('target_id', '=', id).orderBy('id').execute();
    expect(audit.map((row) => row.action)).toEqual(['AID_SCHEME_DEFINED', 'AID_SCHEME_CHANGED', 'AID_SCHEME_DEACTIVATED']);
  });

  it('lists applications (not drafts) with search, filters, pages and per-capita income, and shows one', async () => {
    const mei = await application({ name: 'ONG SIEW MEI', tier: 'CITIZEN' });
    const draftOwner = await application();
    await t.db.updateTable('financial_aid_applications').set({ status: 'DRAFT' }).where('id', '=', draftOwner.id).execute();
    const page = async (query: string) => (await officer.get(`${BASE}/applications?${query}`)).json();
    const found = await page(`q=${mei.reference.toLowerCase()}`);
    expect(found).toEqual({
      items: [{ id: mei.id, reference: mei.reference, applicantName: 'ONG SIEW MEI', admissionApplicationNumber: '', academicYear: YEAR, status: 'SUBMITTED', submittedAt: '2026-03-01T09:00:00.000Z', perCapitaIncomeCents: 75000 }],
      total: 1,
      page: 1,
      pageSize: 25,
    });
    expect((await page('q=siew mei')).total).toBe(1);
    expect((await page('q=FA-1999')).total).toBe(0);
    expect((await page(`status=SUBMITTED&academicYear=${encodeURIComponent(YEAR)}`)).items.map((row: { id: string }) => row.id)).toContain(mei.id);
    expect((await page('academicYear=2030/2031')).total).toBe(0);
    expect((await page('page=2')).items).toEqual([]);
    const all = await page('');
    expect(all.items.map((row: { id: string }) => row.id)).not.toContain(draftOwner.id);
    const invalid = await officer.get(`${BASE}/applications?status=DRAFT&page=0`);
    expect(codes(invalid)).toEqual([
      ['INVALID_VALUE', 'status'],
      ['INVALID_VALUE', 'page'],
    ]);

    const view = (await officer.get(`${BASE}/applications/${mei.id}`)).json();
    expect(view).toMatchObject({
      row: { id: mei.id, status: 'SUBMITTED' },
      applicant: { fullName: 'ONG SIEW MEI', email: mei.email, language: 'en-GB' },
      tier: 'CITIZEN',
      household: { size: 3, monthlyIncomeCents: 450050, perCapitaIncomeCents: 75000 },
      sections: { financialDetails: { applicantMonthlyIncome: '0' } },
      documents: [],
      documentRequests: [],
      requests: [],
      packages: [],
      guarantor: null,
      withdrawal: null,
      allowed: { requestDocuments: true, offerPackage: true, recordUnsuccessful: true, withdraw: true },
    });
    expect((await officer.get(`${BASE}/applications/${mei.id}/documents`)).json()).toEqual([]);
    for (const id of [NO_ID, 'not-an-id', draftOwner.id]) expect((await officer.get(`${BASE}/applications/${id}`)).statusCode).toBe(404);
    expect((await officer.post(`${BASE}/applications/${NO_ID}/withdraw`, { reason: 'x' })).statusCode).toBe(404);
    expect((await officer.get(`${BASE}/applications/${mei.id}/requests/${NO_ID}/documents`)).statusCode).toBe(404);
  });

  it('requests documents once at a time, from a submitted application, with timeline, audit and e-mail', async () => {
    const app = await application({ language: 'zh-Hans' });
    const url = `${BASE}/applications/${app.id}/document-requests`;
    const invalid = await officer.post(url, { documentTypes: [], message: '', dueOn: '2026-03-01' });
    expect(invalid.statusCode).toBe(400);
    expect(codes(invalid)).toEqual([
      ['AID_DOCUMENT_TYPES_REQUIRED', 'documentTypes'],
      ['ENTER_MESSAGE_TO_APPLICANT', 'message'],
      ['AID_DUE_DATE_PAST', 'dueOn'],
    ]);
    expect(codes(await officer.post(url, { documentTypes: ['PAYSLIP'], message: 'x', dueOn: '2026-03-15' }))).toEqual([['INVALID_VALUE', 'documentTypes[0]']]);

    const asked = await officer.post(url, { documentTypes: ['INCOME_PROOF', 'CPF_STATEMENT'], message: "Your father's payslips for the last three months", dueOn: '2026-03-15' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      row: { status: 'ADDITIONAL_DOCUMENTS_REQUIRED' },
      documentRequests: [{ documentTypes: ['INCOME_PROOF', 'CPF_STATEMENT'], dueOn: '2026-03-15', status: 'OPEN', requestedBy: 'PRIYA NAIR', documents: [] }],
      allowed: { requestDocuments: false, offerPackage: false, recordUnsuccessful: false, withdraw: true },
    });
    expect(await events(app.id)).toEqual([['DOCUMENTS_REQUESTED', 'OFFICE', { documentTypes: 'INCOME_PROOF,CPF_STATEMENT', dueOn: '2026-03-15' }]]);
    expect(await mailsTo(app.email)).toEqual(['您的经济资助申请需补交文件']);
    const mail = (await listOutbox(t.db)).find((sent) => sent.to === app.email)!;
    expect(mail.text).toContain('收入证明');
    expect(mail.text).toContain('2026年3月15日');

    expect(codes(await officer.post(url, { documentTypes: ['OTHER'], message: 'More', dueOn: '2026-03-15' }))).toEqual([['AID_DOCUMENTS_NOT_REQUESTABLE']]);
    expect(codes(await officer.post(`${BASE}/applications/${app.id}/package`, offer([{ schemeId: schemes.RC_BURSARY }])))).toEqual([['AID_DOCUMENTS_OUTSTANDING']]);
    // Back to SUBMITTED with the request still open (as if answered elsewhere): still one open request at a time.
    await t.db.updateTable('financial_aid_applications').set({ status: 'SUBMITTED' }).where('id', '=', app.id).execute();
    const second = await officer.post(url, { documentTypes: ['OTHER'], message: 'More', dueOn: '2026-03-15' });
    expect(second.statusCode).toBe(409);
    expect(codes(second)).toEqual([['AID_DOCUMENT_REQUEST_OPEN']]);
    const audit = await t.db.selectFrom('staff_audit').select('action').where('target_id', '=', app.id).execute();
    expect(audit).toEqual([{ action: 'AID_DOCUMENTS_REQUESTED' }]);
  });

  it("offers a package of the year's active schemes open to the tier, within the loan limits, superseding the last", async () => {
    const app = await application({ tier: 'INTERNATIONAL_WITH_GRANT' });
    const url = `${BASE}/applications/${app.id}/package`;
    expect(codes(await officer.post(url, { items: [], replyDueOn: '2026-03-01' }))).toEqual([
      ['AID_PACKAGE_ITEMS_REQUIRED', 'items'],
      ['REPLY_DUE_DATE_PAST', 'replyDueOn'],
    ]);
    expect(codes(await officer.post(url, offer([{ schemeId: schemes.RC_BURSARY }, { schemeId: schemes.RC_BURSARY }])))).toEqual([['AID_PACKAGE_DUPLICATE_SCHEME', 'items']]);
    const otherYear = await configureAidYear(t.db, '2027/2028', t.clock.now());
    const refused = await officer.post(
      url,
      offer([
        { schemeId: otherYear.RC_BURSARY },
        { schemeId: schemes.GOV_BURSARY },
        { schemeId: schemes.TUITION_LOAN, maxPercent: 95 },
        { schemeId: schemes.DONATED_BURSARY, maxPercent: 5 },
        { schemeId: NO_ID },
      ]),
    );
    expect(refused.statusCode).toBe(400);
    expect(codes(refused)).toEqual([
      ['AID_SCHEME_NOT_IN_YEAR', 'items[0].schemeId'],
      ['AID_SCHEME_NOT_FOR_TIER', 'items[1].schemeId'],
      ['AID_MAX_PERCENT_OUT_OF_RANGE', 'items[2].maxPercent'],
      ['AID_BURSARY_NO_PERCENT', 'items[3].maxPercent'],
      ['AID_SCHEME_NOT_IN_YEAR', 'items[4].schemeId'],
    ]);

    const offered = await officer.post(url, offer([{ schemeId: schemes.DONATED_BURSARY, annualAmountCents: 150000 }, { schemeId: schemes.TUITION_LOAN, maxPercent: 60 }]));
    expect(offered.statusCode).toBe(200);
    expect(offered.json()).toMatchObject({
      row: { status: 'AWARDED' },
      decisionRemarks: 'Offered after review',
      packages: [
        {
          status: 'OFFERED',
          replyDueOn: '2026-04-01',
          offeredBy: 'PRIYA NAIR',
          items: [
            { schemeId: schemes.DONATED_BURSARY, code: 'DONATED_BURSARY', category: 'DONATED_BURSARY', name: { 'en-GB': 'Donated Bursary', 'zh-Hans': '捐赠助学金' }, annualAmountCents: 150000, maxPercent: null },
            { schemeId: schemes.TUITION_LOAN, code: 'TUITION_LOAN', category: 'TUITION_FEE_LOAN', annualAmountCents: null, maxPercent: 60 },
          ],
        },
      ],
      allowed: { offerPackage: true, recordUnsuccessful: false },
    });
    // A revised package (the scheme's own amount and maximum when none is given) supersedes the first.
    const revised = (await officer.post(url, offer([{ schemeId: schemes.RC_BURSARY }, { schemeId: schemes.TUITION_LOAN }], '2026-04-15'))).json();
    expect(revised.packages.map((item: { status: string }) => item.status)).toEqual(['OFFERED', 'SUPERSEDED']);
    expect(revised.packages[0].items.map((item: { annualAmountCents: number | null; maxPercent: number | null }) => [item.annualAmountCents, item.maxPercent])).toEqual([
      [200000, null],
      [null, 90],
    ]);
    expect(await events(app.id)).toEqual([
      ['PACKAGE_OFFERED', 'OFFICE', { replyDueOn: '2026-04-01' }],
      ['PACKAGE_OFFERED', 'OFFICE', { replyDueOn: '2026-04-15' }],
    ]);
    expect(await mailsTo(app.email)).toEqual(['Your financial aid package', 'Your financial aid package']);
    expect(codes(await officer.post(`${BASE}/applications/${app.id}/unsuccessful`, {}))).toEqual([['AID_UNSUCCESSFUL_NOT_RECORDABLE']]);
    expect(codes(await officer.post(`${BASE}/applications/${app.id}/document-requests`, { documentTypes: ['OTHER'], message: 'x', dueOn: '2026-03-15' }))).toEqual([['AID_DOCUMENTS_NOT_REQUESTABLE']]);

    // A deactivated scheme is no longer offered.
    await t.db.updateTable('financial_aid_schemes').set({ active: false }).where('id', '=', schemes.STUDY_LOAN!).execute();
    const other = await application({ tier: 'CITIZEN' });
    expect(codes(await officer.post(`${BASE}/applications/${other.id}/package`, offer([{ schemeId: schemes.STUDY_LOAN }])))).toEqual([['AID_SCHEME_NOT_IN_YEAR', 'items[0].schemeId']]);
    await t.db.updateTable('financial_aid_schemes').set({ active: true }).where('id', '=', schemes.STUDY_LOAN!).execute();
  });

  it('records unsuccessful with the timeline, audit and e-mail', async () => {
    const app = await application();
    const done = await officer.post(`${BASE}/applications/${app.id}/unsuccessful`, { remarks: 'Per-capita income above every scheme' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ row: { status: 'UNSUCCESSFUL' }, decisionRemarks: 'Per-capita income above every scheme', allowed: { offerPackage: false, recordUnsuccessful: false, withdraw: true } });
    expect(await events(app.id)).toEqual([['UNSUCCESSFUL', 'OFFICE', {}]]);
    expect(await mailsTo(app.email)).toEqual(['The outcome of your financial aid application']);
    expect(codes(await officer.post(`${BASE}/applications/${app.id}/unsuccessful`, {}))).toEqual([['AID_UNSUCCESSFUL_NOT_RECORDABLE']]);
    expect(codes(await officer.post(`${BASE}/applications/${app.id}/package`, offer([{ schemeId: schemes.RC_BURSARY }])))).toEqual([['AID_PACKAGE_NOT_OFFERABLE']]);
  });

  /** An appeal (or review, or update) as fa-after stores it, the application moved to APPEAL for an appeal or review. */
  async function submitRequest(applicationId: string, kind: 'APPEAL' | 'REVIEW' | 'UPDATE', previousStatus: string) {
    const row = await t.db
      .insertInto('financial_aid_requests')
      .values({ application_id: applicationId, kind, details: JSON.stringify({ reason: 'My father lost his job', previousStatus }), status: 'SUBMITTED', submitted_at: t.clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (kind !== 'UPDATE') await t.db.updateTable('financial_aid_applications').set({ status: 'APPEAL' }).where('id', '=', applicationId).execute();
    return row.id;
  }

  it('decides appeals: not upheld returns the earlier status, upheld waits in APPEAL for a new package', async () => {
    const refusedApp = await application({ status: 'UNSUCCESSFUL' });
    const appeal = await submitRequest(refusedApp.id, 'APPEAL', 'UNSUCCESSFUL');
    const decide = (id: string, requestId: string, body: object) => officer.post(`${BASE}/applications/${id}/requests/${requestId}/decision`, body);
    expect((await officer.get(`${BASE}/applications/${refusedApp.id}`)).json().allowed).toEqual({ requestDocuments: true, offerPackage: false, recordUnsuccessful: false, withdraw: true });
    expect(codes(await officer.post(`${BASE}/applications/${refusedApp.id}/package`, offer([{ schemeId: schemes.RC_BURSARY }])))).toEqual([['AID_APPEAL_UNDECIDED']]);
    expect(codes(await decide(refusedApp.id, appeal, {}))).toEqual([['AID_DECISION_REQUIRED', 'status']]);
    expect(codes(await decide(refusedApp.id, appeal, { status: 'PROCESSED' }))).toEqual([['AID_DECISION_NOT_FOR_KIND', 'status']]);
    for (const unknown of [NO_ID, 'nope']) expect((await decide(refusedApp.id, unknown, { status: 'UPHELD' })).statusCode).toBe(404);
    const other = await application();
    expect((await decide(other.id, appeal, { status: 'UPHELD' })).statusCode).toBe(404);

    const notUpheld = await decide(refusedApp.id, appeal, { status: 'NOT_UPHELD', remarks: 'No new facts' });
    expect(notUpheld.statusCode).toBe(200);
    expect(notUpheld.json()).toMatchObject({ row: { status: 'UNSUCCESSFUL' }, requests: [{ id: appeal, kind: 'APPEAL', status: 'NOT_UPHELD', decidedBy: 'PRIYA NAIR', decisionRemarks: 'No new facts', details: { reason: 'My father lost his job' } }] });
    expect(codes(await decide(refusedApp.id, appeal, { status: 'UPHELD' }))).toEqual([['AID_REQUEST_ALREADY_DECIDED']]);
    expect(await events(refusedApp.id)).toEqual([['REQUEST_DECIDED', 'OFFICE', { kind: 'APPEAL', status: 'NOT_UPHELD' }]]);
    expect(await mailsTo(refusedApp.email)).toEqual(['A decision on your financial aid request']);

    const reviewApp = await application({ status: 'AWARDED' });
    const review = await submitRequest(reviewApp.id, 'REVIEW', 'AWARDED');
    const upheld = await decide(reviewApp.id, review, { status: 'UPHELD' });
    expect(upheld.json()).toMatchObject({ row: { status: 'APPEAL' }, allowed: { offerPackage: true, recordUnsuccessful: true } });
    const newPackage = await officer.post(`${BASE}/applications/${reviewApp.id}/package`, offer([{ schemeId: schemes.GOV_BURSARY }]));
    expect(newPackage.json()).toMatchObject({ row: { status: 'AWARDED' } });
  });

  it('processes an update without changing the status', async () => {
    const app = await application({ status: 'AWARDED' });
    const update = await submitRequest(app.id, 'UPDATE', 'AWARDED');
    const refused = await officer.post(`${BASE}/applications/${app.id}/requests/${update}/decision`, { status: 'UPHELD' });
    expect(codes(refused)).toEqual([['AID_DECISION_NOT_FOR_KIND', 'status']]);
    const processed = await officer.post(`${BASE}/applications/${app.id}/requests/${update}/decision`, { status: 'PROCESSED' });
    expect(processed.json()).toMatchObject({ row: { status: 'AWARDED' }, requests: [{ kind: 'UPDATE', status: 'PROCESSED' }] });
    expect(await events(app.id)).toEqual([['REQUEST_DECIDED', 'OFFICE', { kind: 'UPDATE', status: 'PROCESSED' }]]);
    const audit = await t.db.selectFrom('staff_audit').select(['action', 'params']).where('target_id', '=', app.id).execute();
    expect(audit).toEqual([{ action: 'AID_REQUEST_DECIDED', params: { requestId: update, kind: 'UPDATE', status: 'PROCESSED' } }]);
  });

  it('withdraws on loss of eligibility, finally: every action after is refused', async () => {
    const app = await application({ status: 'ADDITIONAL_DOCUMENTS_REQUIRED', language: 'zh-Hans' });
    await t.db
      .insertInto('financial_aid_document_requests')
      .values({ application_id: app.id, document_types: JSON.stringify(['OTHER']), message: 'x', due_on: '2026-03-20', status: 'OPEN', requested_by: (await t.db.selectFrom('staff_accounts').select('id').where('email', '=', 'aid.officer@example.edu').executeTakeFirstOrThrow()).id, requested_at: t.clock.now() })
      .execute();
    const url = `${BASE}/applications/${app.id}/withdraw`;
    expect(codes(await officer.post(url, { reason: '  ' }))).toEqual([['AID_WITHDRAWAL_REASON_REQUIRED', 'reason']]);
    const withdrawn = await officer.post(url, { reason: 'No longer enrolled at the university' });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      row: { status: 'WITHDRAWN' },
      withdrawal: { by: 'OFFICE', reason: 'No longer enrolled at the university', at: '2026-03-01T09:00:00.000Z' },
      documentRequests: [{ status: 'CANCELLED' }],
      allowed: { requestDocuments: false, offerPackage: false, recordUnsuccessful: false, withdraw: false },
    });
    expect(await events(app.id)).toEqual([['WITHDRAWN', 'OFFICE', { by: 'OFFICE' }]]);
    expect(await mailsTo(app.email)).toEqual(['您的经济资助申请已被撤回']);
    const request = await submitRequest(app.id, 'UPDATE', 'WITHDRAWN');
    for (const [path, body] of [
      ['withdraw', { reason: 'again' }],
      ['package', offer([{ schemeId: schemes.RC_BURSARY }])],
      ['unsuccessful', {}],
      ['document-requests', { documentTypes: ['OTHER'], message: 'x', dueOn: '2026-03-15' }],
      [`requests/${request}/decision`, { status: 'PROCESSED' }],
    ] as const) {
      const refused = await officer.post(`${BASE}/applications/${app.id}/${path}`, body);
      expect([path, refused.statusCode, codes(refused)]).toEqual([path, 409, [['AID_APPLICATION_WITHDRAWN']]]);
    }
  });
});
