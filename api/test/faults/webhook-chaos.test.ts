/**
 * Deadline day, fault 2: under load the gateway's webhooks arrive late, twice or three times, out of
 * order, and at two API instances at once, while both instances' reconciliation asks the gateway about
 * the same payments. Every fee still ends paid exactly once: one received payment per fee, the fee
 * RECEIVED, one receipt e-mail and one PAYMENT_RECEIVED timeline entry per payment, every event
 * recorded once, and every delivery answered 200 (a duplicate with duplicate: true), never 5xx.
 *
 * Real parts: two apps built as createTestApp builds one, on one database (their own pool each on
 * PostgreSQL); the local sandbox gateway through the product's Stripe adapter; payments made on the
 * hosted page's form; the events' exact bodies, signed afresh for each delivery as Stripe does.
 *
 * The chaos is drawn from a seeded generator (FAULT_SEED overrides it), printed with the figure, so a
 * failing run can be replayed.
 */
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { startLocalStripe, type LocalStripe, type SandboxEvent } from '../../dev/local-stripe';
import { reconcilePayments, RECONCILE_AFTER_MS } from '../../src/modules/payment/reconcile';
import { RECEIPT_MAIL_SUBJECT } from '../../src/modules/payment/receipt';
import { Browser, TestClock } from '../helpers/test-app';
import { everyDatabase } from '../helpers/test-database';
import { createTwinApps, type TwinApps } from './twin-instances';

jest.setTimeout(60_000);

const SECRET_KEY = 'sk_test_portal_webhook_chaos';
const WEBHOOK_SECRET = 'whsec_portal_webhook_chaos';
const signer = new Stripe(SECRET_KEY);
const SEED = Number(process.env.FAULT_SEED ?? 20260301);

/** A small seeded generator (mulberry32): the same chaos for the same seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** When a delivery happens: phases run one after another; the deliveries of a phase all at once. */
const PHASES = ['early-1', 'early-2', 'racing-reconciliation', 'late-1', 'late-2'] as const;
type Phase = (typeof PHASES)[number];
type EventType = 'checkout.session.completed' | 'checkout.session.async_payment_succeeded';

interface Scenario {
  name: string;
  method: 'card' | 'paynow';
  /** 'no-answer': paid, but the gateway's events are withheld (the webhook "never came", until late). */
  outcome: 'pay' | 'no-answer';
  /** The phase each of the payment's events is first delivered in. */
  firstDelivery: Partial<Record<EventType, Phase>>;
  /** The payment's state once the early phases are over (before reconciliation). */
  afterEarly: 'RECEIVED' | 'SUBMITTED' | 'OPEN';
  /** Settled by reconciliation for sure (nothing else could settle it as RECEIVED before it ran). */
  reconciled: boolean;
}

const COMPLETED: EventType = 'checkout.session.completed';
const SUCCEEDED: EventType = 'checkout.session.async_payment_succeeded';

const SCENARIOS: Scenario[] = [
  // Card: one event, on time.
  { name: 'card, on time', method: 'card', outcome: 'pay', firstDelivery: { [COMPLETED]: 'early-1' }, afterEarly: 'RECEIVED', reconciled: false },
  // PayNow: "paid" arrives before the earlier "completed, not yet paid".
  { name: 'PayNow, out of order', method: 'paynow', outcome: 'pay', firstDelivery: { [SUCCEEDED]: 'early-1', [COMPLETED]: 'early-2' }, afterEarly: 'RECEIVED', reconciled: false },
  // PayNow: "completed" on time, "paid" only after reconciliation settled the payment by asking the gateway.
  { name: 'PayNow, paid late', method: 'paynow', outcome: 'pay', firstDelivery: { [COMPLETED]: 'early-1', [SUCCEEDED]: 'late-1' }, afterEarly: 'SUBMITTED', reconciled: true },
  // Card: no webhook until after reconciliation.
  { name: 'card, webhook late', method: 'card', outcome: 'no-answer', firstDelivery: { [COMPLETED]: 'late-1' }, afterEarly: 'OPEN', reconciled: true },
  // PayNow: both events after reconciliation, the later one first.
  { name: 'PayNow, all late and out of order', method: 'paynow', outcome: 'pay', firstDelivery: { [SUCCEEDED]: 'late-1', [COMPLETED]: 'late-2' }, afterEarly: 'OPEN', reconciled: true },
  // PayNow: both events while both instances reconcile.
  { name: 'PayNow, racing reconciliation', method: 'paynow', outcome: 'pay', firstDelivery: { [COMPLETED]: 'racing-reconciliation', [SUCCEEDED]: 'racing-reconciliation' }, afterEarly: 'OPEN', reconciled: false },
];
const PAYMENTS_PER_SCENARIO = 2;

interface Paid {
  scenario: Scenario;
  feeId: string;
  paymentId: string;
  sessionId: string;
  events: SandboxEvent[];
}

interface Delivery {
  event: SandboxEvent;
  instance: 0 | 1;
}

interface Answer {
  eventId: string;
  instance: 0 | 1;
  status: number;
  body: unknown;
}

describe.each(everyDatabase())('deadline day: webhooks delayed, duplicated, out of order, at two instances, on %s', (target) => {
  let twins: TwinApps;
  let sandbox: LocalStripe;
  const clock = new TestClock();

  beforeAll(async () => {
    // The sandbox keeps the portal's clock and delivers nothing by itself: the test is the network.
    sandbox = await startLocalStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, now: clock.now });
    twins = await createTwinApps(target, { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: sandbox.url }, clock);
  });
  afterAll(async () => {
    await twins?.close();
    await sandbox?.stop();
  });

  /** One delivery of the event's exact body, signed now, to one instance's webhook route. */
  function deliver(app: FastifyInstance, event: SandboxEvent): Promise<LightMyRequestResponse> {
    const header = signer.webhooks.generateTestHeaderString({ payload: event.body, secret: WEBHOOK_SECRET });
    return app.inject({ method: 'POST', url: '/api/payment/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload: event.body });
  }

  it('ends with every fee paid exactly once', async () => {
    const { apps, dbs } = twins;
    const db = dbs[0];
    const next = random(SEED);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const shuffle = <T>(items: T[]): T[] => {
      for (let i = items.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [items[i], items[j]] = [items[j]!, items[i]!];
      }
      return items;
    };

    // The demo applicant, signed in once; the session cookie works at either instance (sessions live in the database).
    const browsers = [new Browser(apps[0]), new Browser(apps[1])];
    expect((await browsers[0]!.signInWithPin()).statusCode).toBe(200);
    for (const [name, value] of browsers[0]!.cookies) browsers[1]!.cookies.set(name, value);
    const [applicationFee] = (await browsers[1]!.get('/api/payment/fees')).json();
    expect(applicationFee).toMatchObject({ status: 'UNPAID' });
    const owner = await db.selectFrom('fees').select(['applicant_id', 'application_id']).where('id', '=', applicationFee.id).executeTakeFirstOrThrow();

    // The fees: the application fee and entrance exam fees (raised as payments.test.ts raises them).
    const feeIds: string[] = [applicationFee.id];
    while (feeIds.length < SCENARIOS.length * PAYMENTS_PER_SCENARIO) {
      const fee = await db
        .insertInto('fees')
        .values({ kind: 'ENTRANCE_EXAM_FEE', applicant_id: owner.applicant_id, application_id: owner.application_id, description: `Entrance exam fee: test ${feeIds.length}`, amount_cents: 5000 + 100 * feeIds.length, status: 'UNPAID' })
        .returning('id')
        .executeTakeFirstOrThrow();
      feeIds.push(fee.id);
    }

    // Pay for each through the API (Pay at either instance), then on the gateway's hosted page.
    const paid: Paid[] = await Promise.all(
      feeIds.map(async (feeId, index) => {
        const scenario = SCENARIOS[index % SCENARIOS.length]!;
        const started = await browsers[index % 2]!.post(`/api/payment/fees/${feeId}/checkout`);
        expect(started.statusCode).toBe(200);
        const { paymentId, checkoutUrl } = started.json() as { paymentId: string; checkoutUrl: string };
        const page = await fetch(checkoutUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ method: scenario.method, outcome: scenario.outcome }).toString(),
          redirect: 'manual',
        });
        expect(page.status).toBe(303);
        const { checkout_session_id: sessionId } = await db.selectFrom('payments').select('checkout_session_id').where('id', '=', paymentId).executeTakeFirstOrThrow();
        return { scenario, feeId, paymentId, sessionId: sessionId!, events: sandbox.events(sessionId!) };
      }),
    );
    for (const payment of paid) {
      expect(payment.events.map((event) => event.type).sort()).toEqual(Object.keys(payment.scenario.firstDelivery).sort());
    }

    // The chaos: each event delivered 2 or 3 times; the first copy in its scenario's phase, each other
    // copy in the same phase (concurrent duplicates) or a later one (late replays); each to either instance.
    const plan = new Map<Phase, Delivery[]>(PHASES.map((phase) => [phase, []]));
    for (const payment of paid) {
      for (const event of payment.events) {
        const first = PHASES.indexOf(payment.scenario.firstDelivery[event.type as EventType]!);
        const copies = 2 + Math.floor(next() * 2);
        for (let copy = 0; copy < copies; copy += 1) {
          const phase = copy === 0 ? PHASES[first]! : pick(PHASES.slice(first));
          plan.get(phase)!.push({ event, instance: next() < 0.5 ? 0 : 1 });
        }
      }
    }
    const answers: Answer[] = [];
    const runPhase = (phase: Phase) =>
      Promise.all(
        shuffle(plan.get(phase)!).map(async ({ event, instance }) => {
          const response = await deliver(apps[instance], event);
          answers.push({ eventId: event.id, instance, status: response.statusCode, body: response.json() });
        }),
      );

    await runPhase('early-1');
    await runPhase('early-2');
    const statusOf = async (paymentId: string) => (await db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow()).status;
    for (const payment of paid) expect({ scenario: payment.scenario.name, status: await statusOf(payment.paymentId) }).toEqual({ scenario: payment.scenario.name, status: payment.scenario.afterEarly });

    // Reconciliation looks at attempts older than two minutes: both instances run it at once, while the racing events arrive.
    clock.advance(RECONCILE_AFTER_MS / 1000 + 60);
    const reconcile = (instance: 0 | 1) => reconcilePayments(dbs[instance], apps[instance].paymentGateway!, { now: clock.now(), publicUrl: twins.config.publicUrl });
    const [reconciled] = await Promise.all([Promise.all([reconcile(0), reconcile(1)]), runPhase('racing-reconciliation')]);
    const settledByReconciliation = reconciled[0].settled + reconciled[1].settled;
    const surelyReconciled = paid.filter((payment) => payment.scenario.reconciled).length;
    const racing = paid.filter((payment) => payment.scenario.firstDelivery[COMPLETED] === 'racing-reconciliation').length;
    // Settling is exactly once whoever asks: never more settlements than payments it could have settled.
    expect(settledByReconciliation).toBeGreaterThanOrEqual(surelyReconciled);
    expect(settledByReconciliation).toBeLessThanOrEqual(surelyReconciled + racing);
    for (const payment of paid) expect({ scenario: payment.scenario.name, status: await statusOf(payment.paymentId) }).toEqual({ scenario: payment.scenario.name, status: 'RECEIVED' });

    await runPhase('late-1');
    await runPhase('late-2');
    // A last reconciliation finds nothing left to do.
    expect((await reconcile(1)).settled).toBe(0);

    // Every delivery answered 200; each event recorded by exactly one of its deliveries, the others answered as duplicates.
    const deliveries = [...plan.values()].reduce((sum, phase) => sum + phase.length, 0);
    expect(answers).toHaveLength(deliveries);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    const allEvents = paid.flatMap((payment) => payment.events);
    for (const event of allEvents) {
      const own = answers.filter((answer) => answer.eventId === event.id);
      expect({ event: event.id, firsts: own.filter((answer) => (answer.body as { duplicate: boolean }).duplicate === false).length }).toEqual({ event: event.id, firsts: 1 });
      expect(own.every((answer) => (answer.body as { received: boolean }).received === true)).toBe(true);
    }
    const recorded = await db.selectFrom('payment_events').select(['event_id', 'checkout_session_id']).execute();
    expect(recorded.map((row) => row.event_id).sort()).toEqual(allEvents.map((event) => event.id).sort());
    // Both instances took part.
    expect(new Set(answers.map((answer) => answer.instance)).size).toBe(2);

    // Every fee paid exactly once: one payment, received, with the gateway's reference, and the fee RECEIVED.
    const payments = await db.selectFrom('payments').select(['id', 'fee_id', 'status', 'reference', 'gateway_reference']).where('fee_id', 'in', feeIds).execute();
    for (const payment of paid) {
      const own = payments.filter((row) => row.fee_id === payment.feeId);
      const intent = (JSON.parse(payment.events[payment.events.length - 1]!.body) as { data: { object: { payment_intent: string } } }).data.object.payment_intent;
      expect(own).toEqual([{ id: payment.paymentId, fee_id: payment.feeId, status: 'RECEIVED', reference: expect.stringMatching(/^PAY-\d{8}$/), gateway_reference: intent }]);
      const fee = (await browsers[0]!.get(`/api/payment/fees/${payment.feeId}`)).json();
      expect({ scenario: payment.scenario.name, status: fee.status, payBlock: fee.payBlock, payments: fee.payments.map((row: { status: string }) => row.status) }).toEqual({
        scenario: payment.scenario.name,
        status: 'RECEIVED',
        payBlock: 'RECEIVED',
        payments: ['RECEIVED'],
      });
    }

    // One receipt e-mail per payment, and one timeline entry: nothing recorded twice, no refund owed.
    const mails = await db.selectFrom('outbox').select(['subject', 'text_body']).execute();
    const timeline = await db.selectFrom('form_events').select(['kind', 'params']).where('form_id', '=', owner.application_id!).where('kind', 'like', 'PAYMENT_%').execute();
    const paramsOf = (params: unknown) => (typeof params === 'string' ? JSON.parse(params) : params) as { reference?: string };
    for (const { reference } of payments) {
      const receipts = mails.filter((mail) => mail.text_body.includes(reference));
      expect({ reference, receipts: receipts.map((mail) => mail.subject) }).toEqual({ reference, receipts: [RECEIPT_MAIL_SUBJECT] });
      const entries = timeline.filter((entry) => paramsOf(entry.params).reference === reference);
      expect({ reference, entries: entries.map((entry) => entry.kind) }).toEqual({ reference, entries: ['PAYMENT_RECEIVED'] });
    }
    expect(mails.filter((mail) => mail.subject === RECEIPT_MAIL_SUBJECT)).toHaveLength(paid.length);
    expect(timeline.map((entry) => entry.kind)).toEqual(Array(paid.length).fill('PAYMENT_RECEIVED'));

    console.log(
      `Webhook chaos on ${target} (seed ${SEED}): ${paid.length} payments, ${allEvents.length} gateway events, ${deliveries} webhook deliveries ` +
        `to 2 instances (${deliveries - allEvents.length} duplicates, ${answers.filter((answer) => (answer.body as { duplicate: boolean }).duplicate).length} answered as such; ` +
        `${plan.get('late-1')!.length + plan.get('late-2')!.length} after reconciliation, ${settledByReconciliation} settled by reconciliation); ` +
        `all ${deliveries} answered 200; every fee paid exactly once (1 payment, 1 receipt, 1 timeline entry each).`,
    );
  });
});
