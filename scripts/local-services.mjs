// The local servers development uses in place of outside services that cannot be reached here, each
// speaking the real protocol: OneMap (address look-up), OpenID providers (national identity and
// social sign-in) and a sandbox gateway speaking Stripe's. Shared by npm start and npm run start:cluster.
import { DEMO_IDENTITIES, DEMO_SOCIAL_IDENTITIES, spawnLocalIdentity } from './local-identity.mjs';
import { DEMO_POSTAL_CODES, spawnLocalOneMap } from './local-onemap.mjs';
import { SANDBOX_CHOICES, spawnLocalStripe } from './local-stripe.mjs';
import { ROOT, step } from './workspace.mjs';

/**
 * Starts a local server for each outside service the environment does not configure (never in
 * production). Returns the environment the API needs to use them, the lines that announce them,
 * and stop(). A server that fails to start stops the ones already started and throws.
 */
export async function startLocalServices({ publicUrl, nodeEnv }) {
  const started = [];
  const stop = () => started.forEach((service) => service.child.kill('SIGTERM'));
  const env = {};
  const lines = [];
  if (nodeEnv === 'production') return { env, lines, stop };
  try {
    // Without a configured address service, a local server of OneMap's protocol with demo addresses.
    if (!process.env.ADDRESS_LOOKUP_URL) {
      step('Starting the local OneMap server (address look-up)');
      const onemap = await spawnLocalOneMap(ROOT);
      started.push(onemap);
      Object.assign(env, onemap.env);
      lines.push(`  Find address (no ADDRESS_LOOKUP_URL set): a local OneMap server knows ${DEMO_POSTAL_CODES}`);
    }
    // Sign-in with the national identity service and social accounts: local OpenID providers on
    // loopback with demo identities, for whichever of the two is not configured.
    const localNational = !process.env.OIDC_NATIONAL_IDENTITY_ISSUER;
    const localSocial = !process.env.OIDC_SOCIAL_PROVIDERS;
    if (localNational || localSocial) {
      step('Starting the local identity providers (national identity and social sign-in)');
      const identity = await spawnLocalIdentity(ROOT, publicUrl);
      started.push(identity);
      if (localNational) {
        Object.assign(env, identity.env);
        lines.push(`  Sign in with national identity (no OIDC_NATIONAL_IDENTITY_ISSUER set): a local provider at ${identity.url} offers ${DEMO_IDENTITIES}`);
      }
      if (localSocial) {
        Object.assign(env, identity.socialEnv);
        lines.push(`  Sign in with a social account (no OIDC_SOCIAL_PROVIDERS set): local "Google (demo)" and "Facebook (demo)" providers offer ${DEMO_SOCIAL_IDENTITIES}`);
      }
    }
    // Payments: a local sandbox gateway speaking Stripe's protocol, which sends its signed webhooks
    // to the portal. Production without STRIPE_SECRET_KEY refuses to start.
    if (!process.env.STRIPE_SECRET_KEY) {
      step('Starting the local sandbox payment gateway');
      const gateway = await spawnLocalStripe(ROOT, `${publicUrl}/api/payment/webhook`);
      started.push(gateway);
      Object.assign(env, gateway.env);
      lines.push(`  Payments (no STRIPE_SECRET_KEY set): a local sandbox gateway at ${gateway.url} takes them; its page offers ${SANDBOX_CHOICES}`);
    }
  } catch (error) {
    stop();
    throw error;
  }
  return { env, lines, stop };
}

/** The demo sign-ins and helpers npm start and npm run start:cluster print once the portal answers. */
export function demoAnnouncement({ url, nodeEnv, devMailbox, services }) {
  if (nodeEnv === 'production') return [];
  return [
    '  Demo sign-ins (on /login):',
    '    application number 24000001, PIN Demo2026            (TAN MEI LING: a submitted application, an unpaid fee)',
    '    e-mail demo.account@example.edu, password Portal#Demo2026   (an e-mail login account, no application yet)',
    '    e-mail draft.account@example.edu, password Portal#Draft2026 (an admission application halfway through)',
    `  Office staff (on ${url}/office; all demo staff in the README):`,
    '    admissions.officer@example.edu, password Office#Admissions2026 (the admissions console)',
    '    office.admin@example.edu, password Office#Admin2026            (staff accounts)',
    ...(devMailbox === 'on' ? [`  E-mails sent by the portal: ${url}/dev/mailbox (no SMTP_URL set)`] : []),
    ...services.lines,
  ];
}

/** Waits until the portal's health check answers (or the server process has ended). */
export async function waitUntilHealthy(url, server) {
  for (let attempt = 0; attempt < 600 && server.exitCode === null; attempt += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return true;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
