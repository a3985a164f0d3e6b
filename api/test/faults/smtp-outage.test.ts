/**
 * Deadline day, fault 1: the SMTP server is down for a minute while applicants keep asking for
 * verification codes and the portal keeps sending notices. The e-mails wait in the outbox, and once
 * SMTP is back every one of them is delivered exactly once, by whichever of two API instances' outbox
 * workers leases it, after the promised retry delays (30 s, 1 min, …), with the one-time codes no
 * longer kept in the outbox. The codes still work when they arrive.
 *
 * Real parts: the smtp-server package on a loopback port (really closed during the outage: connections
 * are refused), the product's OutboxWorker (nodemailer) twice on one database (its own pool each on
 * PostgreSQL), the OTP route of two real app instances. Time is the injected clock, moved in 5-second
 * steps as a worker's poll would see it; nothing waits for real seconds.
 */
import { connect, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../../src/db/database';
import { enqueueMail, PURGED_MAIL_NOTICE, purgeExpiredMailSecrets } from '../../src/mail/outbox';
import { OutboxWorker, retryDelaySeconds } from '../../src/mail/outbox-worker';
import { Browser } from '../helpers/test-app';
import { everyDatabase } from '../helpers/test-database';
import { createTwinApps, type TwinApps } from './twin-instances';

jest.setTimeout(60_000);

const MAIL_FROM = 'Admissions <no-reply@admissions.example.edu>';
const TICK_SECONDS = 5;
const OUTAGE_SECONDS = 60;
/** When, from the start of the outage, a wave of e-mails is queued. */
const WAVES_AT_SECONDS = [0, 20, 40];
/** Per wave and kind: verification codes (through the API), links (enqueueMail, with a secret), notices (enqueueMail). */
const PER_KIND = 4;
/** A link valid for a week, as the product's PIN reset and referee links. */
const LINK_VALID_SECONDS = 7 * 24 * 3600;
const CODE = /Your verification code is (\d{6})\./;

interface Received {
  to: string[];
  data: string;
}

/** A real SMTP server that can be stopped (its port then refuses connections) and started again on the same port. */
class FlakySmtp {
  readonly received: Received[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 100,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }
}

/** The error code of a plain TCP connection to the port (null: it connected). */
function connectError(port: number): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(null);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/**
 * The schedule the worker promises for a message queued at `queuedAt` (seconds) while SMTP is down
 * until `downUntil`: tried at once, then after 30 s, 1 min, 2 min… Returns how many attempts failed
 * and when the next one is due. Exact here because queuing and polls happen on 5-second ticks and
 * every delay is a multiple of 5 s.
 */
function scheduleWhileDown(queuedAt: number, downUntil: number): { failedAttempts: number; nextAttemptAt: number } {
  let at = queuedAt;
  let failedAttempts = 0;
  while (at < downUntil) {
    failedAttempts += 1;
    at += retryDelaySeconds(failedAttempts);
  }
  return { failedAttempts, nextAttemptAt: at };
}

interface Queued {
  id: string;
  to: string;
  kind: 'code' | 'link' | 'notice';
  /** Seconds after the start of the outage. */
  queuedAt: number;
  /** For codes: the browser that asked (it holds the cookie the code is checked against). */
  browser?: Browser;
}

describe.each(everyDatabase())('deadline day: SMTP down for a minute, on %s', (target) => {
  let twins: TwinApps;
  const smtp = new FlakySmtp();
  const workers: OutboxWorker[] = [];
  const workerErrors: string[] = [];

  beforeAll(async () => {
    twins = await createTwinApps(target);
    await smtp.start();
    // Two API instances, each with its worker on its own database handle.
    for (const db of twins.dbs) {
      workers.push(
        new OutboxWorker({
          db,
          smtpUrl: smtp.url,
          mailFrom: MAIL_FROM,
          clock: twins.clock.now,
          log: { error: (obj: object) => workerErrors.push(String((obj as { err?: unknown }).err)) },
        }),
      );
    }
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    await smtp.stop();
    await twins?.close();
  });

  it('keeps every e-mail in the outbox while SMTP is down and delivers each exactly once when it returns', async () => {
    const { clock, dbs, apps } = twins;
    const db: Db = dbs[0];
    const outageStart = clock.now().getTime();
    const secondsIn = () => (clock.now().getTime() - outageStart) / 1000;
    /** One poll of both instances at the current (simulated) time, with the server's housekeeping; how many messages each handled. */
    const byWorker: number[] = workers.map(() => 0);
    const tick = async () => {
      await purgeExpiredMailSecrets(db, clock.now());
      const handled = await Promise.all(workers.map((worker) => worker.drainOnce()));
      handled.forEach((count, index) => (byWorker[index] = byWorker[index]! + count));
      return handled;
    };
    const rows = () =>
      db
        .selectFrom('outbox')
        .select(['id', 'to_address', 'status', 'attempts', 'next_attempt_at', 'sent_at', 'last_error', 'text_body', 'html_body', 'purged_at', 'secret_expires_at'])
        .execute();

    // Before: SMTP works, and the outbox is empty.
    await enqueueMail(db, { to: 'before.outage@example.edu', subject: 'Before the outage', text: 'SMTP works.' }, clock.now());
    expect((await tick()).reduce((a, b) => a + b, 0)).toBe(1);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['before.outage@example.edu']]);
    await db.deleteFrom('outbox').execute();
    smtp.received.length = 0;
    byWorker.fill(0);

    // The outage: the server is really gone.
    await smtp.stop();
    expect(await connectError(smtp.port)).toBe('ECONNREFUSED');

    const queued: Queued[] = [];
    let handledWhileDown = 0;
    for (let second = 0; second < OUTAGE_SECONDS; second += TICK_SECONDS) {
      expect(secondsIn()).toBe(second);
      const wave = WAVES_AT_SECONDS.indexOf(second);
      if (wave >= 0) {
        for (let n = 0; n < PER_KIND; n += 1) {
          // A verification code asked on the registration page, through either instance: the product's own path.
          const to = `code.${wave}.${n}@deadline.example.edu`;
          const browser = new Browser(apps[n % 2]!, `198.51.100.${wave * PER_KIND + n + 1}`);
          const asked = await browser.post('/api/public/b2c/otp/generate', { email: to });
          expect(asked.statusCode).toBe(200);
          const row = await db.selectFrom('outbox').select('id').where('to_address', '=', to).executeTakeFirstOrThrow();
          queued.push({ id: row.id, to, kind: 'code', queuedAt: second, browser });
        }
        for (let n = 0; n < PER_KIND; n += 1) {
          const to = `link.${wave}.${n}@deadline.example.edu`;
          const mail = { to, subject: `Your reference link ${wave}.${n}`, text: `Open https://portal.example.edu/ref?token=t${wave}${n}`, html: `<p>t${wave}${n}</p>` };
          const id = await enqueueMail(dbs[n % 2]!, mail, clock.now(), { secretValidForSeconds: LINK_VALID_SECONDS });
          queued.push({ id, to, kind: 'link', queuedAt: second });
        }
        for (let n = 0; n < PER_KIND; n += 1) {
          const to = `notice.${wave}.${n}@deadline.example.edu`;
          const mail = { to, subject: `Application received ${wave}.${n}`, text: `Notice ${wave}.${n}: we received your application.`, html: `<p>Notice ${wave}.${n}</p>` };
          const id = await enqueueMail(dbs[(n + 1) % 2]!, mail, clock.now());
          queued.push({ id, to, kind: 'notice', queuedAt: second });
        }
      }
      handledWhileDown += (await tick()).reduce((a, b) => a + b, 0);
      clock.advance(TICK_SECONDS);
    }
    expect(secondsIn()).toBe(OUTAGE_SECONDS);

    // After the minute down: nothing lost, nothing marked sent, nothing delivered, each on its retry schedule.
    const total = WAVES_AT_SECONDS.length * PER_KIND * 3;
    expect(queued).toHaveLength(total);
    let during = await rows();
    expect(during).toHaveLength(total);
    expect(smtp.received).toHaveLength(0);
    const dueAt = new Map<string, number>();
    for (const item of queued) {
      const row = during.find((candidate) => candidate.id === item.id)!;
      const expected = scheduleWhileDown(item.queuedAt, OUTAGE_SECONDS);
      expect({ to: row.to_address, status: row.status, sentAt: row.sent_at, attempts: row.attempts, nextAttemptAt: new Date(row.next_attempt_at).getTime() }).toEqual({
        to: item.to,
        status: 'PENDING',
        sentAt: null,
        attempts: expected.failedAttempts,
        nextAttemptAt: outageStart + expected.nextAttemptAt * 1000,
      });
      expect(row.last_error).toMatch(/ECONNREFUSED/);
      dueAt.set(item.id, expected.nextAttemptAt);
    }
    // Every failed attempt was one worker's: the two never handled the same message in the same poll.
    const failedAttempts = during.reduce((sum, row) => sum + row.attempts, 0);
    expect(handledWhileDown).toBe(failedAttempts);
    expect(workerErrors).toHaveLength(failedAttempts);
    expect(workerErrors.every((error) => /ECONNREFUSED/.test(error))).toBe(true);

    // SMTP returns on the same port; the workers keep polling until the outbox is empty.
    await smtp.start();
    const returnedAt = secondsIn();
    let handledAfter = 0;
    const limit = OUTAGE_SECONDS + retryDelaySeconds(20);
    for (;;) {
      handledAfter += (await tick()).reduce((a, b) => a + b, 0);
      const pending = await db.selectFrom('outbox').select('id').where('status', '!=', 'SENT').execute();
      if (pending.length === 0) break;
      if (secondsIn() >= limit) throw new Error(`${pending.length} e-mails still unsent ${secondsIn()} s after the outage began`);
      clock.advance(TICK_SECONDS);
    }
    const allDeliveredAt = secondsIn();

    // Each e-mail arrived exactly once, and went out when its retry fell due, not before, not later.
    expect(handledAfter).toBe(total);
    const arrivals = new Map<string, Received[]>();
    for (const mail of smtp.received) {
      expect(mail.to).toHaveLength(1);
      arrivals.set(mail.to[0]!, [...(arrivals.get(mail.to[0]!) ?? []), mail]);
    }
    expect([...arrivals.keys()].sort()).toEqual(queued.map((item) => item.to).sort());
    expect([...arrivals.values()].filter((copies) => copies.length !== 1)).toEqual([]);

    during = await rows();
    for (const item of queued) {
      const row = during.find((candidate) => candidate.id === item.id)!;
      const expected = scheduleWhileDown(item.queuedAt, OUTAGE_SECONDS);
      const sentAt = new Date(outageStart + dueAt.get(item.id)! * 1000);
      expect({ status: row.status, attempts: row.attempts, sentAt: row.sent_at, lastError: row.last_error }).toEqual({
        status: 'SENT',
        attempts: expected.failedAttempts + 1,
        sentAt,
        lastError: null,
      });
      const data = arrivals.get(item.to)![0]!.data;
      if (item.kind === 'notice') {
        // No secret: kept as it was.
        expect(row).toMatchObject({ text_body: expect.stringContaining('we received your application'), purged_at: null });
        expect(data).toContain('we received your application');
      } else {
        // The code or link reached the mailbox; the outbox keeps no copy of it.
        expect({ text: row.text_body, html: row.html_body, purgedAt: row.purged_at }).toEqual({ text: PURGED_MAIL_NOTICE, html: `<p>${PURGED_MAIL_NOTICE}</p>`, purgedAt: sentAt });
        expect(data).toMatch(item.kind === 'code' ? CODE : /token=t\d\d/);
      }
    }

    // The codes asked for during the outage still work when they finally arrive.
    for (const item of queued.filter((entry) => entry.kind === 'code')) {
      const code = CODE.exec(arrivals.get(item.to)![0]!.data)![1]!;
      const verified = await item.browser!.post('/api/public/b2c/otp/verify', { email: item.to, otp: code });
      expect({ to: item.to, status: verified.statusCode, body: verified.json() }).toEqual({ to: item.to, status: 200, body: { verified: true } });
    }

    // Nothing is sent again later, by either instance.
    clock.advance(retryDelaySeconds(20));
    expect(await tick()).toEqual([0, 0]);
    expect(smtp.received).toHaveLength(total);

    const attempts = failedAttempts + handledAfter;
    const maxAttempts = Math.max(...during.map((row) => row.attempts));
    console.log(
      `SMTP outage on ${target}: ${total} e-mails queued during a ${OUTAGE_SECONDS} s outage (2 instances' workers); ` +
        `${attempts} delivery attempts in all (${byWorker.join(' + ')} by each worker, at most ${maxAttempts} per e-mail); all delivered exactly once ${allDeliveredAt} s after the outage began ` +
        `(${allDeliveredAt - returnedAt} s after SMTP returned); 0 lost, 0 duplicates, ${queued.filter((item) => item.kind !== 'notice').length} codes/links purged from the outbox.`,
    );
  });
});
