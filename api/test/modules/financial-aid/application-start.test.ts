/**
 * Who may start a financial aid application (branch fa-form-api): the aid tier from the admission
 * application (citizenship and tuition grant) restricts the schemes and the aid sought, no scheme open
 * to the tier refuses the start (AID_NOT_ELIGIBLE), a draft admission application is no basis, a
 * withdrawn aid application is final for the year (AID_WITHDRAWN_NO_REAPPLY); a draft can be deleted
 * and started again, and the acknowledgement comes in the applicant's language.
 */
import { listOutbox } from '../../../src/mail/outbox';
import { COMPLETE_AID_ANSWERS, aidBase, completeAidSections } from '../../helpers/financial-aid-application';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

const YEAR = '2026/2027';
const NUMBER = '26000002';

describe.each(oneDatabase())('starting a financial aid application on %s', (target) => {
  let t: TestApp;
  let applicant: Browser;

  const start = () => applicant.post('/api/financial-aid/applications', { admissionApplicationNumber: NUMBER });
  const setAdmission = (fields: { status?: 'DRAFT' | 'SUBMITTED'; citizenship?: string }) =>
    t.db
      .updateTable('applications')
      .set({
        ...(fields.status ? { status: fields.status, submitted_at: fields.status === 'SUBMITTED' ? t.clock.now() : null } : {}),
        ...(fields.citizenship ? { eligibility: JSON.stringify({ citizenship: fields.citizenship, residesInSingapore: false, priorUniversity: false, fullTimeWorkTwoYears: false }) } : {}),
      })
      .where('application_number', '=', NUMBER)
      .execute();
  const setActive = (codes: string[], active: boolean) => t.db.updateTable('financial_aid_schemes').set({ active }).where('academic_year', '=', YEAR).where('code', 'in', codes).execute();

  beforeAll(async () => {
    t = await createTestApp(target);
    applicant = new Browser(t.app);
    expect((await applicant.signInWithEmail('draft.account@example.edu', 'Portal#Draft2026')).statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  it('needs a submitted admission application', async () => {
    const draft = await start();
    expect([draft.statusCode, draft.json().errors[0].code]).toEqual([409, 'AID_ADMISSION_NOT_SUBMITTED']);
    expect((await applicant.get('/api/financial-aid/schemes')).json().every((scheme: { eligible: boolean }) => !scheme.eligible)).toBe(true);
  });

  it('judges an international student without a tuition grant by tier: only the bursary open to every tier', async () => {
    await setAdmission({ status: 'SUBMITTED', citizenship: 'INTERNATIONAL' });
    const schemes = (await applicant.get('/api/financial-aid/schemes')).json();
    expect(schemes.filter((scheme: { eligible: boolean }) => scheme.eligible).map((scheme: { code: string }) => scheme.code)).toEqual(['RC_BURSARY']);

    await setActive(['RC_BURSARY'], false);
    const refused = await start();
    expect([refused.statusCode, refused.json().errors[0].code]).toEqual([422, 'AID_NOT_ELIGIBLE']);
    await setActive(['RC_BURSARY'], true);
  });

  it('lets the tuition grant widen the tier: loans allowed, the study loan still not', async () => {
    const admission = await t.db.selectFrom('applications').select('id').where('application_number', '=', NUMBER).executeTakeFirstOrThrow();
    await t.db
      .insertInto('form_sections')
      .values({ form_kind: 'ADMISSION', form_id: admission.id, section: 'tuitionGrant', data: JSON.stringify({ option: 'APPLY', bondAcknowledged: true }), version: 1, marked_complete: true, state: 'COMPLETED', updated_at: t.clock.now() })
      .execute();
    const started = await start();
    expect(started.statusCode).toBe(201);
    const id: string = started.json().id;
    expect((await applicant.get(aidBase(id))).json()).toMatchObject({ tier: 'INTERNATIONAL_WITH_GRANT', aidSoughtAllowed: ['BURSARY', 'TUITION_FEE_LOAN'] });
    const saved = await applicant.request({
      method: 'PUT',
      url: `${aidBase(id)}/sections/financialDetails`,
      payload: { data: { ...COMPLETE_AID_ANSWERS.financialDetails, aidSought: ['BURSARY', 'STUDY_LOAN'] }, version: 0, complete: true },
    });
    expect(saved.json()).toMatchObject({ state: 'HAS_ERRORS', errors: [{ code: 'AID_SOUGHT_NOT_AVAILABLE', field: 'aidSought[1]' }] });
    const again = await start();
    expect([again.statusCode, again.json().errors[0].code]).toEqual([409, 'AID_ALREADY_APPLIED']);
  });

  it('deletes a draft with its answers, documents and timeline, and may start again', async () => {
    const [draft] = (await applicant.get('/api/financial-aid/applications')).json();
    await completeAidSections(applicant, draft.id, { ...COMPLETE_AID_ANSWERS, financialDetails: { ...COMPLETE_AID_ANSWERS.financialDetails, aidSought: ['BURSARY'] } });
    const removed = await applicant.request({ method: 'DELETE', url: aidBase(draft.id) });
    expect(removed.statusCode).toBe(204);
    expect((await applicant.get(aidBase(draft.id))).statusCode).toBe(404);
    const rows = (table: 'form_sections' | 'form_events') => t.db.selectFrom(table).select('form_id').where('form_kind', '=', 'FINANCIAL_AID').where('form_id', '=', draft.id).execute();
    expect(await rows('form_sections')).toEqual([]);
    expect(await rows('form_events')).toEqual([]);
    const documents = await t.db.selectFrom('form_documents').select('removed_at').where('form_kind', '=', 'FINANCIAL_AID').where('form_id', '=', draft.id).execute();
    expect(documents.length).toBe(1);
    expect(documents.every((document) => document.removed_at !== null)).toBe(true);
    expect((await start()).statusCode).toBe(201);
  });

  it('acknowledges in the applicant’s language', async () => {
    const [draft] = (await applicant.get('/api/financial-aid/applications')).json();
    await completeAidSections(applicant, draft.id, { ...COMPLETE_AID_ANSWERS, financialDetails: { ...COMPLETE_AID_ANSWERS.financialDetails, aidSought: ['BURSARY'] } });
    await t.db.updateTable('applicants').set({ language: 'zh-Hans' }).where('email', '=', 'draft.account@example.edu').execute();
    const submitted = await applicant.post(`${aidBase(draft.id)}/submit`);
    expect(submitted.statusCode).toBe(200);
    const mail = (await listOutbox(t.db)).find((entry) => entry.subject === '您的经济资助申请已提交');
    expect(mail?.text).toContain(submitted.json().reference);
    expect(mail?.text).toContain('家庭人均月收入：S$1,200.00');
  });

  it('refuses to re-apply after a withdrawal: final for the academic year', async () => {
    await t.db.updateTable('financial_aid_applications').set({ status: 'WITHDRAWN', withdrawn_at: t.clock.now(), withdrawn_by: 'APPLICANT' }).where('academic_year', '=', YEAR).where('status', '=', 'SUBMITTED').execute();
    const again = await start();
    expect([again.statusCode, again.json().errors[0].code]).toEqual([409, 'AID_WITHDRAWN_NO_REAPPLY']);
    expect(again.json().errors[0].message).toContain('withdrawal is final');
  });
});
