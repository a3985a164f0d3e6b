import { MESSAGES } from '@portal/contracts/messages';
import { SYSTEM_IDS } from '@portal/contracts/systems';
import { enqueueMail } from '../../src/mail/outbox';
import { Browser, createTestApp, type TestApp } from '../helpers/test-app';
import { oneDatabase } from '../helpers/test-database';

describe.each(oneDatabase())('system routes on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { SESSION_IDLE_SECONDS: '900' });
  });
  afterAll(() => t?.close());

  it('reports health after a real database query', async () => {
    const response = await new Browser(t.app).get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves the settings the browser needs', async () => {
    const response = await new Browser(t.app).get('/api/system/settings');
    expect(response.json()).toEqual({
      portalTitle: 'Undergraduate Applicant Portal',
      defaultSystem: 'ADM',
      systems: SYSTEM_IDS.map((id) => ({ id, name: expect.any(String), applicationNumberPrefix: id === 'CE' ? 'P' : 'A' })),
      sessionIdleSeconds: 900,
      idleWarningSeconds: 60,
      admissionsOfficeUrl: 'https://www.example.edu/admissions',
    });
  });

  it('serves the message catalogue', async () => {
    expect((await new Browser(t.app).get('/api/system/messages')).json()).toEqual(MESSAGES);
  });

  it('reports no session without a cookie', async () => {
    expect((await new Browser(t.app).get('/api/auth/session')).json()).toEqual({ authenticated: false });
  });

  it('lists every route in the OpenAPI document', async () => {
    const response = await new Browser(t.app).get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const spec = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(spec.openapi).toMatch(/^3\./);
    const documented = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = [
      // Financial aid (issue 13): the guarantor, and the office's console
      'GET /api/financial-aid/applications/{id}/guarantor',
      'GET /api/office/financial-aid/applications',
      'GET /api/office/financial-aid/applications/export',
      'GET /api/office/financial-aid/applications/{id}',
      'GET /api/office/financial-aid/applications/{id}/document-requests/{requestId}/documents',
      'GET /api/office/financial-aid/applications/{id}/document-requests/{requestId}/documents/{documentId}/content',
      'GET /api/office/financial-aid/applications/{id}/documents',
      'GET /api/office/financial-aid/applications/{id}/documents/{documentId}/content',
      'GET /api/office/financial-aid/applications/{id}/requests/{requestId}/documents',
      'GET /api/office/financial-aid/applications/{id}/requests/{requestId}/documents/{documentId}/content',
      'GET /api/office/financial-aid/schemes',
      'GET /api/office/financial-aid/years/{academicYear}',
      'POST /api/office/financial-aid/applications/{id}/document-requests',
      'POST /api/office/financial-aid/applications/{id}/package',
      'POST /api/office/financial-aid/applications/{id}/requests/{requestId}/decision',
      'POST /api/office/financial-aid/applications/{id}/unsuccessful',
      'POST /api/office/financial-aid/applications/{id}/withdraw',
      'POST /api/office/financial-aid/schemes',
      'POST /api/office/financial-aid/schemes/{schemeId}/deactivate',
      'POST /api/public/guarantor/confirm',
      'POST /api/public/guarantor/open',
      'PUT /api/financial-aid/applications/{id}/guarantor',
      'PUT /api/office/financial-aid/schemes/{schemeId}',
      'PUT /api/office/financial-aid/years/{academicYear}',
      'GET /api/health',
      'GET /api/system/settings',
      'GET /api/system/messages',
      'GET /api/auth/session',
      'POST /api/auth/login/pin',
      'POST /api/auth/login/email',
      'POST /api/auth/logout',
      'POST /api/auth/keepalive',
      'PUT /api/auth/language',
      // The office: staff sign-in, staff accounts, the admissions console's reading routes.
      'POST /api/office/auth/login',
      'GET /api/office/auth/session',
      'POST /api/office/auth/keepalive',
      'POST /api/office/auth/logout',
      'GET /api/office/staff',
      'POST /api/office/staff',
      'PATCH /api/office/staff/{staffId}',
      // The staff second factor (issue 31)
      'GET /api/office/auth/second-factor',
      'POST /api/office/auth/second-factor/totp',
      'POST /api/office/auth/second-factor/recovery-code',
      'POST /api/office/auth/second-factor/passkey/options',
      'POST /api/office/auth/second-factor/passkey',
      'POST /api/office/auth/enrolment/totp',
      'POST /api/office/auth/enrolment/totp/confirm',
      'POST /api/office/auth/enrolment/passkey/options',
      'POST /api/office/auth/enrolment/passkey',
      'POST /api/office/staff/{staffId}/second-factor/reset',
      // Personal data retention (issue 38)
      'GET /api/office/retention/reports',
      'POST /api/office/retention/reports',
      'GET /api/office/retention/reports/{reportId}',
      'GET /api/office/retention/reports/{reportId}/records',
      'POST /api/office/retention/reports/{reportId}/approve',
      'POST /api/office/retention/reports/{reportId}/decline',
      'GET /api/office/auth/factors',
      'POST /api/office/auth/factors/recovery-codes',
      'POST /api/office/auth/factors/passkey/options',
      'POST /api/office/auth/factors/passkey',
      'GET /api/office/admission/applications',
      'GET /api/office/admission/applications/export',
      'GET /api/office/admission/applications/{applicationNumber}',
      'GET /api/office/admission/applications/{applicationNumber}/answers',
      'GET /api/office/admission/applications/{applicationNumber}/timeline',
      'GET /api/office/admission/applications/{applicationNumber}/pdf',
      'GET /api/office/admission/applications/{applicationNumber}/references',
      'GET /api/office/admission/applications/{applicationNumber}/documents',
      'GET /api/office/admission/applications/{applicationNumber}/documents/{documentId}/content',
      // Work shared among officers (issue 37): staff/shared-work, in each console of applications.
      'GET /api/office/admission/officers',
      'GET /api/office/admission/applications/{applicationNumber}/work',
      'POST /api/office/admission/applications/{applicationNumber}/assignees',
      'DELETE /api/office/admission/applications/{applicationNumber}/assignees/{staffId}',
      'POST /api/office/admission/applications/{applicationNumber}/notes',
      'PUT /api/office/admission/applications/{applicationNumber}/presence',
      'DELETE /api/office/admission/applications/{applicationNumber}/presence',
      'GET /api/office/scholarship/officers',
      'GET /api/office/scholarship/applications/{id}/work',
      'POST /api/office/scholarship/applications/{id}/assignees',
      'DELETE /api/office/scholarship/applications/{id}/assignees/{staffId}',
      'POST /api/office/scholarship/applications/{id}/notes',
      'PUT /api/office/scholarship/applications/{id}/presence',
      'DELETE /api/office/scholarship/applications/{id}/presence',
      'GET /api/office/financial-aid/officers',
      'GET /api/office/financial-aid/applications/{id}/work',
      'POST /api/office/financial-aid/applications/{id}/assignees',
      'DELETE /api/office/financial-aid/applications/{id}/assignees/{staffId}',
      'POST /api/office/financial-aid/applications/{id}/notes',
      'PUT /api/office/financial-aid/applications/{id}/presence',
      'DELETE /api/office/financial-aid/applications/{id}/presence',
      'GET /api/auth/oidc/jwks',
      'GET /api/auth/oidc/national-identity/start',
      'GET /api/auth/oidc/national-identity/callback',
      'POST /api/public/pin/reset-request',
      // A forgotten password (issue 34).
      'POST /api/public/password/reset-request',
      'POST /api/public/password/reset/open',
      'POST /api/public/password/reset',
      'POST /api/public/pin/reset',
      'POST /api/public/application-number/enquiry',
      'POST /api/public/b2c/otp/generate',
      'POST /api/public/b2c/otp/verify',
      'POST /api/public/b2c/account/submit',
      'POST /api/public/b2c/socialEnq/submit',
      'GET /api/content/faq',
      'GET /api/applicant/action-items',
      'DELETE /api/applicant/login-profile/{provider}',
      'GET /api/applicant/login-profile',
      'GET /api/auth/oidc/social-providers',
      'GET /api/auth/oidc/{provider}/callback',
      'GET /api/auth/oidc/{provider}/start',
      'GET /api/public/b2c/social-profile',
      'POST /api/applicant/login-profile/{provider}/link',
      'POST /api/public/b2c/social-profile',
      'GET /api/applicant/applications',
      'PUT /api/applicant/current-application',
      'GET /api/applicant/identity-data',
      'POST /api/applicant/identity-data/fill',
      // An applicant's "download my data" (issue 38).
      'GET /api/applicant/my-data',
      'POST /api/applicant/my-data/downloads',
      'GET /api/applicant/my-data/downloads/{downloadId}',
      'GET /api/admission/applications',
      'POST /api/admission/applications',
      'DELETE /api/admission/applications/{applicationNumber}',
      'GET /api/admission/applications/{applicationNumber}/form',
      'GET /api/admission/applications/{applicationNumber}/answers',
      'GET /api/admission/applications/{applicationNumber}/timeline',
      'GET /api/admission/applications/{applicationNumber}/pdf',
      'PUT /api/admission/applications/{applicationNumber}/pin',
      'PUT /api/admission/applications/{applicationNumber}/category',
      'POST /api/admission/applications/{applicationNumber}/submit',
      'GET /api/admission/applications/{applicationNumber}/sections/{section}',
      'PUT /api/admission/applications/{applicationNumber}/sections/{section}',
      'GET /api/admission/applications/{applicationNumber}/documents',
      'POST /api/admission/applications/{applicationNumber}/documents',
      'GET /api/admission/applications/{applicationNumber}/documents/{documentId}/content',
      'DELETE /api/admission/applications/{applicationNumber}/documents/{documentId}',
      'GET /api/admission/applications/{applicationNumber}/referees',
      'GET /api/admission/applications/{applicationNumber}/contact',
      'PUT /api/admission/applications/{applicationNumber}/contact',
      'POST /api/public/references/open',
      'POST /api/public/references/submit',
      // Admission outcomes and offers (branch outcomes)
      'GET /api/admission/applications/{applicationNumber}/outcome',
      'POST /api/admission/applications/{applicationNumber}/offer-response',
      'GET /api/admission/offer-letter',
      'GET /api/office/admission/applications/{applicationNumber}/outcome',
      'PUT /api/office/admission/applications/{applicationNumber}/outcome',
      'POST /api/office/admission/applications/{applicationNumber}/outcome/release',
      'GET /api/office/admission/outcomes',
      'POST /api/office/admission/outcomes/release',
      'GET /api/scholarship/applications',
      // Financial aid applications (issue 13, branch fa-form-api): the applicant's
      'GET /api/financial-aid/years/current',
      'GET /api/financial-aid/schemes',
      'POST /api/financial-aid/applications',
      'GET /api/financial-aid/applications/{id}',
      'DELETE /api/financial-aid/applications/{id}',
      'GET /api/financial-aid/applications/{id}/answers',
      'GET /api/financial-aid/applications/{id}/timeline',
      'GET /api/financial-aid/applications/{id}/pdf',
      'POST /api/financial-aid/applications/{id}/submit',
      'GET /api/financial-aid/applications/{id}/sections/{section}',
      'PUT /api/financial-aid/applications/{id}/sections/{section}',
      'GET /api/financial-aid/applications/{id}/documents',
      'POST /api/financial-aid/applications/{id}/documents',
      'GET /api/financial-aid/applications/{id}/documents/{documentId}/content',
      'DELETE /api/financial-aid/applications/{id}/documents/{documentId}',
      // Scholarship applications (issue 12): the applicant's
      'GET /api/scholarship/scholarships',
      'POST /api/scholarship/applications',
      'GET /api/scholarship/applications/{id}',
      'DELETE /api/scholarship/applications/{id}',
      'GET /api/scholarship/applications/{id}/answers',
      'GET /api/scholarship/applications/{id}/timeline',
      'GET /api/scholarship/applications/{id}/pdf',
      'POST /api/scholarship/applications/{id}/submit',
      'GET /api/scholarship/applications/{id}/sections/{section}',
      'PUT /api/scholarship/applications/{id}/sections/{section}',
      'GET /api/scholarship/applications/{id}/documents',
      'POST /api/scholarship/applications/{id}/documents',
      'GET /api/scholarship/applications/{id}/documents/{documentId}/content',
      'DELETE /api/scholarship/applications/{id}/documents/{documentId}',
      // … and the Scholarships Office's
      'GET /api/office/scholarship/scholarships',
      'POST /api/office/scholarship/scholarships',
      'PUT /api/office/scholarship/scholarships/{id}',
      'GET /api/office/scholarship/scholarships/{id}/history',
      'GET /api/office/scholarship/applications',
      'GET /api/office/scholarship/applications/export',
      'GET /api/office/scholarship/applications/{id}',
      'GET /api/office/scholarship/applications/{id}/pdf',
      'GET /api/office/scholarship/applications/{id}/documents',
      'GET /api/office/scholarship/applications/{id}/documents/{documentId}/content',
      'GET /api/financial-aid/applications',
      // Financial aid after submission (branch fa-after).
      'GET /api/financial-aid/applications/{id}/progress',
      'POST /api/financial-aid/applications/{id}/package/accept',
      'POST /api/financial-aid/applications/{id}/package/reject',
      'POST /api/financial-aid/applications/{id}/appeal',
      'POST /api/financial-aid/applications/{id}/appeal/documents',
      'GET /api/financial-aid/applications/{id}/appeal/documents',
      'GET /api/financial-aid/applications/{id}/appeal/documents/{documentId}/content',
      'DELETE /api/financial-aid/applications/{id}/appeal/documents/{documentId}',
      'POST /api/financial-aid/applications/{id}/update',
      'POST /api/financial-aid/applications/{id}/update/documents',
      'GET /api/financial-aid/applications/{id}/update/documents',
      'GET /api/financial-aid/applications/{id}/update/documents/{documentId}/content',
      'DELETE /api/financial-aid/applications/{id}/update/documents/{documentId}',
      'GET /api/financial-aid/applications/{id}/document-request',
      'POST /api/financial-aid/applications/{id}/document-request/submit',
      'POST /api/financial-aid/applications/{id}/document-request/documents',
      'GET /api/financial-aid/applications/{id}/document-request/documents',
      'GET /api/financial-aid/applications/{id}/document-request/documents/{documentId}/content',
      'DELETE /api/financial-aid/applications/{id}/document-request/documents/{documentId}',
      'POST /api/financial-aid/applications/{id}/withdraw',
      'GET /api/payment/fees',
      'GET /api/payment/payments',
      'GET /api/payment/fees/{feeId}',
      'POST /api/payment/fees/{feeId}/checkout',
      'GET /api/payment/payments/{paymentId}',
      'GET /api/payment/payments/{paymentId}/receipt',
      'POST /api/payment/webhook',
      // The finance office's console (issue 11)
      'GET /api/office/payment/anomalies',
      'GET /api/office/payment/fees',
      'GET /api/office/payment/fees/export',
      'GET /api/office/payment/fees/{feeId}',
      'POST /api/office/payment/fees/{feeId}/waive',
      'POST /api/office/payment/fees/{feeId}/offline-payment',
      'GET /api/office/payment/dashboard',
      'GET /api/address/singapore/{postalCode}',
      // Entrance exams (issue 11): the admissions console's, and the applicant's registration
      'GET /api/office/admission/entrance-exams',
      'POST /api/office/admission/entrance-exams',
      'GET /api/office/admission/entrance-exams/{examId}',
      'PUT /api/office/admission/entrance-exams/{examId}',
      'POST /api/office/admission/entrance-exams/{examId}/close',
      // Application periods: the admissions console sets them
      'GET /api/office/admission/application-periods',
      'POST /api/office/admission/application-periods',
      'GET /api/office/admission/application-periods/{periodId}',
      'PUT /api/office/admission/application-periods/{periodId}',
      'DELETE /api/office/admission/application-periods/{periodId}',
      'GET /api/payment/entrance-exams/applications/{applicationNumber}',
      'POST /api/payment/entrance-exams/applications/{applicationNumber}/registrations',
      // After submission: actual results, final GPA, enrolment (branch enrolment)
      'DELETE /api/admission/applications/{applicationNumber}/enrolment/documents/{documentId}',
      'DELETE /api/admission/applications/{applicationNumber}/final-gpa/documents/{documentId}',
      'GET /api/admission/applications/{applicationNumber}/actual-results',
      'GET /api/admission/applications/{applicationNumber}/enrolment',
      'GET /api/admission/applications/{applicationNumber}/enrolment/documents',
      'GET /api/admission/applications/{applicationNumber}/enrolment/documents/{documentId}/content',
      'GET /api/admission/applications/{applicationNumber}/enrolment/sections/{section}',
      'GET /api/admission/applications/{applicationNumber}/final-gpa',
      'GET /api/admission/applications/{applicationNumber}/final-gpa/documents',
      'GET /api/admission/applications/{applicationNumber}/final-gpa/documents/{documentId}/content',
      'GET /api/office/admission/applications/{applicationNumber}/actual-results',
      'GET /api/office/admission/applications/{applicationNumber}/enrolment',
      'GET /api/office/admission/applications/{applicationNumber}/enrolment/documents/{documentId}/content',
      'GET /api/office/admission/applications/{applicationNumber}/final-gpa',
      'GET /api/office/admission/applications/{applicationNumber}/final-gpa/documents/{documentId}/content',
      'POST /api/admission/applications/{applicationNumber}/enrolment/documents',
      'POST /api/admission/applications/{applicationNumber}/enrolment/submit',
      'POST /api/admission/applications/{applicationNumber}/final-gpa',
      'POST /api/admission/applications/{applicationNumber}/final-gpa/documents',
      'POST /api/office/admission/results-window',
      'PUT /api/admission/applications/{applicationNumber}/actual-results',
      'PUT /api/admission/applications/{applicationNumber}/enrolment/sections/{section}',
      'PUT /api/office/admission/applications/{applicationNumber}/results-window',
      'GET /dev/mailbox',
      'GET /dev/mailbox.json',
      // After submission (issue 10): appeals, document requests, interviews, fee waiver
      'DELETE /api/admission/applications/{applicationNumber}/appeal/documents/{documentId}',
      'DELETE /api/admission/applications/{applicationNumber}/document-requests/{requestId}/documents/{documentId}',
      'GET /api/admission/applications/{applicationNumber}/appeal',
      'GET /api/admission/applications/{applicationNumber}/appeal/documents',
      'GET /api/admission/applications/{applicationNumber}/appeal/documents/{documentId}/content',
      'GET /api/admission/applications/{applicationNumber}/document-requests',
      'GET /api/admission/applications/{applicationNumber}/document-requests/{requestId}/documents',
      'GET /api/admission/applications/{applicationNumber}/document-requests/{requestId}/documents/{documentId}/content',
      'GET /api/admission/applications/{applicationNumber}/interview',
      'GET /api/admission/applications/{applicationNumber}/interview/calendar.ics',
      'GET /api/office/admission/appeals',
      'GET /api/office/admission/applications/{applicationNumber}/appeal',
      'GET /api/office/admission/applications/{applicationNumber}/appeal/{appealId}/documents/{documentId}/content',
      'GET /api/office/admission/applications/{applicationNumber}/document-requests',
      'GET /api/office/admission/applications/{applicationNumber}/document-requests/{requestId}/documents/{documentId}/content',
      'GET /api/office/admission/applications/{applicationNumber}/fee',
      'GET /api/office/admission/applications/{applicationNumber}/interviews',
      'GET /api/office/admission/interview-slots',
      'POST /api/admission/applications/{applicationNumber}/appeal',
      'POST /api/admission/applications/{applicationNumber}/appeal/documents',
      'POST /api/admission/applications/{applicationNumber}/document-requests/{requestId}/answer',
      'POST /api/admission/applications/{applicationNumber}/document-requests/{requestId}/documents',
      'POST /api/admission/applications/{applicationNumber}/interview/slot',
      'POST /api/office/admission/applications/{applicationNumber}/appeal/outcome',
      'POST /api/office/admission/applications/{applicationNumber}/appeal/review',
      'POST /api/office/admission/applications/{applicationNumber}/document-requests',
      'POST /api/office/admission/applications/{applicationNumber}/fee/waive',
      'POST /api/office/admission/applications/{applicationNumber}/interviews',
      // Scholarship award (issue 12): outcomes, the reply, the undertaking, the sureties and their public page
      'GET /api/office/scholarship/applications/{id}/award',
      'PUT /api/office/scholarship/applications/{id}/outcome',
      'POST /api/office/scholarship/applications/{id}/outcome/release',
      'GET /api/office/scholarship/outcomes',
      'POST /api/office/scholarship/outcomes/release',
      'GET /api/scholarship/applications/{id}/outcome',
      'POST /api/scholarship/applications/{id}/outcome/response',
      'GET /api/scholarship/applications/{id}/undertaking',
      'POST /api/scholarship/applications/{id}/undertaking',
      'GET /api/scholarship/applications/{id}/undertaking/pdf',
      'GET /api/scholarship/applications/{id}/sureties',
      'GET /api/scholarship/applications/{id}/sureties/{position}',
      'PUT /api/scholarship/applications/{id}/sureties/{position}',
      'POST /api/scholarship/applications/{id}/sureties/{position}/invite',
      'POST /api/public/surety/confirm',
      'POST /api/public/surety/open',
      // The tuition grant's sureties (issue 34)
      'GET /api/admission/applications/{applicationNumber}/tuition-grant-sureties',
      'PUT /api/admission/applications/{applicationNumber}/tuition-grant-sureties/{position}',
      'GET /api/office/admission/applications/{applicationNumber}/tuition-grant-sureties',
      'POST /api/public/tuition-grant-surety/open',
      'POST /api/public/tuition-grant-surety/confirm',
      // The office's dashboards (issue 37)
      'GET /api/office/admission/dashboard',
      'GET /api/office/admission/programme-places',
      'PUT /api/office/admission/programme-places',
      'GET /api/office/scholarship/dashboard',
      'GET /api/office/financial-aid/dashboard',
      // The scholarship form's documents (the same routes as the scholarship application's own)
    ];
    expect(documented.sort()).toEqual(expected.sort());
    expect((await new Browser(t.app).get('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('shows the outbox at /dev/mailbox, newest first, with HTML escaped', async () => {
    await enqueueMail(t.db, { to: 'first@example.edu', subject: 'First', text: 'one' }, new Date('2026-03-01T09:00:00Z'));
    await enqueueMail(t.db, { to: 'second@example.edu', subject: 'Second <b>', text: 'two' }, new Date('2026-03-01T09:01:00Z'));
    const json = (await new Browser(t.app).get('/dev/mailbox.json')).json();
    expect(json.map((m: { subject: string }) => m.subject)).toEqual(['Second <b>', 'First']);
    const html = await new Browser(t.app).get('/dev/mailbox');
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.body).toContain('Second &lt;b&gt;');
    expect(html.body.indexOf('Second')).toBeLessThan(html.body.indexOf('First'));
  });

});

/**
 * Production refuses to start without a payment gateway's keys (never called here), and below OWASP's
 * Argon2id cost (the test apps' lesser cost is taken away).
 */
const PRODUCTION_GATEWAY = { STRIPE_SECRET_KEY: 'sk_live_51PortalTestKey', STRIPE_WEBHOOK_SECRET: 'whsec_PortalTestSecret', SECRET_HASH_MEMORY_KIB: undefined, SECRET_HASH_ITERATIONS: undefined };

describe('production mode', () => {
  it('has no /dev pages and no API documentation, and names its cookies with the __Host- prefix', async () => {
    const t = await createTestApp(oneDatabase()[0]!, { NODE_ENV: 'production', DEV_MAILBOX: undefined, CLAMD_URL: 'tcp://127.0.0.1:3310', ...PRODUCTION_GATEWAY });
    try {
      expect((await new Browser(t.app).get('/dev/mailbox')).statusCode).toBe(404);
      expect((await new Browser(t.app).get('/dev/mailbox.json')).statusCode).toBe(404);
      expect((await new Browser(t.app).get('/api/docs')).statusCode).toBe(404);
      expect((await new Browser(t.app).get('/api/docs/json')).statusCode).toBe(404);
      const cookies = (await new Browser(t.app).get('/api/system/settings')).cookies;
      const xsrf = cookies.find((c) => c.name === '__Host-XSRF-TOKEN');
      expect(xsrf).toMatchObject({ secure: true, path: '/' });
      expect(cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();

      const browser = new Browser(t.app);
      const signIn = await browser.signInWithPin();
      expect(signIn.statusCode).toBe(200);
      const session = signIn.cookies.find((c) => c.name === '__Host-portal_session');
      expect(session).toMatchObject({ secure: true, httpOnly: true, path: '/' });
      expect(session).not.toHaveProperty('domain');
      expect((await browser.get('/api/auth/session')).json()).toMatchObject({ authenticated: true });
    } finally {
      await t.close();
    }
  });

  it('serves the API documentation only when switched on', async () => {
    const t = await createTestApp(oneDatabase()[0]!, { NODE_ENV: 'production', DEV_MAILBOX: undefined, API_DOCS: 'on', CLAMD_URL: 'tcp://127.0.0.1:3310', ...PRODUCTION_GATEWAY });
    try {
      expect((await new Browser(t.app).get('/api/docs/json')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
