/**
 * Each instance's Prometheus page (issue 38): on its own port, never the portal's; requests by route
 * template and status class (never an id from the URL); the domain's counters moving with what
 * applicants do; and the figures read from the database at scrape time.
 */
import { enqueueMail } from '../../src/mail/outbox';
import { Browser, createTestApp, type TestApp } from '../helpers/test-app';
import { sample, scrapeMetrics, signInsCounted } from '../helpers/metrics';
import { everyDatabase } from '../helpers/test-database';

const ELIGIBLE = { citizenship: 'SINGAPORE_CITIZEN', residesInSingapore: true, priorUniversity: false, fullTimeWorkTwoYears: false };

describe.each(everyDatabase())('the metrics page on %s', (target) => {
  let t: TestApp;
  let metricsUrl: string;
  beforeAll(async () => {
    t = await createTestApp(target, { METRICS_PORT: '0' });
    metricsUrl = `http://127.0.0.1:${t.app.metricsAddress()!.port}`;
  });
  afterAll(() => t?.close());

  const scrape = () => scrapeMetrics(t.app);

  it('listens on loopback on a port of its own, and only there', async () => {
    const response = await fetch(`${metricsUrl}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(t.app.metricsAddress()).toMatchObject({ address: '127.0.0.1' });
    expect((await new Browser(t.app).get('/metrics')).statusCode).toBe(404);
    // The metrics port serves the metrics and nothing of the portal.
    expect((await fetch(`${metricsUrl}/api/health`)).status).toBe(404);
  });

  it('counts requests by route template and status class, never by the URL as sent', async () => {
    const paymentId = '0b5e2a7c-3f1d-4c2e-9a8b-7d6e5f4c3b2a';
    const route = '/api/payment/payments/:paymentId';
    const before = sample(await scrape(), 'portal_http_request_duration_seconds_count', { route, method: 'GET', status_class: '4xx' });
    expect((await new Browser(t.app).get(`/api/payment/payments/${paymentId}`)).statusCode).toBe(401);
    await new Browser(t.app).get('/api/no-such-thing/7f3a9e12-secret');

    const page = await scrape();
    expect(sample(page, 'portal_http_request_duration_seconds_count', { route, method: 'GET', status_class: '4xx' })).toBe(before + 1);
    expect(sample(page, 'portal_http_request_duration_seconds_bucket', { route, method: 'GET', status_class: '4xx', le: '+Inf' })).toBe(before + 1);
    expect(sample(page, 'portal_http_request_duration_seconds_count', { route: 'unmatched', method: 'GET', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(page).not.toContain(paymentId);
    expect(page).not.toContain('7f3a9e12-secret');
  });

  it('counts sign-ins by way and outcome, and saves and submissions by form', async () => {
    const signIns = (outcome: string, page: string) => signInsCounted(page, 'email', outcome);
    const saves = (outcome: string, page: string) => sample(page, 'portal_form_saves_total', { form: 'admission', outcome });
    const first = await scrape();

    const browser = new Browser(t.app);
    expect((await browser.signInWithEmail(undefined, 'Not the password 1')).statusCode).toBe(401);
    expect((await browser.signInWithEmail()).statusCode).toBe(200);
    const started = await browser.post('/api/admission/applications', { category: 'ALEVEL', eligibility: ELIGIBLE });
    expect(started.statusCode).toBe(201);
    const url = `/api/admission/applications/${started.json().applicationNumber}/sections/personalStatement`;
    const save = (version: number) => browser.request({ method: 'PUT', url, payload: { data: { statement: 'Why this programme' }, version, complete: false } });
    expect((await save(0)).statusCode).toBe(200);
    expect((await save(0)).statusCode).toBe(409);
    const submitted = await browser.post(`/api/admission/applications/${started.json().applicationNumber}/submit`, {});

    const page = await scrape();
    expect(signIns('refused', page)).toBe(signIns('refused', first) + 1);
    expect(signIns('success', page)).toBe(signIns('success', first) + 1);
    expect(saves('success', page)).toBe(saves('success', first) + 1);
    expect(saves('conflict', page)).toBe(saves('conflict', first) + 1);
    // An incomplete application is refused; it is counted as a refused submission all the same.
    expect(submitted.statusCode).toBeGreaterThanOrEqual(400);
    expect(sample(page, 'portal_form_submissions_total', { form: 'admission', outcome: 'refused' })).toBe(sample(first, 'portal_form_submissions_total', { form: 'admission', outcome: 'refused' }) + 1);
  });

  it("reads the outbox's queue and its oldest message's age, and each scheduled job's lag, from the database", async () => {
    await t.db.deleteFrom('outbox').execute();
    await enqueueMail(t.db, { to: 'someone@example.edu', subject: 'Waiting', text: 'x' }, t.clock.now());
    t.clock.advance(90);
    await t.db
      .insertInto('scheduled_jobs')
      .values({ name: 'metrics-test-job', next_run_at: new Date(t.clock.now().getTime() - 600_000), lease_until: null, last_started_at: null, last_finished_at: null, last_error: 'it failed' })
      .execute();

    const page = await scrape();
    expect(sample(page, 'portal_database_up')).toBe(1);
    expect(sample(page, 'portal_outbox_pending_messages')).toBe(1);
    expect(sample(page, 'portal_outbox_oldest_pending_age_seconds')).toBe(90);
    expect(sample(page, 'portal_scheduled_job_lag_seconds', { scheduled_job: 'metrics-test-job' })).toBe(600);
    expect(sample(page, 'portal_scheduled_job_last_run_failed', { scheduled_job: 'metrics-test-job' })).toBe(1);
    expect(page).not.toContain('someone@example.edu');
  });

  it("shows the event loop's delay and the PDF pool's queue, and on PostgreSQL the pool's connections", async () => {
    const page = await scrape();
    expect(page).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(page).toMatch(/^portal_pdf_renders_in_pool 0$/m);
    if (target === 'postgres') {
      expect(sample(page, 'portal_database_pool_max_connections')).toBe(10);
      expect(page).toMatch(/^portal_database_pool_waiting_queries \d+$/m);
    } else {
      expect(page).not.toContain('portal_database_pool_connections');
    }
  });
});
