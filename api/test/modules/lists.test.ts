import { Browser, createTestApp, type TestApp } from '../helpers/test-app';
import { oneDatabase } from '../helpers/test-database';

const LIST_ROUTES = [
  '/api/applicant/action-items',
  '/api/admission/applications',
  '/api/scholarship/applications',
  '/api/financial-aid/applications',
  '/api/payment/fees',
  '/api/payment/payments',
];

describe.each(oneDatabase())('applicant lists on %s', (target) => {
  let t: TestApp;
  let applicant: Browser;
  beforeAll(async () => {
    t = await createTestApp(target);
    applicant = new Browser(t.app);
    expect((await applicant.signInWithPin()).statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  it.each(LIST_ROUTES)('%s needs a session', async (url) => {
    const response = await new Browser(t.app).get(url);
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].code).toBe('UNAUTHENTICATED');
  });

  it('lists the admission applications of the signed-in applicant', async () => {
    const response = await applicant.get('/api/admission/applications');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        applicationNumber: '24000001',
        system: 'ADM',
        category: 'ALEVEL',
        academicYear: '2026/2027',
        status: 'SUBMITTED',
        offerStatus: null,
        feeStatus: 'UNPAID',
        submittedAt: '2026-03-01T09:00:00.000Z',
        programmeChoices: [
          { rank: 1, programme: 'CS' },
          { rank: 2, programme: 'BIZ' },
          { rank: 3, programme: 'MATH' },
        ],
      },
    ]);
  });

  it('lists the unpaid application fee, and it is an action item', async () => {
    const fees = await applicant.get('/api/payment/fees');
    expect(fees.json()).toEqual([
      {
        id: expect.any(String),
        kind: 'APPLICATION_FEE',
        description: 'Application fee',
        applicationNumber: '24000001',
        amountCents: 1000,
        gstPercent: 9,
        gstCents: 90,
        totalCents: 1090,
        currency: 'SGD',
        status: 'UNPAID',
        dueDate: '2026-03-15',
        payBlock: null,
        retryAfter: null,
        payments: [],
      },
    ]);
    const items = await applicant.get('/api/applicant/action-items');
    expect(items.json()).toEqual([
      {
        id: `fee-${fees.json()[0].id}`,
        kind: 'FEE_UNPAID',
        title: 'Pay your application fee',
        description: 'Please pay the application fee of SGD 10.90 (GST included) for application 24000001 by 15/03/2026.',
        dueDate: '2026-03-15',
        applicationNumber: '24000001',
        feeKind: 'APPLICATION_FEE',
        amountCents: 1090,
        href: `/applicant/payment/fees/${fees.json()[0].id}`,
      },
      // The demo entrance exam her choices need (issue 11), until she registers.
      {
        id: expect.stringMatching(/^exam-/),
        kind: 'EXAM_REGISTRATION',
        title: 'Register for an entrance exam',
        description: 'The programme choices of application 24000001 need the Mathematics Aptitude Test. Please register by 31/03/2026.',
        dueDate: '2026-03-31',
        applicationNumber: '24000001',
        href: '/applicant/payment/entrance-exams',
      },
    ]);
  });

  it('lists payments, scholarship and financial aid applications (none for the demo applicant)', async () => {
    for (const url of ['/api/payment/payments', '/api/scholarship/applications', '/api/financial-aid/applications']) {
      const response = await applicant.get(url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
  });

  it('shows records once they exist', async () => {
    const owner = await t.db.selectFrom('applicants').select('id').executeTakeFirstOrThrow();
    const fee = await t.db.selectFrom('fees').select('id').executeTakeFirstOrThrow();
    await t.db.insertInto('payments').values({ fee_id: fee.id, reference: 'PAY-0001', amount_cents: 1000, status: 'SUBMITTED' }).execute();
    await t.db
      .insertInto('scholarship_applications')
      .values({ applicant_id: owner.id, academic_year: '2026/2027', status: 'DRAFT', choices: JSON.stringify(['Global Merit Scholarship']), submitted_at: null })
      .execute();
    await t.db.insertInto('financial_aid_applications').values({ applicant_id: owner.id, academic_year: '2026/2027', status: 'DRAFT', submitted_at: null }).execute();
    try {
      expect((await applicant.get('/api/payment/payments')).json()).toEqual([
        {
          id: expect.any(String),
          feeId: fee.id,
          reference: 'PAY-0001',
          amountCents: 1000,
          gstCents: 0,
          totalCents: 1000,
          currency: 'SGD',
          status: 'SUBMITTED',
          method: 'GATEWAY',
          createdAt: expect.any(String),
          receivedAt: null,
          failedAt: null,
        },
      ]);
      expect((await applicant.get('/api/scholarship/applications')).json()).toEqual([
        { id: expect.any(String), academicYear: '2026/2027', status: 'DRAFT', choices: ['Global Merit Scholarship'], submittedAt: null, reference: null, admissionApplicationNumber: null },
      ]);
      expect((await applicant.get('/api/financial-aid/applications')).json()).toEqual([
        { id: expect.any(String), academicYear: '2026/2027', status: 'DRAFT', submittedAt: null, reference: null },
      ]);
    } finally {
      await t.db.deleteFrom('payments').execute();
      await t.db.deleteFrom('scholarship_applications').execute();
      await t.db.deleteFrom('financial_aid_applications').execute();
    }
  });

  it('gives an e-mail account with no applicant empty lists', async () => {
    const account = new Browser(t.app);
    expect((await account.signInWithEmail()).statusCode).toBe(200);
    for (const url of LIST_ROUTES) {
      const response = await account.get(url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
  });
});
