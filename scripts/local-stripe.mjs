// Starts the local sandbox payment gateway (api/dist/local-stripe.js, built with the API) as a process
// of its own, on a loopback port, with a secret key and webhook secret made up for this run, for npm
// start and the e2e suite when no STRIPE_SECRET_KEY is configured. The portal then opens checkout
// pages and receives signed webhooks as it would with Stripe.
import { randomBytes } from 'node:crypto';
import { spawnDevServer } from './dev-server.mjs';

/** What a tester finds on the sandbox's hosted page (api/dev/local-stripe/checkout-page.ts). */
export const SANDBOX_CHOICES = 'Pay (by card, or PayNow confirmed a moment later), Decline, or Pay without notification';

const secret = (prefix) => `${prefix}${randomBytes(24).toString('base64url').replace(/[-_]/g, '')}`;

/**
 * Resolves once the sandbox listens, with its child process, its URL and the environment that points
 * the API at it (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL). `webhookUrl` is where it
 * POSTs events: the portal's <PUBLIC_URL>/api/payment/webhook. `port` 0 (the default) takes a free one.
 */
export async function spawnLocalStripe(root, webhookUrl, { port = 0 } = {}) {
  const keys = { STRIPE_SECRET_KEY: secret('sk_test_'), STRIPE_WEBHOOK_SECRET: secret('whsec_') };
  const { child, url } = await spawnDevServer(root, {
    bundle: 'local-stripe.js',
    urlVariable: 'LOCAL_STRIPE_URL',
    what: 'the local sandbox payment gateway',
    port,
    env: { LOCAL_STRIPE_SECRET_KEY: keys.STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET: keys.STRIPE_WEBHOOK_SECRET, LOCAL_STRIPE_WEBHOOK_URL: webhookUrl },
  });
  return { child, url, env: { ...keys, STRIPE_API_URL: url } };
}
