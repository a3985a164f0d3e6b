/**
 * Education and Subjects through the API on both databases: complete sections save as COMPLETED,
 * broken rules come back with their codes and fields, and the two sections check each other on the
 * server (subjects only for graduated records, spec 4).
 */
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

const ELIGIBLE = { citizenship: 'SINGAPORE_CITIZEN', residesInSingapore: true, priorUniversity: false, fullTimeWorkTwoYears: false };
const RECORD_ID = 'a1b2c3d4e5f60718';
const aLevel = (extra: Record<string, unknown> = {}) => ({
  id: RECORD_ID,
  institution: 'Raffles Institution',
  country: 'SG',
  qualification: 'ALEVEL',
  status: 'GRADUATED',
  from: '01/2024',
  to: '12/2025',
  gpa: '',
  gpaScale: '',
  finalGpa: '',
  resultType: 'ACTUAL',
  examDate: '11/2025',
  ...extra,
});
const education = (record = aLevel()) => ({
  records: [record],
  englishTest: { type: 'IELTS', reference: '23SG012345ABCD012', name: '', score: '7.5', date: '06/2025' },
  studentHere: false,
  studentId: '',
});
const subject = (code: string, level: string, grade: string) => ({ subject: code, otherName: '', level, grade, marks: '' });
const subjects = (list = [subject('GP', 'H1', 'B'), subject('MATH', 'H2', 'A'), subject('PHYS', 'H2', 'A'), subject('CHEM', 'H2', 'B')]) => ({
  results: [{ recordId: RECORD_ID, subjects: list }],
});

describe.each(oneDatabase())('Education and Subjects sections on %s', (target) => {
  let t: TestApp;
  let browser: Browser;
  let base: string;
  const versions: Record<string, number> = { education: 0, subjects: 0 };

  beforeAll(async () => {
    t = await createTestApp(target);
    browser = new Browser(t.app);
    expect((await browser.signInWithEmail()).statusCode).toBe(200);
    const started = await browser.post('/api/admission/applications', { category: 'ALEVEL', eligibility: ELIGIBLE });
    expect(started.statusCode).toBe(201);
    base = `/api/admission/applications/${started.json().applicationNumber}/sections`;
  });
  afterAll(() => t?.close());

  async function save(section: 'education' | 'subjects', data: unknown, complete = true) {
    const response = await browser.request({ method: 'PUT', url: `${base}/${section}`, payload: { data, version: versions[section], complete } });
    expect(response.statusCode).toBe(200);
    versions[section] = response.json().version;
    return response.json() as { state: string; errors: Array<{ code: string; field?: string; params?: unknown[] }> };
  }

  it('saves a complete Education section as COMPLETED, and reports a broken rule with its code and field', async () => {
    const broken = await save('education', education(aLevel({ qualification: 'SECONDARY', resultType: '', examDate: '' })));
    expect(broken.state).toBe('HAS_ERRORS');
    expect(broken.errors).toEqual([expect.objectContaining({ code: 'EDUCATION_CATEGORY_RECORD', field: 'records' })]);
    const done = await save('education', education());
    expect(done).toMatchObject({ state: 'COMPLETED', errors: [] });
  });

  it('saves complete A-Level subjects as COMPLETED, and reports the A-Level rule', async () => {
    const three = await save('subjects', subjects([subject('GP', 'H1', 'B'), subject('MATH', 'H2', 'A'), subject('PHYS', 'H1', 'A')]));
    expect(three.errors).toEqual([expect.objectContaining({ code: 'ALEVEL_SUBJECTS', field: 'results[0].subjects' })]);
    const done = await save('subjects', subjects());
    expect(done).toMatchObject({ state: 'COMPLETED', errors: [] });
  });

  it('checks the two sections against each other: no status change while the record has subjects (spec 4)', async () => {
    const current = await save('education', education(aLevel({ status: 'CURRENT', to: '', resultType: '', examDate: '' })));
    expect(current.errors).toEqual([expect.objectContaining({ code: 'SUBJECTS_BEFORE_STATUS', field: 'records[0].status', message: 'Subjects must be removed before changing the status' })]);
    // The autosave kept the change: the Subjects section now shows why it cannot stand either.
    const form = (await browser.get(base.replace(/\/sections$/, '/form'))).json() as { sections: Array<{ id: string; state: string }> };
    expect(form.sections.find((section) => section.id === 'subjects')?.state).toBe('HAS_ERRORS');
    const orphaned = await save('subjects', subjects());
    expect(orphaned.errors).toEqual([expect.objectContaining({ code: 'SUBJECTS_BEFORE_STATUS', field: 'results[0].recordId' })]);
    // Removing the subjects lets the new status stand.
    expect(await save('subjects', { results: [] })).toMatchObject({ state: 'COMPLETED', errors: [] });
    expect(await save('education', education(aLevel({ status: 'CURRENT', to: '', resultType: '', examDate: '' })))).toMatchObject({ state: 'COMPLETED', errors: [] });
  });

});
