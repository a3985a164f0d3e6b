import { enqueueMail, listOutbox, PURGED_MAIL_NOTICE, purgeExpiredMailSecrets } from '../../src/mail/outbox';
import { OutboxWorker, retryDelaySeconds } from '../../src/mail/outbox-worker';
import { startSmtpServer } from '../helpers/smtp-server';
import { TestClock } from '../helpers/test-app';
import { everyDatabase, migrateTestDatabase, openTestDatabase, type TestDatabase } from '../helpers/test-database';

describe.each(everyDatabase())('e-mail outbox on %s', (target) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await openTestDatabase(target);
    await migrateTestDatabase(target, database.db);
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

  describe('messages holding a one-time code or link', () => {
    const CODE_TTL_SECONDS = 300;
    const codeMail = (to: string) => ({ to, subject: 'Your code', text: 'Code: 654321', html: '<p>Code: 654321</p>' });
    const plainMail = (to: string) => ({ to, subject: 'Welcome', text: 'Account created', html: '<p>Account created</p>' });
    const row = (id: string) =>
      database.db.selectFrom('outbox').select(['status', 'text_body', 'html_body', 'purged_at']).where('id', '=', id).executeTakeFirstOrThrow();

    it('keeps no copy of the code once it is sent over SMTP; other messages are kept as they are', async () => {
      const worker = new OutboxWorker({ db: database.db, smtpUrl: smtp.url, mailFrom: 'no-reply@admissions.example.edu', clock: clock.now });
      try {
        const secret = await enqueueMail(database.db, codeMail('code@example.edu'), clock.now(), { secretValidForSeconds: CODE_TTL_SECONDS });
        const plain = await enqueueMail(database.db, plainMail('plain@example.edu'), clock.now());
        expect(await worker.drainOnce()).toBe(2);

        expect(smtp.received.find((m) => m.to[0] === 'code@example.edu')!.data).toContain('Code: 654321');
        expect(await row(secret)).toEqual({
          status: 'SENT',
          text_body: PURGED_MAIL_NOTICE,
          html_body: `<p>${PURGED_MAIL_NOTICE}</p>`,
          purged_at: clock.now(),
        });
        expect(await row(plain)).toEqual({ status: 'SENT', text_body: 'Account created', html_body: '<p>Account created</p>', purged_at: null });
      } finally {
        await worker.stop();
        smtp.received.length = 0;
      }
    });

    it('without SMTP keeps the code readable in the outbox until it expires, then removes it', async () => {
      const worker = new OutboxWorker({ db: database.db, smtpUrl: undefined, mailFrom: 'no-reply@admissions.example.edu', clock: clock.now });
      try {
        const secret = await enqueueMail(database.db, codeMail('kept@example.edu'), clock.now(), { secretValidForSeconds: CODE_TTL_SECONDS });
        const plain = await enqueueMail(database.db, plainMail('kept-plain@example.edu'), clock.now());
        expect(await worker.drainOnce()).toBe(2);

        clock.advance(CODE_TTL_SECONDS - 1);
        expect(await purgeExpiredMailSecrets(database.db, clock.now())).toBe(0);
        expect((await listOutbox(database.db)).find((m) => m.id === secret)).toMatchObject({ status: 'KEPT_IN_OUTBOX', text: 'Code: 654321' });

        clock.advance(1);
        expect(await purgeExpiredMailSecrets(database.db, clock.now())).toBe(1);
        const entries = await listOutbox(database.db);
        expect(entries.find((m) => m.id === secret)).toMatchObject({
          status: 'KEPT_IN_OUTBOX',
          text: PURGED_MAIL_NOTICE,
          html: `<p>${PURGED_MAIL_NOTICE}</p>`,
        });
        expect(entries.find((m) => m.id === plain)).toMatchObject({ status: 'KEPT_IN_OUTBOX', text: 'Account created' });
        // Nothing is left to purge a second time.
        expect(await purgeExpiredMailSecrets(database.db, clock.now())).toBe(0);
      } finally {
        await worker.stop();
      }
    });

    it('never sends a message whose code expired while it waited, and marks it EXPIRED', async () => {
      const worker = new OutboxWorker({ db: database.db, smtpUrl: smtp.url, mailFrom: 'no-reply@admissions.example.edu', clock: clock.now });
      try {
        const secret = await enqueueMail(database.db, { ...codeMail('late@example.edu'), html: undefined }, clock.now(), {
          secretValidForSeconds: CODE_TTL_SECONDS,
        });
        const plain = await enqueueMail(database.db, plainMail('late-plain@example.edu'), clock.now());
        smtp.refuse(2);
        expect(await worker.drainOnce()).toBe(2);
        expect(smtp.received).toHaveLength(0);

        // The retries fall due after the code has expired: only the message without a code goes out.
        clock.advance(CODE_TTL_SECONDS);
        expect(await worker.drainOnce()).toBe(1);
        expect(smtp.received.map((m) => m.to)).toEqual([['late-plain@example.edu']]);
        expect((await row(secret)).status).toBe('PENDING');

        expect(await purgeExpiredMailSecrets(database.db, clock.now())).toBe(1);
        expect(await row(secret)).toEqual({ status: 'EXPIRED', text_body: PURGED_MAIL_NOTICE, html_body: null, purged_at: clock.now() });
        expect(await row(plain)).toMatchObject({ status: 'SENT', text_body: 'Account created' });
        clock.advance(retryDelaySeconds(5));
        expect(await worker.drainOnce()).toBe(0);
        expect(smtp.received).toHaveLength(1);
      } finally {
        await worker.stop();
        smtp.received.length = 0;
      }
    });
  });

  it('backs off 30 s, 1 min, 2 min … up to an hour', () => {
    expect([1, 2, 3, 4, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 3600]);
  });
});
