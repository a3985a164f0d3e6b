/**
 * A local sandbox payment gateway for development and the tests: the subset of Stripe's HTTP API the
 * portal's adapter uses (api/src/modules/payment/gateway/stripe-gateway.ts), in the shapes the
 * `stripe` client expects, plus the hosted checkout page and signed webhook deliveries. The portal
 * talks to it through the same `stripe` client as to Stripe, by STRIPE_API_URL; nothing in the
 * product knows the difference. It is never used in production (the configuration refuses it).
 *
 *   POST /v1/checkout/sessions              create (form-encoded; Idempotency-Key honoured as Stripe does)
 *   GET  /v1/checkout/sessions/:id          read (an open session whose expires_at has passed is expired first)
 *   POST /v1/checkout/sessions/:id/expire   close an open session
 *   GET  /pay/:id, POST /pay/:id            the hosted page: Pay, Decline or Pay without notification
 *   GET  /_sandbox/events[?session=cs_…]    the events made, with their exact JSON bodies and deliveries (tests only)
 *   POST /_sandbox/events/:id/redeliver     deliver an event again, or a withheld one at last (tests only)
 *
 * The /v1 routes want `Authorization: Bearer <secret key>`; errors are Stripe's `{ error: { type,
 * message } }` with a 4xx. The /_sandbox routes are not Stripe's: the portal's code never calls them.
 *
 * Run alone (npm start and the e2e suite do): node api/dist/local-stripe.js [--port 0] [--host 127.0.0.1]
 * [--exit-with-parent] with LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET and LOCAL_STRIPE_WEBHOOK_URL
 * (where events are POSTed) in the environment. It prints one line, LOCAL_STRIPE_URL=http://host:port,
 * once it listens, and stops on SIGTERM or SIGINT, or, with --exit-with-parent, when its standard input closes.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutPage, missingPage } from './local-stripe/checkout-page';
import { CheckoutSessions, StripeApiError, type PageMethod, type PageOutcome } from './local-stripe/checkout-sessions';
import { FormBodyError, parseFormBody } from './local-stripe/form-body';
import { Webhooks, type SandboxEvent } from './local-stripe/webhooks';
import { required, runDevServer } from './run-dev-server';

export type { SandboxEvent } from './local-stripe/webhooks';

const MAX_BODY_BYTES = 64 * 1024;
/** Stripe forgets an idempotency key after 24 hours. */
const IDEMPOTENCY_KEY_SECONDS = 24 * 3600;
/** Short, so a test sees retries quickly; Stripe's own back off over three days. */
const DEFAULT_RETRY_DELAYS_MS = [500, 1000, 2000, 4000];

export interface LocalStripeOptions {
  /** Loopback unless told otherwise: this is a development server. */
  host?: string;
  /** 0 (the default) takes a free port; `url` says which. */
  port?: number;
  /** The API key the /v1 routes accept (sk_test_…). */
  secretKey: string;
  /** The webhook endpoint's signing secret (whsec_…). */
  webhookSecret: string;
  /** Where events are POSTed (the portal's <PUBLIC_URL>/api/payment/webhook); unset keeps them at /_sandbox/events only. */
  webhookUrl?: string;
  /** Waits between delivery attempts; one attempt more than its length. */
  retryDelaysMs?: readonly number[];
  /** How often open sessions are checked for expiry. */
  expiryCheckMs?: number;
  /** The sandbox's clock (sessions' created and expires_at, events' created); a test may share the portal's. */
  now?: () => Date;
}

export interface LocalStripe {
  /** Base URL for STRIPE_API_URL, e.g. http://127.0.0.1:41234. */
  url: string;
  /** The events made so far, oldest first, optionally of one session only. */
  events(sessionId?: string): SandboxEvent[];
  /** Resolves once every webhook delivery has ended (delivered, or failed after its retries). */
  deliveriesSettled(): Promise<void>;
  /** Expires open sessions whose time has passed, now (rather than at the next timer tick). */
  checkExpiry(): void;
  stop(): Promise<void>;
}

interface IdempotentAnswer {
  request: string;
  status: number;
  body: unknown;
  at: number;
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const json = JSON.stringify(body);
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json), ...headers });
  response.end(json);
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(html), 'Cache-Control': 'no-store' });
  response.end(html);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > MAX_BODY_BYTES) throw new StripeApiError(400, 'invalid_request_error', 'The request body is too large.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** Stripe's answers to a missing or wrong key (the key itself shown only by its last four characters). */
function authenticate(request: IncomingMessage, secretKey: string): void {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new StripeApiError(401, 'invalid_request_error', 'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.');
  if (!sameSecret(match[1]!, secretKey)) throw new StripeApiError(401, 'invalid_request_error', `Invalid API Key provided: ${match[1]!.slice(0, 8)}****${match[1]!.slice(-4)}`);
}

export async function startLocalStripe(options: LocalStripeOptions): Promise<LocalStripe> {
  const now = options.now ?? (() => new Date());
  const host = options.host ?? '127.0.0.1';
  let origin = '';
  const webhooks = new Webhooks({ url: options.webhookUrl, secret: options.webhookSecret, retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS, now });
  const sessions = new CheckoutSessions(
    (sessionId) => `${origin}/pay/${sessionId}`,
    now,
    (type, session, emitOptions) => void webhooks.record(type, session, emitOptions?.withheld),
  );
  const idempotency = new Map<string, IdempotentAnswer>();

  /** Stripe's idempotency: the same key and parameters replay the first answer; other parameters are refused. */
  function idempotent(request: IncomingMessage, path: string, body: string, run: () => { status: number; body: unknown }, response: ServerResponse): void {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key === '') {
      const answer = run();
      sendJson(response, answer.status, answer.body);
      return;
    }
    const nowSeconds = now().getTime() / 1000;
    for (const [stored, answer] of idempotency) if (answer.at + IDEMPOTENCY_KEY_SECONDS < nowSeconds) idempotency.delete(stored);
    const previous = idempotency.get(key);
    const fingerprint = `${request.method} ${path}\n${body}`;
    if (previous) {
      if (previous.request !== fingerprint) {
        throw new StripeApiError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      }
      sendJson(response, previous.status, previous.body, { 'Idempotent-Replayed': 'true', 'Idempotency-Key': key });
      return;
    }
    let answer: { status: number; body: unknown };
    try {
      answer = run();
    } catch (error) {
      // Stripe keeps a refused request's answer under its key too (a 400 replays as the same 400).
      if (!(error instanceof StripeApiError) || error.status >= 500) throw error;
      answer = { status: error.status, body: error.body() };
    }
    idempotency.set(key, { request: fingerprint, status: answer.status, body: answer.body, at: nowSeconds });
    sendJson(response, answer.status, answer.body, { 'Idempotency-Key': key });
  }

  async function api(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    authenticate(request, options.secretKey);
    const path = url.pathname;
    const body = request.method === 'POST' ? await readBody(request) : '';
    const sessionPath = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)(\/expire)?$/.exec(path);
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      idempotent(request, path, body, () => ({ status: 200, body: sessions.create(parseFormBody(body)) }), response);
    } else if (request.method === 'GET' && sessionPath && !sessionPath[2]) {
      sendJson(response, 200, sessions.retrieve(sessionPath[1]!));
    } else if (request.method === 'POST' && sessionPath?.[2]) {
      idempotent(request, path, body, () => ({ status: 200, body: sessions.expire(sessionPath[1]!) }), response);
    } else {
      throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${path}). The local sandbox gateway speaks only the Checkout Sessions calls the portal makes.`);
    }
  }

  async function hostedPage(request: IncomingMessage, response: ServerResponse, sessionId: string): Promise<void> {
    const record = sessions.find(sessionId);
    if (!record) return sendHtml(response, 404, missingPage());
    if (request.method === 'GET') return sendHtml(response, 200, checkoutPage(record));
    const form = new URLSearchParams(await readBody(request));
    const outcome = form.get('outcome');
    const method = form.get('method') ?? 'card';
    if (!['pay', 'decline', 'no-answer'].includes(outcome ?? '') || !record.session.payment_method_types.includes(method)) return sendHtml(response, 400, checkoutPage(record));
    // A session no longer open takes nothing: the page says why (expired, or already completed).
    if (!sessions.complete(sessionId, outcome as PageOutcome, method as PageMethod)) return sendHtml(response, 409, checkoutPage(record));
    // Stripe fills in the session's id where the success URL asks for it.
    const location = record.session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', sessionId);
    response.writeHead(303, { Location: location, 'Content-Length': 0 });
    response.end();
  }

  function sandbox(request: IncomingMessage, response: ServerResponse, url: URL): void {
    if (request.method === 'GET' && url.pathname === '/_sandbox/events') {
      sendJson(response, 200, { data: webhooks.list(url.searchParams.get('session') ?? undefined) });
      return;
    }
    const redeliver = /^\/_sandbox\/events\/([A-Za-z0-9_]+)\/redeliver$/.exec(url.pathname);
    const event = redeliver && request.method === 'POST' ? webhooks.find(redeliver[1]!) : undefined;
    if (!event) {
      sendJson(response, 404, { error: { type: 'invalid_request_error', message: 'No such sandbox route or event.' } });
      return;
    }
    webhooks.deliver(event);
    sendJson(response, 202, event);
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://local-stripe');
    const page = /^\/pay\/([A-Za-z0-9_]+)$/.exec(url.pathname);
    if (url.pathname.startsWith('/v1/')) await api(request, response, url);
    else if (page && (request.method === 'GET' || request.method === 'POST')) await hostedPage(request, response, page[1]!);
    else if (url.pathname.startsWith('/_sandbox/')) sandbox(request, response, url);
    else sendJson(response, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${url.pathname}).` } });
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (response.headersSent) return response.destroy();
      if (error instanceof StripeApiError) return sendJson(response, error.status, error.body());
      if (error instanceof FormBodyError) return sendJson(response, 400, new StripeApiError(400, 'invalid_request_error', error.message).body());
      console.error('local Stripe sandbox:', error);
      sendJson(response, 500, { error: { type: 'api_error', message: 'The local sandbox gateway failed.' } });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const expiryTimer = setInterval(() => sessions.sweep(), options.expiryCheckMs ?? 1000);
  expiryTimer.unref();

  return {
    url: origin,
    events: (sessionId) => webhooks.list(sessionId),
    deliveriesSettled: () => webhooks.settled(),
    checkExpiry: () => sessions.sweep(),
    stop: () =>
      new Promise<void>((resolve) => {
        clearInterval(expiryTimer);
        webhooks.stop();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// Run only when this file is the program (node dist/local-stripe.js), not when a test imports it.
if (require.main === module) {
  runDevServer('The local sandbox payment gateway', 'LOCAL_STRIPE_URL', ({ host, port }) =>
    startLocalStripe({
      host,
      port,
      secretKey: required('LOCAL_STRIPE_SECRET_KEY'),
      webhookSecret: required('LOCAL_STRIPE_WEBHOOK_SECRET'),
      webhookUrl: process.env.LOCAL_STRIPE_WEBHOOK_URL || undefined,
    }),
  );
}
