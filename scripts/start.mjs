// npm start: install, build what changed, and serve the whole portal on one origin with the
// embedded database and demo data.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { DEMO_IDENTITIES, DEMO_SOCIAL_IDENTITIES, spawnLocalIdentity } from './local-identity.mjs';
import { DEMO_POSTAL_CODES, spawnLocalOneMap } from './local-onemap.mjs';
import { SANDBOX_CHOICES, spawnLocalStripe } from './local-stripe.mjs';
import { buildAll, install, ROOT, step } from './workspace.mjs';

const port = process.env.PORT ?? '8080';
// The server runs as production unless told otherwise; npm start is the developer's way in, so it
// opts in to development (demo data, plain cookie names) and to the development mailbox.
const nodeEnv = process.env.NODE_ENV ?? 'development';
const devMailbox = process.env.DEV_MAILBOX ?? (nodeEnv === 'production' || process.env.SMTP_URL ? 'off' : 'on');
const url = `http://localhost:${port}`;

try {
  install();
  await buildAll();
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}

// Like the development mailbox: without a configured address service, development gets a local
// server of OneMap's protocol with demo addresses. Production without ADDRESS_LOOKUP_URL has the look-up off.
let onemap = null;
if (!process.env.ADDRESS_LOOKUP_URL && nodeEnv !== 'production') {
  step('Starting the local OneMap server (address look-up)');
  try {
    onemap = await spawnLocalOneMap(ROOT);
  } catch (error) {
    console.error(`\n✖ ${error.message}`);
    process.exit(1);
  }
}

// Likewise sign-in with the national identity service and social accounts: local OpenID providers on
// loopback with demo identities, for whichever of the two is not configured.
const localNational = !process.env.OIDC_NATIONAL_IDENTITY_ISSUER;
const localSocial = !process.env.OIDC_SOCIAL_PROVIDERS;
let identity = null;
if ((localNational || localSocial) && nodeEnv !== 'production') {
  step('Starting the local identity providers (national identity and social sign-in)');
  try {
    identity = await spawnLocalIdentity(ROOT, process.env.PUBLIC_URL ?? url);
  } catch (error) {
    console.error(`\n✖ ${error.message}`);
    onemap?.child.kill('SIGTERM');
    process.exit(1);
  }
}

// And payments: without a gateway's keys, a local sandbox gateway speaking Stripe's protocol, which
// sends its signed webhooks to the portal. Production without STRIPE_SECRET_KEY refuses to start.
let gateway = null;
if (!process.env.STRIPE_SECRET_KEY && nodeEnv !== 'production') {
  step('Starting the local sandbox payment gateway');
  try {
    gateway = await spawnLocalStripe(ROOT, `${process.env.PUBLIC_URL ?? url}/api/payment/webhook`);
  } catch (error) {
    console.error(`\n✖ ${error.message}`);
    onemap?.child.kill('SIGTERM');
    identity?.child.kill('SIGTERM');
    process.exit(1);
  }
}

step('Starting the portal');
const server = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  // A terminal wants warnings and errors, not a JSON line per request; LOG_LEVEL=info shows them all.
  env: {
    ...process.env,
    ...onemap?.env,
    ...gateway?.env,
    ...(localNational ? identity?.env : {}),
    ...(localSocial ? identity?.socialEnv : {}),
    NODE_ENV: nodeEnv,
    DEV_MAILBOX: devMailbox,
    WEB_ROOT: process.env.WEB_ROOT ?? ROOT,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  onemap?.child.kill('SIGTERM');
  identity?.child.kill('SIGTERM');
  gateway?.child.kill('SIGTERM');
  process.exit(code ?? 0);
});

async function announceWhenReady() {
  for (let attempt = 0; attempt < 600 && server.exitCode === null; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (server.exitCode !== null) return;
  const demo = nodeEnv === 'production' ? [] : [
    '  Demo sign-ins (on /login):',
    '    application number 24000001, PIN Demo2026            (TAN MEI LING: a submitted application, an unpaid fee)',
    '    e-mail demo.account@example.edu, password Portal#Demo2026   (an e-mail login account, no application yet)',
    '    e-mail draft.account@example.edu, password Portal#Draft2026 (an admission application halfway through)',
    `  Office staff (on ${url}/office; all demo staff in the README):`,
    '    admissions.officer@example.edu, password Office#Admissions2026 (the admissions console)',
    '    office.admin@example.edu, password Office#Admin2026            (staff accounts)',
    ...(devMailbox === 'on' ? [`  E-mails sent by the portal: ${url}/dev/mailbox (no SMTP_URL set)`] : []),
    ...(onemap ? [`  Find address (no ADDRESS_LOOKUP_URL set): a local OneMap server knows ${DEMO_POSTAL_CODES}`] : []),
    ...(identity && localNational ? [`  Sign in with national identity (no OIDC_NATIONAL_IDENTITY_ISSUER set): a local provider at ${identity.url} offers ${DEMO_IDENTITIES}`] : []),
    ...(identity && localSocial ? [`  Sign in with a social account (no OIDC_SOCIAL_PROVIDERS set): local "Google (demo)" and "Facebook (demo)" providers offer ${DEMO_SOCIAL_IDENTITIES}`] : []),
    ...(gateway ? [`  Payments (no STRIPE_SECRET_KEY set): a local sandbox gateway at ${gateway.url} takes them; its page offers ${SANDBOX_CHOICES}`] : []),
  ];
  const docs = nodeEnv === 'production' && process.env.API_DOCS !== 'on' ? [] : [`  API documentation: ${url}/api/docs`];
  console.log(['', `  Undergraduate Applicant Portal is running at ${url}`, ...demo, ...docs, '  Stop with Ctrl+C.', ''].join('\n'));
}
void announceWhenReady();
