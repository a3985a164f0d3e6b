/** The admissions console's entrance exams: validation, define, change (the fee locked once registered), close, audit, roles. */
import { listStaffActions } from '../../../src/staff/audit';
import { applicantExams, defineExam, examForm, OFFICE_EXAMS } from '../../helpers/entrance-exams';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

type ErrorItem = { code: string; field?: string; params?: unknown[] };
const byField = (errors: ErrorItem[]) => Object.fromEntries(errors.map((error) => [error.field ?? '', error.code]));
const put = (browser: Browser, url: string, payload: object) => browser.request({ method: 'PUT', url, payload });

describe.each(oneDatabase())('entrance exams in the admissions console on %s', (target) => {
  let t: TestApp;
  let officer: Browser;
  beforeAll(async () => {
    t = await createTestApp(target);
    officer = new Browser(t.app);
    await officer.signInAsStaff('ADMISSIONS');
  });
  afterAll(() => t?.close());

  it('lists the demo exam the seed defined', async () => {
    const list = await officer.get(OFFICE_EXAMS);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({ nameEn: 'Mathematics Aptitude Test', nameZh: '数学能力测验', feeCents: 5000, status: 'OPEN', registrations: 0, previousAttemptWithinTwoYears: true, registrationClosesOn: '2026-03-31' }),
    ]);
  });

  it('refuses a form with mistakes, field by field, as the JSON error list', async () => {
    const empty = await officer.post(OFFICE_EXAMS, {});
    expect(empty.statusCode).toBe(400);
    expect(byField(empty.json().errors)).toEqual({
      nameEn: 'ENTER_EXAM_NAME_EN',
      nameZh: 'ENTER_EXAM_NAME_ZH',
      examDate: 'ENTER_EXAM_DAY',
      startsAt: 'ENTER_EXAM_STARTS_AT',
      venueEn: 'ENTER_EXAM_VENUE_EN',
      venueZh: 'ENTER_EXAM_VENUE_ZH',
      fee: 'ENTER_EXAM_FEE',
      programmes: 'EXAM_PROGRAMMES_REQUIRED',
      registrationClosesOn: 'ENTER_EXAM_REGISTRATION_CLOSES',
    });
    const wrong = await officer.post(OFFICE_EXAMS, examForm({ fee: '0.50', programmes: ['CS', 'NOPE'], examDate: '31/02/2026', registrationClosesOn: '28/02/2026' }));
    expect(byField(wrong.json().errors)).toEqual({ fee: 'EXAM_FEE_RANGE', 'programmes[1]': 'INVALID_VALUE', examDate: 'INVALID_DATE', registrationClosesOn: 'EXAM_CLOSING_DATE_PAST' });
    expect(wrong.json().errors.find((error: ErrorItem) => error.field === 'fee')).toMatchObject({ params: ['1.00', '5000.00'], message: 'Enter a fee from SGD 1.00 to SGD 5000.00' });
    const late = await officer.post(OFFICE_EXAMS, examForm({ registrationClosesOn: '29/03/2026', fee: '12.345', isFree: true }));
    expect(byField(late.json().errors)).toEqual({ registrationClosesOn: 'EXAM_CLOSING_AFTER_EXAM', fee: 'AMOUNT_FORMAT', '': 'UNKNOWN_FIELD' });
    expect((await officer.get(OFFICE_EXAMS)).json()).toHaveLength(1);
  });

  it('takes the time as hh:mm (24-hour), an end only after the start, and names the missing Chinese venue', async () => {
    const times = await officer.post(OFFICE_EXAMS, examForm({ startsAt: '2pm', endsAt: '25:00', venueZh: '  ' }));
    expect(byField(times.json().errors)).toEqual({ startsAt: 'EXAM_TIME_INVALID', endsAt: 'EXAM_TIME_INVALID', venueZh: 'ENTER_EXAM_VENUE_ZH' });
    const backwards = await officer.post(OFFICE_EXAMS, examForm({ startsAt: '14:00', endsAt: '13:30' }));
    expect(backwards.json().errors).toEqual([expect.objectContaining({ field: 'endsAt', code: 'EXAM_ENDS_BEFORE_STARTS' })]);
    const missing = await officer.post(OFFICE_EXAMS, examForm({ venueZh: '' }));
    expect(missing.json().errors).toEqual([expect.objectContaining({ field: 'venueZh', message: "Enter the exam’s venue in Chinese" })]);
  });

  it('stores the venue in both languages and the time as a time; an exam without an end time has none', async () => {
    const created = await officer.post(OFFICE_EXAMS, examForm({ nameEn: 'Design Aptitude Test', startsAt: '09:30', endsAt: '', venueEn: 'Design Studio 2', venueZh: '第二设计工作室' }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ startsAt: '09:30', endsAt: null, venueEn: 'Design Studio 2', venueZh: '第二设计工作室' });
    const stored = await t.db.selectFrom('entrance_exams').select(['starts_at', 'ends_at', 'venue_en', 'venue_zh']).where('id', '=', created.json().id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ starts_at: '09:30', ends_at: null, venue_en: 'Design Studio 2', venue_zh: '第二设计工作室' });
    await officer.post(`${OFFICE_EXAMS}/${created.json().id}/close`);
  });

  it('defines an exam and records who did it', async () => {
    const created = await officer.post(OFFICE_EXAMS, examForm());
    expect(created.statusCode).toBe(201);
    const exam = created.json();
    expect(exam).toMatchObject({ nameEn: 'Computing Aptitude Test', examDate: '2026-03-28', registrationClosesOn: '2026-03-20', feeCents: 7550, programmes: ['CS', 'EE'], status: 'OPEN', registrations: 0 });
    expect((await officer.get(`${OFFICE_EXAMS}/${exam.id}`)).json()).toEqual(exam);
    const [action] = await listStaffActions(t.db, 'ENTRANCE_EXAM', exam.id);
    expect(action).toMatchObject({ action: 'ENTRANCE_EXAM_CREATED', staffEmail: 'admissions.officer@example.edu', params: { fee: '75.50', programmes: ['CS', 'EE'] } });
  });

  it('changes an exam; once an applicant has registered its fee stays, other details may still change', async () => {
    const examId = await defineExam(officer, { nameEn: 'Engineering Aptitude Test' });
    const changed = await put(officer, `${OFFICE_EXAMS}/${examId}`, examForm({ nameEn: 'Engineering Aptitude Test', fee: '80.00', venueEn: 'Lecture Theatre 6', venueZh: '第六讲堂' }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ feeCents: 8000, venueEn: 'Lecture Theatre 6', venueZh: '第六讲堂', updatedAt: t.clock.now().toISOString() });

    const applicant = new Browser(t.app);
    await applicant.signInWithPin();
    expect((await applicant.post(`${applicantExams('24000001')}/registrations`, { examId, satBefore: 'NO', previousAttempt: '' })).statusCode).toBe(201);

    const feeChange = await put(officer, `${OFFICE_EXAMS}/${examId}`, examForm({ nameEn: 'Engineering Aptitude Test', fee: '90.00' }));
    expect(feeChange.statusCode).toBe(400);
    expect(feeChange.json().errors).toEqual([expect.objectContaining({ code: 'EXAM_FEE_LOCKED', field: 'fee' })]);
    const sameFee = await put(officer, `${OFFICE_EXAMS}/${examId}`, examForm({ nameEn: 'Engineering Aptitude Test', fee: '80.00', startsAt: '15:00', endsAt: '17:00' }));
    expect(sameFee.statusCode).toBe(200);
    expect(sameFee.json()).toMatchObject({ feeCents: 8000, startsAt: '15:00', endsAt: '17:00', registrations: 1 });
    expect((await listStaffActions(t.db, 'ENTRANCE_EXAM', examId)).map((action) => action.action)).toEqual(['ENTRANCE_EXAM_CREATED', 'ENTRANCE_EXAM_UPDATED', 'ENTRANCE_EXAM_UPDATED']);
  });

  it('keeps a closing date that has passed when the exam is edited, but refuses a new one in the past', async () => {
    const examId = await defineExam(officer, { nameEn: 'History Essay Test', programmes: ['HIST'], registrationClosesOn: '02/03/2026' });
    t.clock.advance(3 * 86_400);
    // Three days on, the staff session has long ended (15 minutes idle).
    await officer.signInAsStaff('ADMISSIONS');
    const kept = await put(officer, `${OFFICE_EXAMS}/${examId}`, examForm({ nameEn: 'History Essay Test', programmes: ['HIST'], registrationClosesOn: '02/03/2026', venueEn: 'Hall 2', venueZh: '二号厅' }));
    expect(kept.statusCode).toBe(200);
    const moved = await put(officer, `${OFFICE_EXAMS}/${examId}`, examForm({ nameEn: 'History Essay Test', programmes: ['HIST'], registrationClosesOn: '03/03/2026' }));
    expect(byField(moved.json().errors)).toEqual({ registrationClosesOn: 'EXAM_CLOSING_DATE_PAST' });
  });

  it('closes an exam for good: closed once, then no change', async () => {
    const examId = await defineExam(officer, { nameEn: 'Physics Practical Test', programmes: ['PHYS'] });
    const closed = await officer.post(`${OFFICE_EXAMS}/${examId}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'CLOSED', closedAt: t.clock.now().toISOString() });
    expect((await officer.post(`${OFFICE_EXAMS}/${examId}/close`)).json().errors[0].code).toBe('EXAM_CLOSED');
    const edit = await put(officer, `${OFFICE_EXAMS}/${examId}`, examForm({ nameEn: 'Physics Practical Test', programmes: ['PHYS'], registrationClosesOn: '25/03/2026' }));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().errors[0].code).toBe('EXAM_CLOSED');
    expect((await listStaffActions(t.db, 'ENTRANCE_EXAM', examId)).map((action) => action.action)).toEqual(['ENTRANCE_EXAM_CREATED', 'ENTRANCE_EXAM_CLOSED']);
    const list = (await officer.get(OFFICE_EXAMS)).json() as Array<{ id: string; status: string }>;
    expect(list[list.length - 1]).toMatchObject({ id: examId, status: 'CLOSED' });
  });

  it('answers 404 for an exam that does not exist, however its id is written', async () => {
    for (const id of ['7d1f5f8e-3f5b-4c55-9a43-5f1d2c3b4a59', 'not-an-id', '--------------------------------------']) {
      const answer = await officer.get(`${OFFICE_EXAMS}/${id}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().errors[0].code).toBe('EXAM_NOT_FOUND');
      expect((await officer.post(`${OFFICE_EXAMS}/${id}/close`)).statusCode).toBe(404);
    }
  });

  it('is for admissions officers only: another office is refused, an applicant is not signed in here', async () => {
    const examId = (await officer.get(OFFICE_EXAMS)).json()[0].id;
    const scholarships = new Browser(t.app);
    await scholarships.signInAsStaff('SCHOLARSHIPS');
    expect((await scholarships.get(OFFICE_EXAMS)).statusCode).toBe(403);
    expect((await scholarships.post(OFFICE_EXAMS, examForm())).json().errors[0].code).toBe('STAFF_FORBIDDEN');
    expect((await put(scholarships, `${OFFICE_EXAMS}/${examId}`, examForm())).statusCode).toBe(403);
    expect((await scholarships.post(`${OFFICE_EXAMS}/${examId}/close`)).statusCode).toBe(403);
    const applicant = new Browser(t.app);
    await applicant.signInWithPin();
    expect((await applicant.get(OFFICE_EXAMS)).statusCode).toBe(401);
    expect((await applicant.post(OFFICE_EXAMS, examForm())).statusCode).toBe(401);
    // Without the anti-forgery header, even the officer's own session cannot change anything.
    expect((await officer.request({ method: 'POST', url: OFFICE_EXAMS, payload: examForm(), withXsrfHeader: false })).statusCode).toBe(403);
    expect((await officer.get(`${OFFICE_EXAMS}/${examId}`)).json().status).toBe('OPEN');
  });
});
