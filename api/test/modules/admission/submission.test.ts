/**
 * A complete application submitted: once however often it is asked, read-only afterwards, its fee
 * created, the confirmation e-mailed, the timeline and the PDF in both languages — and nobody else's.
 */
import { listOutbox } from '../../../src/mail/outbox';
import { completeAdmissionApplication } from '../../helpers/complete-admission';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { everyDatabase } from '../../helpers/test-database';

describe.each(everyDatabase())('submitting an admission application on %s', (target) => {
  let t: TestApp;
  let browser: Browser;
  let number: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    browser = new Browser(t.app);
    expect((await browser.signInWithEmail()).statusCode).toBe(200);
    number = await completeAdmissionApplication(browser);
  });
  afterAll(() => t?.close());

  it('submits once even when asked three times at once, with one fee and one confirmation', async () => {
    const base = `/api/admission/applications/${number}`;
    const answers = await Promise.all([browser.post(`${base}/submit`), browser.post(`${base}/submit`), browser.post(`${base}/submit`)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const acknowledgements = answers.map((answer) => answer.json());
    expect(new Set(acknowledgements.map((ack) => ack.submittedAt)).size).toBe(1);
    expect(acknowledgements[0]).toEqual({ applicationNumber: number, submittedAt: '2026-03-01T09:00:00.000Z', fee: { amountCents: 1000, status: 'UNPAID' } });
    const fees = (await browser.get('/api/payment/fees')).json().filter((fee: { applicationNumber: string }) => fee.applicationNumber === number);
    expect(fees).toHaveLength(1);
    const confirmations = (await listOutbox(t.db)).filter((mail) => mail.subject === 'Your application has been submitted');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.text).toContain(number);
    expect(confirmations[0]!.text).toContain('SGD');
  });

  it('is read-only afterwards, and the timeline and list show the submission', async () => {
    const base = `/api/admission/applications/${number}`;
    const edit = await browser.request({ method: 'PUT', url: `${base}/sections/personalStatement`, payload: { data: { statement: 'Changed' }, version: 1, complete: false } });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().errors[0].code).toBe('APPLICATION_NOT_EDITABLE');
    const timeline = (await browser.get(`${base}/timeline`)).json().map((event: { kind: string }) => event.kind);
    expect(timeline).toEqual(['CREATED', 'DOCUMENT_ADDED', 'SUBMITTED', 'REFERENCES_REQUESTED']);
    const list = (await browser.get('/api/admission/applications')).json();
    expect(list.find((application: { applicationNumber: string }) => application.applicationNumber === number)).toMatchObject({ status: 'SUBMITTED', feeStatus: 'UNPAID' });
  });

  it('gives a PDF copy in English and in Chinese, to its owner only', async () => {
    const base = `/api/admission/applications/${number}`;
    for (const lang of ['en-GB', 'zh-Hans']) {
      const pdf = await browser.get(`${base}/pdf?lang=${lang}`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toContain(`application-${number}-${lang}.pdf`);
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    const stranger = new Browser(t.app);
    await stranger.signInWithPin();
    expect((await stranger.get(`${base}/pdf?lang=en-GB`)).statusCode).toBe(404);
  });

  it("opens the demo applicant's submitted application like any other, with its answers and a PDF", async () => {
    const demo = new Browser(t.app);
    await demo.signInWithPin();
    const form = (await demo.get('/api/admission/applications/24000001/form')).json();
    expect(form).toMatchObject({ status: 'SUBMITTED', category: 'ALEVEL' });
    const answers = (await demo.get('/api/admission/applications/24000001/answers')).json();
    expect(answers.sections.find((section: { id: string }) => section.id === 'personalParticulars').data.fullName).toBe('TAN MEI LING');
    const pdf = await demo.get('/api/admission/applications/24000001/pdf?lang=zh-Hans');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
