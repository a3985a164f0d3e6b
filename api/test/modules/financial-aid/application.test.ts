/**
 * The applicant's financial aid application (branch fa-form-api), for the demo applicant (a citizen
 * with a submitted admission application of 2026/2027): the current year and schemes, starting (a
 * closed or unconfigured year, a second start), the sections with the shared rules (amount limits,
 * conditional answers), the household with the calculator's per-capita income, documents, submit
 * (incomplete, closed, twice with one e-mail), no change afterwards, the PDF in both languages — and
 * nobody else's record.
 */
import { listOutbox } from '../../../src/mail/outbox';
import { readPdf } from '../../pdf/read-pdf';
import { COMPLETE_AID_ANSWERS, aidBase, completeAidSections, uploadAidDocument } from '../../helpers/financial-aid-application';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { everyDatabase } from '../../helpers/test-database';
import { FAMILY_OF_FOUR_PER_CAPITA_CENTS } from '../../../../shared/contracts/test/financial-aid-samples';
import { perCapitaIncomeFromAnswers } from '../../../../shared/contracts/src/household-income';

const YEAR = '2026/2027';
const codesOf = (body: { errors: Array<{ code: string; field?: string }> }) => body.errors.map((error) => [error.code, error.field]);

describe.each(everyDatabase())('financial aid application on %s', (target) => {
  let t: TestApp;
  let demo: Browser;
  let id: string;
  const versions: Record<string, number> = {};

  async function save(section: string, data: unknown, complete = true) {
    const response = await demo.request({ method: 'PUT', url: `${aidBase(id)}/sections/${section}`, payload: { data, version: versions[section] ?? 0, complete } });
    if (response.statusCode === 200) versions[section] = response.json().version;
    return response;
  }
  const setYear = (fields: Partial<Record<'opens_on' | 'recommended_by' | 'closes_on' | 'appeal_closes_on', string>>) =>
    t.db.updateTable('financial_aid_years').set(fields).where('academic_year', '=', YEAR).execute();

  beforeAll(async () => {
    t = await createTestApp(target);
    demo = new Browser(t.app);
    expect((await demo.signInWithPin()).statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  it('shows the current year’s dates (seeded open, paying on 1 August and 1 January) and the schemes with eligibility for a citizen', async () => {
    const current = (await demo.get('/api/financial-aid/years/current')).json();
    expect(current).toEqual({
      dates: { academicYear: YEAR, opensOn: '2026-01-30', recommendedBy: '2026-03-31', closesOn: '2026-06-29', appealClosesOn: '2026-10-27', semesterOneDisbursementOn: '2026-08-01', semesterTwoDisbursementOn: '2027-01-01' },
      open: true,
      appealOpen: true,
    });
    const schemes = (await demo.get('/api/financial-aid/schemes')).json();
    expect(schemes.map((scheme: { code: string; aidSought: string; eligible: boolean }) => [scheme.code, scheme.aidSought, scheme.eligible])).toEqual([
      ['DONATED_BURSARY', 'BURSARY', true],
      ['GOV_BURSARY', 'BURSARY', true],
      ['RC_BURSARY', 'BURSARY', true],
      ['STUDY_LOAN', 'STUDY_LOAN', true],
      ['TUITION_LOAN', 'TUITION_FEE_LOAN', true],
    ]);
    expect(schemes[1]).toMatchObject({ category: 'GOVERNMENT_BURSARY', name: { 'en-GB': 'Government Bursary', 'zh-Hans': '政府助学金' }, annualAmountCents: 400000, maxPercent: null });
    expect((await new Browser(t.app).get('/api/financial-aid/years/current')).statusCode).toBe(401);
  });

  it('refuses to start while the year is closed or not configured', async () => {
    await setYear({ opens_on: '2026-03-02' });
    const early = await demo.post('/api/financial-aid/applications', { admissionApplicationNumber: '24000001' });
    expect([early.statusCode, early.json().errors[0].code]).toEqual([409, 'AID_APPLICATIONS_CLOSED']);
    expect((await demo.get('/api/financial-aid/years/current')).json()).toMatchObject({ open: false });
    await setYear({ opens_on: '2026-01-30' });

    const dates = await t.db.selectFrom('financial_aid_years').selectAll().where('academic_year', '=', YEAR).executeTakeFirstOrThrow();
    await t.db.deleteFrom('financial_aid_years').where('academic_year', '=', YEAR).execute();
    const unconfigured = await demo.post('/api/financial-aid/applications', { admissionApplicationNumber: '24000001' });
    expect([unconfigured.statusCode, unconfigured.json().errors[0].code]).toEqual([409, 'AID_APPLICATIONS_CLOSED']);
    expect((await demo.get('/api/financial-aid/years/current')).json()).toEqual({ dates: null, open: false, appealOpen: false });
    await t.db.insertInto('financial_aid_years').values(dates).execute();

    expect((await demo.post('/api/financial-aid/applications', { admissionApplicationNumber: '99999999' })).statusCode).toBe(404);
    const malformed = await demo.post('/api/financial-aid/applications', { admissionApplicationNumber: '24-01' });
    expect(malformed.statusCode).toBe(400);
  });

  it('starts one application per applicant and year', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => demo.post('/api/financial-aid/applications', { admissionApplicationNumber: '24000001' })));
    const started = answers.filter((answer) => answer.statusCode === 201);
    expect(started).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode !== 201).map((answer) => [answer.statusCode, answer.json().errors[0].code])).toEqual(
      Array.from({ length: 4 }, () => [409, 'AID_ALREADY_APPLIED']),
    );
    id = started[0]!.json().id;
    expect((await demo.get('/api/financial-aid/applications')).json()).toEqual([{ id, academicYear: YEAR, status: 'DRAFT', submittedAt: null, reference: null }]);
    expect((await demo.get(aidBase(id))).json()).toEqual({
      id,
      reference: null,
      academicYear: YEAR,
      status: 'DRAFT',
      admissionApplicationNumber: '24000001',
      tier: 'CITIZEN',
      createdAt: '2026-03-01T09:00:00.000Z',
      submittedAt: null,
      sections: ['personalDetails', 'financialDetails', 'otherFinancialDetails', 'awardsActivities', 'declarations', 'documents'].map((section) => ({ id: section, state: 'NOT_STARTED' })),
      canSubmit: false,
      household: { size: 1, monthlyIncomeCents: null, perCapitaIncomeCents: null },
      dates: expect.objectContaining({ academicYear: YEAR, closesOn: '2026-06-29' }),
      aidSoughtAllowed: ['BURSARY', 'TUITION_FEE_LOAN', 'STUDY_LOAN'],
    });
    expect((await demo.get(`${aidBase(id)}/timeline`)).json()).toEqual([expect.objectContaining({ kind: 'CREATED', actor: 'APPLICANT', params: { admissionApplicationNumber: '24000001' } })]);
  });

  it('checks each section with the shared rules; an autosave keeps anything and reports nothing', async () => {
    const personal = await save('personalDetails', { ...COMPLETE_AID_ANSWERS.personalDetails, housingType: 'OTHER' });
    expect(personal.json()).toMatchObject({ state: 'HAS_ERRORS' });
    expect(codesOf(personal.json())).toEqual([['ENTER_HOUSING_TYPE_OTHER', 'housingTypeOther']]);
    expect((await save('personalDetails', COMPLETE_AID_ANSWERS.personalDetails)).json()).toMatchObject({ state: 'COMPLETED', errors: [] });

    const other = await save('otherFinancialDetails', { ...COMPLETE_AID_ANSWERS.otherFinancialDetails, hasMedicalConditions: 'YES', receivedInheritance: 'YES' });
    expect(codesOf(other.json())).toEqual([
      ['AID_MEDICAL_CONDITION_REQUIRED', 'medicalConditions'],
      ['ENTER_INHERITANCE_AMOUNT', 'inheritanceAmount'],
      ['ENTER_INHERITANCE_DETAILS', 'inheritanceDetails'],
    ]);
    const autosaved = await save('otherFinancialDetails', { hasMedicalConditions: 'YES' }, false);
    expect(autosaved.json()).toMatchObject({ state: 'IN_PROGRESS', errors: [] });
    expect((await demo.request({ method: 'PUT', url: `${aidBase(id)}/sections/documents`, payload: { data: {}, version: 0, complete: true } })).statusCode).toBe(404);
    expect((await demo.request({ method: 'PUT', url: `${aidBase(id)}/sections/choices`, payload: { data: {}, version: 0, complete: true } })).statusCode).toBe(404);
    const shape = await save('financialDetails', { applicantMonthlyIncome: { $ne: null } }, false);
    expect(shape.statusCode).toBe(400);
  });

  it('refuses amounts of 13 digits or 3 decimals', async () => {
    const members = COMPLETE_AID_ANSWERS.financialDetails.familyMembers as Array<Record<string, unknown>>;
    const tooBig = await save('financialDetails', { ...COMPLETE_AID_ANSWERS.financialDetails, applicantMonthlyIncome: '12345678901.00' });
    expect(codesOf(tooBig.json())).toEqual([['AMOUNT_FORMAT', 'applicantMonthlyIncome']]);
    const threeDecimals = await save('financialDetails', { ...COMPLETE_AID_ANSWERS.financialDetails, familyMembers: [{ ...members[0], grossMonthlyIncome: '4800.001' }] });
    expect(codesOf(threeDecimals.json())).toEqual([['AMOUNT_FORMAT', 'familyMembers[0].grossMonthlyIncome']]);
    expect((await demo.get(aidBase(id))).json().household).toEqual({ size: 2, monthlyIncomeCents: null, perCapitaIncomeCents: null });
    expect((await save('financialDetails', { ...COMPLETE_AID_ANSWERS.financialDetails, applicantMonthlyIncome: '9999999999.99' })).json()).toMatchObject({ state: 'COMPLETED' });
  });

  it('works out the household of four with the calculator’s per-capita income', async () => {
    expect((await save('financialDetails', COMPLETE_AID_ANSWERS.financialDetails)).json()).toMatchObject({ state: 'COMPLETED', errors: [] });
    expect((await demo.get(aidBase(id))).json().household).toEqual({ size: 4, monthlyIncomeCents: 480_000, perCapitaIncomeCents: FAMILY_OF_FOUR_PER_CAPITA_CENTS });
    expect(perCapitaIncomeFromAnswers('4800', '4')).toBe(FAMILY_OF_FOUR_PER_CAPITA_CENTS);
  });

  it('takes documents of the aid types in the documents section, at most 5 a type, and needs the ones the answers call for', async () => {
    expect((await save('otherFinancialDetails', { ...COMPLETE_AID_ANSWERS.otherFinancialDetails, hasMedicalConditions: 'YES', medicalConditions: [{ person: 'Tan Ah Kow', condition: 'Diabetes', monthlyBill: '250' }] })).json()).toMatchObject({
      state: 'COMPLETED',
    });
    const sectionOf = async (section: string) => ((await demo.get(aidBase(id))).json().sections as Array<{ id: string; state: string }>).find((entry) => entry.id === section)!.state;
    expect(await sectionOf('documents')).toBe('NOT_STARTED');

    const elsewhere = await uploadAidDocument(demo, id, 'INCOME_PROOF', 'financialDetails');
    expect([elsewhere.statusCode, elsewhere.json().errors[0]]).toEqual([400, expect.objectContaining({ code: 'INVALID_VALUE', field: 'section' })]);
    const wrongType = await uploadAidDocument(demo, id, 'KEY_SKILL_EVIDENCE');
    expect([wrongType.statusCode, wrongType.json().errors[0].field]).toEqual([400, 'documentType']);

    expect((await uploadAidDocument(demo, id, 'INCOME_PROOF')).statusCode).toBe(201);
    expect(await sectionOf('documents')).toBe('IN_PROGRESS');
    const answers = (await demo.get(`${aidBase(id)}/answers`)).json();
    expect(answers.documents.map((document: { documentType: string }) => document.documentType)).toEqual(['INCOME_PROOF']);
    for (let count = 1; count < 5; count += 1) expect((await uploadAidDocument(demo, id, 'MEDICAL_BILL')).statusCode).toBe(201);
    expect(await sectionOf('documents')).toBe('COMPLETED');
    const sixth = await uploadAidDocument(demo, id, 'MEDICAL_BILL');
    expect(sixth.statusCode).toBe(201);
    const seventh = await uploadAidDocument(demo, id, 'MEDICAL_BILL');
    expect([seventh.statusCode, seventh.json().errors[0].code]).toEqual([409, 'TOO_MANY_FILES']);
    const timeline = (await demo.get(`${aidBase(id)}/timeline`)).json();
    expect(timeline.filter((event: { kind: string }) => event.kind === 'DOCUMENT_ADDED')).toHaveLength(6);
  });

  it('refuses to submit while sections are incomplete, and after the year closed', async () => {
    const incomplete = await demo.post(`${aidBase(id)}/submit`);
    expect(incomplete.statusCode).toBe(409);
    expect(codesOf(incomplete.json())).toEqual([
      ['SECTION_INCOMPLETE', 'awardsActivities'],
      ['SECTION_INCOMPLETE', 'declarations'],
    ]);
    await save('awardsActivities', COMPLETE_AID_ANSWERS.awardsActivities);
    await save('declarations', COMPLETE_AID_ANSWERS.declarations);
    expect((await demo.get(aidBase(id))).json()).toMatchObject({ canSubmit: true });

    await setYear({ closes_on: '2026-02-28', recommended_by: '2026-02-27' });
    const closed = await demo.post(`${aidBase(id)}/submit`);
    expect([closed.statusCode, closed.json().errors[0].code]).toEqual([409, 'AID_APPLICATIONS_CLOSED']);
    expect((await demo.get(aidBase(id))).json()).toMatchObject({ canSubmit: false });
    await setYear({ closes_on: '2026-06-29', recommended_by: '2026-03-31' });
  });

  it('submits once however often asked: the reference, the frozen answers and per-capita income, one e-mail', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => demo.post(`${aidBase(id)}/submit`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const { reference, submittedAt } = answers[0]!.json();
    expect(reference).toMatch(/^FA-2026-\d{6}$/);
    expect(submittedAt).toBe('2026-03-01T09:00:00.000Z');
    expect(new Set(answers.map((answer) => answer.json().reference)).size).toBe(1);
    expect((await demo.post(`${aidBase(id)}/submit`)).json()).toEqual({ reference, submittedAt });

    const row = await t.db.selectFrom('financial_aid_applications').select(['status', 'per_capita_income_cents', 'submission', 'reference']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('SUBMITTED');
    expect(Number(row.per_capita_income_cents)).toBe(FAMILY_OF_FOUR_PER_CAPITA_CENTS);
    expect(row.submission).toMatchObject({
      admissionApplicationNumber: '24000001',
      tier: 'CITIZEN',
      household: { size: 4, monthlyIncomeCents: 480_000, perCapitaIncomeCents: FAMILY_OF_FOUR_PER_CAPITA_CENTS },
      sections: { personalDetails: COMPLETE_AID_ANSWERS.personalDetails, declarations: COMPLETE_AID_ANSWERS.declarations },
    });
    expect((row.submission as { documents: unknown[] }).documents).toHaveLength(6);

    const mails = (await listOutbox(t.db)).filter((mail) => mail.subject === 'Your financial aid application has been submitted');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(reference);
    expect(mails[0]!.text).toContain('S$1,200.00');
    const timeline = (await demo.get(`${aidBase(id)}/timeline`)).json();
    expect(timeline.at(-1)).toMatchObject({ kind: 'SUBMITTED', actor: 'APPLICANT', params: { reference } });
    expect((await demo.get(aidBase(id))).json()).toMatchObject({ status: 'SUBMITTED', reference, canSubmit: false, household: { perCapitaIncomeCents: FAMILY_OF_FOUR_PER_CAPITA_CENTS } });
    expect((await demo.get('/api/financial-aid/applications')).json()).toEqual([{ id, academicYear: YEAR, status: 'SUBMITTED', submittedAt, reference }]);
  });

  it('refuses every change after submission (409) but still shows the answers and documents', async () => {
    const edit = await demo.request({ method: 'PUT', url: `${aidBase(id)}/sections/personalDetails`, payload: { data: COMPLETE_AID_ANSWERS.personalDetails, version: versions.personalDetails, complete: true } });
    expect([edit.statusCode, edit.json().errors[0].code]).toEqual([409, 'APPLICATION_NOT_EDITABLE']);
    const upload = await uploadAidDocument(demo, id, 'OTHER');
    expect([upload.statusCode, upload.json().errors[0].code]).toEqual([409, 'APPLICATION_NOT_EDITABLE']);
    const documents = (await demo.get(`${aidBase(id)}/documents`)).json();
    expect(documents).toHaveLength(6);
    const removeFile = await demo.request({ method: 'DELETE', url: `${aidBase(id)}/documents/${documents[0].id}` });
    expect(removeFile.statusCode).toBe(409);
    const removeDraft = await demo.request({ method: 'DELETE', url: aidBase(id) });
    expect([removeDraft.statusCode, removeDraft.json().errors[0].code]).toEqual([409, 'APPLICATION_NOT_EDITABLE']);
    expect((await demo.get(`${aidBase(id)}/answers`)).json().sections).toHaveLength(6);
  });

  it('gives a PDF copy in English and in Chinese with the reference, sections and per-capita income', async () => {
    const { reference } = (await demo.get(aidBase(id))).json();
    const english = await demo.get(`${aidBase(id)}/pdf?lang=en-GB`);
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    expect(english.headers['content-disposition']).toContain(`financial-aid-${reference}-en-GB.pdf`);
    const englishText = (await readPdf(english.rawPayload)).pages.join('\n').replace(/\s+/g, ' ');
    for (const words of ['Financial aid application', reference, 'Per capita monthly household income', 'S$1,200.00', 'Tan Ah Kow', 'HDB 4-room flat', 'Proof of income']) expect(englishText).toContain(words);
    const chinese = (await readPdf((await demo.get(`${aidBase(id)}/pdf?lang=zh-Hans`)).rawPayload)).pages.join('').replace(/\s+/g, '');
    for (const words of ['经济资助申请', reference, '家庭人均月收入', 'S$1,200.00', '父亲', '收入证明']) expect(chinese).toContain(words.replace(/\s+/g, ''));
  });

  it('answers 404 for another applicant’s application, an unknown id or a malformed one', async () => {
    const other = new Browser(t.app);
    await other.signInWithEmail('draft.account@example.edu', 'Portal#Draft2026');
    const base = aidBase(id);
    for (const url of [base, `${base}/answers`, `${base}/timeline`, `${base}/pdf`, `${base}/sections/personalDetails`, `${base}/documents`, aidBase('00000000-0000-4000-8000-000000000000'), aidBase('nope')]) {
      expect([url, (await other.get(url)).statusCode]).toEqual([url, 404]);
    }
    expect((await other.post(`${base}/submit`)).statusCode).toBe(404);
    expect((await other.request({ method: 'DELETE', url: base })).statusCode).toBe(404);
    expect((await other.request({ method: 'PUT', url: `${base}/sections/personalDetails`, payload: { data: {}, version: 0, complete: false } })).statusCode).toBe(404);
    expect((await uploadAidDocument(other, id)).statusCode).toBe(404);
    expect((await other.get('/api/financial-aid/applications')).json()).toEqual([]);
  });

  it('gives no PDF of a draft', async () => {
    await t.db.deleteFrom('financial_aid_applications').where('id', '=', id).execute();
    const fresh = await demo.post('/api/financial-aid/applications', { admissionApplicationNumber: '24000001' });
    expect(fresh.statusCode).toBe(201);
    const draftPdf = await demo.get(`${aidBase(fresh.json().id)}/pdf`);
    expect([draftPdf.statusCode, draftPdf.json().errors[0].code]).toEqual([409, 'APPLICATION_NOT_SUBMITTED']);
    await completeAidSections(demo, fresh.json().id);
    expect((await demo.get(aidBase(fresh.json().id))).json()).toMatchObject({ canSubmit: true });
  });
});
