/**
 * The applicant's scholarship application: the scholarships on offer with eligibility, one
 * application per applicant and year (10 concurrent starts make one), the shared section rules on
 * the server, the key-skill evidence, submit (10 concurrent submits make one submission and one
 * e-mail), the frozen answers and the PDF, the closed-choice rule, deleting a draft — and nobody
 * else's record.
 */
import { listOutbox } from '../../../src/mail/outbox';
import { findOwnedScholarshipApplication } from '../../../src/modules/scholarship/owned-application';
import { submitScholarshipApplication } from '../../../src/modules/scholarship/submit';
import { readPdf } from '../../pdf/read-pdf';
import { completeAdmissionApplication } from '../../helpers/complete-admission';
import { COMPLETE_SCHOLARSHIP_SECTIONS, completeScholarshipApplication, scholarshipBase, scholarshipDefinition, uploadKeySkillEvidence } from '../../helpers/complete-scholarship';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { everyDatabase } from '../../helpers/test-database';

type Offered = { code: string; academicYear: string; open: boolean; eligible: boolean; ineligibleReason: string | null; name: Record<string, string> };

describe.each(everyDatabase())('scholarship applications on %s', (target) => {
  let t: TestApp;
  let demo: Browser;
  let id: string;
  const versions: Record<string, number> = {};

  /** Saves a section of the demo applicant's application on the version last seen. */
  async function save(section: string, data: unknown, complete = true) {
    const response = await demo.request({ method: 'PUT', url: `${scholarshipBase(id)}/sections/${section}`, payload: { data, version: versions[section] ?? 0, complete } });
    if (response.statusCode === 200) versions[section] = response.json().version;
    return response;
  }

  beforeAll(async () => {
    t = await createTestApp(target);
    demo = new Browser(t.app);
    expect((await demo.signInWithPin()).statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  it('lists the year’s scholarships with whether each is open and open to the applicant', async () => {
    const offered: Offered[] = (await demo.get('/api/scholarship/scholarships')).json();
    expect(offered.map((scholarship) => [scholarship.code, scholarship.academicYear, scholarship.open, scholarship.eligible, scholarship.ineligibleReason])).toEqual([
      ['GLOBAL_LEADERS', '2026/2027', false, true, null],
      ['SCIENCE_TECH', '2026/2027', true, true, null],
      ['UNIVERSITY_MERIT', '2026/2027', true, true, null],
    ]);
    expect(offered[1]).toMatchObject({ bondYears: 6, livingAllowanceCents: 400_000, tuitionCoveragePercent: 100, name: { 'en-GB': 'Science and Technology Scholarship', 'zh-Hans': '科学与技术奖学金' } });

    // An account with no submitted admission application: nothing can be judged yet.
    const newcomer = new Browser(t.app);
    await newcomer.signInWithEmail();
    const unknown: Offered[] = (await newcomer.get('/api/scholarship/scholarships')).json();
    expect(unknown.map((scholarship) => [scholarship.eligible, scholarship.ineligibleReason])).toEqual([
      [false, null],
      [false, null],
      [false, null],
    ]);
    expect((await new Browser(t.app).get('/api/scholarship/scholarships')).statusCode).toBe(401);
  });

  it('refuses to start for a draft admission application, for another applicant’s, or for a malformed number', async () => {
    const drafter = new Browser(t.app);
    expect((await drafter.signInWithEmail('draft.account@example.edu', 'Portal#Draft2026')).statusCode).toBe(200);
    const draft = await drafter.post('/api/scholarship/applications', { admissionApplicationNumber: '26000002' });
    expect(draft.statusCode).toBe(409);
    expect(draft.json().errors[0].code).toBe('ADMISSION_NOT_SUBMITTED');
    expect((await drafter.post('/api/scholarship/applications', { admissionApplicationNumber: '24000001' })).statusCode).toBe(404);
    const malformed = await drafter.post('/api/scholarship/applications', { admissionApplicationNumber: '24-01' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0]).toMatchObject({ code: 'INVALID_APPLICATION_NUMBER', field: 'admissionApplicationNumber' });
  });

  it('starts one application per applicant and year, however many tabs start at once', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => demo.post('/api/scholarship/applications', { admissionApplicationNumber: '24000001' })));
    const started = answers.filter((answer) => answer.statusCode === 201);
    expect(started).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => [answer.statusCode, answer.json().errors[0].code])).toEqual(Array.from({ length: 9 }, () => [409, 'SCHOLARSHIP_APPLICATION_EXISTS']));
    id = started[0]!.json().id;
    expect(await t.db.selectFrom('scholarship_applications').select('id').execute()).toEqual([{ id }]);

    expect((await demo.get('/api/scholarship/applications')).json()).toEqual([
      { id, academicYear: '2026/2027', status: 'DRAFT', choices: [], submittedAt: null, reference: null, admissionApplicationNumber: '24000001' },
    ]);
    expect((await demo.get(scholarshipBase(id))).json()).toEqual({
      id,
      reference: null,
      academicYear: '2026/2027',
      status: 'DRAFT',
      admissionApplicationNumber: '24000001',
      createdAt: '2026-03-01T09:00:00.000Z',
      submittedAt: null,
      sections: ['choices', 'statement', 'keySkill', 'awards', 'declaration'].map((section) => ({ id: section, state: 'NOT_STARTED' })),
      closedChoices: [],
      canSubmit: false,
    });
  });

  it('checks each section with the shared rules: a closed choice, too many, the essay under 3000', async () => {
    const closed = await save('choices', { choices: [{ code: 'GLOBAL_LEADERS' }] });
    expect(closed.json()).toMatchObject({ state: 'HAS_ERRORS', errors: [{ code: 'SCHOLARSHIP_CHOICE_CLOSED', field: 'choices[0].code' }] });
    expect((await demo.get(scholarshipBase(id))).json()).toMatchObject({ closedChoices: ['GLOBAL_LEADERS'], canSubmit: false });
    const four = await save('choices', { choices: [{ code: 'SCIENCE_TECH' }, { code: 'UNIVERSITY_MERIT' }, { code: 'GLOBAL_LEADERS' }, { code: 'SCIENCE_TECH' }] });
    expect(four.json().errors.map((error: { code: string; field: string }) => [error.code, error.field])).toEqual([
      ['SCHOLARSHIP_CHOICE_CLOSED', 'choices[2].code'],
      ['DUPLICATE_SCHOLARSHIP_CHOICE', 'choices[3].code'],
      ['TOO_MANY_SCHOLARSHIP_CHOICES', 'choices'],
    ]);
    // An autosave keeps whatever was typed and reports nothing.
    const autosaved = await save('choices', { choices: [{ code: 'GLOBAL_LEADERS' }] }, false);
    expect(autosaved.json()).toMatchObject({ state: 'IN_PROGRESS', errors: [] });

    expect((await save('statement', { essay: 'x'.repeat(3000) })).json()).toMatchObject({ state: 'HAS_ERRORS', errors: [{ code: 'ESSAY_TOO_LONG', field: 'essay', params: [3000] }] });
    expect((await save('statement', { essay: 'x '.repeat(1499) + 'y' })).json()).toMatchObject({ state: 'COMPLETED', errors: [] });
    expect((await demo.request({ method: 'PUT', url: `${scholarshipBase(id)}/sections/personalStatement`, payload: { data: {}, version: 0, complete: false } })).statusCode).toBe(404);
    const stale = await demo.request({ method: 'PUT', url: `${scholarshipBase(id)}/sections/statement`, payload: { data: { essay: 'old tab' }, version: 1, complete: false } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].code).toBe('DRAFT_CHANGED');
  });

  it('needs the key-skill evidence, uploaded in the Key skill section', async () => {
    const skill = COMPLETE_SCHOLARSHIP_SECTIONS.keySkill;
    expect((await save('keySkill', skill)).json()).toMatchObject({ state: 'HAS_ERRORS', errors: [{ code: 'KEY_SKILL_EVIDENCE_REQUIRED', field: 'evidence' }] });
    const elsewhere = await uploadKeySkillEvidence(demo, id, { section: 'awards' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors[0]).toMatchObject({ code: 'INVALID_VALUE', field: 'section' });
    expect((await uploadKeySkillEvidence(demo, id)).statusCode).toBe(201);
    expect((await demo.get(`${scholarshipBase(id)}/sections/keySkill`)).json()).toMatchObject({ state: 'COMPLETED', data: skill });
    expect((await save('keySkill', { hasKeySkill: 'NO' })).json()).toMatchObject({ state: 'COMPLETED', errors: [] });
  });

  it('refuses to submit with a closed choice (reselect), then with the sections still to do', async () => {
    const closed = await demo.post(`${scholarshipBase(id)}/submit`);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().errors).toEqual([{ code: 'SCHOLARSHIP_CHOICE_CLOSED', field: 'choices', message: expect.stringContaining('reselect') }]);
    await save('choices', { choices: [{ code: 'SCIENCE_TECH' }] });
    const incomplete = await demo.post(`${scholarshipBase(id)}/submit`);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().errors.map((error: { code: string; field: string }) => [error.code, error.field])).toEqual([
      ['SECTION_INCOMPLETE', 'awards'],
      ['SECTION_INCOMPLETE', 'declaration'],
    ]);
    await save('awards', { hasAwards: 'YES', awards: [] });
    const noAward = await demo.post(`${scholarshipBase(id)}/submit`);
    expect(noAward.json().errors.map((error: { code: string; field: string }) => [error.code, error.field])).toEqual([
      ['AWARD_REQUIRED', 'awards.awards'],
      ['SECTION_INCOMPLETE', 'declaration'],
    ]);
  });

  it('submits once under ten concurrent submits: one reference, one e-mail, the answers frozen', async () => {
    await save('awards', COMPLETE_SCHOLARSHIP_SECTIONS.awards);
    await save('declaration', COMPLETE_SCHOLARSHIP_SECTIONS.declaration);
    expect((await demo.get(scholarshipBase(id))).json()).toMatchObject({ canSubmit: true, closedChoices: [] });

    // The submission and its e-mail are stored together: a server stopping before the e-mail is
    // queued leaves the application unsubmitted, and the applicant's next press submits and e-mails.
    const { applicant_id: applicantId } = await t.db.selectFrom('scholarship_applications').select('applicant_id').where('id', '=', id).executeTakeFirstOrThrow();
    const application = await findOwnedScholarshipApplication(t.db, applicantId, id);
    await expect(submitScholarshipApplication(t.db, application, new Date('2026-03-01T09:00:00.000Z'), () => Promise.reject(new Error('the server stopped')))).rejects.toThrow('the server stopped');
    expect(await t.db.selectFrom('scholarship_applications').select(['status', 'reference']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ status: 'DRAFT', reference: null });

    const answers = await Promise.all(Array.from({ length: 10 }, () => demo.post(`${scholarshipBase(id)}/submit`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    const acknowledgements = new Set(answers.map((answer) => answer.body));
    expect(acknowledgements.size).toBe(1);
    const { reference, submittedAt } = answers[0]!.json();
    expect(reference).toMatch(/^SCH-2026-\d{6}$/);
    expect(submittedAt).toBe('2026-03-01T09:00:00.000Z');

    const mails = (await listOutbox(t.db)).filter((mail) => mail.subject === 'Your scholarship application has been submitted');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('demo.applicant@example.edu');
    expect(mails[0]!.text).toContain(reference);
    expect(mails[0]!.text).toContain('Science and Technology Scholarship');

    const row = await t.db.selectFrom('scholarship_applications').select(['status', 'reference', 'choices', 'submission']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'SUBMITTED', reference, choices: ['SCIENCE_TECH'] });
    expect(row.submission).toMatchObject({
      admissionApplicationNumber: '24000001',
      sections: { statement: { essay: 'x '.repeat(1499) + 'y' }, keySkill: { hasKeySkill: 'NO' }, awards: COMPLETE_SCHOLARSHIP_SECTIONS.awards },
      choices: [{ code: 'SCIENCE_TECH', name: { 'en-GB': 'Science and Technology Scholarship', 'zh-Hans': '科学与技术奖学金' } }],
      documents: [{ documentType: 'KEY_SKILL_EVIDENCE', section: 'keySkill', fileName: 'certificate.pdf' }],
    });
    expect((await demo.get(scholarshipBase(id))).json()).toMatchObject({ status: 'SUBMITTED', reference, submittedAt, canSubmit: false });
    expect((await demo.get('/api/scholarship/applications')).json()[0]).toMatchObject({ status: 'SUBMITTED', reference, choices: ['SCIENCE_TECH'] });
    const timeline = (await demo.get(`${scholarshipBase(id)}/timeline`)).json();
    expect(timeline.map((event: { kind: string }) => event.kind)).toEqual(['CREATED', 'DOCUMENT_ADDED', 'SUBMITTED']);
    expect(timeline[2].params).toEqual({ reference });
  });

  it('is read-only once submitted, and cannot be deleted', async () => {
    const edit = await demo.request({ method: 'PUT', url: `${scholarshipBase(id)}/sections/statement`, payload: { data: { essay: 'Changed' }, version: versions.statement, complete: false } });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().errors[0].code).toBe('SCHOLARSHIP_APPLICATION_NOT_EDITABLE');
    expect((await uploadKeySkillEvidence(demo, id)).statusCode).toBe(409);
    const remove = await demo.request({ method: 'DELETE', url: scholarshipBase(id) });
    expect(remove.statusCode).toBe(409);
    expect((await demo.get(scholarshipBase(id))).statusCode).toBe(200);
  });

  it('gives a PDF copy in English and in Chinese', async () => {
    const { reference } = (await demo.get(scholarshipBase(id))).json();
    const english = await demo.get(`${scholarshipBase(id)}/pdf?lang=en-GB`);
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    expect(english.headers['content-disposition']).toContain(`scholarship-${reference}-en-GB.pdf`);
    const englishText = (await readPdf(english.rawPayload)).pages.join('\n');
    expect(englishText).toContain('Scholarship application');
    expect(englishText).toContain('Science and Technology Scholarship');
    const chinese = (await readPdf((await demo.get(`${scholarshipBase(id)}/pdf?lang=zh-Hans`)).rawPayload)).pages.join('\n');
    expect(chinese).toContain('奖学金申请');
    expect(chinese).toContain('科学与技术奖学金');
  });

  it('answers 404 for another applicant’s application, an unknown id or a malformed one', async () => {
    const other = new Browser(t.app);
    await other.signInWithEmail('draft.account@example.edu', 'Portal#Draft2026');
    const base = scholarshipBase(id);
    for (const url of [base, `${base}/answers`, `${base}/timeline`, `${base}/pdf`, `${base}/sections/choices`, `${base}/documents`]) {
      expect([url, (await other.get(url)).statusCode]).toEqual([url, 404]);
    }
    expect((await other.post(`${base}/submit`)).statusCode).toBe(404);
    expect((await other.request({ method: 'DELETE', url: base })).statusCode).toBe(404);
    expect((await other.request({ method: 'PUT', url: `${base}/sections/statement`, payload: { data: {}, version: 0, complete: false } })).statusCode).toBe(404);
    for (const url of ['/api/scholarship/applications/not-a-uuid', '/api/scholarship/applications/00000000-0000-4000-8000-000000000000/answers', "/api/scholarship/applications/'%20OR%201=1/timeline"]) {
      expect([url, (await demo.get(url)).statusCode]).toEqual([url, 404]);
    }
    expect((await new Browser(t.app).get(base)).statusCode).toBe(401);
  });

  describe('another applicant, whose chosen scholarship closes while they write', () => {
    let applicant: Browser;
    let officer: Browser;
    let number: string;
    let springAwardId: string;
    let draftId: string;
    const springAward = (overrides: Record<string, unknown> = {}) =>
      scholarshipDefinition({
        code: 'SPRING_AWARD',
        name: { 'en-GB': 'Spring Award', 'zh-Hans': '春季奖学金' },
        bondYears: 0,
        livingAllowanceCents: 100_000,
        tuitionCoveragePercent: 50,
        citizenships: ['PERMANENT_RESIDENT'],
        programmes: ['MUS'],
        opensAt: '2026-02-01T00:00:00Z',
        closesAt: '2026-04-01T00:00:00Z',
        ...overrides,
      });

    beforeAll(async () => {
      applicant = new Browser(t.app);
      await applicant.signInWithEmail();
      number = await completeAdmissionApplication(applicant);
      expect((await applicant.post(`/api/admission/applications/${number}/submit`)).statusCode).toBe(200);
      officer = new Browser(t.app);
      await officer.signInAsStaff('SCHOLARSHIPS');
      const defined = await officer.post('/api/office/scholarship/scholarships', springAward());
      expect(defined.statusCode).toBe(201);
      springAwardId = defined.json().id;
    });

    it('is eligible by citizenship and programme; the demo applicant (a citizen in computing) is not', async () => {
      const mine: Offered[] = (await applicant.get('/api/scholarship/scholarships')).json();
      expect(mine.find((scholarship) => scholarship.code === 'SPRING_AWARD')).toMatchObject({ open: true, eligible: true, ineligibleReason: null });
      // A permanent resident applying for Music, Business and Computer Science qualifies for the science scholarship through Computer Science.
      expect(mine.find((scholarship) => scholarship.code === 'SCIENCE_TECH')).toMatchObject({ eligible: true });
      const theirs: Offered[] = (await demo.get('/api/scholarship/scholarships')).json();
      expect(theirs.find((scholarship) => scholarship.code === 'SPRING_AWARD')).toMatchObject({ eligible: false, ineligibleReason: 'CITIZENSHIP' });
    });

    it('cannot submit once the chosen scholarship closes, until they reselect', async () => {
      draftId = await completeScholarshipApplication(applicant, number, { ...COMPLETE_SCHOLARSHIP_SECTIONS, choices: { choices: [{ code: 'SPRING_AWARD' }] } });
      expect((await applicant.get(scholarshipBase(draftId))).json()).toMatchObject({ canSubmit: true, closedChoices: [] });

      const closing = await officer.request({
        method: 'PUT',
        url: `/api/office/scholarship/scholarships/${springAwardId}`,
        payload: springAward({ closesAt: '2026-03-01T08:00:00Z' }),
      });
      expect(closing.statusCode).toBe(200);
      expect(closing.json()).toMatchObject({ open: false, applications: 1 });

      const form = (await applicant.get(scholarshipBase(draftId))).json();
      expect(form).toMatchObject({ canSubmit: false, closedChoices: ['SPRING_AWARD'] });
      expect(form.sections[0]).toEqual({ id: 'choices', state: 'HAS_ERRORS' });
      const refused = await applicant.post(`${scholarshipBase(draftId)}/submit`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors[0]).toMatchObject({ code: 'SCHOLARSHIP_CHOICE_CLOSED', field: 'choices' });
      const timeline = (await applicant.get(`${scholarshipBase(draftId)}/timeline`)).json();
      expect(timeline.at(-1)).toMatchObject({ kind: 'SCHOLARSHIP_DATES_CHANGED', actor: 'OFFICE', params: { code: 'SPRING_AWARD', closesAt: '2026-03-01T08:00:00.000Z' } });

      const reselected = await applicant.request({ method: 'PUT', url: `${scholarshipBase(draftId)}/sections/choices`, payload: { data: { choices: [{ code: 'UNIVERSITY_MERIT' }] }, version: 1, complete: true } });
      expect(reselected.json()).toMatchObject({ state: 'COMPLETED' });
      expect((await applicant.get(scholarshipBase(draftId))).json()).toMatchObject({ canSubmit: true, closedChoices: [] });
    });

    it('deletes the draft with its answers, documents and timeline, and may start again', async () => {
      const removed = await applicant.request({ method: 'DELETE', url: scholarshipBase(draftId) });
      expect(removed.statusCode).toBe(204);
      expect((await applicant.get(scholarshipBase(draftId))).statusCode).toBe(404);
      const formRows = (table: 'form_sections' | 'form_events') => t.db.selectFrom(table).select('form_id').where('form_kind', '=', 'SCHOLARSHIP').where('form_id', '=', draftId).execute();
      expect(await formRows('form_sections')).toEqual([]);
      expect(await formRows('form_events')).toEqual([]);
      const documents = await t.db.selectFrom('form_documents').select('removed_at').where('form_kind', '=', 'SCHOLARSHIP').where('form_id', '=', draftId).execute();
      expect(documents.length).toBe(1);
      expect(documents.every((document) => document.removed_at !== null)).toBe(true);
      expect((await applicant.post('/api/scholarship/applications', { admissionApplicationNumber: number })).statusCode).toBe(201);
    });

    it('acknowledges in the applicant’s language', async () => {
      const [again] = (await applicant.get('/api/scholarship/applications')).json();
      await completeScholarshipApplicationSections(applicant, again.id);
      await t.db.updateTable('applicants').set({ language: 'zh-Hans' }).where('email', '=', 'demo.account@example.edu').execute();
      expect((await applicant.post(`${scholarshipBase(again.id)}/submit`)).statusCode).toBe(200);
      const mail = (await listOutbox(t.db)).find((entry) => entry.subject === '您的奖学金申请已提交');
      expect(mail?.text).toContain('大学优异奖学金');
    });
  });
});

/** Completes the sections of an application already started (the key-skill evidence included). */
async function completeScholarshipApplicationSections(browser: Browser, id: string): Promise<void> {
  expect((await uploadKeySkillEvidence(browser, id)).statusCode).toBe(201);
  for (const [section, data] of Object.entries({ ...COMPLETE_SCHOLARSHIP_SECTIONS, choices: { choices: [{ code: 'UNIVERSITY_MERIT' }] } })) {
    const saved = await browser.request({ method: 'PUT', url: `${scholarshipBase(id)}/sections/${section}`, payload: { data, version: 0, complete: true } });
    expect([section, saved.json().state]).toEqual([section, 'COMPLETED']);
  }
}
