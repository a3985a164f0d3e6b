/**
 * Scheduled jobs run once per period across several API instances, never twice at the same time. Three
 * "instances" share one database: on PostgreSQL each has its own connection pool on the test's schema,
 * so their claims really race across connections; PGlite has a single connection, where the three
 * share it and the claim statement alone still decides. Time is the test's clock, never a real wait of
 * seconds.
 */
import { openDatabase, type Db } from '../../src/db/database';
import { claimScheduledRun, runScheduledJob, startScheduledJobs, type RunScheduledJobOptions } from '../../src/jobs/scheduled-jobs';
import { TestClock } from '../helpers/test-app';
import { everyDatabase, migrateTestDatabase, openTestDatabase, type DatabaseTarget, type TestDatabase } from '../helpers/test-database';

/** Three API instances on the database of `database`. */
async function openInstances(target: DatabaseTarget, database: TestDatabase): Promise<{ instances: Db[]; close(): Promise<void> }> {
  if (target === 'pglite') return { instances: [database.db, database.db, database.db], close: async () => undefined };
  const { schema } = await database.db.selectNoFrom((eb) => eb.fn<string>('current_schema').as('schema')).executeTakeFirstOrThrow();
  const others = [1, 2].map(() => openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: ':memory:' }, { schema }));
  return { instances: [database.db, ...others], close: async () => void (await Promise.all(others.map((db) => db.destroy()))) };
}

/** A promise the test settles when it chooses: the work of a run that is still going. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Waits (a few milliseconds at a time, real time) until `check` holds. */
async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(everyDatabase())('scheduled jobs on %s', (target) => {
  let database: TestDatabase;
  let instances: Db[];
  let closeInstances: () => Promise<void>;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    await migrateTestDatabase(target, database.db);
    ({ instances, close: closeInstances } = await openInstances(target, database));
  });
  afterAll(async () => {
    await closeInstances?.();
    await database?.close();
  });

  const jobRow = (name: string) => database.db.selectFrom('scheduled_jobs').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

  /** Every instance tries `rounds` times at once; returns how many of those attempts ran the work. */
  async function race(options: RunScheduledJobOptions, work: () => Promise<unknown>, rounds = 3): Promise<number> {
    const attempts = Array.from({ length: rounds }, () => instances.map((db) => runScheduledJob(db, options, work))).flat();
    return (await Promise.all(attempts)).filter(Boolean).length;
  }

  it('runs the work once when three instances race for the same period, and once again in the next period', async () => {
    const clock = new TestClock();
    const job = { name: 'race', intervalSeconds: 60, leaseSeconds: 30, clock: clock.now };
    let runs = 0;
    const work = async () => {
      runs += 1;
    };

    expect(await race(job, work)).toBe(1);
    expect(runs).toBe(1);

    clock.advance(59);
    expect(await race(job, work)).toBe(0);

    clock.advance(1);
    expect(await race(job, work)).toBe(1);
    expect(runs).toBe(2);
    expect(await jobRow('race')).toMatchObject({ next_run_at: new Date(clock.now().getTime() + 60_000), lease_until: null, last_error: null });
  });

  it('lets another instance take a run whose instance died, once its lease has run out and not before', async () => {
    const clock = new TestClock();
    const job = { name: 'died', intervalSeconds: 60, leaseSeconds: 300, clock: clock.now };
    // The first instance claims the period and is killed: it never works, renews or finishes.
    expect(await claimScheduledRun(instances[0]!, job, clock.now())).toBeDefined();
    let runs = 0;
    const work = async () => {
      runs += 1;
    };

    clock.advance(60); // the next period is due, but the dead run still holds the lease
    expect(await race(job, work)).toBe(0);
    clock.advance(239); // one second before the lease runs out
    expect(await race(job, work)).toBe(0);
    clock.advance(1);
    expect(await race(job, work)).toBe(1);
    expect(runs).toBe(1);
    expect(await jobRow('died')).toMatchObject({ lease_until: null, last_finished_at: clock.now(), last_error: null });
  });

  it('records an error in the work and still runs the next period', async () => {
    const clock = new TestClock();
    const job = { name: 'failing', intervalSeconds: 60, leaseSeconds: 30, clock: clock.now };

    await expect(runScheduledJob(instances[0]!, job, async () => Promise.reject(new Error('gateway unreachable')))).rejects.toThrow('gateway unreachable');
    expect(await jobRow('failing')).toMatchObject({ last_error: 'gateway unreachable', lease_until: null, last_finished_at: clock.now() });
    // The failed run counted as this period's run.
    expect(await race(job, async () => undefined)).toBe(0);

    clock.advance(60);
    expect(await runScheduledJob(instances[1]!, job, async () => undefined)).toBe(true);
    expect(await jobRow('failing')).toMatchObject({ last_error: null, lease_until: null, last_finished_at: clock.now() });
  });

  it('never starts a run in progress a second time, even when its period has passed', async () => {
    const clock = new TestClock();
    const job = { name: 'slow', intervalSeconds: 60, leaseSeconds: 300, clock: clock.now };
    const working = gate();
    let started = false;
    const slowRun = runScheduledJob(instances[0]!, job, async () => {
      started = true;
      await working.opened;
    });
    await eventually(() => started);

    clock.advance(90);
    let secondRuns = 0;
    expect(await race(job, async () => (secondRuns += 1))).toBe(0);

    working.open();
    expect(await slowRun).toBe(true);
    // Finished, and its period has passed: the next run starts at once, on whichever instance asks.
    expect(await race(job, async () => (secondRuns += 1))).toBe(1);
    expect(secondRuns).toBe(1);
  });

  it('renews the lease of a long run, so it is not started again when its first lease would have run out', async () => {
    const clock = new TestClock();
    const startedAt = clock.now();
    const job = { name: 'long', intervalSeconds: 10, leaseSeconds: 30, clock: clock.now, leaseRenewalMs: 5 };
    const working = gate();
    let started = false;
    const longRun = runScheduledJob(instances[0]!, job, async () => {
      started = true;
      await working.opened;
    });
    await eventually(() => started);

    clock.advance(20);
    await eventually(async () => (await jobRow('long')).lease_until!.getTime() === startedAt.getTime() + 50_000);
    clock.advance(25); // past the period and past the first lease (started + 30 s), within the renewed one
    expect(await race(job, async () => undefined)).toBe(0);

    working.open();
    expect(await longRun).toBe(true);
    // No renewal outlives the run: the lease stays released.
    await sleep(30);
    expect(await jobRow('long')).toMatchObject({ lease_until: null, last_started_at: startedAt });
  });

  it('takes as due a next run left far ahead by a clock that was moved back', async () => {
    const clock = new TestClock();
    const aheadClock = new TestClock();
    aheadClock.advance(15 * 86_400);
    const job = { name: 'clock-moved-back', intervalSeconds: 60, leaseSeconds: 30 };
    expect(await runScheduledJob(instances[0]!, { ...job, clock: aheadClock.now }, async () => undefined)).toBe(true);

    // Back on the real time, the job would otherwise wait fifteen days.
    expect(await race({ ...job, clock: clock.now }, async () => undefined)).toBe(1);
    expect(await race({ ...job, clock: clock.now }, async () => undefined)).toBe(0);
  });

  it('starts each job on the instances’ timers once per period, logs failures, and stops', async () => {
    const clock = new TestClock();
    let runs = 0;
    const failures: string[] = [];
    const log = { error: (_obj: object, msg: string) => void failures.push(msg) };
    const jobs = [
      { name: 'ticking', intervalSeconds: 60, leaseSeconds: 30, failureMessage: 'ticking failed', work: async () => (runs += 1) },
      { name: 'ticking-failing', intervalSeconds: 60, leaseSeconds: 30, failureMessage: 'ticking-failing failed', work: async () => Promise.reject(new Error('down')) },
    ];
    const tickers = instances.map((db) => startScheduledJobs(db, jobs, { log, clock: clock.now, pollMs: 5 }));
    try {
      await eventually(() => runs === 1 && failures.length === 1);
      await sleep(50); // many more polls on every instance, all in the same period
      expect(runs).toBe(1);
      expect(failures).toEqual(['ticking-failing failed']);

      clock.advance(60);
      await eventually(() => runs === 2 && failures.length === 2);
      await sleep(50);
      expect(runs).toBe(2);
      expect(failures).toEqual(['ticking-failing failed', 'ticking-failing failed']);
    } finally {
      await Promise.all(tickers.map((ticker) => ticker.stop()));
    }

    clock.advance(60);
    await sleep(30);
    expect(runs).toBe(2);
  });
});
