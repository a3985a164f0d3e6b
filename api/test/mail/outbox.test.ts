import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { migrateToLatest } from '../../src/db/migrations';
import { enqueueMail, listOutbox } from '../../src/mail/outbox';
import { OutboxWorker, retryDelaySeconds } from '../../src/mail/outbox-worker';
import { TestClock } from '../helpers/test-app';
import { databaseTargets, openTestDatabase, type TestDatabase } from '../helpers/test-database';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A real SMTP server on a random port that can be told to refuse the next messages. */
async function startSmtpServer() {
  const received: Received[] = [];
  let refuseNext = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuseNext > 0) {
          refuseNext--;
          const error = new Error('Mailbox temporarily unavailable') as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(count: number) {
      refuseNext = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(databaseTargets())('e-mail outbox on %s', (target) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await openTestDatabase(target);
    await migrateToLatest(database.db);
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.close();
  });
  afterEach(() => database.db.deleteFrom('outbox').execute());

  it('delivers a queued message over SMTP', async () => {
    const worker = new OutboxWorker({ db: database.db, smtpUrl: smtp.url, mailFrom: 'Admissions <no-reply@admissions.example.edu>', clock: clock.now });
    try {
      await enqueueMail(database.db, { to: 'applicant@example.edu', subject: 'Your code', text: 'Code: 123456', html: '<p>Code: 123456</p>' }, clock.now());
      expect(await worker.drainOnce()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({ from: 'no-reply@admissions.example.edu', to: ['applicant@example.edu'] });
      expect(smtp.received[0]!.data).toContain('Subject: Your code');
      expect(smtp.received[0]!.data).toContain('Code: 123456');
      const [entry] = await listOutbox(database.db);
      expect(entry).toMatchObject({ status: 'SENT', attempts: 1, lastError: null });
    } finally {
      await worker.stop();
      smtp.received.length = 0;
    }
  });

  it('keeps a failed message and retries it after a growing delay', async () => {
    const worker = new OutboxWorker({ db: database.db, smtpUrl: smtp.url, mailFrom: 'no-reply@admissions.example.edu', clock: clock.now });
    try {
      smtp.refuse(1);
      await enqueueMail(database.db, { to: 'retry@example.edu', subject: 'Retry me', text: 'hello' }, clock.now());
      expect(await worker.drainOnce()).toBe(1);
      let [entry] = await listOutbox(database.db);
      expect(entry).toMatchObject({ status: 'PENDING', attempts: 1, lastError: expect.stringContaining('temporarily unavailable') });
      expect(smtp.received).toHaveLength(0);

      // Not due yet: nothing happens.
      expect(await worker.drainOnce()).toBe(0);
      clock.advance(retryDelaySeconds(1));
      expect(await worker.drainOnce()).toBe(1);
      [entry] = await listOutbox(database.db);
      expect(entry).toMatchObject({ status: 'SENT', attempts: 2 });
      expect(smtp.received.map((m) => m.to)).toEqual([['retry@example.edu']]);
    } finally {
      await worker.stop();
      smtp.received.length = 0;
    }
  });

  it('delivers on its own once started, nudged by enqueueMail', async () => {
    const worker = new OutboxWorker({ db: database.db, smtpUrl: smtp.url, mailFrom: 'no-reply@admissions.example.edu', clock: clock.now, pollIntervalMs: 60_000 });
    worker.start();
    try {
      const delivered = new Promise<void>((resolve) => {
        const check = setInterval(() => {
          if (smtp.received.length > 0) {
            clearInterval(check);
            resolve();
          }
        }, 5);
      });
      await enqueueMail(database.db, { to: 'nudge@example.edu', subject: 'Nudged', text: 'fast' }, clock.now());
      await delivered;
      expect(smtp.received[0]!.to).toEqual(['nudge@example.edu']);
    } finally {
      await worker.stop();
      smtp.received.length = 0;
    }
  });

  it('without SMTP_URL keeps messages in the outbox (the development mailbox)', async () => {
    const worker = new OutboxWorker({ db: database.db, smtpUrl: undefined, mailFrom: 'no-reply@admissions.example.edu', clock: clock.now });
    try {
      await enqueueMail(database.db, { to: 'local@example.edu', subject: 'Local', text: 'kept' }, clock.now());
      expect(await worker.drainOnce()).toBe(1);
      const [entry] = await listOutbox(database.db);
      expect(entry).toMatchObject({ status: 'KEPT_IN_OUTBOX', sentAt: expect.any(String) });
    } finally {
      await worker.stop();
    }
  });

  it('backs off 30 s, 1 min, 2 min … up to an hour', () => {
    expect([1, 2, 3, 4, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 3600]);
  });
});
