/**
 * A real payment setting for the API tests: the local sandbox gateway (api/dev/local-stripe.ts) in
 * process, a webhook endpoint the test controls (it records every delivery's exact bytes and answers
 * what the test says; forward to the portal with app.inject to test the webhook route), and the
 * portal's own Stripe adapter pointed at the sandbox. A test pays as a person would: through the
 * hosted page's form.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startLocalStripe, type LocalStripe } from '../../dev/local-stripe';
import type { Env, PaymentGatewayConfig } from '../../src/config';
import type { PaymentGateway } from '../../src/modules/payment/gateway/payment-gateway';
import { createStripeGateway } from '../../src/modules/payment/gateway/stripe-gateway';

export const SANDBOX_SECRET_KEY = 'sk_test_portal_api_tests';
export const SANDBOX_WEBHOOK_SECRET = 'whsec_portal_api_tests';

export interface ReceivedWebhook {
  /** The request body exactly as sent (what the signature covers). */
  body: Buffer;
  signature: string | undefined;
  headers: IncomingHttpHeaders;
}

/** The endpoint's answer to one delivery: an HTTP status. */
export type WebhookAnswer = (webhook: ReceivedWebhook) => number | Promise<number>;

export interface WebhookReceiver {
  url: string;
  /** Every delivery so far, in order of arrival. */
  received: ReceivedWebhook[];
  /** What the endpoint answers; 200 by default. */
  answer: WebhookAnswer;
  close(): Promise<void>;
}

export async function startWebhookReceiver(answer: WebhookAnswer = () => 200): Promise<WebhookReceiver> {
  const receiver = { received: [] as ReceivedWebhook[], answer } as WebhookReceiver;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const signature = request.headers['stripe-signature'];
      const webhook = { body: Buffer.concat(chunks), signature: typeof signature === 'string' ? signature : undefined, headers: request.headers };
      receiver.received.push(webhook);
      Promise.resolve(receiver.answer(webhook))
        .catch(() => 500)
        .then((status) => response.writeHead(status).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payment/webhook`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return receiver;
}

export interface GatewayHarness {
  sandbox: LocalStripe;
  receiver: WebhookReceiver;
  /** The portal's adapter, pointed at the sandbox. */
  gateway: PaymentGateway;
  config: PaymentGatewayConfig;
  /** The STRIPE_* variables for createTestApp, pointing the portal at this sandbox. */
  env: Env;
  close(): Promise<void>;
}

export interface GatewayHarnessOptions {
  /** The sandbox's clock: pass the test app's (t.clock.now) so expires_at agrees with the portal's time. */
  now?: () => Date;
  retryDelaysMs?: readonly number[];
  answer?: WebhookAnswer;
  webhookToleranceSeconds?: number;
}

export async function startGatewayHarness(options: GatewayHarnessOptions = {}): Promise<GatewayHarness> {
  const receiver = await startWebhookReceiver(options.answer);
  const sandbox = await startLocalStripe({
    secretKey: SANDBOX_SECRET_KEY,
    webhookSecret: SANDBOX_WEBHOOK_SECRET,
    webhookUrl: receiver.url,
    retryDelaysMs: options.retryDelaysMs ?? [20, 40, 80],
    now: options.now,
  });
  const config: PaymentGatewayConfig = {
    secretKey: SANDBOX_SECRET_KEY,
    webhookSecret: SANDBOX_WEBHOOK_SECRET,
    apiUrl: sandbox.url,
    webhookToleranceSeconds: options.webhookToleranceSeconds ?? 300,
  };
  return {
    sandbox,
    receiver,
    gateway: createStripeGateway(config),
    config,
    env: {
      STRIPE_SECRET_KEY: config.secretKey,
      STRIPE_WEBHOOK_SECRET: config.webhookSecret,
      STRIPE_API_URL: sandbox.url,
      STRIPE_WEBHOOK_TOLERANCE_SECONDS: String(config.webhookToleranceSeconds),
    },
    close: async () => {
      await sandbox.stop();
      await receiver.close();
    },
  };
}

/** What a tester picks on the hosted page, submitted with the page's own form. Answers the page's response (a 303 to success_url when taken). */
export function chooseOnHostedPage(sessionUrl: string, outcome: 'pay' | 'decline' | 'no-answer', method: 'card' | 'paynow' = 'card'): Promise<Response> {
  return fetch(sessionUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ method, outcome }).toString(),
    redirect: 'manual',
  });
}
