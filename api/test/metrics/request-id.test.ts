/**
 * One request id from the load balancer to the e-mail (issue 38): the trusted balancer's X-Request-ID
 * becomes the request's id, is on the request's log lines and on the outbox row of the e-mail it
 * queued; the worker's log line when it sends the e-mail names it. A client that is not the balancer
 * cannot choose the id.
 */
import { enqueueMail } from '../../src/mail/outbox';
import { OutboxWorker } from '../../src/mail/outbox-worker';
import { startSmtpServer } from '../helpers/smtp-server';
import { Browser, createTestApp, type TestApp } from '../helpers/test-app';
import { oneDatabase } from '../helpers/test-database';
import { resetPublicState } from '../modules/public/public-helpers';

const BALANCER = '127.0.0.1';
const ELSEWHERE = '203.0.113.9';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PIN_RESET = { applicationNumber: 'A24000001', email: 'demo.applicant@example.edu', system: 'ADM' };

describe.each(oneDatabase())('request ids on %s', (target) => {
  const lines: Array<Record<string, unknown>> = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { LOG_LEVEL: 'info', TRUST_PROXY: BALANCER }, { logStream: { write: (line) => void lines.push(JSON.parse(line)) } });
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await resetPublicState(t.db);
    lines.length = 0;
  });

  async function askForPinReset(address: string, requestId: string) {
    const browser = new Browser(t.app, address);
    // The anti-forgery cookie first, so the lines below are the reset request's alone.
    await browser.get('/api/system/settings');
    lines.length = 0;
    const response = await browser.request({ method: 'POST', url: '/api/public/pin/reset-request', payload: PIN_RESET, headers: { 'x-request-id': requestId } });
    expect(response.statusCode).toBeLessThan(300);
    return t.db.selectFrom('outbox').select(['id', 'request_id']).execute();
  }

  it("takes the balancer's id, logs every line of the request with it, and keeps it with the e-mail the request queued", async () => {
    const id = '6f1c2b9e-8d47-4a3e-9b21-55c0e7a4d913';
    const rows = await askForPinReset(BALANCER, id);
    expect(rows).toEqual([expect.objectContaining({ request_id: id })]);
    const requestLines = lines.filter((line) => line.reqId !== undefined);
    expect(requestLines.length).toBeGreaterThanOrEqual(2);
    expect(new Set(requestLines.map((line) => line.reqId))).toEqual(new Set([id]));

    // The worker that sends it says which request queued it, and nothing about the person.
    const smtp = await startSmtpServer();
    const logged: Array<{ obj: object; msg: string }> = [];
    const log = { error: (obj: object, msg: string) => void logged.push({ obj, msg }), info: (obj: object, msg: string) => void logged.push({ obj, msg }) };
    const worker = new OutboxWorker({ db: t.db, smtpUrl: smtp.url, mailFrom: 'portal@example.edu', clock: t.clock.now, log });
    try {
      await worker.drainOnce();
    } finally {
      await worker.stop();
      await smtp.close();
    }
    expect(smtp.received).toHaveLength(1);
    expect(logged).toEqual([{ obj: { outboxId: rows[0]!.id, requestId: id }, msg: 'outbox: sent' }]);
  });

  it('makes its own id for a client that is not the trusted balancer, and for an id that is not a plain token', async () => {
    const chosen = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
    const [fromElsewhere] = await askForPinReset(ELSEWHERE, chosen);
    expect(fromElsewhere!.request_id).toMatch(UUID);
    expect(fromElsewhere!.request_id).not.toBe(chosen);

    await resetPublicState(t.db);
    const [forged] = await askForPinReset(BALANCER, 'abc\ndef{"level":60}');
    expect(forged!.request_id).toMatch(UUID);
  });

  it('queues e-mails of scheduled jobs without a request id', async () => {
    await enqueueMail(t.db, { to: 'someone@example.edu', subject: 'From a job', text: 'x' }, t.clock.now());
    expect(await t.db.selectFrom('outbox').select('request_id').execute()).toEqual([{ request_id: null }]);
  });
});
