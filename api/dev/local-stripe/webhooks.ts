/**
 * The sandbox's events and their webhook deliveries, made as Stripe makes them: the event's JSON is
 * fixed once (so a replay is byte for byte the same), each attempt is POSTed with a fresh
 * `Stripe-Signature: t=<unix>,v1=<HMAC-SHA256(secret, "<t>.<body>")>` header, and an endpoint that
 * answers anything but 2xx, or cannot be reached, is tried again after a delay, a few times.
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { StripeCheckoutSession } from './checkout-sessions';

/** Stripe's own: an endpoint that takes longer than this to answer has failed the attempt. */
const ATTEMPT_TIMEOUT_MS = 10_000;

export type DeliveryState = 'pending' | 'delivered' | 'failed' | 'withheld' | 'no-endpoint';

export interface DeliveryAttempt {
  at: string;
  /** The endpoint's HTTP status, or null when it could not be reached. */
  status: number | null;
  error?: string;
}

export interface SandboxEvent {
  id: string;
  type: string;
  sessionId: string;
  /** The exact JSON body every delivery of this event sends (and a test can sign and replay). */
  body: string;
  delivery: DeliveryState;
  attempts: DeliveryAttempt[];
}

export interface WebhookOptions {
  /** Where events are POSTed; undefined keeps them here only (GET /_sandbox/events). */
  url: string | undefined;
  secret: string;
  /** The waits before the 2nd, 3rd… attempts; its length + 1 attempts in all. */
  retryDelaysMs: readonly number[];
  /** The event's `created` (the sandbox's clock); signatures always use the real time, as the receiver checks it. */
  now: () => Date;
}

export class Webhooks {
  private readonly events: SandboxEvent[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<AbortController>();
  private pending = 0;
  private waiters: (() => void)[] = [];
  private stopped = false;

  constructor(private readonly options: WebhookOptions) {}

  /** Makes an event about the session and, unless withheld, delivers it. */
  record(type: string, session: StripeCheckoutSession, withheld = false): SandboxEvent {
    const body = JSON.stringify({
      id: `evt_test_${randomBytes(18).toString('base64url').replace(/[-_]/g, '')}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(this.options.now().getTime() / 1000),
      data: { object: session },
      livemode: false,
      pending_webhooks: withheld || !this.options.url ? 0 : 1,
      request: { id: null, idempotency_key: null },
      type,
    });
    const event: SandboxEvent = {
      id: (JSON.parse(body) as { id: string }).id,
      type,
      sessionId: session.id,
      body,
      delivery: withheld ? 'withheld' : 'pending',
      attempts: [],
    };
    this.events.push(event);
    if (!withheld) this.deliver(event);
    return event;
  }

  list(sessionId?: string): SandboxEvent[] {
    return this.events.filter((event) => sessionId === undefined || event.sessionId === sessionId);
  }

  find(eventId: string): SandboxEvent | undefined {
    return this.events.find((event) => event.id === eventId);
  }

  /** Sends the event again from the first attempt (a duplicate, as Stripe sometimes sends; or a withheld one, late). */
  deliver(event: SandboxEvent): void {
    if (this.stopped) return;
    if (!this.options.url) {
      event.delivery = 'no-endpoint';
      return;
    }
    event.delivery = 'pending';
    this.pending += 1;
    void this.attempt(event, this.options.url, 0);
  }

  /** Resolves once no delivery is under way or waiting for a retry. */
  settled(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    for (const controller of this.inFlight) controller.abort();
    this.timers.clear();
    this.pending = 0;
    this.release();
  }

  private async attempt(event: SandboxEvent, url: string, index: number): Promise<void> {
    const controller = new AbortController();
    this.inFlight.add(controller);
    const timeout = setTimeout(() => controller.abort(), ATTEMPT_TIMEOUT_MS);
    const record: DeliveryAttempt = { at: new Date().toISOString(), status: null };
    try {
      const header = Stripe.webhooks.generateTestHeaderString({ payload: event.body, secret: this.options.secret, timestamp: Math.floor(Date.now() / 1000) });
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': header, 'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
        body: event.body,
        signal: controller.signal,
        redirect: 'manual',
      });
      record.status = response.status;
      await response.arrayBuffer().catch(() => undefined);
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
    } finally {
      clearTimeout(timeout);
      this.inFlight.delete(controller);
    }
    if (this.stopped) return;
    event.attempts.push(record);
    if (record.status !== null && record.status >= 200 && record.status < 300) return this.finish(event, 'delivered');
    const delay = this.options.retryDelaysMs[index];
    if (delay === undefined) return this.finish(event, 'failed');
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(event, url, index + 1);
    }, delay);
    this.timers.add(timer);
  }

  private finish(event: SandboxEvent, state: DeliveryState): void {
    event.delivery = state;
    this.pending -= 1;
    if (this.pending === 0) this.release();
  }

  private release(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}
