/**
 * Entrance Exam Payment, the applicant's side: the exams the followed application's choices need,
 * registering (the fee raised, twice refused, closed refused, not needed refused, the 2-year rule),
 * another applicant's application refused, and validation answered as the JSON error list.
 */
import { addOtherApplicant } from '../../helpers/document-forms';
import { applicantExams, defineExam } from '../../helpers/entrance-exams';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { everyDatabase } from '../../helpers/test-database';

const NUMBER = '24000001';
const OTHER = '24000002';
const LIST = applicantExams(NUMBER);
const REGISTER = `${LIST}/registrations`;

type Exam = { id: string; nameEn: string; registrationOpen: boolean; programmes: string[]; registration: null | Record<string, unknown> };
type ErrorItem = { code: string; field?: string; params?: unknown[] };

describe.each(everyDatabase())('entrance exam registration on %s', (target) => {
  let t: TestApp;
  let applicant: Browser;
  let officer: Browser;
  let demoExam: Exam;
  const examsOf = async (browser: Browser, number = NUMBER) => (await browser.get(applicantExams(number))).json().exams as Exam[];
  const feesOf = () => t.db.selectFrom('fees').selectAll().where('kind', '=', 'ENTRANCE_EXAM_FEE').execute();

  beforeAll(async () => {
    t = await createTestApp(target);
    applicant = new Browser(t.app);
    expect((await applicant.signInWithPin()).statusCode).toBe(200);
    officer = new Browser(t.app);
    await officer.signInAsStaff('ADMISSIONS');
    demoExam = (await examsOf(applicant))[0]!;
  });
  afterAll(() => t?.close());

  it("lists the exams the application's choices need, with the choices that need them", async () => {
    await defineExam(officer, { nameEn: 'Law National Admission Test', programmes: ['LAW'] });
    const list = await applicant.get(LIST);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      applicationNumber: NUMBER,
      exams: [
        {
          id: expect.any(String),
          nameEn: 'Mathematics Aptitude Test',
          nameZh: '数学能力测验',
          examDate: '2026-04-15',
          startsAt: '09:00',
          endsAt: '11:00',
          venueEn: 'Examination Hall 1, University Town',
          venueZh: '大学城第一考试厅',
          feeCents: 5000,
          registrationClosesOn: '2026-03-31',
          previousAttemptWithinTwoYears: true,
          registrationOpen: true,
          // Her choices are CS, BIZ, MATH: two of them need it. The LAW exam is not hers.
          programmes: ['CS', 'MATH'],
          registration: null,
        },
      ],
    });
  });

  it('refuses what the form would not send, as the JSON error list', async () => {
    const empty = await applicant.post(REGISTER, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      expect.objectContaining({ field: 'examId', code: 'SELECT_EXAM' }),
      expect.objectContaining({ field: 'satBefore', code: 'ANSWER_SAT_EXAM_BEFORE' }),
    ]);
    const cases: Array<[string, string]> = [
      ['', 'ENTER_PREVIOUS_ATTEMPT'],
      ['13/2024', 'INVALID_MONTH_YEAR'],
      ['04/2026', 'MONTH_IN_FUTURE'],
    ];
    for (const [previousAttempt, code] of cases) {
      const answer = await applicant.post(REGISTER, { examId: demoExam.id, satBefore: 'YES', previousAttempt });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors).toEqual([expect.objectContaining({ field: 'previousAttempt', code })]);
    }
    const notSat = await applicant.post(REGISTER, { examId: demoExam.id, satBefore: 'NO', previousAttempt: '03/2025' });
    expect(notSat.json().errors).toEqual([expect.objectContaining({ field: 'previousAttempt', code: 'INVALID_VALUE' })]);
    expect((await applicant.post(REGISTER, { examId: demoExam.id, satBefore: 'MAYBE', fee: 0 })).json().errors.map((error: ErrorItem) => error.code).sort()).toEqual(['INVALID_VALUE', 'UNKNOWN_FIELD']);
    expect(await feesOf()).toHaveLength(0);
  });

  it('applies the 2-year rule where the exam has it: on 01/03/2026 a sitting in 02/2024 is too old, 03/2024 counts', async () => {
    const old = await applicant.post(REGISTER, { examId: demoExam.id, satBefore: 'YES', previousAttempt: '02/2024' });
    expect(old.statusCode).toBe(400);
    expect(old.json().errors).toEqual([
      { field: 'previousAttempt', code: 'EXAM_PREVIOUS_ATTEMPT_TOO_OLD', params: ['03/2024'], message: 'Your previous attempt must be within the past 2 years: 03/2024 or later' },
    ]);
    expect(await feesOf()).toHaveLength(0);
    // An exam without the rule takes any earlier sitting.
    const anyYear = await defineExam(officer, { nameEn: 'Business Case Test', programmes: ['BIZ'] });
    const registered = await applicant.post(REGISTER, { examId: anyYear, satBefore: 'YES', previousAttempt: '6/2019' });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().registration).toMatchObject({ satBefore: true, previousAttempt: '06/2019' });
  });

  it('registers: the UNPAID entrance exam fee is raised for the application, linked to the registration, due when registration closes', async () => {
    const examItems = async () => ((await applicant.get('/api/applicant/action-items')).json() as Array<{ kind: string; id: string }>).filter((item) => item.kind === 'EXAM_REGISTRATION' && item.id.startsWith(`exam-${demoExam.id}`));
    expect(await examItems()).toHaveLength(1);
    const answer = await applicant.post(REGISTER, { examId: demoExam.id, satBefore: 'YES', previousAttempt: '03/2024' });
    expect(answer.statusCode).toBe(201);
    const result = answer.json();
    expect(result).toEqual({
      examId: demoExam.id,
      registration: { registeredAt: t.clock.now().toISOString(), applicationNumber: NUMBER, satBefore: true, previousAttempt: '03/2024', feeStatus: 'UNPAID' },
      fee: { id: expect.any(String), amountCents: 5000, dueDate: '2026-03-31', status: 'UNPAID' },
    });
    const registration = await t.db.selectFrom('entrance_exam_registrations').selectAll().where('exam_id', '=', demoExam.id).executeTakeFirstOrThrow();
    expect(registration.previous_attempt).toBe('2024-03');
    const application = await t.db.selectFrom('applications').select('id').where('application_number', '=', NUMBER).executeTakeFirstOrThrow();
    const fee = await t.db.selectFrom('fees').selectAll().where('id', '=', result.fee.id).executeTakeFirstOrThrow();
    expect(fee).toMatchObject({
      kind: 'ENTRANCE_EXAM_FEE',
      status: 'UNPAID',
      amount_cents: 5000,
      application_id: application.id,
      exam_registration_id: registration.id,
      description: 'Entrance exam fee: Mathematics Aptitude Test (15/04/2026)',
    });

    // Payment Details lists it; the dashboard asks for it to be paid; the exam shows as registered.
    const fees = (await applicant.get('/api/payment/fees')).json();
    expect(fees).toContainEqual(expect.objectContaining({ id: result.fee.id, kind: 'ENTRANCE_EXAM_FEE', applicationNumber: NUMBER, amountCents: 5000, status: 'UNPAID', dueDate: '2026-03-31' }));
    const items = (await applicant.get('/api/applicant/action-items')).json();
    expect(items).toContainEqual(expect.objectContaining({ id: `fee-${result.fee.id}`, kind: 'FEE_UNPAID', feeKind: 'ENTRANCE_EXAM_FEE', amountCents: 5450 /* SGD 50.00 and 9 % GST, as the applicant pays */, href: `/applicant/payment/fees/${result.fee.id}` }));
    // Registered: the dashboard no longer asks her to register, only to pay.
    expect(await examItems()).toEqual([]);
    const listed = (await examsOf(applicant)).find((exam) => exam.id === demoExam.id);
    expect(listed?.registration).toMatchObject({ applicationNumber: NUMBER, feeStatus: 'UNPAID', previousAttempt: '03/2024' });
  });

  it('refuses registering twice, also from two tabs at once: one registration, one fee', async () => {
    const again = await applicant.post(REGISTER, { examId: demoExam.id, satBefore: 'NO', previousAttempt: '' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ code: 'EXAM_ALREADY_REGISTERED', message: 'You have already registered for this entrance exam. Its fee is on Payment Details.' });

    const examId = await defineExam(officer, { nameEn: 'Data Science Aptitude Test', programmes: ['MATH'] });
    const answers = await Promise.all([1, 2, 3].map(() => applicant.post(REGISTER, { examId, satBefore: 'NO', previousAttempt: '' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const registrations = await t.db.selectFrom('entrance_exam_registrations').select('id').where('exam_id', '=', examId).execute();
    expect(registrations).toHaveLength(1);
    const fees = await t.db.selectFrom('fees').select('id').where('exam_registration_id', '=', registrations[0]!.id).execute();
    expect(fees).toHaveLength(1);
    expect((await t.db.selectFrom('entrance_exams').select('registration_count').where('id', '=', examId).executeTakeFirstOrThrow()).registration_count).toBe(1);
  });

  it("refuses an exam the choices do not need, one that does not exist, and one the office closed", async () => {
    const lawExam = await defineExam(officer, { nameEn: 'Law Interview Test', programmes: ['LAW'] });
    const notNeeded = await applicant.post(REGISTER, { examId: lawExam, satBefore: 'NO', previousAttempt: '' });
    expect(notNeeded.statusCode).toBe(409);
    expect(notNeeded.json().errors[0].code).toBe('EXAM_NOT_NEEDED');
    const unknown = await applicant.post(REGISTER, { examId: '7d1f5f8e-3f5b-4c55-9a43-5f1d2c3b4a59', satBefore: 'NO', previousAttempt: '' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].code).toBe('EXAM_NOT_FOUND');

    const closing = await defineExam(officer, { nameEn: 'Statistics Test', programmes: ['MATH'] });
    expect((await officer.post(`/api/office/admission/entrance-exams/${closing}/close`)).statusCode).toBe(200);
    const closed = await applicant.post(REGISTER, { examId: closing, satBefore: 'NO', previousAttempt: '' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().errors[0].code).toBe('EXAM_REGISTRATION_CLOSED');
    // Closed by the office and not registered for: no longer offered.
    expect((await examsOf(applicant)).map((exam) => exam.id)).not.toContain(closing);
    expect(await t.db.selectFrom('entrance_exam_registrations').select('id').where('exam_id', 'in', [lawExam, closing]).execute()).toEqual([]);
  });

  it("refuses another applicant's application, both ways, exactly like one that does not exist", async () => {
    const other = await addOtherApplicant(t.db, OTHER);
    await t.db
      .updateTable('applications')
      .set({ programme_choices: JSON.stringify([{ rank: 1, programme: 'CS' }]), eligibility: JSON.stringify({ citizenship: 'SINGAPORE_CITIZEN' }) })
      .where('id', '=', other.applicationId)
      .execute();
    const otherBrowser = new Browser(t.app);
    expect((await otherBrowser.signInWithPin(OTHER, other.pin)).statusCode).toBe(200);
    // Their own application needs the demo exam too.
    expect((await examsOf(otherBrowser, OTHER)).map((exam) => exam.id)).toContain(demoExam.id);

    for (const [browser, number] of [[applicant, OTHER], [otherBrowser, NUMBER], [applicant, '99999999']] as const) {
      const list = await browser.get(applicantExams(number));
      expect(list.statusCode).toBe(404);
      expect(list.json().errors[0].code).toBe('NOT_FOUND');
      const register = await browser.post(`${applicantExams(number)}/registrations`, { examId: demoExam.id, satBefore: 'NO', previousAttempt: '' });
      expect(register.statusCode).toBe(404);
    }
    expect(await t.db.selectFrom('fees').select('id').where('applicant_id', '=', other.applicantId).execute()).toEqual([]);
  });

  it('needs a session and the anti-forgery header', async () => {
    const stranger = new Browser(t.app);
    expect((await stranger.get(LIST)).statusCode).toBe(401);
    expect((await stranger.post(REGISTER, { examId: demoExam.id, satBefore: 'NO', previousAttempt: '' })).statusCode).toBe(401);
    const forged = await applicant.request({ method: 'POST', url: REGISTER, payload: { examId: demoExam.id, satBefore: 'NO', previousAttempt: '' }, withXsrfHeader: false });
    expect(forged.statusCode).toBe(403);
  });

  it('refuses registering once the closing date has passed; the exam then shows as closed', async () => {
    const examId = await defineExam(officer, { nameEn: 'Mathematics Olympiad Paper', programmes: ['MATH'], registrationClosesOn: '02/03/2026' });
    t.clock.advance(2 * 86_400);
    await applicant.signInWithPin();
    const late = await applicant.post(REGISTER, { examId, satBefore: 'NO', previousAttempt: '' });
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0].code).toBe('EXAM_REGISTRATION_CLOSED');
    expect((await examsOf(applicant)).find((exam) => exam.id === examId)).toMatchObject({ registrationOpen: false, registration: null });
  });
});
